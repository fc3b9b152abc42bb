import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'protocol',
          include: ['packages/protocol/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['packages/api/**/*.test.ts'],
          environment: 'node',
          env: { NODE_ENV: 'test' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Vite 8 transforms with Oxc; tsconfig's jsx: preserve would otherwise leave JSX untransformed.
        oxc: { jsx: { runtime: 'automatic' } },
        // The storefront's '@/...' imports (apps/web/tsconfig.json paths).
        resolve: { alias: { '@/': `${fileURLToPath(new URL('./apps/web/', import.meta.url))}` } },
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/vitest.setup.ts'],
        },
      },
    ],
  },
});

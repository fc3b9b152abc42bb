import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const SUITES_ALONE = ['packages/api/src/__tests__/files.http.test.ts', 'packages/api/src/__tests__/accounts.hardening.test.ts'];

const API_SUITES = {
  environment: 'node',
  // Passwords hash at a test cost (services/auth/passwords.ts), except in accounts.hardening.
  env: { NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' },
  // The migrated (and demo-seeded) template databases every suite copies (testing/templates.ts).
  globalSetup: ['packages/api/src/testing/globalSetup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; most suites wait on their database and server, so two share the
    // cores well (docs/decisions/0010).
    maxWorkers: Number(process.env.TEST_WORKERS ?? 2),
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
          ...API_SUITES,
          name: 'api',
          include: ['packages/api/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SUITES_ALONE],
          // The back-end's suites share a worker's modules: importing the back-end was about a quarter of each
          // suite's time. Each suite makes its own server and database (testing/harness.ts).
          isolate: false,
        },
      },
      {
        // Suites that change the process's environment for themselves (TMPDIR, the password hashing cost).
        test: { ...API_SUITES, name: 'api-alone', include: SUITES_ALONE },
      },
      {
        // The cluster suite against `npm run cluster` (nginx, three processes, PostgreSQL, Redis, S3): CI's PostgreSQL pass.
        test: { name: 'cluster', include: ['scripts/cluster.suite.mjs'], environment: 'node', testTimeout: 60_000, hookTimeout: 300_000 },
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

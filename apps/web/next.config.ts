import path from 'node:path';
import type { NextConfig } from 'next';
import { HSTS } from './lib/securityHeaders';

const development = process.env.NODE_ENV === 'development';
/** Pictures may come from an S3-compatible store's public address. */
const imageOrigins = [process.env.S3_PUBLIC_URL, process.env.FILE_HOST]
  .map((url) => { try { return url ? new URL(url).origin : ''; } catch { return ''; } })
  .filter(Boolean);

/**
 * The pages' policy. Scripts need 'unsafe-inline' because the catalogue pages are cached and shared, so they
 * cannot carry a per-request nonce (docs/security.md); 'unsafe-eval' only for the development server.
 */
const pagePolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const common = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
];

/**
 * With REDIS_URL the page and data cache and its tags live in Redis (lib/backend/redisCacheHandler.mjs), shared by every
 * process, so a staff edit's revalidation reaches them all; without it, each process keeps its cache on disk.
 * Read when the server starts, so one build serves both ways.
 */
const sharedCache = process.env.REDIS_URL
  ? { cacheHandler: path.join(process.cwd().replace(/[/\\]apps[/\\]web$/, ''), 'apps/web/lib/backend/redisCacheHandler.mjs'), cacheMaxMemorySize: 0 }
  : // Next keeps up to 50 MB of its page cache in memory besides the disk by default; 16 MB holds the pages most
    // visitors share (about 300 kB of HTML each) within the server's memory budget (README, Performance).
    { cacheMaxMemorySize: 16 * 1024 * 1024 };

const config: NextConfig = {
  reactStrictMode: true,
  ...sharedCache,
  // Separate build folders let several test runs share one checkout (NEXT_DIST_DIR=.next-xyz).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  // The file host of uploaded files (lib/files.ts), fixed at build time.
  env: { NEXT_PUBLIC_FILE_HOST: process.env.FILE_HOST ?? '/files/' },
  transpilePackages: ['@sw/protocol', '@sw/api'],
  // `npm test` type-checks every package before it builds (scripts/test.mjs sets SW_TYPES_CHECKED): checking the
  // storefront again inside the build took 38 s of CI. A build on its own (`npm start`, `npm run build`) still checks.
  typescript: { ignoreBuildErrors: process.env.SW_TYPES_CHECKED === '1' },
  experimental: {
    // A CI checkout is built once: Turbopack's build cache (35 s to write on 2 cores) would serve no second build.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'pg', 'pino', 'nodemailer', '@aws-sdk/client-s3', 'busboy', 'file-type', 'pdfkit', 'prom-client', 'pg-boss'],
  compress: true,
  // Next.js hashes every page's whole HTML in JavaScript for its ETag: about 14 % of the CPU a cached page costs
  // (README, Performance). Pages are kept by shared caches through s-maxage; a browser's check of a page
  // would save only the transfer, and static files keep their own ETags.
  generateEtags: false,
  async headers() {
    return [
      // /media, /files and /documents come from the back-end with its own headers: an SVG is a document and gets a policy
      // under which nothing runs, loads or frames it (packages/api/src/routes/media.ts).
      { source: '/((?!media/|files/|documents/).*)', headers: [...common, { key: 'Content-Security-Policy', value: pagePolicy }] },
      // Both print the host they were asked on (features/catalog/siteOrigin.server.ts), a trusted proxy's word included.
      ...['/sitemap.xml', '/robots.txt'].map((source) => ({ source, headers: [{ key: 'Vary', value: 'Host, X-Forwarded-Host, X-Forwarded-Proto' }] })),
      {
        // Only over TLS (as the nearest proxy reports it): a plain-HTTP answer may not pin HTTPS.
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [HSTS],
      },
    ];
  },
};

export default config;

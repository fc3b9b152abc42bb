import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  // Separate build folders let several test runs share one checkout (NEXT_DIST_DIR=.next-xyz).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  transpilePackages: ['@sw/protocol', '@sw/api'],
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'pg', 'pino', 'nodemailer', '@aws-sdk/client-s3'],
  compress: true,
};

export default config;

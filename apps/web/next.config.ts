import type { NextConfig } from 'next';

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@sw/protocol', '@sw/api'],
  serverExternalPackages: ['@electric-sql/pglite', '@node-rs/argon2', 'sharp', 'pg', 'pino', 'nodemailer', '@aws-sdk/client-s3'],
  typescript: { ignoreBuildErrors: true },
  compress: true,
};

export default config;

import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createRuntime } from '../runtime';
import { startJobs } from '../services/jobs';
import { CONFIG_EXIT_STATUS, FileStoreConflict } from '../lib/storage/claim';

/**
 * A back-end in its own process for the fault tests (two processes on one PostgreSQL, a killed process):
 * DATABASE_URL (or DATA_DIR for PGlite) from the environment, migrated beforehand, a free loopback port, announced as `listening <port>` on stdout.
 */
const { app, deps } = createRuntime();
// pg-boss as in production (JOBS=0: it only sends), before the server listens.
await startJobs(deps).catch((error: unknown) => {
  if (!(error instanceof FileStoreConflict)) throw error;
  console.error(error.message);
  process.exit(CONFIG_EXIT_STATUS);
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});

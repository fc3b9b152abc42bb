import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createRuntime } from '../runtime';
import { startJobs } from '../services/jobs';

/**
 * A back-end in its own process for the fault tests (two processes on one PostgreSQL, a killed process):
 * DATABASE_URL (or DATA_DIR for PGlite) from the environment, migrated beforehand, a free loopback port, announced as `listening <port>` on stdout.
 */
const { app, deps } = createRuntime();
// pg-boss as in production (JOBS=0: it only sends), before the server listens.
await startJobs(deps);
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});

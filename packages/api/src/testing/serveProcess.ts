import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createRuntime } from '../runtime';

/**
 * A back-end in its own process for the fault tests (two processes on one PostgreSQL, a killed process):
 * DATABASE_URL from the environment, a free loopback port, announced as `listening <port>` on stdout.
 */
const { app } = createRuntime();
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});

import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { guardSlowRequests, serverTimeouts } from './lib/serverTimeouts.mjs';

/** The back-end's own HTTP server (server.ts), with the slow-client limits; resolves once it listens. */
export function listen(
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>,
  { port, hostname, env = process.env }: { port: number; hostname: string; env?: NodeJS.ProcessEnv },
): Promise<{ server: ServerType; port: number }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port, hostname, serverOptions: serverTimeouts(env) }, () =>
      resolve({ server, port: (server.address() as AddressInfo).port }),
    );
    guardSlowRequests(server as Server, env);
  });
}

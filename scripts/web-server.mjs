#!/usr/bin/env node
// The storefront's HTTP server: Next.js's request handler behind a plain Node server, for one reason: route
// handlers cannot see the socket, and Next.js fills X-Forwarded-For with it only when the client sent none.
// Every request gets the socket's address in x-sw-peer-address, X-Forwarded-Proto only from a trusted proxy, and
// slow clients a time limit (./front-server.mjs).
// The back-end's calls take the lane Next.js offers when it starts (apps/web/lib/backend/backendLane.server.ts),
// handed over through apps/web/lib/backend/handOver.mjs: the same pass-through, without the App Router's request path. Pages Next.js shares are kept compressed in front of it
// for a few seconds (./page-cache.mjs).
import { createRequire } from 'node:module';
import path from 'node:path';
import { root, web } from './build.mjs';
import { createFrontServer } from './front-server.mjs';
import { findLane, offerPageCache } from '../apps/web/lib/backend/handOver.mjs';
import { createPageCache } from './page-cache.mjs';
import { stopOnSignals } from '../packages/api/src/lib/gracefulStop.mjs';

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';

const next = createRequire(path.join(web, 'package.json'))('next');
const app = next({ dev: false, dir: web, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const { getRequestListener } = createRequire(path.join(root, 'packages/api/package.json'))('@hono/node-server');
let laneListener = null;
const pageCache = createPageCache({ seconds: Number(process.env.PAGE_CACHE_SECONDS ?? 5) });
// A catalogue write empties it (apps/web/lib/backend/catalogCache.server.ts).
offerPageCache(pageCache);

/** The lane's listener when it takes this request. Next.js offers the lane once it has registered (on its first request). */
function laneFor(req) {
  const lane = findLane();
  if (!lane?.takes(req.url ?? '')) return null;
  // Next.js keeps its own Request and Response globals.
  laneListener ??= getRequestListener(lane.fetch, { overrideGlobalObjects: false });
  return laneListener;
}

const server = createFrontServer((req, res) => {
  const lane = laneFor(req);
  if (lane) lane(req, res);
  else pageCache.serve(req, res, handle);
}).listen(port, hostname, () => console.log(`Ready on port ${port}`));
// SIGTERM: finish what is in flight, stop pg-boss (apps/web/lib/backend/jobs.server.ts), exit.
stopOnSignals(server);

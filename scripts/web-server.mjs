#!/usr/bin/env node
// The storefront's HTTP server: Next.js's request handler behind a plain Node server, for one reason: route
// handlers cannot see the socket, and Next.js fills X-Forwarded-For with it only when the client sent none.
// Every request gets the socket's address in x-sw-peer-address (a client-sent one is overwritten), which
// apps/web/lib/requestGuards.server.ts reads with TRUST_PROXY_HOPS.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { web } from './build.mjs';

const PEER_ADDRESS_HEADER = 'x-sw-peer-address';
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';

const next = createRequire(path.join(web, 'package.json'))('next');
const app = next({ dev: false, dir: web, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

http
  .createServer((req, res) => {
    req.headers[PEER_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
    handle(req, res);
  })
  .listen(port, hostname, () => console.log(`Ready on port ${port}`));

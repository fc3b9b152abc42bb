import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import type { ServerType } from '@hono/node-server';
import { listen } from '../serve';
import { serverTimeouts } from '../lib/serverTimeouts.mjs';

/** Sends `text` and never the rest; resolves with how long the server kept the socket open, in ms. */
function heldFor(port: number, text: string, giveUpMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server still held the socket after ${giveUpMs} ms`));
    }, giveUpMs);
  });
}

describe('the back-end server and a slow client', () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    // It reads the whole body, as the back-end's handlers do.
    ({ server, port } = await listen(async (request) => new Response(await request.text()), {
      port: 0,
      hostname: '127.0.0.1',
      env: { HEADERS_TIMEOUT_MS: '600', REQUEST_TIMEOUT_MS: '1200' },
    }));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('closes a socket whose headers never finish within the headers timeout', async () => {
    const held = await heldFor(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n', 5_000);
    expect(held).toBeGreaterThanOrEqual(500);
    expect(held).toBeLessThan(600 + 600 + 800);
  });

  it('closes a socket whose body never finishes within the request timeout', async () => {
    const held = await heldFor(port, 'POST /x HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n0123456789', 6_000);
    expect(held).toBeGreaterThanOrEqual(1_100);
    expect(held).toBeLessThan(1_200 + 600 + 800);
  });

  it('defaults to 15 s for the headers and 20 s for the whole request', () => {
    expect(serverTimeouts({})).toEqual({ headersTimeout: 15_000, requestTimeout: 20_000, connectionsCheckingInterval: 1_000 });
    expect(serverTimeouts({ HEADERS_TIMEOUT_MS: '30000', REQUEST_TIMEOUT_MS: '10000' }).requestTimeout).toBe(30_000);
    expect(serverTimeouts({ HEADERS_TIMEOUT_MS: 'soon' }).headersTimeout).toBe(15_000);
  });
});

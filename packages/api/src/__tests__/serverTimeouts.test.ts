import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import type { ServerType } from '@hono/node-server';
import { listen } from '../serve';
import { serverTimeouts, slowRequestLimits } from '../lib/serverTimeouts.mjs';

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
      env: { HEADERS_TIMEOUT_MS: '600', REQUEST_TIMEOUT_MS: '1200', KEEP_ALIVE_TIMEOUT_MS: '1500' },
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

  it('keeps an answered socket open for the next request until the keep-alive timeout', async () => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    socket.on('error', () => undefined);
    const answered = await new Promise<{ at: number; head: string }>((resolve) => socket.once('data', (chunk) => resolve({ at: Date.now(), head: chunk.toString() })));
    const closedAt = await new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
    expect(answered.head).toMatch(/^Keep-Alive: timeout=1\r?$/im);
    expect(closedAt - answered.at).toBeGreaterThanOrEqual(1_400);
    // Node waits 1 s past the timeout it announces, for a request already on its way.
    expect(closedAt - answered.at).toBeLessThan(1_500 + 1_000 + 800);
  });

  it('defaults to 15 s for the headers, 65 s for an idle kept-alive socket, and judges a body over 20 s windows at 16 kB/s at least', () => {
    expect(serverTimeouts({})).toEqual({ headersTimeout: 15_000, requestTimeout: 0, connectionsCheckingInterval: 1_000, keepAliveTimeout: 65_000 });
    expect(slowRequestLimits({})).toEqual({ requestTimeoutMs: 20_000, minBytesPerSecond: 16_384 });
    expect(slowRequestLimits({ HEADERS_TIMEOUT_MS: '30000', REQUEST_TIMEOUT_MS: '10000' }).requestTimeoutMs).toBe(30_000);
    expect(serverTimeouts({ HEADERS_TIMEOUT_MS: 'soon' }).headersTimeout).toBe(15_000);
  });
});

describe('a slow but steady upload', () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    ({ server, port } = await listen(async (request) => new Response(String((await request.arrayBuffer()).byteLength)), {
      port: 0,
      hostname: '127.0.0.1',
      env: { HEADERS_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '600', MIN_BODY_BYTES_PER_SECOND: '1000' },
    }));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('is answered though it takes longer than the request timeout, while it keeps the pace', async () => {
    // 4000 bytes at 2500 B/s: about 1.6 s, over two request timeouts.
    const answer = await new Promise<string>((resolve, reject) => {
      // The body's pump starts once the headers are written: started before the connection, a busy machine could
      // send body bytes ahead of the headers (answered 400).
      let pump: NodeJS.Timeout | undefined;
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('POST /x HTTP/1.1\r\nHost: localhost\r\nContent-Length: 4000\r\nConnection: close\r\n\r\n');
        let sent = 0;
        pump = setInterval(() => {
          socket.write('x'.repeat(500));
          sent += 500;
          if (sent >= 4000) clearInterval(pump);
        }, 200);
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        clearInterval(pump);
        resolve(text);
      });
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer.endsWith('4000')).toBe(true);
  });
});

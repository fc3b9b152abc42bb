import { describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { onStop, stopGracefully } from '../lib/gracefulStop.mjs';

/** A server whose /slow answers after `ms`; resolves with it and its port once it listens. */
function slowServer(ms: number): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer((req, res) => {
    if (req.url === '/slow') setTimeout(() => res.end('done'), ms);
    else res.end('fast');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })));
}

const get = (port: number, path: string, agent?: http.Agent) =>
  new Promise<string>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve(body));
    }).on('error', reject);
  });

describe('graceful stop (issue 55)', () => {
  it('answers the request in flight, refuses new connections, closes idle kept-alive sockets, then runs the stop hooks', async () => {
    const { server, port } = await slowServer(300);
    const keepAlive = new http.Agent({ keepAlive: true });
    expect(await get(port, '/fast', keepAlive)).toBe('fast'); // leaves an idle kept-alive socket
    const inFlight = get(port, '/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const order: string[] = [];
    onStop(() => {
      order.push('hook');
    });
    const stopped = stopGracefully(server, { graceMs: 5_000 }).then(() => order.push('stopped'));
    await expect(get(port, '/fast')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(await inFlight).toBe('done');
    await stopped;
    expect(order).toEqual(['hook', 'stopped']);
    keepAlive.destroy();
  });

  it('cuts a request that outlives the grace', async () => {
    const { server, port } = await slowServer(60_000);
    const inFlight = get(port, '/slow').catch((error: NodeJS.ErrnoException) => error.code);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await stopGracefully(server, { graceMs: 200 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await inFlight).toBe('ECONNRESET');
  });
});

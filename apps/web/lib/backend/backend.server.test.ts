// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendFetch } from './backend.server';

/** The separately started back-end (API_BASE_URL): counts what arrives. */
let server: http.Server;
let arrivedBytes = 0;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    let size = 0;
    request.on('data', (chunk: Buffer) => (size += chunk.length));
    request.on('end', () => {
      arrivedBytes = size;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path: request.url, type: request.headers['content-type'] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.API_BASE_URL;
  await new Promise((resolve) => server.close(resolve));
});

/** A body of `size` bytes that arrives in pieces, as an upload does. */
function streamOf(size: number): ReadableStream<Uint8Array> {
  let left = size;
  return new ReadableStream({
    pull(controller) {
      if (left <= 0) return controller.close();
      const piece = Math.min(left, 64 * 1024);
      left -= piece;
      controller.enqueue(new Uint8Array(piece));
    },
  });
}

const upload = (size: number) =>
  new Request('http://shop.test/files/upload', {
    method: 'POST', body: streamOf(size), headers: { 'content-type': 'multipart/form-data; boundary=x' }, duplex: 'half',
  } as RequestInit);

describe('backendFetch to a separate back-end', () => {
  it('streams an upload on whole, past the 1 MB bound of calls', async () => {
    const response = await backendFetch(upload(5 * 1024 * 1024), '203.0.113.9', { streamBody: true });
    expect(await response.json()).toEqual({ path: '/files/upload', type: 'multipart/form-data; boundary=x' });
    expect(arrivedBytes).toBe(5 * 1024 * 1024);
  });

  it('still bounds the body of everything else', async () => {
    const response = await backendFetch(upload(2 * 1024 * 1024), '203.0.113.9');
    expect((await response.json()).meta.res).toBe('10008');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { SIGN_HEADER, signedCall } from '@sw/protocol';

export const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** What a browser sends, so pages and files are compressed as they would be for a visitor. */
const ACCEPT = { 'accept-encoding': 'gzip, br', accept: 'text/html,application/json,*/*' };

export interface HttpRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface Call {
  name: string;
  request: HttpRequest;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  encodedBytes: number;
  encoding: string;
}

/** A back-end call as the protocol signs it (visitor: no token), valid for the 5 minutes the server allows. */
export function signedRequest(apiPath: string, data: Record<string, unknown>): HttpRequest {
  const { url, sign } = signedCall(apiPath);
  return { method: 'POST', path: url, headers: { 'content-type': 'application/json', [SIGN_HEADER]: sign }, body: JSON.stringify(data) };
}

/** One request; the body's size as sent (compressed) and its decoded text. */
export function rawRequest(origin: string, request: HttpRequest): Promise<{ status: number; encoding: string; encodedBytes: number; text: string; setCookie: string[] }> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(request.path, origin), { method: request.method, headers: { ...ACCEPT, ...request.headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = String(res.headers['content-encoding'] ?? 'identity');
        const decoded = encoding === 'gzip' ? gunzipSync(body) : encoding === 'br' ? brotliDecompressSync(body) : body;
        resolve({ status: res.statusCode ?? 0, encoding, encodedBytes: body.length, text: decoded.toString('utf8'), setCookie: res.headers['set-cookie'] ?? [] });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`${request.path}: no answer within 60 s`)));
    req.end(request.body);
  });
}

/** CONNECTIONS connections for SECONDS seconds against one request. */
export async function loadTest(origin: string, request: HttpRequest): Promise<LoadResult> {
  const probe = await rawRequest(origin, request);
  const result = await autocannon({
    url: new URL(request.path, origin).toString(),
    method: request.method,
    headers: { ...ACCEPT, ...request.headers },
    body: request.body,
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return {
    rps: result.requests.total / Math.max(result.duration, 0.001),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    encodedBytes: probe.encodedBytes,
    encoding: probe.encoding,
  };
}

export interface StaticFile {
  url: string;
  gzipBytes: number;
}

/** The build's static scripts and styles with their gzipped sizes: the candidates for a ceiling. */
export function staticFiles(webDir: string): StaticFile[] {
  const staticDir = path.join(webDir, process.env.NEXT_DIST_DIR ?? '.next', 'static');
  const files: StaticFile[] = [];
  for (const entry of readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|css)$/.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    const url = `/_next/static/${path.relative(staticDir, full).split(path.sep).join('/')}`;
    files.push({ url, gzipBytes: gzipSync(readFileSync(full)).length });
  }
  return files;
}

/** The static file whose compressed size is nearest to `bytes`: the same-size ceiling from the same server. */
export function matchingStaticFile(files: StaticFile[], bytes: number): StaticFile {
  let best = files[0];
  if (!best) throw new Error('the build has no static files');
  for (const file of files) if (Math.abs(file.gzipBytes - bytes) < Math.abs(best.gzipBytes - bytes)) best = file;
  return best;
}

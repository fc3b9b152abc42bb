import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { SIGN_HEADER, signedCall } from '@sw/protocol';

export const CONNECTIONS = 10;
/** Each request is put under load this long before it is measured, so a newly started server's first figure is not its warm-up. */
export const WARM_UP_SECONDS = 2;
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
  /** Bodies to pick from at random for each request (the same path and signature), so cached answers do not hide the work. */
  bodies?: string[];
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

/**
 * CONNECTIONS connections for `seconds` (SECONDS unless given) against one request. `answer`: its size and encoding
 * when the caller already fetched it once; otherwise it is fetched first.
 */
export async function loadTest(
  origin: string,
  request: HttpRequest,
  { seconds = SECONDS, answer, bodies }: { seconds?: number; answer?: Pick<LoadResult, 'encodedBytes' | 'encoding'>; bodies?: string[] } = {},
): Promise<LoadResult> {
  const probe = answer ?? (await rawRequest(origin, request));
  const result = await autocannon({
    url: new URL(request.path, origin).toString(),
    method: request.method,
    headers: { ...ACCEPT, ...request.headers },
    body: request.body,
    ...(bodies?.length ? { requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, body: bodies[Math.floor(Math.random() * bodies.length)] }) }] } : {}),
    connections: CONNECTIONS,
    duration: seconds,
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

const CEILING_FOLDER = 'bench-ceiling';
const staticDir = (webDir: string) => path.join(webDir, process.env.NEXT_DIST_DIR ?? '.next', 'static');
const ceilingDir = (webDir: string) => path.join(staticDir(webDir), CEILING_FOLDER);
/** The ceiling files' compressed sizes run from 500 B to 100 kB, each 4 % above the last. */
const CEILING_SIZES = { from: 500, to: 100_000, step: 1.04 };

/**
 * The ceilings: static files of every compressed size an answer may have (4 % apart, cut from the build's own
 * scripts), written into the build's static folder before a server starts (Next.js lists its static files then),
 * so each answer is measured beside a file within 2 % of its size, whatever chunks the build happens to have.
 */
export function writeCeilingFiles(webDir: string): StaticFile[] {
  const chunks = path.join(staticDir(webDir), 'chunks');
  const source = Buffer.concat(readdirSync(chunks).filter((name) => name.endsWith('.js')).map((name) => readFileSync(path.join(chunks, name))));
  mkdirSync(ceilingDir(webDir), { recursive: true });
  const files: StaticFile[] = [];
  for (let target = CEILING_SIZES.from; target <= CEILING_SIZES.to; target *= CEILING_SIZES.step) {
    // The shortest prefix of the scripts that compresses to the target size.
    let [short, long] = [0, source.length];
    while (long - short > 32) {
      const middle = (short + long) >> 1;
      if (gzipSync(source.subarray(0, middle)).length < target) short = middle;
      else long = middle;
    }
    const body = source.subarray(0, long);
    const name = `${Math.round(target)}.js`;
    writeFileSync(path.join(ceilingDir(webDir), name), body);
    files.push({ url: `/_next/static/${CEILING_FOLDER}/${name}`, gzipBytes: gzipSync(body).length });
  }
  return files;
}

export function removeCeilingFiles(webDir: string): void {
  rmSync(ceilingDir(webDir), { recursive: true, force: true });
}

/** The ceiling file whose compressed size is nearest to `bytes`. */
export function matchingStaticFile(files: StaticFile[], bytes: number): StaticFile {
  let best = files[0];
  if (!best) throw new Error('no ceiling files');
  for (const file of files) if (Math.abs(file.gzipBytes - bytes) < Math.abs(best.gzipBytes - bytes)) best = file;
  return best;
}

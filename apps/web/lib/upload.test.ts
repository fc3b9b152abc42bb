import http from 'node:http';
import type { AddressInfo } from 'node:net';
import busboy from 'busboy';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG, RES, type UploadToken } from '@sw/protocol';
import { checkFile, nameOf, newFileKey, startUpload, UPLOAD_CANCELLED, type UploadItem } from './upload';

/** What the test storage does with the next uploads. */
type Behaviour = 'store' | 'hang' | 'refuse415' | 'conflict' | 'expireOnce';

interface Received {
  token: string;
  key: string;
  fileName: string;
  size: number;
}

let server: http.Server;
let endpoint = '';
let behaviour: Behaviour = 'store';
let received: Received[] = [];
/** Resolves once the next upload request has arrived. */
let arrived: () => void = () => undefined;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const cors = { 'access-control-allow-origin': 'http://localhost:3000', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST' };
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    const answer = (status: number, body: unknown) => response.writeHead(status, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(body));
    // Busboy, not Response.formData(): under jsdom the global File is jsdom's, which Node's own multipart parser refuses.
    const form = new Map<string, string>();
    const file = { name: '', size: 0 };
    const parser = busboy({ headers: request.headers });
    parser.on('field', (name, value) => form.set(name, value));
    parser.on('file', (_name, stream, info) => {
      file.name = info.filename ?? '';
      stream.on('data', (chunk: Buffer) => (file.size += chunk.length));
    });
    request.pipe(parser);
    parser.on('close', () => {
      received.push({ token: String(form.get('token')), key: String(form.get('key')), fileName: file.name, size: file.size });
      arrived();
      if (behaviour === 'hang') return; // answered never: the test cancels
      if (behaviour === 'refuse415') return answer(415, { meta: { res: RES.INVALID_PARAMS, msg: MSG.unsupportedFormat } });
      if (behaviour === 'conflict') return answer(409, { meta: { res: RES.CONFLICT, msg: 'A file with this key exists already.' } });
      if (behaviour === 'expireOnce' && form.get('token') === 'token-1') {
        return answer(401, { meta: { res: RES.FORBIDDEN, msg: 'Your upload permission has expired. Please try again.' } });
      }
      answer(200, { meta: { res: RES.OK, msg: 'ok' }, data: { key: form.get('key') } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/files/upload`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let tokensIssued = 0;
beforeEach(() => {
  behaviour = 'store';
  received = [];
  tokensIssued = 0;
});
const getToken = async (): Promise<UploadToken> => ({
  upToken: `token-${++tokensIssued}`, maxBytes: 10485760, expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
});

const png = (name: string, size = 2048) => new File([new Uint8Array(size).fill(7)], name, { type: 'image/png' });

function recorder() {
  const calls: { items: UploadItem[]; allDone: boolean }[] = [];
  return { calls, onChange: (items: UploadItem[], allDone: boolean) => calls.push({ items, allDone }) };
}

describe('the page checks (spec section 5)', () => {
  it('refuses a file over the caller maximum, default 10485760 bytes', () => {
    expect(checkFile({ size: 10485761 }, 'a.png')).toBe('File size exceeds the limit.');
    expect(checkFile({ size: 10485760 }, 'a.png')).toBeNull();
    expect(checkFile({ size: 2000 }, 'a.png', 1000)).toBe('File size exceeds the limit.');
  });

  it('refuses the forbidden extensions in any case', () => {
    for (const name of ['a.exe', 'A.EXE', 'x.Html', 'y.php', 'z.rodata', 'w.DMG']) expect(checkFile({ size: 1 }, name)).toBe('Unsupported file format.');
    for (const name of ['a.png', 'b.ai', 'c.pdf', 'exe', 'html.png']) expect(checkFile({ size: 1 }, name)).toBeNull();
  });

  it('names a nameless file <timestamp>.png', () => {
    const before = Date.now();
    const name = nameOf({ name: '' });
    expect(name).toMatch(/^\d+\.png$/);
    expect(Number(name.slice(0, -4))).toBeGreaterThanOrEqual(before);
    expect(nameOf({ name: 'Logo.SVG' })).toBe('Logo.SVG');
  });

  it('makes keys <folder>/<random>.<ext>', () => {
    const key = newFileKey('logo', 'png');
    expect(key).toMatch(/^logo\/[0-9a-f]{32}\.png$/);
    expect(newFileKey('logo', 'png')).not.toBe(key);
  });
});

describe('startUpload', () => {
  it('posts token, key and file for each file, reports progress with false and the end with true once', async () => {
    const { calls, onChange } = recorder();
    const batch = startUpload([png('One.png'), png('two.PNG', 5000)], { folder: 'logo', getToken, endpoint, onChange });
    const items = await batch.done;
    expect(received).toHaveLength(2);
    expect(received[0]).toMatchObject({ token: 'token-1', fileName: 'One.png', size: 2048 });
    expect(received[0]!.key).toMatch(/^logo\/[0-9a-f]{32}\.png$/);
    expect(received[1]!.key).toMatch(/^logo\/[0-9a-f]{32}\.png$/);
    expect(tokensIssued).toBe(1);
    for (const item of items) {
      expect(item).toMatchObject({ status: 'completed', completed: true, progress: 100, error: '' });
      expect(item.url).toBe(`/files/${item.key}`);
    }
    expect(items[1]!.loaded).toBe(5000);
    expect(calls.filter((call) => call.allDone)).toHaveLength(1);
    expect(calls.at(-1)!.allDone).toBe(true);
    expect(calls.slice(0, -1).every((call) => !call.allDone)).toBe(true);
    expect(calls.some((call) => call.items[0]!.status === 'uploading')).toBe(true);
  });

  it('sends a nameless file as <timestamp>.png', async () => {
    const items = await startUpload([new File([new Uint8Array(10)], '')], { folder: 'quick', getToken, endpoint }).done;
    expect(items[0]!.name).toMatch(/^\d+\.png$/);
    expect(received[0]!.fileName).toBe(items[0]!.name);
    expect(received[0]!.key).toMatch(/^quick\/[0-9a-f]{32}\.png$/);
  });

  it('skips files the page refuses and never says all done', async () => {
    const { calls, onChange } = recorder();
    const files = [png('big.png', 3000), new File([new Uint8Array(4)], 'setup.EXE'), png('fine.png', 100)];
    const items = await startUpload(files, { folder: 'logo', maxBytes: 2000, getToken, endpoint, onChange }).done;
    expect(items.map((item) => [item.status, item.error])).toEqual([
      ['error', 'File size exceeds the limit.'],
      ['error', 'Unsupported file format.'],
      ['completed', ''],
    ]);
    expect(received.map((r) => r.fileName)).toEqual(['fine.png']);
    expect(calls.some((call) => call.allDone)).toBe(false);
  });

  it('cancel aborts the running upload and starts no new one', async () => {
    behaviour = 'hang';
    const { calls, onChange } = recorder();
    const first = new Promise<void>((resolve) => (arrived = resolve));
    const batch = startUpload([png('a.png'), png('b.png'), png('c.png')], { folder: 'design', getToken, endpoint, onChange });
    await first;
    batch.cancel();
    const items = await batch.done;
    expect(items.map((item) => [item.status, item.error])).toEqual([
      ['cancelled', UPLOAD_CANCELLED],
      ['cancelled', UPLOAD_CANCELLED],
      ['cancelled', UPLOAD_CANCELLED],
    ]);
    expect(received).toHaveLength(1);
    expect(calls.some((call) => call.allDone)).toBe(false);
  });

  it("shows 'Unsupported file format.' for a refused upload, and the storage's clearer words when it gives them", async () => {
    behaviour = 'refuse415';
    expect((await startUpload([png('a.png')], { folder: 'logo', getToken, endpoint }).done)[0]).toMatchObject({ status: 'error', error: MSG.unsupportedFormat });
    behaviour = 'conflict';
    expect((await startUpload([png('a.png')], { folder: 'logo', getToken, endpoint }).done)[0]!.error).toBe('A file with this key exists already.');
  });

  it("gives 'Unsupported file format.' when the storage cannot be reached", async () => {
    const items = await startUpload([png('a.png')], { folder: 'logo', getToken, endpoint: 'http://127.0.0.1:9/files/upload' }).done;
    expect(items[0]).toMatchObject({ status: 'error', error: MSG.unsupportedFormat, completed: false });
  });

  it('asks for a new token once when the storage says it expired', async () => {
    behaviour = 'expireOnce';
    const items = await startUpload([png('a.png')], { folder: 'logo', getToken, endpoint }).done;
    expect(items[0]!.status).toBe('completed');
    expect(received.map((r) => r.token)).toEqual(['token-1', 'token-2']);
  });
});

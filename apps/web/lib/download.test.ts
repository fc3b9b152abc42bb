import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, fileNameFromDisposition } from './download';

let server: http.Server;
let base = '';
const requested: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requested.push(request.url!);
    if (request.url!.startsWith('/files/missing')) return void response.writeHead(404).end('Not found');
    const headers: Record<string, string> = { 'content-type': 'image/png' };
    if (request.url!.includes('named')) headers['content-disposition'] = `inline; filename="Brand _.png"; filename*=UTF-8''Brand%20%C3%A9.png`;
    response.writeHead(200, headers).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

let clicks: { href: string; download: string }[] = [];
let revoked: string[] = [];
beforeEach(() => {
  clicks = [];
  revoked = [];
  requested.length = 0;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download });
  });
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:test/${++made}`);
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('downloadFile (spec section 7)', () => {
  it('fetches an image as a blob, names it from Content-Disposition and releases the object URL after 100 ms', async () => {
    await downloadFile(`${base}/files/logo/named.png`);
    expect(requested).toEqual(['/files/logo/named.png']);
    expect(clicks).toEqual([{ href: 'blob:test/1', download: 'Brand é.png' }]);
    expect(revoked).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(revoked).toEqual(['blob:test/1']);
  });

  it("prefers the caller's name, and falls back to 'download'", async () => {
    await downloadFile(`${base}/files/logo/named.JPG`, 'mine.jpg');
    await downloadFile(`${base}/files/logo/plain.gif`);
    expect(clicks.map((click) => click.download)).toEqual(['mine.jpg', 'download']);
  });

  it('downloads other types through a direct link, without fetching', async () => {
    await downloadFile(`${base}/files/design/sheet.pdf`, 'Sheet.pdf');
    await downloadFile('/files/design/drawing.ai');
    expect(requested).toEqual([]);
    expect(clicks).toEqual([
      { href: `${base}/files/design/sheet.pdf`, download: 'Sheet.pdf' },
      { href: 'http://localhost:3000/files/design/drawing.ai', download: '' },
    ]);
  });

  it('saves a file under the extension of its key (the one its content was verified as), whatever its name said', async () => {
    await downloadFile(`${base}/files/logo/plain.png`, 'order.hta');
    await downloadFile(`${base}/files/quick/notes.txt`, 'quotation.bat');
    await downloadFile(`${base}/files/design/sheet.pdf`, 'invoice.js');
    await downloadFile(`${base}/files/design/sheet.pdf`, 'Sheet.PDF');
    expect(clicks.map((click) => click.download)).toEqual(['order.png', 'quotation.txt', 'invoice.pdf', 'Sheet.PDF']);
  });

  it("throws 'Network response was not ok' and logs 'Download failed:' when the answer is not OK", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(downloadFile(`${base}/files/missing.png`)).rejects.toThrow('Network response was not ok');
    expect(logged).toHaveBeenCalledWith('Download failed:', expect.objectContaining({ message: 'Network response was not ok' }));
    expect(clicks).toEqual([]);
  });
});

describe('fileNameFromDisposition', () => {
  it('reads filename* first, then filename, quoted or not', () => {
    expect(fileNameFromDisposition(`attachment; filename="a_.pdf"; filename*=UTF-8''%C3%A9t%C3%A9.pdf`)).toBe('été.pdf');
    expect(fileNameFromDisposition('attachment; filename="Quote \\"A\\".pdf"')).toBe('Quote "A".pdf');
    expect(fileNameFromDisposition('inline; filename=logo.png')).toBe('logo.png');
    expect(fileNameFromDisposition('inline')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});

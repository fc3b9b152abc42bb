import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import sharp from 'sharp';
import { NEW_DESIGN_PLACEHOLDER } from '@sw/protocol';
import { parseRasterFile, rasterAddress, rasterSources, rasterSrcSet } from '@sw/protocol/mediaRaster';
import { MEDIA_CACHE_CONTROL, registerMedia } from '../demo/media';
import { startTestApi, type TestApi } from '../testing/harness';

// The media route on an empty catalogue, its rasters kept in a folder of its own.
const app = new Hono();
let mediaApi: TestApi;
let dataDir: string;
beforeAll(async () => {
  mediaApi = await startTestApi();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-rasters-'));
  registerMedia(app, { ...mediaApi.deps, config: { ...mediaApi.deps.config, dataDir } });
});
afterAll(async () => {
  await mediaApi?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('raster addresses (protocol/mediaRaster)', () => {
  it('names a demo picture at each width, and nothing else', () => {
    expect(rasterAddress('/media/goods/ring-gold-heart-cz-a1.svg', 390)).toBe('/media/goods/ring-gold-heart-cz-a1.w390.webp');
    expect(rasterAddress('/files/logo/a.svg', 390)).toBeNull();
    // The new-design placeholder is not a drawing: it stays the SVG it is.
    expect(rasterAddress(NEW_DESIGN_PLACEHOLDER, 160)).toBeNull();
    expect(rasterAddress('https://elsewhere.example/media/goods/a.svg', 390)).toBeNull();
    expect(rasterSrcSet('/media/factory/1.svg')).toBe(
      '/media/factory/1.w160.webp 160w, /media/factory/1.w390.webp 390w, /media/factory/1.w640.webp 640w, /media/factory/1.w800.webp 800w, /media/factory/1.w1600.webp 1600w',
    );
    expect(parseRasterFile('ring-a.w640.webp')).toEqual({ name: 'ring-a', width: 640 });
    expect(parseRasterFile('ring-a.w641.webp')).toBeNull();
    expect(parseRasterFile('ring-a.svg')).toBeNull();
  });

  it('gives an img the smallest raster covering its width as src, the others in srcset; other pictures unchanged', () => {
    expect(rasterSources('/media/goods/a.svg', 240, '240px')).toEqual({ src: '/media/goods/a.w390.webp', srcSet: rasterSrcSet('/media/goods/a.svg'), sizes: '240px' });
    expect(rasterSources('/media/banner/b.svg', 3000, '100vw').src).toBe('/media/banner/b.w1600.webp');
    expect(rasterSources('/files/logo/a.png', 240, '240px')).toEqual({ src: '/files/logo/a.png' });
  });
});

describe('GET /media/:kind/:name.w<width>.webp', () => {
  const address = '/media/goods/ring-gold-heart-cz-a1.w390.webp';

  it('serves the picture as a WebP of that width, cached for a year, with its own ETag', async () => {
    const response = await app.request(address);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(etag).not.toBe((await app.request('/media/goods/ring-gold-heart-cz-a1.svg')).headers.get('etag'));
    const picture = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(picture).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([390, 390]);
    // Far smaller than the drawing it stands for at 800 px.
    expect(picture.length).toBeLessThan(40_000);

    expect((await app.request(address, { headers: { 'if-none-match': etag! } })).status).toBe(304);
  });

  it('renders once and then reads the kept file; a banner keeps its proportions and is never enlarged', async () => {
    await app.request('/media/banner/oem-odm.w640.webp');
    const kept = fs.readdirSync(dataDir, { recursive: true }).map(String).filter((file) => file.endsWith('.webp'));
    expect(kept.some((file) => file.endsWith(path.join('banner', 'oem-odm.w640.webp')))).toBe(true);
    const again = Buffer.from(await (await app.request('/media/banner/oem-odm.w640.webp')).arrayBuffer());
    const meta = await sharp(again).metadata();
    expect(meta.width).toBe(640);
    expect(meta.height).toBeLessThan(640);
    expect((await sharp(Buffer.from(await (await app.request('/media/goods/ring-gold-heart-cz-a1.w1600.webp')).arrayBuffer())).metadata()).width).toBe(800);
  });

  it('answers 404 for widths it does not serve and for names that are not pictures', async () => {
    for (const file of ['/media/goods/ring-a.w391.webp', '/media/goods/ring-a.webp', '/media/secret/x.w390.webp', '/media/goods/%3Cx%3E.w390.webp']) {
      expect((await app.request(file)).status, file).toBe(404);
    }
  });
});

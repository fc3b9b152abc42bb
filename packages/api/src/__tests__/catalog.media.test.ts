import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import sharp from 'sharp';
import { ACCENTS, drawArt, goodsImageName, MOTIFS, SHAPES, shapeForSlug, TONES } from '../demo/art';
import { MEDIA_CACHE_CONTROL, registerMedia } from '../demo/media';
import { startTestApi, type TestApi } from '../testing/harness';

// The media route alone, on an empty catalogue (no new designs), as the drawing tests need it.
const app = new Hono();
let mediaApi: TestApi;
beforeAll(async () => {
  mediaApi = await startTestApi();
  registerMedia(app, mediaApi.deps);
});
afterAll(async () => {
  await mediaApi?.close();
});

describe('drawn pictures (demo/art)', () => {
  it('draws the same SVG for the same address, and different ones for different seeds', () => {
    const name = goodsImageName({ shape: 'ring', tone: 'gold', motif: 'heart', accent: 'cz', seed: 'a1' });
    expect(name).toBe('ring-gold-heart-cz-a1');
    expect(drawArt('goods', name)).toBe(drawArt('goods', name));
    expect(drawArt('goods', name)).not.toBe(drawArt('goods', 'ring-gold-heart-cz-a2'));
  });

  it('uses the tone it is asked for', () => {
    expect(drawArt('goods', 'ring-gold-heart-none-x')).toContain('#e8c15a');
    expect(drawArt('goods', 'ring-rose-heart-none-x')).toContain('#e6a993');
    expect(drawArt('goods', 'ring-black-heart-none-x')).toContain('#3d4148');
  });

  it('draws every shape, motif and accent as a well-formed SVG that an image library can render', async () => {
    const names = [
      ...SHAPES.map((shape, i) => `${shape}-${TONES[i % TONES.length]}-${MOTIFS[i % MOTIFS.length]}-${ACCENTS[i % ACCENTS.length]}-s${i}`),
      ...MOTIFS.map((motif, i) => `pendant-${TONES[i % TONES.length]}-${motif}-${ACCENTS[(i + 3) % ACCENTS.length]}-m${i}`),
    ];
    for (const name of names) {
      const svg = drawArt('goods', name)!;
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      expect(svg.length).toBeLessThan(40_000);
    }
    // A real renderer parses a sample without complaint.
    for (const name of names.filter((_, i) => i % 6 === 0)) {
      const png = await sharp(Buffer.from(drawArt('goods', name)!)).png().toBuffer();
      expect((await sharp(png).metadata()).width).toBe(800);
    }
  });

  it('draws categories, facets, factories and banners, and something for any plain name', async () => {
    for (const [kind, name] of [
      ['category', 'hoop-earrings'], ['category', 'men-s-jewelry'], ['facet', 'theme-love'], ['facet', 'platingmaterial-black-ip'],
      ['facet', 'insertmaterial-pearl'], ['factory', '1'], ['factory', '2-2'], ['banner', 'new-designs'], ['goods', 'anything-at-all'],
    ] as const) {
      const svg = drawArt(kind, name);
      expect(svg, `${kind}/${name}`).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(svg).not.toMatch(/NaN|undefined/);
      await sharp(Buffer.from(svg!)).png().toBuffer();
    }
  });

  it('picks the jewellery shape from a category slug', () => {
    expect(shapeForSlug('rings')).toBe('ring');
    expect(shapeForSlug('signet-rings')).toBe('signet');
    expect(shapeForSlug('hoop-earrings')).toBe('hoop');
    expect(shapeForSlug('stud-earrings')).toBe('stud');
    expect(shapeForSlug('necklaces')).toBe('necklace');
    expect(shapeForSlug('bangles')).toBe('bangle');
    expect(shapeForSlug('nose-rings')).toBe('barbell');
    expect(shapeForSlug('anklets')).toBe('anklet');
  });

  it('refuses unknown kinds and names that are not plain slugs', () => {
    expect(drawArt('secret', 'x')).toBeNull();
    expect(drawArt('goods', '../etc/passwd')).toBeNull();
    expect(drawArt('goods', '')).toBeNull();
    expect(drawArt('goods', 'a'.repeat(200))).toBeNull();
    expect(drawArt('goods', '<script>')).toBeNull();
  });
});

describe('GET /media/:kind/:name.svg', () => {
  it('serves an SVG with a year-long immutable cache and an ETag', async () => {
    const response = await app.request('/media/goods/ring-gold-heart-cz-a1.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(MEDIA_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(drawArt('goods', 'ring-gold-heart-cz-a1'));
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await app.request('/media/category/rings.svg');
    const etag = first.headers.get('etag')!;
    const again = await app.request('/media/category/rings.svg', { headers: { 'if-none-match': `W/"other", ${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const other = await app.request('/media/category/necklaces.svg', { headers: { 'if-none-match': etag } });
    expect(other.status).toBe(200);
  });

  it('gives each picture its own ETag', async () => {
    const a = await app.request('/media/factory/1.svg');
    const b = await app.request('/media/factory/2.svg');
    expect(a.headers.get('etag')).not.toBe(b.headers.get('etag'));
  });

  it('answers 404 for unknown kinds, other extensions and odd names', async () => {
    for (const path of ['/media/secret/x.svg', '/media/goods/ring.png', '/media/goods/.svg', '/media/goods/%3Cscript%3E.svg', '/media/goods']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
    }
  });
});

describe('the media route inside the back-end, over real HTTP', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('serves the pictures the seeded catalogue points to', async () => {
    for (const path of ['/media/goods/necklace-rose-moon-pearl-1v0.svg', '/media/facet/theme-love.svg', '/media/factory/3.svg', '/media/banner/oem-odm.svg']) {
      const response = await api.raw(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const etag = response.headers.get('etag')!;
      expect((await response.text()).startsWith('<svg')).toBe(true);
      expect((await api.raw(path, { headers: { 'if-none-match': etag } })).status).toBe(304);
    }
    expect((await api.raw('/media/nope/x.svg')).status).toBe(404);
  });
});

import { createHash } from 'node:crypto';
import type { Hono } from 'hono';
import { canDraw, drawArt } from '../services/catalog/art';

/** Bump when the drawings change, so caches holding the old pictures get new ETags. */
const ART_VERSION = 'art-2';

/** An SVG opened on its own is a document: no script, no outside loads, no forms, not frameable. */
export const SVG_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox; frame-ancestors 'none'";

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

function etagFor(kind: string, name: string): string {
  return `"${createHash('sha256').update(`${ART_VERSION}/${kind}/${name}`).digest('hex').slice(0, 32)}"`;
}

/** If-None-Match may list several tags, weak or strong. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });
}

/**
 * GET /media/:kind/:name.svg: the demo catalogue's pictures, drawn on request. A picture is a pure
 * function of its address, so it may be cached for a year and its ETag is known before drawing.
 */
export function registerMedia(app: Hono): void {
  app.get('/media/:kind/:file', (c) => {
    const { kind, file } = c.req.param();
    const name = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    if (!canDraw(kind, name)) return c.text('Not found', 404);
    const headers = { 'cache-control': MEDIA_CACHE_CONTROL, etag: etagFor(kind, name), 'x-content-type-options': 'nosniff', 'content-security-policy': SVG_SECURITY_POLICY };
    if (matchesEtag(c.req.header('if-none-match'), headers.etag)) return c.body(null, 304, headers);
    return c.body(drawArt(kind, name) ?? '', 200, { ...headers, 'content-type': 'image/svg+xml; charset=utf-8' });
  });
}

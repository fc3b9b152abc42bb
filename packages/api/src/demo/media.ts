import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { NEW_DESIGN_PLACEHOLDER, SESSION_COOKIE, TOKEN_HEADER } from '@sw/protocol';
import { parseRasterFile } from '@sw/protocol/mediaRaster';
import type { AppDeps } from '../context';
import { canDraw, drawArt } from './art';
import { rasterPicture } from './raster';
import { resolveSession } from '../services/auth/sessions';
import { isNewDesignPicture, mayViewNewDesigns } from '../services/catalog/newDesign';

/** Bump when the drawings change, so caches holding the old pictures get new ETags. */
const ART_VERSION = 'art-2';

/** An SVG opened on its own is a document: no script, no outside loads, no forms, not frameable. */
export const SVG_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox; frame-ancestors 'none'";

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A new design's picture: only the approved member's own browser may keep it, and briefly. */
export const NEW_DESIGN_CACHE_CONTROL = 'private, max-age=600';

/** The neutral square that stands for a new design's picture. */
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 480"><rect width="480" height="480" fill="#eceae6"/>' +
  '<path d="M200 220v-30a40 40 0 0 1 80 0v30h10v70H190v-70zm20 0h40v-30a20 20 0 0 0-40 0z" fill="#b9b4ab"/></svg>';

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

/** The cache headers of a picture: a year for everyone, or briefly and privately for a new design's (null: not served). */
async function pictureCaching(c: Context, deps: AppDeps, kind: string, svgPath: string): Promise<Record<string, string> | null> {
  if (kind !== 'goods' || !(await isNewDesignPicture(deps.database.db, svgPath))) return { 'cache-control': MEDIA_CACHE_CONTROL };
  const token = c.req.header(TOKEN_HEADER) || getCookie(c, SESSION_COOKIE);
  const member = token ? await resolveSession(deps.database.db, token, deps.now()).catch(() => null) : null;
  return mayViewNewDesigns(member) ? { 'cache-control': NEW_DESIGN_CACHE_CONTROL, vary: 'Cookie' } : null;
}

/**
 * GET /media/:kind/:name.svg: the demo catalogue's pictures, drawn on request; GET /media/:kind/:name.w<width>.webp:
 * the same picture as a WebP at one of RASTER_WIDTHS (rendered once, then kept on disk). A picture is a pure
 * function of its address, so it may be cached for a year and its ETag is known before drawing, except a
 * new design's picture: served only to an approved member's session, privately.
 */
export function registerMedia(app: Hono, deps: AppDeps): void {
  const svg = { 'content-type': 'image/svg+xml; charset=utf-8', 'x-content-type-options': 'nosniff', 'content-security-policy': SVG_SECURITY_POLICY };

  app.get(NEW_DESIGN_PLACEHOLDER, (c) => c.body(PLACEHOLDER_SVG, 200, { ...svg, 'cache-control': MEDIA_CACHE_CONTROL }));

  app.get('/media/:kind/:file', async (c) => {
    const { kind, file } = c.req.param();
    const raster = parseRasterFile(file);
    const name = raster?.name ?? (file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '');
    if (!canDraw(kind, name)) return c.text('Not found', 404);
    const caching = await pictureCaching(c, deps, kind, `/media/${kind}/${name}.svg`);
    // The same answer as for a picture that does not exist: a copyist learns nothing from guessing.
    if (!caching) return c.text('Not found', 404, { 'cache-control': 'no-store' });
    const type = raster ? { 'content-type': 'image/webp', 'x-content-type-options': 'nosniff' } : svg;
    const headers = { ...caching, etag: etagFor(kind, raster ? `${name}.w${raster.width}.webp` : name), ...type };
    if (matchesEtag(c.req.header('if-none-match'), headers.etag)) return c.body(null, 304, headers);
    if (!raster) return c.body(drawArt(kind, name) ?? '', 200, headers);
    const picture = await rasterPicture(
      { dataDir: deps.config.dataDir, artVersion: ART_VERSION },
      { kind, name, width: raster.width, drawSvg: () => drawArt(kind, name) ?? '' },
    );
    return c.body(new Uint8Array(picture), 200, headers);
  });
}

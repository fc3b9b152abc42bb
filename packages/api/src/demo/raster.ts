import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RasterWidth } from '@sw/protocol/mediaRaster';

/** Bump when the encoding changes (the drawings' version is part of the folder too): older rasters are not read. */
const RASTER_VERSION = 'r1';
const WEBP_QUALITY = 78;

type Sharp = (typeof import('sharp'))['default'];
let loaded: Promise<Sharp> | null = null;

/**
 * sharp (libvips) loads on the first raster asked for, not at start: a server that never serves one does not carry
 * its native library. Its operation cache is off and it renders one picture at a time, so it holds no more memory
 * than the picture in hand (the rasters are kept on disk instead).
 */
function loadSharp(): Promise<Sharp> {
  loaded ??= import('sharp').then((module): Sharp => {
    const sharp = module.default;
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}

/** Pictures being rendered now, so simultaneous requests for one picture render it once. */
const rendering = new Map<string, Promise<Buffer>>();

async function render(file: string, width: RasterWidth, drawSvg: () => string): Promise<Buffer> {
  const sharp = await loadSharp();
  const webp = await sharp(Buffer.from(drawSvg())).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside and renamed, so a reader never sees half a file.
  const partial = `${file}.${process.pid}.part`;
  await writeFile(partial, webp);
  await rename(partial, file);
  return webp;
}

/**
 * The WebP of a drawn picture at `width`: from DATA_DIR/media-rasters when rendered before, else rendered and kept
 * there. `artVersion`: the drawings' version, so new drawings never meet old rasters.
 */
export async function rasterPicture(
  where: { dataDir: string; artVersion: string },
  picture: { kind: string; name: string; width: RasterWidth; drawSvg: () => string },
): Promise<Buffer> {
  const { kind, name, width, drawSvg } = picture;
  const file = path.join(where.dataDir, 'media-rasters', `${where.artVersion}-${RASTER_VERSION}`, kind, `${name}.w${width}.webp`);
  try {
    return await readFile(file);
  } catch {
    // not rendered yet
  }
  let pending = rendering.get(file);
  if (!pending) {
    pending = render(file, width, drawSvg).finally(() => rendering.delete(file));
    rendering.set(file, pending);
  }
  return pending;
}

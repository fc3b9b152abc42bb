/**
 * The demo pictures (/media/<kind>/<name>.svg) are also served as WebP at a few widths, so a browser decodes a small
 * raster instead of drawing an 800 × 800 SVG with gradients and filters on its main thread (issue 37). Both ends use
 * this: the storefront writes the srcset, the back-end serves only these widths.
 */
export const RASTER_WIDTHS = [160, 390, 640, 800, 1600] as const;
export type RasterWidth = (typeof RASTER_WIDTHS)[number];

/** The kinds of demo pictures the back-end draws (packages/api/src/demo/art.ts); the new-design placeholder is none and stays SVG. */
export const DRAWN_KINDS = ['goods', 'category', 'factory', 'facet', 'banner'] as const;

const SVG_ADDRESS = new RegExp(`^/media/(${DRAWN_KINDS.join('|')})/([a-z0-9][a-z0-9_-]{0,119})\\.svg$`);
const RASTER_ADDRESS = /^([a-z0-9][a-z0-9_-]{0,119})\.w(\d+)\.webp$/i;

/** The WebP address of a demo picture at `width`, or null when `src` is not a demo picture. */
export function rasterAddress(src: string, width: RasterWidth): string | null {
  const match = SVG_ADDRESS.exec(src);
  return match ? `/media/${match[1]}/${match[2]}.w${width}.webp` : null;
}

/** A srcset of a demo picture at every raster width, or null when `src` is not one. */
export function rasterSrcSet(src: string): string | null {
  if (!SVG_ADDRESS.test(src)) return null;
  return RASTER_WIDTHS.map((width) => `${rasterAddress(src, width)} ${width}w`).join(', ');
}

/** A raster file name's picture name and width (`<name>.w<width>.webp`), or null when it is not one of the widths. */
export function parseRasterFile(file: string): { name: string; width: RasterWidth } | null {
  const match = RASTER_ADDRESS.exec(file);
  const width = Number(match?.[2]);
  if (!match || !(RASTER_WIDTHS as readonly number[]).includes(width)) return null;
  return { name: match[1]!, width: width as RasterWidth };
}

/**
 * An img's src, srcset and sizes for `src`: a demo picture as WebP (src at the smallest width covering `width`, the
 * browser picking from the srcset by `sizes`), any other picture as it is.
 */
export function rasterSources(src: string, width: number, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = rasterSrcSet(src);
  if (!srcSet) return { src };
  const fallback = RASTER_WIDTHS.find((candidate) => candidate >= width) ?? RASTER_WIDTHS[RASTER_WIDTHS.length - 1]!;
  return { src: rasterAddress(src, fallback)!, srcSet, sizes };
}

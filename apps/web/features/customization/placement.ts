import type { LogoPlacement } from '@sw/protocol';

/**
 * The logo box over the goods picture, in fractions of the picture (a square stage), and the moves the
 * buyer makes on it. Pure, so the pointer and keyboard handlers stay small and the rules are tested.
 */

/** The smallest logo, as a fraction of the picture's width. */
export const MIN_SIZE = 0.06;
/** Within this distance of the picture's centre line the logo snaps onto it. */
export const SNAP = 0.012;
/** Keyboard steps: arrows move 1 % (5 % with Shift), +/- scale by 5 %. */
export const KEY_STEP = 0.01;
export const KEY_STEP_LARGE = 0.05;
export const KEY_SCALE = 1.05;

export const DEFAULT_PLACEMENT: LogoPlacement = { x: 0.35, y: 0.4, width: 0.3, height: 0.2 };

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
/** Rounds to 4 decimals so saved fractions stay short and always pass the schema's 'stays on the picture'. */
const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** The box kept on the picture, at least MIN_SIZE wide and high, with short fractions. */
export function normalize(p: LogoPlacement): LogoPlacement {
  const width = round(clamp(p.width, MIN_SIZE, 1));
  const height = round(clamp(p.height, MIN_SIZE, 1));
  return { width, height, x: round(clamp(p.x, 0, 1 - width)), y: round(clamp(p.y, 0, 1 - height)) };
}

/** Width over height of the box (1 for a degenerate one). */
export function ratioOf(p: LogoPlacement): number {
  return p.height > 0 ? p.width / p.height : 1;
}

export interface MoveResult {
  placement: LogoPlacement;
  /** Which centre lines the logo snapped to (drawn as guides while dragging). */
  snapX: boolean;
  snapY: boolean;
}

/** Moves the box by dx, dy (fractions), kept on the picture, snapping its centre to the picture's centre lines. */
export function moveBy(start: LogoPlacement, dx: number, dy: number, snap = true): MoveResult {
  let x = clamp(start.x + dx, 0, 1 - start.width);
  let y = clamp(start.y + dy, 0, 1 - start.height);
  const snapX = snap && Math.abs(x + start.width / 2 - 0.5) < SNAP;
  const snapY = snap && Math.abs(y + start.height / 2 - 0.5) < SNAP;
  if (snapX) x = 0.5 - start.width / 2;
  if (snapY) y = 0.5 - start.height / 2;
  return { placement: { ...start, x: round(x), y: round(y) }, snapX, snapY };
}

/** A corner of the box: -1 left/top, 1 right/bottom. */
export interface Corner {
  sx: -1 | 1;
  sy: -1 | 1;
}

/**
 * Scales the box by dragging a corner by dx, dy while the opposite corner stays put; the aspect ratio is
 * kept, and the box stays on the picture and at least MIN_SIZE.
 */
export function resizeFromCorner(start: LogoPlacement, corner: Corner, dx: number, dy: number): LogoPlacement {
  const ratio = ratioOf(start);
  const anchorX = corner.sx === 1 ? start.x : start.x + start.width;
  const anchorY = corner.sy === 1 ? start.y : start.y + start.height;
  // The pointer's larger pull wins, so a diagonal or a straight drag both feel natural.
  const byX = start.width + corner.sx * dx;
  const byY = (start.height + corner.sy * dy) * ratio;
  let width = Math.abs(byX - start.width) >= Math.abs(byY - start.width) ? byX : byY;
  const roomX = corner.sx === 1 ? 1 - anchorX : anchorX;
  const roomY = (corner.sy === 1 ? 1 - anchorY : anchorY) * ratio;
  const minWidth = Math.max(MIN_SIZE, MIN_SIZE * ratio);
  width = clamp(width, Math.min(minWidth, roomX, roomY), Math.min(roomX, roomY));
  const height = width / ratio;
  return {
    width: round(width),
    height: round(height),
    x: round(corner.sx === 1 ? anchorX : anchorX - width),
    y: round(corner.sy === 1 ? anchorY : anchorY - height),
  };
}

/** Scales the box about its centre by `factor`, kept on the picture (the keyboard's + and -). */
export function scaleBy(start: LogoPlacement, factor: number): LogoPlacement {
  const ratio = ratioOf(start);
  const maxWidth = Math.min(1, ratio);
  const minWidth = Math.max(MIN_SIZE, MIN_SIZE * ratio);
  const width = clamp(start.width * factor, Math.min(minWidth, maxWidth), maxWidth);
  const height = width / ratio;
  const cx = start.x + start.width / 2;
  const cy = start.y + start.height / 2;
  return {
    width: round(width),
    height: round(height),
    x: round(clamp(cx - width / 2, 0, 1 - width)),
    y: round(clamp(cy - height / 2, 0, 1 - height)),
  };
}

/**
 * Fits a logo of the given width/height ratio inside a preset's box, centred there (the presets describe
 * an area; the logo keeps its own shape).
 */
export function fitInto(area: LogoPlacement, ratio: number): LogoPlacement {
  if (!(ratio > 0) || !Number.isFinite(ratio)) return normalize(area);
  let width = area.width;
  let height = width / ratio;
  if (height > area.height) {
    height = area.height;
    width = height * ratio;
  }
  return normalize({ x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width, height });
}

/** The box for a keyboard key, or null when the key is not one of the editor's. */
export function placementForKey(start: LogoPlacement, key: string, large: boolean): LogoPlacement | null {
  const step = large ? KEY_STEP_LARGE : KEY_STEP;
  switch (key) {
    case 'ArrowLeft': return moveBy(start, -step, 0, false).placement;
    case 'ArrowRight': return moveBy(start, step, 0, false).placement;
    case 'ArrowUp': return moveBy(start, 0, -step, false).placement;
    case 'ArrowDown': return moveBy(start, 0, step, false).placement;
    case '+': case '=': case 'Add': return scaleBy(start, large ? KEY_SCALE ** 3 : KEY_SCALE);
    case '-': case '_': case 'Subtract': return scaleBy(start, 1 / (large ? KEY_SCALE ** 3 : KEY_SCALE));
    default: return null;
  }
}

const percent = (n: number) => `${Math.round(n * 100)}%`;

/** 'Logo at 35% from the left, 40% from the top, 30% of the picture wide': for the live region. */
export function describePlacement(p: LogoPlacement): string {
  return `Logo at ${percent(p.x)} from the left, ${percent(p.y)} from the top, ${percent(p.width)} of the picture wide.`;
}

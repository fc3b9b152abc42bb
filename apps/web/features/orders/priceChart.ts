import type { PricePoint } from '@sw/protocol';

/**
 * The geometry of the price-history chart (plain SVG): time runs left to right, the unit price bottom to top.
 * One currency per chart (the latest point's); the table beneath lists every point.
 */

export interface ChartBox {
  width: number;
  height: number;
  /** Room left for the price labels, and around the plot. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const CHART_BOX: ChartBox = { width: 560, height: 200, left: 56, right: 16, top: 14, bottom: 30 };

export interface ChartDot {
  x: number;
  y: number;
  point: PricePoint;
}

export interface ChartGeometry {
  currency: string;
  dots: ChartDot[];
  /** The line through the dots, oldest first ('M x y L x y ...'); empty for a single dot. */
  path: string;
  yTicks: { y: number; value: number }[];
  xLabels: { x: number; at: string; anchor: 'start' | 'middle' | 'end' }[];
}

const time = (point: PricePoint) => new Date(point.at).getTime();
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The points the chart draws: those in the latest point's currency, oldest first. */
export function chartPoints(points: readonly PricePoint[]): PricePoint[] {
  const sorted = [...points].filter((p) => Number.isFinite(time(p)) && Number.isFinite(p.unitPrice)).sort((a, b) => time(a) - time(b));
  const currency = sorted.at(-1)?.currency;
  return sorted.filter((p) => p.currency === currency);
}

/** A price range with some air above and below (a flat history gets ±10 %, at least a cent). */
export function priceRange(prices: readonly number[]): { low: number; high: number } {
  if (prices.length === 0) return { low: 0, high: 1 };
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const air = max === min ? Math.max(0.01, max * 0.1) : (max - min) * 0.15;
  return { low: Math.max(0, round2(min - air)), high: round2(max + air) };
}

export function chartGeometry(points: readonly PricePoint[], box: ChartBox = CHART_BOX): ChartGeometry {
  const drawn = chartPoints(points);
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const { low, high } = priceRange(drawn.map((p) => p.unitPrice));
  const first = drawn.length ? time(drawn[0]!) : 0;
  const last = drawn.length ? time(drawn.at(-1)!) : 0;
  const span = last - first;
  const xOf = (point: PricePoint, index: number) =>
    box.left + (span > 0 ? ((time(point) - first) / span) * plotWidth : drawn.length > 1 ? (index / (drawn.length - 1)) * plotWidth : plotWidth / 2);
  const yOf = (price: number) => box.top + (1 - (price - low) / (high - low || 1)) * plotHeight;
  const dots = drawn.map((point, index) => ({ x: round2(xOf(point, index)), y: round2(yOf(point.unitPrice)), point }));
  const path = dots.length > 1 ? dots.map((dot, i) => `${i === 0 ? 'M' : 'L'}${dot.x} ${dot.y}`).join(' ') : '';
  const yTicks = [0, 0.5, 1].map((share) => {
    const value = round2(low + (high - low) * share);
    return { y: round2(yOf(value)), value };
  });
  const xLabels: ChartGeometry['xLabels'] =
    dots.length === 0
      ? []
      : dots.length === 1 || span === 0
        ? [{ x: dots[0]!.x, at: dots[0]!.point.at, anchor: 'middle' }]
        : [
            { x: dots[0]!.x, at: dots[0]!.point.at, anchor: 'start' },
            { x: dots.at(-1)!.x, at: dots.at(-1)!.point.at, anchor: 'end' },
          ];
  return { currency: drawn.at(-1)?.currency ?? 'USD', dots, path, yTicks, xLabels };
}

import { reachedTier } from '../pricing';
import type { MinorTier } from './resolve';

/**
 * Quantity rules of a goods (issue 51), which a price list may override: a minimum, a maximum per order, an increment
 * (the pack size), and mix and match.
 *
 * - The allowed quantities are the multiples of the increment (1 without one) from the minimum up to the maximum:
 *   a minimum that is not a multiple is met by the next multiple (minimum 10 in packs of 12: 12, 24, …).
 * - Mix and match: the goods' specifications (sizes, lengths, finishes) count as one: the minimum, the maximum, the
 *   increment and the tier are checked on the goods' total across its lines (3 × 4 lengths = 12 meets a minimum of
 *   12 and reaches the 12-piece tier). Without it, each specification's line is checked, and priced, on its own.
 * - A refusal names the nearest allowed quantities, below and above, in these words:
 *   'Sold in packs of 12: choose 12 or 24.'            (off the increment)
 *   'The minimum is 50 pieces: choose 50.'              (below the minimum; in packs: 'The minimum is 50 pieces in packs of 12: choose 60.')
 *   'At most 500 pieces per order: choose 500.'         (above the maximum)
 *   'Choose a whole number of pieces, 1 or more.'       (not a positive whole number)
 *   With mix and match the sentence says it counts the goods' total: '… (counted across its specifications; you have 10).'
 */

export interface QuantityRule {
  minQty: number | null;
  maxQty: number | null;
  increment: number | null;
  mixAndMatch: boolean;
}

export const NO_QUANTITY_RULE: QuantityRule = { minQty: null, maxQty: null, increment: null, mixAndMatch: false };

/** Why a rule is not one (null: it is): staff input and imports. */
export function quantityRuleProblem(rule: QuantityRule): string | null {
  for (const [name, value] of [['minimum', rule.minQty], ['maximum', rule.maxQty], ['increment', rule.increment]] as const) {
    if (value !== null && (!Number.isSafeInteger(value) || value < 1 || value > 1_000_000)) return `The ${name} is a whole number from 1 to 1,000,000.`;
  }
  if (rule.maxQty !== null && smallestAllowed(rule) > rule.maxQty) return 'No quantity meets both the minimum and the maximum in this pack size.';
  return null;
}

const step = (rule: QuantityRule): number => rule.increment ?? 1;

/** The smallest allowed quantity: the first multiple of the increment at or above the minimum. */
export function smallestAllowed(rule: QuantityRule): number {
  const inc = step(rule);
  return Math.max(inc, Math.ceil((rule.minQty ?? 1) / inc) * inc);
}

/** The largest allowed quantity, or null without a maximum. */
export const largestAllowed = (rule: QuantityRule): number | null => (rule.maxQty === null ? null : Math.floor(rule.maxQty / step(rule)) * step(rule));

export const isAllowedQuantity = (rule: QuantityRule, qty: number): boolean => {
  const largest = largestAllowed(rule);
  return Number.isSafeInteger(qty) && qty >= smallestAllowed(rule) && qty % step(rule) === 0 && (largest === null || qty <= largest);
};

/** The allowed quantities nearest to qty: the one just below (if any) and the one just above (if any), ascending. */
export function nearestAllowed(rule: QuantityRule, qty: number): number[] {
  const inc = step(rule);
  const smallest = smallestAllowed(rule);
  const largest = largestAllowed(rule);
  if (largest !== null && largest < smallest) return [];
  const below = Math.floor(qty / inc) * inc;
  const above = Math.ceil(qty / inc) * inc;
  const out = new Set<number>();
  if (below >= smallest && (largest === null || below <= largest)) out.add(below);
  if (above >= smallest && (largest === null || above <= largest)) out.add(above);
  if (!out.size) out.add(qty < smallest ? smallest : (largest ?? smallest));
  return [...out].sort((a, b) => a - b);
}

const choose = (quantities: number[]): string => quantities.join(' or ');

export type QuantityCheck = { ok: true } | { ok: false; message: string; nearest: number[] };

/** A quantity (a line's, or with mix and match the goods' total) against the rule. */
export function checkQuantity(rule: QuantityRule, qty: number): QuantityCheck {
  if (!Number.isSafeInteger(qty) || qty < 1) return { ok: false, message: 'Choose a whole number of pieces, 1 or more.', nearest: [smallestAllowed(rule)] };
  if (isAllowedQuantity(rule, qty)) return { ok: true };
  const nearest = nearestAllowed(rule, qty);
  const tail = rule.mixAndMatch ? ` (counted across its specifications; you have ${qty})` : '';
  const inc = step(rule);
  let head: string;
  if (rule.minQty !== null && qty < rule.minQty) head = `The minimum is ${rule.minQty} pieces${inc > 1 ? ` in packs of ${inc}` : ''}`;
  else if (rule.maxQty !== null && qty > rule.maxQty) head = `At most ${rule.maxQty} pieces per order`;
  else head = `Sold in packs of ${inc}`;
  return { ok: false, message: `${head}${tail}: choose ${choose(nearest)}.`, nearest };
}

export interface QuantityLine {
  specId: number;
  qty: number;
}

/** The quantity a line's tier and rule count: the goods' total with mix and match, else the line's own. */
export function countedQuantity(rule: QuantityRule, lines: readonly QuantityLine[], specId: number): number {
  if (rule.mixAndMatch) return lines.reduce((sum, line) => sum + line.qty, 0);
  return lines.filter((line) => line.specId === specId).reduce((sum, line) => sum + line.qty, 0);
}

/** Every refusal of one goods' lines (all its specifications in the cart): one for the total with mix and match, else one per line off the rule. */
export function checkGoodsLines(rule: QuantityRule, lines: readonly QuantityLine[]): ({ specId: number | null } & Extract<QuantityCheck, { ok: false }>)[] {
  if (rule.mixAndMatch) {
    const check = checkQuantity(rule, countedQuantity(rule, lines, 0));
    return check.ok ? [] : [{ specId: null, ...check }];
  }
  return lines.flatMap((line) => {
    const check = checkQuantity(rule, line.qty);
    return check.ok ? [] : [{ specId: line.specId, ...check }];
  });
}

/** A line's unit price: the tier its counted quantity reaches (the goods' total with mix and match). */
export function unitPriceFor(tiers: readonly MinorTier[], rule: QuantityRule, lines: readonly QuantityLine[], specId: number): bigint | null {
  return reachedTier(tiers, countedQuantity(rule, lines, specId))?.price ?? null;
}

/** A price list's override of the goods' own rule: each field the list sets replaces the goods'. */
export function mergeQuantityRules(goods: QuantityRule, override: Partial<QuantityRule> | null): QuantityRule {
  if (!override) return goods;
  return {
    minQty: override.minQty !== undefined ? override.minQty : goods.minQty,
    maxQty: override.maxQty !== undefined ? override.maxQty : goods.maxQty,
    increment: override.increment !== undefined ? override.increment : goods.increment,
    mixAndMatch: override.mixAndMatch ?? goods.mixAndMatch,
  };
}

import { checkQuantity, smallestAllowed, type QuantityRule } from './quantity';

/**
 * How the cart applies a goods' quantity rule (issue 51, docs/decisions/0020 "Quantity rules"), pure for both ends.
 *
 * - The rule's minimum falls back on the goods' MOQ (a goods without a rule keeps its MOQ, as before price lists).
 * - Without mix and match every line is checked on its own when it is added or changed.
 * - With mix and match the goods' lines count together, so a buyer builds 3 × 4 lengths one line at a time: a change
 *   is refused only above the maximum (on the goods' total); the minimum and the pack size wait for the total, which
 *   the cart shows as the goods' problem and a spreadsheet bulk add and sending an inquiry refuse.
 */

export function effectiveQuantityRule(rule: QuantityRule, moq: number): QuantityRule {
  return rule.minQty === null && moq > 1 ? { ...rule, minQty: moq } : rule;
}

/** A rule that asks for nothing beyond the MOQ (the catalogue's own check and words apply). */
export const isPlainRule = (rule: QuantityRule): boolean => rule.maxQty === null && (rule.increment ?? 1) === 1 && !rule.mixAndMatch;

/** Why a cart change is refused (null: allowed): `lineQty` the changed line's pieces, `goodsTotal` the goods' pieces in the cart after it. */
export function cartChangeRefusal(rule: QuantityRule, lineQty: number, goodsTotal: number): string | null {
  if (!rule.mixAndMatch) {
    const check = checkQuantity(rule, lineQty);
    return check.ok ? null : check.message;
  }
  if (rule.maxQty === null || goodsTotal <= rule.maxQty) return null;
  const check = checkQuantity(rule, goodsTotal);
  return check.ok ? null : check.message;
}

/** What a line's quantity stepper offers: mix and match lines move by one piece (the total meets the pack size). */
export function stepperOf(rule: QuantityRule): { min: number; step: number } {
  if (rule.mixAndMatch) return { min: 1, step: 1 };
  return { min: smallestAllowed(rule), step: rule.increment ?? 1 };
}

import { CART_LIMITS, lineAmount, reachedTier, type GoodsSku, type PriceTier } from '@sw/protocol';

/**
 * The variants-and-quantities part of the editor: what the buyer typed per specification, checked in the
 * page with the same words the back-end uses, and the tier price the total reaches.
 */

/** A specification row; specId null for goods without specifications. */
export interface VariantRow {
  specId: string | null;
  sku: GoodsSku | null;
}

export function variantRows(skus: readonly GoodsSku[]): VariantRow[] {
  return skus.length ? skus.map((sku) => ({ specId: sku.specId, sku })) : [{ specId: null, sku: null }];
}

/** The key of a row in the quantities record. */
export const rowKey = (specId: string | null) => specId ?? '-';

export type QtyProblem = 'not-whole' | 'too-many';

/** A typed quantity: empty is 0 (not chosen); otherwise a whole number up to the cart's maximum. */
export function parseQty(text: string): { qty: number; problem: QtyProblem | null } {
  const trimmed = text.trim();
  if (trimmed === '') return { qty: 0, problem: null };
  if (!/^\d+$/.test(trimmed)) return { qty: 0, problem: 'not-whole' };
  const qty = Number(trimmed);
  if (qty > CART_LIMITS.maxQty) return { qty: 0, problem: 'too-many' };
  return { qty, problem: null };
}

export const QTY_MESSAGES: Record<QtyProblem, string> = {
  'not-whole': 'Please enter a whole number of pieces.',
  'too-many': `At most ${CART_LIMITS.maxQty.toLocaleString('en-US')} pieces.`,
};

export interface QuantitySummary {
  /** The variants the buyer chose (quantity above 0), in the goods' order. */
  variants: { specId: string | null; qty: number }[];
  total: number;
  /** Per row key, the problem with what was typed. */
  problems: Record<string, QtyProblem>;
  belowMoq: boolean;
  unitPrice: number | null;
  /** unitPrice × total, in cents precision. */
  amount: number | null;
}

export function summarize(rows: readonly VariantRow[], typed: Record<string, string>, moq: number, tiers: readonly PriceTier[]): QuantitySummary {
  const variants: QuantitySummary['variants'] = [];
  const problems: Record<string, QtyProblem> = {};
  for (const row of rows) {
    const key = rowKey(row.specId);
    const { qty, problem } = parseQty(typed[key] ?? '');
    if (problem) problems[key] = problem;
    else if (qty > 0) variants.push({ specId: row.specId, qty });
  }
  const total = variants.reduce((sum, v) => sum + v.qty, 0);
  const tier = reachedTier(tiers, total);
  const unitPrice = tier ? tier.price : null;
  return {
    variants,
    total,
    problems,
    belowMoq: total < Math.max(1, moq),
    unitPrice,
    amount: unitPrice === null ? null : lineAmount(unitPrice, total),
  };
}

/** The first thing stopping the buyer from adding, as a sentence; null when the quantities are fine. */
export function quantityProblem(summary: QuantitySummary, moq: number): string | null {
  if (Object.keys(summary.problems).length) return 'Please correct the quantities marked in red: whole numbers of pieces only.';
  if (summary.total === 0) return 'Please enter a quantity for at least one specification.';
  if (summary.total > CART_LIMITS.maxQty) return `At most ${CART_LIMITS.maxQty.toLocaleString('en-US')} pieces in one line.`;
  if (summary.belowMoq) {
    const missing = moq - summary.total;
    return `The total is below the MOQ of ${moq.toLocaleString('en-US')} pcs: add ${missing.toLocaleString('en-US')} more.`;
  }
  return null;
}

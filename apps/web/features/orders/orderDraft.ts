import { CART_LIMITS, lineAmount, type PlaceOrderInput, type QuotationLine, type QuotationView, reachedTier } from '@sw/protocol';

/**
 * The order form's arithmetic, with the shared tier rule (protocol pricing.ts): each quoted line at the quantity
 * the buyer chose and its unit price from the tier that quantity reaches. The order's total (with the quoted charges
 * and any sample credit) is the back-end's alone: orderPreview.do prices these quantities as placing will.
 */

export interface DraftLine {
  /** The line's position in the quotation (what placeOrder.do names it by). */
  line: number;
  title: string;
  qty: number;
  /** The smallest quantity the tiers allow (the first tier's minimum), and the largest a line may have. */
  minQty: number;
  maxQty: number;
  /** Kept at its quoted quantity (see `isFixedLine`). */
  fixed: boolean;
  unitPrice: number;
  amount: number;
}

export function minQtyOf(line: Pick<QuotationLine, 'tiers' | 'qty'>): number {
  const tiers = line.tiers.map((tier) => tier.minQty);
  return tiers.length ? Math.max(1, Math.min(...tiers)) : line.qty;
}

/** The quantity kept within the line's tiers and the per-line limit. */
export function clampQty(line: Pick<QuotationLine, 'tiers' | 'qty'>, qty: number): number {
  if (!Number.isFinite(qty)) return line.qty;
  return Math.min(CART_LIMITS.maxQty, Math.max(minQtyOf(line), Math.round(qty)));
}

/** How much the stepper's buttons move: tens from 100 pieces up, single pieces below. */
export const stepOf = (minQty: number) => (minQty >= 100 ? 10 : 1);

/**
 * Whether a line keeps its quoted quantity: an extra of a precise quotation (tooling, samples, freight: no inquiry
 * line of its own, beside lines that have one), or a line whose goods come in several specifications (their
 * quantities were quoted one by one). A quick inquiry's lines, which have no inquiry line at all, may change.
 */
export function isFixedLine(line: Pick<QuotationLine, 'itemId'>, lines: readonly Pick<QuotationLine, 'itemId'>[], variantCount = 1): boolean {
  if (line.itemId === null) return lines.some((other) => other.itemId !== null);
  return variantCount > 1;
}

/** The lines priced at the chosen quantities (a line not chosen keeps its quoted quantity). */
export function draftLines(
  quotation: Pick<QuotationView, 'lines'>,
  chosen: Readonly<Record<number, number>>,
  variantCount: (itemId: string) => number = () => 1,
): DraftLine[] {
  return quotation.lines.map((line, index) => {
    const fixed = isFixedLine(line, quotation.lines, line.itemId === null ? 1 : variantCount(line.itemId));
    const qty = fixed ? line.qty : clampQty(line, chosen[index] ?? line.qty);
    const unitPrice = reachedTier(line.tiers, qty)?.unitPrice ?? line.unitPrice;
    return { line: index, title: line.title, qty, minQty: fixed ? line.qty : minQtyOf(line), maxQty: fixed ? line.qty : CART_LIMITS.maxQty, fixed, unitPrice, amount: lineAmount(unitPrice, qty) };
  });
}

export const draftPieces = (lines: readonly Pick<DraftLine, 'qty'>[]) => lines.reduce((sum, line) => sum + line.qty, 0);

/** What placeOrder.do gets besides the address: the quantities (never a price), the PO number and the notes. */
export function placeOrderInput(
  ids: { inquiryId: string; quotationId: string },
  lines: readonly DraftLine[],
  extra: { poNumber: string; notes: string },
): Omit<PlaceOrderInput, 'addressId' | 'address'> {
  const poNumber = extra.poNumber.trim();
  const notes = extra.notes.trim();
  return {
    ...ids,
    lines: lines.filter((line) => !line.fixed).map((line) => ({ line: line.line, qty: line.qty })),
    ...(poNumber ? { poNumber } : {}),
    ...(notes ? { notes } : {}),
  };
}

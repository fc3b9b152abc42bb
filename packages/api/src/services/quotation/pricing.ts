import { reachedTier, type QuotationLine, type QuotationTier } from '@sw/protocol';

/** Prices are kept in whole cents while they are added up, so totals never drift by a float. */
const cents = (amount: number) => Math.round(amount * 100);

export interface LineInput {
  itemId?: string | number | null;
  title: string;
  qty: number;
  tiers: QuotationTier[];
}

/** Each line with its unit price and amount (unit price × quantity, to the cent), and the quotation's total. */
export function priceLines(lines: readonly LineInput[]): { lines: QuotationLine[]; total: number } {
  let totalCents = 0;
  const priced = lines.map((line) => {
    const unitPrice = reachedTier(line.tiers, line.qty)!.unitPrice;
    const amountCents = cents(unitPrice) * line.qty;
    totalCents += amountCents;
    return {
      itemId: line.itemId == null ? null : String(line.itemId),
      title: line.title,
      qty: line.qty,
      tiers: line.tiers.map((tier) => ({ minQty: tier.minQty, unitPrice: tier.unitPrice })),
      unitPrice,
      amount: amountCents / 100,
    };
  });
  return { lines: priced, total: totalCents / 100 };
}

/** `Quotation-IQ2611230001-v2.pdf`: what the download and the email attachment are called. */
export const quotationFileName = (inquiryNo: string, version: number) => `Quotation-${inquiryNo}-v${version}.pdf`;

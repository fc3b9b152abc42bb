import {
  fitsMoneyColumn, formatMinor, MONEY_MAX, minorToNumber, reachedTier, sumMinor, times, toMinor,
  type QuotationLine, type QuotationTier,
} from '@sw/protocol';
import { invalid } from '../../lib/errors';

export interface LineInput {
  itemId?: string | number | null;
  title: string;
  qty: number;
  tiers: QuotationTier[];
}

/** What `priceLines` gives: the lines as stored and sent (numbers from exact minor units) and the exact total. */
export interface PricedLines {
  lines: QuotationLine[];
  /** Minor units (money.ts). */
  total: bigint;
}

/**
 * Each line with its unit price and amount (unit price × quantity, exact in minor units), and the quotation's total
 * (their exact sum). A total a numeric(12,2) column cannot hold is refused here rather than failing in the database.
 */
export function priceLines(lines: readonly LineInput[]): PricedLines {
  const amounts: bigint[] = [];
  const priced = lines.map((line) => {
    const unitPrice = toMinor(reachedTier(line.tiers, line.qty)!.unitPrice);
    const amount = times(unitPrice, line.qty);
    amounts.push(amount);
    return {
      itemId: line.itemId == null ? null : String(line.itemId),
      title: line.title,
      qty: line.qty,
      tiers: line.tiers.map((tier) => ({ minQty: tier.minQty, unitPrice: minorToNumber(toMinor(tier.unitPrice)) })),
      unitPrice: minorToNumber(unitPrice),
      amount: minorToNumber(amount),
    };
  });
  const total = sumMinor(amounts);
  if (!fitsMoneyColumn(total)) {
    throw invalid(`lines: The total ${formatMinor(total)} is more than ${formatMinor(MONEY_MAX)}, the most one quotation or order can come to. Please split it.`);
  }
  return { lines: priced, total };
}

/** `Quotation-IQ2611230001-v2.pdf`: what the download and the email attachment are called. */
export const quotationFileName = (inquiryNo: string, version: number) => `Quotation-${inquiryNo}-v${version}.pdf`;

import { asc, eq } from 'drizzle-orm';
import { minorToNumber, priceSourceText, type AgreementLinePrice, type MinorTier, type QuotationTier } from '@sw/protocol';
import type { Reader } from '../db/client';
import { inquiries, inquiryItems } from '../db/schema';
import { priceKey } from '../services/priceLists';
import { resolvePrices } from './companyPrices';

const asQuotationTiers = (tiers: readonly MinorTier[]): QuotationTier[] => tiers.map((tier) => ({ minQty: tier.minQty, unitPrice: minorToNumber(tier.price) }));

/**
 * The inquiry's company agreement prices for each of its catalogue lines on a day (issue 51, docs/decisions/0020):
 * what the quotation editor starts from and shows beside the catalogue's, and what saving a draft checks a line's
 * named agreement against. A line of one specification is priced for it (a line on the specification wins); a mix
 * of specifications at the goods' price. Read only, across the inquiry, catalogue and priceLists domains.
 */
export async function inquiryAgreementPrices(db: Reader, inquiryId: number, day: string): Promise<AgreementLinePrice[]> {
  const [inquiry] = await db.select({ companyId: inquiries.companyId }).from(inquiries).where(eq(inquiries.id, inquiryId)).limit(1);
  if (!inquiry) return [];
  const items = await db.select({ id: inquiryItems.id, goodsId: inquiryItems.goodsId, variants: inquiryItems.variants })
    .from(inquiryItems).where(eq(inquiryItems.inquiryId, inquiryId)).orderBy(asc(inquiryItems.sort), asc(inquiryItems.id));
  const wanted = items.flatMap((item) => {
    if (item.goodsId === null) return [];
    const only = item.variants.length === 1 ? item.variants[0]!.specId : null;
    return [{ itemId: item.id, goodsId: item.goodsId, specId: only === null ? null : Number(only) }];
  });
  const resolved = await resolvePrices(db, inquiry.companyId, wanted, day);
  return wanted.flatMap((line) => {
    const price = resolved.get(priceKey(line.goodsId, line.specId));
    if (!price) return [];
    const { source } = price;
    return [{
      itemId: String(line.itemId),
      agreement: source.kind === 'list' ? { priceListId: String(source.listId), version: source.version, name: source.listName } : null,
      currency: price.currency,
      tiers: asQuotationTiers(price.tiers),
      catalogueCurrency: price.catalogueCurrency,
      catalogueTiers: asQuotationTiers(price.catalogueTiers),
      why: priceSourceText(source, price.currency),
    }];
  });
}

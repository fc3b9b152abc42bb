import { and, eq, inArray } from 'drizzle-orm';
import { RES } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { inquiryItems, quotations } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { UseCase } from '../useCase';
import { isPastValidity } from './expiry';
import { assertRateStillLocked } from '../tradeTerms';
import { latestQuotations, type InquiryRow, type ItemRow, type QuotationRow } from './view';

/** The inquiry's side of placing an order (workflows/placeOrder.ts): the quotation it is placed from, and its quoted items. */

const human = (status: string) => status.replace(/_/g, ' ');

/** Refuses a quotation an order cannot be placed from: not this inquiry's accepted one, or past its validity. */
export async function orderableQuotation(uc: UseCase, inquiry: InquiryRow, quotationId: number): Promise<QuotationRow> {
  const [quotation] = await uc.tx
    .select()
    .from(quotations)
    .where(and(eq(quotations.id, quotationId), eq(quotations.inquiryId, inquiry.id), eq(quotations.status, 'sent')))
    .limit(1);
  if (!quotation) throw new ApiError(RES.NOT_FOUND, 'This quotation was not found.');
  if (inquiry.status !== 'accepted') {
    const why = inquiry.status === 'quoted'
      ? 'Please accept the quotation first, then place the order.'
      : `Inquiry ${inquiry.inquiryNo} is ${human(inquiry.status)}: only an accepted quotation can be ordered.`;
    throw new ApiError(RES.CONFLICT, why);
  }
  const latest = (await latestQuotations(uc.tx, [inquiry.id])).get(inquiry.id);
  if (latest && latest.id !== quotation.id) {
    throw new ApiError(RES.CONFLICT, `This is an earlier version of the quotation. Please order from the accepted version ${latest.version}.`);
  }
  if (isPastValidity(quotation.validUntil, uc.now)) {
    throw new ApiError(RES.CONFLICT, `This quotation was valid until ${quotation.validUntil}. Please ask us for a new one before ordering.`);
  }
  assertRateStillLocked(quotation, uc.now.toISOString().slice(0, 10));
  return quotation;
}


/** The inquiry's items the quotation's lines name. */
export async function quotedItems(db: Reader, inquiryId: number, itemIds: number[]): Promise<ItemRow[]> {
  if (!itemIds.length) return [];
  return db.select().from(inquiryItems).where(and(eq(inquiryItems.inquiryId, inquiryId), inArray(inquiryItems.id, itemIds)));
}

import type { AppDeps } from '../../context';
import { loadInquiry } from '../../services/inquiry';
import { mailOrderPlaced, type OrderRow } from '../../services/order';
import { findQuotation } from '../../services/quotation';
import type { UseCase } from '../../services/useCase';

/**
 * The mails of an order now placed (a direct placement, a sample order, an admin's approval), with the quotation's
 * version and the inquiry's number it names read through their domains' faces: the order domain reads only its own.
 */
export async function mailPlacedOrder(uc: UseCase, deps: Pick<AppDeps, 'config'>, order: OrderRow, approvedBy?: string): Promise<void> {
  const quotation = order.quotationId === null ? undefined : await findQuotation(uc.tx, order.quotationId);
  const inquiry = order.inquiryId === null ? null : await loadInquiry(uc.tx, order.inquiryId);
  await mailOrderPlaced(uc, deps, order, { quotationVersion: quotation?.version ?? null, inquiryNo: inquiry?.inquiryNo ?? null }, approvedBy);
}

/** The quotation's lead time in days, for the promised day of an order an admin approves. */
export async function quotationLeadTime(uc: UseCase, quotationId: number): Promise<number | undefined> {
  return (await findQuotation(uc.tx, quotationId))?.leadTimeDays;
}

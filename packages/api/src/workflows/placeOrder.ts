import { minorToNumber, promisedShipDay, storedPaymentTerms, toMinor, type LinePriceAgreement, type OrderPlaced } from '@sw/protocol';
import type { z } from 'zod';
import type { placeOrderSchema } from '@sw/protocol';
import type { AppDeps } from '../context';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../db/errors';
import { companyMember, type Member } from '../lib/member';
import { expireIfDue, type InquiryRow, type ItemRow, loadInquiry, orderableQuotation, type QuotationRow, shippingAddress } from '../services/inquiry';
import { createOrder, depositOf, setOrderSampleCredit, liveOrderOfQuotation, loadOrder, mailAwaitingApproval, mailOrderPlaced, placingStatus, startOrderStatus } from '../services/order';
import { lockCompany } from '../services/auth';
import { recordSampleCredit } from '../services/samples';
import { actorOf, runUseCase, type UseCase } from '../services/useCase';
import { priceOrder } from './orderPricing';
import { emitOrderEvent } from './steps/emitEvent';

/**
 * placeOrder.do: an order from the inquiry's accepted quotation, in one use case with its lines, its first status
 * step and the emails (the buyer and the sales desk). Every price comes from the quotation, through the same tier
 * rule as the quotation desk (quotation/pricing.ts → protocol pricing.ts); the browser sends only quantities.
 *
 * One quotation makes one live order: the inquiry row is locked first, so a second call waits for the first and
 * then finds its order; the partial unique index (orders_one_per_quotation_idx) is the last guard, and a call that
 * still meets it answers the order that won. Either way the repeat answers `alreadyPlaced: true`.
 */

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;
type Input = z.output<typeof placeOrderSchema>;

/** The specification mix at the new quantity: a single specification takes it all; a mix keeps its quoted split. */
function variantsAt(item: ItemRow | undefined, qty: number): ItemRow['variants'] {
  if (!item) return [];
  return item.variants.length === 1 ? [{ ...item.variants[0]!, qty }] : item.variants;
}

/** The quotation line's frozen agreement as the order line's columns (services/order's schema). */
function agreementColumns(agreement: LinePriceAgreement | null | undefined) {
  if (!agreement) return {};
  return {
    priceListId: Number(agreement.priceListId), priceListVersion: agreement.version, priceListName: agreement.name,
    catalogueUnitPrice: toMinor(agreement.catalogueUnitPrice), catalogueCurrency: agreement.catalogueCurrency,
  };
}

export async function placeOrder(deps: Deps, member: Member, input: Input): Promise<OrderPlaced> {
  await loadInquiry(deps.database.db, input.inquiryId, companyMember(member));
  // A repeat (double click, retry) answers the order at once, even once the quotation's validity has passed.
  const earlier = await liveOrderOfQuotation(deps.database.db, input, companyMember(member).companyId);
  if (earlier) return earlier;
  await expireIfDue(deps, input.inquiryId);
  try {
    return await runUseCase(deps, async (uc) => {
      const inquiry = await loadInquiry(uc.tx, input.inquiryId, companyMember(member), true);
      const repeat = await liveOrderOfQuotation(uc.tx, input, companyMember(member).companyId);
      if (repeat) return repeat;
      const quotation = await orderableQuotation(uc, inquiry, input.quotationId);
      return saveOrder(uc, deps, member, inquiry, quotation, input);
    });
  } catch (error) {
    // A parallel call placed it first (the partial unique index): answer that order.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
      const winner = await liveOrderOfQuotation(deps.database.db, input, companyMember(member).companyId);
      if (winner) return winner;
    }
    throw error;
  }
}

/** Goods ordered in place of an inquiry line's (a substitute the desk offered), by the line's item id. */
export type OrderSubstitutes = ReadonlyMap<string, { goodsId: number; goodsCode: string }>;

/**
 * Writes the order of `quotation`'s lines (at their quoted quantity unless `input.lines` says otherwise), in the
 * caller's use case: placeOrder.do here, and the accepted lines of a negotiated version (workflows/negotiation.ts).
 */
export async function saveOrder(uc: UseCase, deps: Deps, member: Member, inquiry: InquiryRow, quotation: QuotationRow, input: Input, substitutes: OrderSubstitutes = new Map()): Promise<OrderPlaced> {
  const poNumber = input.poNumber ?? null;
  // The quotation's payment terms decide the order's gates; the deposit is kept on the row for the desk's filters.
  const terms = storedPaymentTerms(quotation.paymentTerms);
  // The sample fees it takes back are read with the company row locked; the total is the lines less the credit plus
  // the quoted charges (workflows/orderPricing.ts, which the place-order screen's preview shows), and the deposit and
  // the approval threshold follow that total.
  await lockCompany(uc.tx, inquiry.companyId);
  const { priced, itemById, credit, trade, total } = await priceOrder(uc.tx, uc.now, inquiry, quotation, input.lines);
  const address = (await shippingAddress(uc.tx, companyMember(member), input, uc.now, true))!;
  const first = priced.lines[0];
  const firstItem = first?.itemId ? itemById.get(first.itemId) : undefined;
  // Above the company's approval threshold, a buyer's order waits for an admin (services/order/approval.ts).
  const status = await placingStatus(uc, member.id, inquiry.companyId, total);
  const row = await createOrder(uc.tx, uc.now, {
    status,
    memberId: member.id,
    companyId: inquiry.companyId,
    inquiryId: inquiry.id,
    quotationId: quotation.id,
    // The site the inquiry was sent on: the order's mails name the same brand.
    theme: inquiry.theme,
    currency: quotation.currency,
    total,
    sampleCredit: credit.amount,
    tradeTerms: trade.tradeTerms,
    charges: trade.charges,
    paymentTerms: { kind: terms.kind, depositPercent: terms.depositPercent, netDays: terms.netDays },
    depositDue: depositOf(total, terms).deposit,
    address,
    poNumber,
    notes: input.notes ?? null,
    title: !first ? '' : priced.lines.length > 1 ? `${first.title} and ${priced.lines.length - 1} more` : first.title,
    imageUrl: firstItem?.imageUrl ?? priced.lines.map((line) => itemById.get(line.itemId ?? '')?.imageUrl).find(Boolean) ?? '',
    lineCount: priced.lines.length,
    totalQty: priced.lines.reduce((sum, line) => sum + line.qty, 0),
    promisedShipDate: promisedShipDay(uc.now, quotation.leadTimeDays),
  }, priced.lines.map((line, sort) => {
    const item = line.itemId === null ? undefined : itemById.get(line.itemId);
    const instead = line.itemId === null ? undefined : substitutes.get(line.itemId);
    return {
      itemId: item?.id ?? null,
      goodsId: instead?.goodsId ?? item?.goodsId ?? null,
      title: line.title,
      goodsCode: instead?.goodsCode ?? item?.goodsCode ?? '',
      imageUrl: instead ? '' : (item?.imageUrl ?? ''),
      variants: instead ? [] : variantsAt(item, line.qty),
      customInfo: item?.customInfo ?? null,
      qty: line.qty,
      tiers: line.tiers,
      unitPrice: toMinor(line.unitPrice),
      ...agreementColumns(line.agreement),
      sort,
    };
  }), [poNumber ?? '', inquiry.inquiryNo, ...priced.lines.flatMap((line) => [line.title, itemById.get(line.itemId ?? '')?.goodsCode ?? ''])]);
  const orderId = row.id;
  // A line another order took meanwhile is not credited: the order's total and deposit follow the amount taken.
  const taken = await recordSampleCredit(uc.tx, orderId, credit);
  if (taken !== credit.amount) await setOrderSampleCredit(uc.tx, orderId, taken);
  await startOrderStatus(uc, orderId, actorOf(member), `Placed from quotation version ${quotation.version} of inquiry ${inquiry.inquiryNo}.`, status);
  // Read again: the credit recorded may be less than planned (services/samples/credit.ts).
  const saved = await loadOrder(uc.tx, orderId, companyMember(member));
  if (status === 'placed') await mailOrderPlaced(uc, deps, saved, { quotationVersion: quotation.version, inquiryNo: inquiry.inquiryNo });
  else await mailAwaitingApproval(uc, deps, saved);
  if (status === 'placed') await emitOrderEvent(uc, deps, 'order.placed', orderId);
  return {
    orderId: String(orderId), orderNo: saved.orderNo, status, currency: quotation.currency, total: minorToNumber(saved.total), sampleCredit: minorToNumber(saved.sampleCredit), alreadyPlaced: false,
  };
}

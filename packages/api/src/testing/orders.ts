import { API, type InquiryDetail, type OrderPlaced, type QuotationView, type StaffInquiryView } from '@sw/protocol';
import type { TestApi } from './harness';
import { inquiryTesting, type BuilderOptions, type Person } from './inquiries';
import { approveAllProofs } from './proofs';
import type { TestSmtp } from './smtp';

/**
 * Helpers of the order tests, on top of the inquiry ones: a quotation written, sent and accepted through the real
 * desk and buyer paths, and an order placed from it.
 */

/** The quoted lines: two inquiry lines priced by tiers, and an extra tooling line. Total 2520 + 620 + 120 = 3260. */
export const QUOTED = {
  total: 3260,
  lines: [
    { qty: 600, tiers: [{ minQty: 100, unitPrice: 4.8 }, { minQty: 500, unitPrice: 4.2 }, { minQty: 1000, unitPrice: 3.75 }] },
    { qty: 200, tiers: [{ minQty: 100, unitPrice: 3.1 }, { minQty: 300, unitPrice: 2.65 }] },
    { qty: 1, tiers: [{ minQty: 1, unitPrice: 120 }], title: 'Mould and tooling' },
  ],
} as const;

/** A quoted line: its quantity and tiers, and a title for an extra line. */
export interface QuotedLine {
  qty: number;
  tiers: readonly { minQty: number; unitPrice: number | string }[];
  title?: string;
}

export function orderTesting(api: () => TestApi, smtp: () => TestSmtp, builders: BuilderOptions = {}) {
  const t = inquiryTesting(api, smtp, builders);
  const dayOffset = (days: number) => new Date(api().deps.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

  /** A precise inquiry quoted by `staff` through the desk (saveQuotation + sendQuotation); accepted unless `accept` is false. */
  async function quotedInquiry(
    buyer: Person,
    staff: Person,
    options: { accept?: boolean; validUntil?: string; paymentTerms?: Record<string, unknown>; lines?: readonly QuotedLine[]; trade?: Record<string, unknown>; currency?: string } = {},
  ) {
    const { inquiryId, created, g, h } = await t.preciseInquiry(buyer);
    const view = await t.build<StaffInquiryView>(staff, API.staff.inquiryView, { inquiryId });
    const draft = await t.build<QuotationView>(staff, API.staff.saveQuotation, {
      inquiryId,
      currency: options.currency ?? 'USD',
      ...options.trade,
      lines: (options.lines ?? QUOTED.lines).map((line, i) => ({
        itemId: view.lines[i]?.itemId,
        title: 'title' in line ? line.title : view.lines[i]!.title,
        qty: line.qty,
        tiers: line.tiers,
      })),
      leadTimeDays: 25,
      validUntil: options.validUntil ?? dayOffset(30),
      ...(options.paymentTerms ? { paymentTerms: options.paymentTerms } : {}),
    });
    const sent = await t.build<QuotationView>(staff, API.staff.sendQuotation, { inquiryId, quotationId: draft.quotationId });
    if (options.accept !== false) {
      await t.build<InquiryDetail>(buyer, API.inquiryOrder.acceptQuotation, { inquiryId, quotationId: sent.quotationId });
    }
    return { inquiryId, inquiryNo: created.inquiryNo, quotationId: Number(sent.quotationId), lines: view.lines, g, h };
  }

  /** An order placed from a freshly accepted quotation, to the test address. */
  async function placedOrder(buyer: Person, staff: Person, extra: Record<string, unknown> = {}, quote: Parameters<typeof quotedInquiry>[2] = {}) {
    const quoted = await quotedInquiry(buyer, staff, quote);
    const placed = await t.build<OrderPlaced>(buyer, API.erp.placeOrder, {
      inquiryId: quoted.inquiryId, quotationId: quoted.quotationId, address: t.address, poNumber: 'PO-4471', ...extra,
    });
    return { ...quoted, placed, orderId: Number(placed.orderId) };
  }

  /**
   * The sales team records the whole total as received (staff/recordPayment.do), so the deposit and balance gates are
   * open: for tests about other steps than money (docs/workflows.md, Payments).
   */
  async function paidInFull(staff: Person, orderId: number) {
    const order = await t.build<{ total: number }>(staff, API.staff.orderView, { orderId });
    await t.build(staff, API.staff.recordPayment, {
      orderId, kind: 'receipt', amount: order.total, receivedOn: dayOffset(0), method: 'Bank transfer (T/T)', note: 'Paid in full (test).',
    });
  }

  /**
   * Both conditions of the production gate hold (docs/workflows.md, Gates): the whole total received and every
   * customized line's proof approved, so a test about a later step can move the order into production and ship it.
   */
  async function readyForProduction(buyer: Person, staff: Person, orderId: number) {
    await paidInFull(staff, orderId);
    await approveAllProofs({ ok: t.build, upload: t.upload }, buyer, staff, orderId);
  }

  return { ...t, dayOffset, quotedInquiry, placedOrder, paidInFull, readyForProduction };
}

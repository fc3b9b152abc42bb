import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  API, DOCUMENTS, RES, TOKEN_HEADER,
  type InquiryDetail, type OrderDetail, type OrderPlaced, type QuotationView, type StaffInquiryView,
} from '@sw/protocol';
import { orderItems, orders, quotations } from '../db/schema';
import { staffDeskFile } from '../testing/deskFile';
import type { Person } from '../testing/inquiries';
import { orderTesting } from '../testing/orders';
import { pdfTextOf } from '../testing/pdfText';

/**
 * Money end to end (docs/protocol.md, Money): prices whose products and sums drift as floats come out exact on the
 * wire, in the numeric columns, in the emails and in the proforma invoice, on PGlite and PostgreSQL alike.
 */
const { t, api, smtp, staff } = staffDeskFile(orderTesting, { goods: 30, staffNick: 'Money' });
const { ok, as, refused, person, db, dayOffset, mailTo } = t;

const asText = <T>(column: T) => sql<string>`${column}::text`;

/** A precise inquiry quoted with `lines` (the first two on the inquiry's lines, the rest extras), sent and accepted. */
async function quoted(buyer: Person, lines: { qty: number; unitPrice: number | string; title?: string }[]) {
  const { inquiryId } = await t.preciseInquiry(buyer);
  const view = await ok<StaffInquiryView>(staff, API.staff.inquiryView, { inquiryId });
  const draft = await ok<QuotationView>(staff, API.staff.saveQuotation, {
    inquiryId,
    currency: 'USD',
    lines: lines.map((line, i) => ({
      itemId: i < 2 ? view.lines[i]!.itemId : undefined,
      title: line.title ?? view.lines[i]?.title ?? `Extra ${i}`,
      qty: line.qty,
      tiers: [{ minQty: 1, unitPrice: line.unitPrice }],
    })),
    leadTimeDays: 20,
    validUntil: dayOffset(30),
  });
  const sent = await ok<QuotationView>(staff, API.staff.sendQuotation, { inquiryId, quotationId: draft.quotationId });
  await ok<InquiryDetail>(buyer, API.inquiryOrder.acceptQuotation, { inquiryId, quotationId: sent.quotationId });
  return { inquiryId, draft, quotationId: sent.quotationId };
}

describe('quotation and order totals', () => {
  it('0.1 × 3, 1.15 × 7 and 0.07 × 3 add up to exactly 8.56, and the order re-priced at 13 pieces to 9.56', async () => {
    // As floats: 0.1 * 3 = 0.30000000000000004, 1.15 * 7 = 8.049999999999999, 0.07 * 3 = 0.21000000000000002.
    const buyer = await person();
    const { inquiryId, draft, quotationId } = await quoted(buyer, [
      { qty: 3, unitPrice: 0.1 },
      { qty: 7, unitPrice: '1.15' },
      { qty: 3, unitPrice: 0.07, title: 'Sample fee' },
    ]);
    expect(draft.lines.map((line) => [line.unitPrice, line.amount])).toEqual([[0.1, 0.3], [1.15, 8.05], [0.07, 0.21]]);
    expect(draft.total).toBe(8.56);
    const [stored] = await db().select({ total: asText(quotations.total) }).from(quotations).where(eq(quotations.id, Number(quotationId)));
    expect(stored!.total).toBe('8.56');
    expect((await mailTo(buyer.email)).text).toContain('Total: $8.56');

    const placed = await ok<OrderPlaced>(buyer, API.erp.placeOrder, { inquiryId, quotationId, address: t.address, lines: [{ line: 0, qty: 13 }] });
    expect(placed.total).toBe(9.56);
    const orderId = Number(placed.orderId);
    const [order] = await db().select({ total: asText(orders.total) }).from(orders).where(eq(orders.id, orderId));
    expect(order!.total).toBe('9.56');
    const items = await db().select({ unitPrice: asText(orderItems.unitPrice) }).from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.sort);
    expect(items.map((item) => item.unitPrice)).toEqual(['0.10', '1.15', '0.07']);
    const detail = await ok<OrderDetail>(buyer, API.erp.viewOrder, { orderId });
    expect(detail.lines.map((line) => line.amount)).toEqual([1.3, 8.05, 0.21]);
    expect(detail.total).toBe(9.56);
  });

  it('a price with a third decimal is refused, not rounded', async () => {
    const { inquiryId } = await t.preciseInquiry(await person());
    const envelope = await as(staff)(API.staff.saveQuotation, {
      inquiryId, currency: 'USD', leadTimeDays: 20, validUntil: dayOffset(30),
      lines: [{ title: 'Rings', qty: 1000, tiers: [{ minQty: 1, unitPrice: 2.675 }] }],
    });
    refused(envelope, RES.INVALID_PARAMS, 'lines.0.tiers.0.unitPrice: The unit price can have at most 2 decimals.');
  });

  it('keeps a total near the numeric(12,2) maximum exact, and refuses one beyond it', async () => {
    const buyer = await person();
    // 9,999.99 × 1,000,000 + 0.99 × 1 = 9,999,990,000.99, exact in cents; on the wire the double nearest it.
    const { draft, quotationId } = await quoted(buyer, [{ qty: 1_000_000, unitPrice: 9999.99 }, { qty: 1, unitPrice: 0.99 }]);
    expect(draft.total).toBe(9_999_990_000.99);
    const [stored] = await db().select({ total: asText(quotations.total) }).from(quotations).where(eq(quotations.id, Number(quotationId)));
    expect(stored!.total).toBe('9999990000.99');

    const { inquiryId } = await t.preciseInquiry(buyer);
    const tooMuch = await as(staff)(API.staff.saveQuotation, {
      inquiryId, currency: 'USD', leadTimeDays: 20, validUntil: dayOffset(30),
      lines: [{ title: 'Rings', qty: 1_000_000, tiers: [{ minQty: 1, unitPrice: 1_000_000 }] }],
    });
    refused(tooMuch, RES.INVALID_PARAMS, 'lines: The total 1000000000000.00 is more than 9999999999.99, the most one quotation or order can come to. Please split it.');
  });
});

describe('the proforma invoice', () => {
  it('prints the 30 % deposit rounded half-up and a balance that adds up to the total', async () => {
    const buyer = await person();
    // 30 % of 100.05 is 30.015: half-up 30.02 (a float gives 30.014999… and rounds it down), the balance 70.03.
    const { inquiryId, quotationId } = await quoted(buyer, [{ qty: 1, unitPrice: '100.05' }]);
    const placed = await ok<OrderPlaced>(buyer, API.erp.placeOrder, { inquiryId, quotationId, address: t.address });
    const response = await api().raw(DOCUMENTS.proformaPdf(placed.orderId), { headers: { [TOKEN_HEADER]: buyer.token } });
    expect(response.status).toBe(200);
    const text = pdfTextOf(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('$100.05');
    expect(text).toContain('$30.02');
    expect(text).toContain('$70.03');
    expect(smtp().count(buyer.email)).toBeGreaterThan(0);
  });
});

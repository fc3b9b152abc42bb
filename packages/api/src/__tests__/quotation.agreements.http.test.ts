import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import {
  API, DOCUMENTS, formatMinor, RES, TOKEN_HEADER,
  type InquiryDetail, type OrderDetail, type OrderPlaced, type QuotationView, type StaffInquiryView,
} from '@sw/protocol';
import { members, orderItems, priceTiers } from '../db/schema';
import { assignPriceList, savePriceList, savePriceListLines, type PriceListLineInput } from '../services/priceLists';
import { staffDeskFile } from '../testing/deskFile';
import type { Person } from '../testing/inquiries';
import { orderTesting } from '../testing/orders';
import { pdfTextOf } from '../testing/pdfText';

/**
 * Company agreements on the quotation and the order (issue 51, docs/decisions/0020 "Frozen on the line"), on PGlite
 * or PostgreSQL (TEST_DATABASE_URL): the desk's view carries the inquiry's company's agreement prices, a draft saved
 * from them freezes the list, its version and the catalogue's price; after the quotation is sent a change to the list
 * (a new version, new prices) leaves the sent quotation and the order placed from it as they were; the PDFs name the
 * agreement; another company reads none of it.
 */

const { t, api, staff } = staffDeskFile(orderTesting, { goods: 30, staffNick: 'Agreements' });
const { ok, as, refused, person, db, dayOffset } = t;
const S = API.staff;
const AGREEMENT = 'Spring agreement 2027';

const companyOf = async (who: Person) => (await db().select({ companyId: members.companyId }).from(members).where(eq(members.id, who.id)))[0]!.companyId!;
const catalogueOf = async (goodsId: number) =>
  (await db().select().from(priceTiers).where(eq(priceTiers.goodsId, goodsId)).orderBy(asc(priceTiers.minQty))).map((tier) => ({ minQty: tier.minQty, unitPrice: Number(formatMinor(tier.price)) }));
/** The catalogue's unit price at a quantity, as decimal text. */
const catalogueAt = (tiers: { minQty: number; unitPrice: number }[], qty: number) =>
  (tiers.filter((tier) => tier.minQty <= qty).at(-1) ?? tiers[0]!).unitPrice.toFixed(2);
const pdfText = async (path: string, who: Person) => {
  const response = await api().raw(path, { headers: { [TOKEN_HEADER]: who.token } });
  expect(response.status, path).toBe(200);
  return pdfTextOf(Buffer.from(await response.arrayBuffer())).replace(/\s+/g, ' ');
};

let buyer: Person;
let other: Person;
let listId: number;
let firstGoods: number;

async function saveLines(lines: PriceListLineInput[]) {
  await db().transaction((tx) => savePriceListLines(tx, listId, lines));
}

/** The inquiry line of the goods with fixed agreement tiers: its index, the line and its agreement price. */
function fixed(view: StaffInquiryView) {
  const at = view.lines.findIndex((line) => line.goodsId === String(firstGoods));
  const line = view.lines[at]!;
  return { at, line, price: view.agreementPrices!.find((p) => p.itemId === line.itemId)!, other: view.agreementPrices!.find((p) => p.itemId !== line.itemId)! };
}

/** The draft the editor makes from the agreement prices: each inquiry line at its agreement's tiers, naming it. */
function draftFrom(view: StaffInquiryView, extra: Record<string, unknown> = {}) {
  return {
    inquiryId: Number(view.inquiryId),
    currency: 'USD',
    lines: view.lines.map((line) => {
      const price = view.agreementPrices!.find((p) => p.itemId === line.itemId)!;
      return {
        itemId: line.itemId, title: line.title, qty: line.qty, tiers: price.tiers,
        ...(price.agreement ? { priceListId: price.agreement.priceListId, priceListVersion: price.agreement.version } : {}),
      };
    }),
    leadTimeDays: 20,
    validUntil: dayOffset(30),
    ...extra,
  };
}

beforeAll(async () => {
  buyer = await person({ nick: 'Agreement buyer' });
  other = await person({ nick: 'Other company' });
  firstGoods = (await t.sampleGoods(0)).id;
  listId = (await db().transaction((tx) => savePriceList(tx, {
    name: AGREEMENT, currency: 'USD', validFrom: null, validUntil: null, priority: 1, firstOrderMinimum: null, reorderMinimum: null,
  }))).after.id;
  // Fixed tiers on the first goods, catalogue −10 % on everything else.
  await saveLines([
    { scope: 'goods', targetId: firstGoods, tiers: [{ minQty: 1, price: '3.10' }, { minQty: 500, price: '2.90' }] },
    { scope: 'all', targetId: null, rule: { adjustPercent: '-10', rounding: 'minor' } },
  ]);
  const companyId = await companyOf(buyer);
  await db().transaction((tx) => assignPriceList(tx, listId, [companyId]));
});

describe('the quotation editor starts from the company\'s agreement', () => {
  it('shows each line\'s agreement prices beside the catalogue\'s; a company without one gets the catalogue\'s', async () => {
    const { inquiryId, g } = await t.preciseInquiry(buyer);
    const view = await ok<StaffInquiryView>(staff, S.inquiryView, { inquiryId });
    const { line, price: first, other: second } = fixed(view);
    const version = first.agreement!.version;
    expect(first).toMatchObject({
      itemId: line.itemId, currency: 'USD', agreement: { priceListId: String(listId), name: AGREEMENT },
      tiers: [{ minQty: 1, unitPrice: 3.1 }, { minQty: 500, unitPrice: 2.9 }], catalogueCurrency: 'USD', catalogueTiers: await catalogueOf(g.id),
      why: `Your price (${AGREEMENT}, version ${version}): fixed tiers for this design`,
    });
    expect(second.why).toBe(`Your price (${AGREEMENT}, version ${version}): catalogue −10 % on all goods, rounded to the cent`);
    expect(second.tiers.length).toBe(second.catalogueTiers.length);

    const plain = await t.preciseInquiry(other);
    const theirs = await ok<StaffInquiryView>(staff, S.inquiryView, { inquiryId: plain.inquiryId });
    expect(theirs.agreementPrices!.every((price) => price.agreement === null && price.why === 'Catalogue price')).toBe(true);
  });

  it('freezes the agreement, its version and the catalogue price on each saved line', async () => {
    const { inquiryId, g } = await t.preciseInquiry(buyer);
    const view = await ok<StaffInquiryView>(staff, S.inquiryView, { inquiryId });
    const draft = await ok<QuotationView>(staff, S.saveQuotation, draftFrom(view));
    const { at, line, price } = fixed(view);
    const version = price.agreement!.version;
    expect(draft.lines[at]).toMatchObject({
      unitPrice: line.qty >= 500 ? 2.9 : 3.1,
      agreement: { priceListId: String(listId), version, name: AGREEMENT, catalogueCurrency: 'USD', catalogueUnitPrice: catalogueAt(await catalogueOf(g.id), line.qty) },
    });
    expect(draft.lines[1 - at]!.agreement).toMatchObject({ priceListId: String(listId), version });
    // The editor opens the draft again: the lines keep what they recorded.
    const again = await ok<StaffInquiryView>(staff, S.inquiryView, { inquiryId });
    expect(again.draftQuotation!.lines[0]!.agreement).toEqual(draft.lines[0]!.agreement);
  });

  it('refuses a line naming half an agreement, a stale version, an extra line with one, and another currency', async () => {
    const { inquiryId } = await t.preciseInquiry(buyer);
    const view = await ok<StaffInquiryView>(staff, S.inquiryView, { inquiryId });
    const input = draftFrom(view);
    const version = view.agreementPrices![0]!.agreement!.version;
    const withLine = (line: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ ...input, lines: [{ ...input.lines[0], ...line }], ...extra });

    refused(await as(staff)(S.saveQuotation, withLine({ priceListVersion: undefined })), RES.INVALID_PARAMS, /names both its price list and its version/);
    refused(await as(staff)(S.saveQuotation, withLine({ priceListVersion: 'three' })), RES.INVALID_PARAMS, /lines\.0\.priceListVersion/);
    refused(await as(staff)(S.saveQuotation, withLine({ priceListVersion: version + 7 })), RES.AGREEMENT_CHANGED,
      `Line 1 (${view.lines[0]!.title}): the agreement prices changed since the editor opened (it is now priced by ${AGREEMENT}, version ${version}). Please reload the inquiry and check the line's prices.`);
    refused(await as(staff)(S.saveQuotation, withLine({ itemId: undefined, title: 'Tooling' })), RES.AGREEMENT_NO_GOODS, /Line 1 \(Tooling\) is an extra line/);
    refused(await as(staff)(S.saveQuotation, withLine({}, { currency: 'EUR' })), RES.AGREEMENT_CURRENCY,
      `Line 1 (${view.lines[0]!.title}) is priced from ${AGREEMENT}, which is in USD: quote in USD, or clear the line's agreement to quote it in EUR.`);
    // Other company's buyer names the agreement on its own inquiry: no agreement of its company prices it.
    const theirs = await t.preciseInquiry(other);
    const theirView = await ok<StaffInquiryView>(staff, S.inquiryView, { inquiryId: theirs.inquiryId });
    refused(await as(staff)(S.saveQuotation, {
      ...draftFrom(theirView), lines: [{ ...draftFrom(theirView).lines[0], priceListId: listId, priceListVersion: version }],
    }), RES.AGREEMENT_CHANGED, /no agreement of the company prices it today/);
    // Finance is not on the quotation desk: the agreement prices stay with sales (20013).
    const finance = await person({ role: 'staff', staffRoles: ['finance'] });
    refused(await as(finance)(S.inquiryView, { inquiryId }), RES.STAFF_ROLE_REFUSED);
    refused(await as(finance)(S.saveQuotation, input), RES.STAFF_ROLE_REFUSED);
  });
});

describe('a change to the list after sending', () => {
  it('leaves the sent quotation, its PDF, the order and the proforma as they were; another company reads none of it', async () => {
    const { inquiryId, g } = await t.preciseInquiry(buyer);
    const view = await ok<StaffInquiryView>(staff, S.inquiryView, { inquiryId });
    const { at, line } = fixed(view);
    const version = view.agreementPrices![0]!.agreement!.version;
    const draft = await ok<QuotationView>(staff, S.saveQuotation, draftFrom(view));
    const sent = await ok<QuotationView>(staff, S.sendQuotation, { inquiryId, quotationId: draft.quotationId });
    const catalogue = catalogueAt(await catalogueOf(g.id), line.qty);
    const quoted = sent.lines[at]!.unitPrice;

    // The desk raises the agreement's prices: a new version.
    await saveLines([
      { scope: 'goods', targetId: firstGoods, tiers: [{ minQty: 1, price: '9.10' }] },
      { scope: 'all', targetId: null, rule: { adjustPercent: '+25', rounding: 'minor' } },
    ]);
    const later = await ok<StaffInquiryView>(staff, S.inquiryView, { inquiryId });
    expect(fixed(later).price).toMatchObject({ agreement: { version: version + 1 }, tiers: [{ minQty: 1, unitPrice: 9.1 }] });

    const seen = await ok<InquiryDetail>(buyer, API.inquiryOrder.inquiryOrderDetail1562b, { inquiryId });
    expect(seen.quotation!.lines).toEqual(sent.lines);
    expect(seen.quotation!.lines[at]).toMatchObject({ unitPrice: quoted, agreement: { version, name: AGREEMENT, catalogueUnitPrice: catalogue } });
    expect(seen.quotation!.total).toBe(sent.total);
    const printed = await pdfText(DOCUMENTS.quotationPdf(sent.quotationId), buyer);
    expect(printed).toContain(`Your price (${AGREEMENT}), catalogue US$ ${catalogue}`);

    await ok<InquiryDetail>(buyer, API.inquiryOrder.acceptQuotation, { inquiryId, quotationId: sent.quotationId });
    const placed = await ok<OrderPlaced>(buyer, API.erp.placeOrder, { inquiryId, quotationId: sent.quotationId, address: t.address });
    expect(placed.total).toBe(sent.total);
    const order = await ok<OrderDetail>(buyer, API.erp.viewOrder, { orderId: placed.orderId });
    expect(order.lines[at]).toMatchObject({ unitPrice: quoted, agreement: { priceListId: String(listId), version, name: AGREEMENT, catalogueUnitPrice: catalogue, catalogueCurrency: 'USD' } });
    expect(order.lines.map((ordered) => ordered.unitPrice)).toEqual(sent.lines.map((quotedLine) => quotedLine.unitPrice));
    const stored = await db().select().from(orderItems).where(eq(orderItems.orderId, Number(placed.orderId))).orderBy(asc(orderItems.sort));
    expect(stored[at]).toMatchObject({ priceListId: listId, priceListVersion: version, priceListName: AGREEMENT });
    const proforma = await pdfText(DOCUMENTS.proformaPdf(placed.orderId), buyer);
    expect(proforma).toContain(`Your price (${AGREEMENT}), catalogue US$ ${catalogue}`);

    // Another company: not its inquiry, quotation, order or documents.
    refused(await as(other)(API.inquiryOrder.inquiryOrderDetail1562b, { inquiryId }), RES.NOT_FOUND);
    refused(await as(other)(API.erp.viewOrder, { orderId: placed.orderId }), RES.NOT_FOUND);
    for (const path of [DOCUMENTS.quotationPdf(sent.quotationId), DOCUMENTS.proformaPdf(placed.orderId)]) {
      const response = await api().raw(path, { headers: { [TOKEN_HEADER]: other.token } });
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain(AGREEMENT);
    }
  });

  it('keeps a draft\'s recorded agreement when the desk saves it again after the list changed', async () => {
    const { inquiryId } = await t.preciseInquiry(buyer);
    const view = await ok<StaffInquiryView>(staff, S.inquiryView, { inquiryId });
    const draft = await ok<QuotationView>(staff, S.saveQuotation, draftFrom(view));
    await saveLines([
      { scope: 'goods', targetId: firstGoods, tiers: [{ minQty: 1, price: '8.80' }] },
      { scope: 'all', targetId: null, rule: { adjustPercent: '-5', rounding: 'minor' } },
    ]);
    const input = draftFrom(view, { quotationId: draft.quotationId, leadTimeDays: 21 });
    const saved = await ok<QuotationView>(staff, S.saveQuotation, input);
    expect(saved.lines.map((line) => line.agreement)).toEqual(draft.lines.map((line) => line.agreement));
    expect(saved.lines[0]!.unitPrice).toBe(draft.lines[0]!.unitPrice);
  });
});

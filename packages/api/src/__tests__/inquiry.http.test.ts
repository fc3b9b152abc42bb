import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  API, inquiry, NEW_DESIGN_PLACEHOLDER, RES, toMinor,
  type AddressBookEntry, type CartView, type CategoryNode, type HeaderData, type InquiryCreated, type InquiryDetail, type InquiryMessage,
  type InquiryPage,
} from '@sw/protocol';
import { addresses, cartLines, goods, inquiries, inquiryFiles, inquiryStatusHistory, quotations } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/harness';
import { inquiryTesting, type Person } from '../testing/inquiries';
import { startTestSmtp, type TestSmtp } from '../testing/smtp';

let api: TestApi;
let smtp: TestSmtp;
// The inquiry flow's own suite: its builders send through HTTP.
const t = inquiryTesting(() => api, () => smtp, { through: 'http' });
const { ok, as, refused, person, db, mailTo, quote, statusOf, preciseInquiry, quickInquiry, upload, sampleGoods, address } = t;
let staff: Person;
let otherStaff: Person;

beforeAll(async () => {
  smtp = await startTestSmtp();
  api = await startTestApi({ seed: { goods: 40 }, smtpUrl: smtp.url });
  staff = await person({ role: 'staff', nick: 'Desk' });
  otherStaff = await person({ role: 'staff', nick: 'Desk 2' });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

const P = API.inquiryOrder;
/** The paths of contracts/inquiry.ts (API.inquiryOrder also holds the cart's getFontTechnic.do). */
const INQUIRY_PATHS = Object.values(inquiry).map((contract) => contract.path);
const detailB = (who: Person, inquiryId: number) => ok<InquiryDetail>(who, P.inquiryOrderDetail1562b, { inquiryId });
const detailA = (who: Person, inquiryId: number) => ok<InquiryDetail>(who, P.inquiryOrderDetail1562a, { inquiryId });
const cartOf = async (who: Person) => (await db().select().from(cartLines).where(eq(cartLines.memberId, who.id))).map((row) => row.id).sort();
const today = () => api.deps.now().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(api.deps.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);

describe('visitors', () => {
  it('are refused on every buyer path', async () => {
    for (const path of INQUIRY_PATHS) refused(await as(null)(path, { inquiryId: 1 }), RES.NOT_SIGNED_IN);
  });
});

describe('bad input', () => {
  it('is refused with 10001 on every path that takes an inquiry or a request (the list: see below)', async () => {
    const me = await person();
    for (const path of INQUIRY_PATHS.filter((candidate) => candidate !== P.catList3 && candidate !== P.inquiryOrderList1562)) {
      refused(await as(me)(path, { inquiryId: 'abc', quotationId: -1, itemId: 'x' }), RES.INVALID_PARAMS);
    }
  });
});

describe('catList3.do', () => {
  it('answers the category tree', async () => {
    const me = await person();
    const tree = await ok<CategoryNode[]>(me, P.catList3);
    expect(tree.length).toBeGreaterThan(0);
    expect(tree[0]).toMatchObject({ cateId: expect.any(String), cateName: expect.any(String), children: expect.any(Array) });
  });
});

describe('confirmOrder.do', () => {
  it('makes a precise inquiry from two cart lines, empties them from the cart and mails both sides', async () => {
    const me = await person();
    const staffBefore = smtp.messages.filter((m) => m.to.includes(staff.email)).length;
    const { created, g, h, logo, inquiryId } = await preciseInquiry(me);
    expect(created.inquiryNo).toMatch(new RegExp(`^IQ${today().replace(/-/g, '')}\\d{4}$`));
    expect(created.cartNum).toBe(0);
    expect(await cartOf(me)).toEqual([]);

    const detail = await detailB(me, inquiryId);
    expect(detail).toMatchObject({
      inquiryNo: created.inquiryNo, mode: 1, status: 'submitted', lineCount: 2, totalQty: g.moq + 2 * h.moq,
      remark: 'Please pack per design.', editable: true, actions: ['declined'], quotation: null, earlierQuotations: [], draft: null, unread: 0,
      address: { contactName: 'Ana Silva', country: 'PT', countryName: 'Portugal', city: 'Porto', company: null, region: null },
    });
    expect(detail.title).toMatch(/ and 1 more$/);
    const custom = detail.lines.find((line) => line.goodsId === String(h.id))!;
    expect(custom.variants.map((v) => v.specId)).toEqual([String(h.specIds[0]), String(h.specIds[1])]);
    expect(custom.variants[0]!.entries.length).toBeGreaterThan(0);
    expect(custom.customization).toMatchObject({ logoFiles: [logo], colors: ['gold'], notes: 'Logo on the inside' });
    expect(detail.original).toMatchObject({ mode: 1, remark: 'Please pack per design.', address: detail.address });
    expect(detail.original.lines).toEqual(detail.lines);
    expect(detail.history).toEqual([{ from: null, to: 'submitted', actor: 'buyer', by: expect.objectContaining({ memId: me.id }), note: null, at: expect.any(String) }]);
    const files = await db().select().from(inquiryFiles).where(eq(inquiryFiles.inquiryId, inquiryId));
    expect(files.map((file) => file.purpose)).toEqual(['design']);

    // The new address went to the (empty) book and became the default.
    const book = await ok<AddressBookEntry[]>(me, API.base.addrBookList);
    expect(book).toMatchObject([{ contactName: 'Ana Silva', isDefault: true }]);

    const toBuyer = await mailTo(me.email);
    expect(toBuyer.text).toContain(`We received your inquiry ${created.inquiryNo}`);
    expect(toBuyer.text).toContain(`/inquiry/details?inquiryId=${inquiryId}`);
    const toStaff = await mailTo(staff.email, staffBefore);
    expect(toStaff.text).toContain(`New inquiry ${created.inquiryNo}`);
    await mailTo(otherStaff.email);
  });

  it('numbers parallel inquiries uniquely, and uses a book address or the default', async () => {
    const me = await person();
    const first = await preciseInquiry(me);
    const [addr] = await db().select().from(addresses).where(eq(addresses.memberId, me.id));
    const g = await sampleGoods(2);
    const lineIds: string[] = [];
    for (const specId of g.specIds.slice(0, 2)) {
      lineIds.push((await ok<{ line: { lineId: string } }>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId, qty: g.moq })).line.lineId);
    }
    const [a, b] = await Promise.all([
      ok<InquiryCreated>(me, P.confirmOrder, { lineIds: [lineIds[0]], addressId: addr!.id }),
      ok<InquiryCreated>(me, P.confirmOrder, { lineIds: [lineIds[1]] }),
    ]);
    expect(new Set([first.created.inquiryNo, a.inquiryNo, b.inquiryNo]).size).toBe(3);
    expect((await detailB(me, Number(b.inquiryId))).address).toMatchObject({ contactName: 'Ana Silva' });
  });

  it('refuses another member\'s cart line, a withdrawn goods, another\'s address, and leaves the cart as it was', async () => {
    const me = await person();
    const other = await person();
    const g = await sampleGoods(3);
    const mine = await ok<{ line: { lineId: string } }>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: g.moq });
    const theirs = await ok<{ line: { lineId: string } }>(other, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: g.moq });
    const before = await cartOf(me);
    refused(await as(me)(P.confirmOrder, { lineIds: [mine.line.lineId, theirs.line.lineId], address }), RES.NOT_FOUND);
    expect(await cartOf(me)).toEqual(before);
    expect(await cartOf(other)).toHaveLength(1);

    await ok(other, API.base.addAddrBook, address);
    const [theirAddress] = await db().select().from(addresses).where(eq(addresses.memberId, other.id));
    refused(await as(me)(P.confirmOrder, { lineIds: [mine.line.lineId], addressId: theirAddress!.id }), RES.NOT_FOUND);
    refused(await as(me)(P.confirmOrder, { lineIds: [mine.line.lineId] }), RES.INVALID_PARAMS, 'address: Please choose a shipping address or enter a new one.');
    refused(await as(me)(P.confirmOrder, { lineIds: [mine.line.lineId], address: { ...address, country: 'XX' } }), RES.INVALID_PARAMS, /country/);
    refused(await as(me)(P.confirmOrder, { lineIds: [], address }), RES.INVALID_PARAMS);

    const [withdrawn] = await db()
      .insert(goods)
      .values({ code: 'ZQ0001', title: 'Withdrawn Ring', description: 'x', categoryId: g.categoryId, moq: 1, minPrice: toMinor(1), maxPrice: toMinor(1), imageUrl: '/media/x.svg', status: 1, newFlag: 0 })
      .returning();
    const line = await ok<{ line: { lineId: string } }>(me, API.inquiryCart.putIntoCart, { goodsId: withdrawn!.id, qty: 5 });
    await db().update(goods).set({ status: 0 }).where(eq(goods.id, withdrawn!.id));
    refused(
      await as(me)(P.confirmOrder, { lineIds: [mine.line.lineId, line.line.lineId], address }),
      RES.CONFLICT,
      'Not available any more: Withdrawn Ring (ZQ0001). Please remove it from your cart and send the others.',
    );
    expect(await cartOf(me)).toHaveLength(2);
    expect(await db().select().from(inquiries).where(eq(inquiries.memberId, me.id))).toEqual([]);
  });

  it('puts the cart lines back when anything fails after they left the cart', async () => {
    const me = await person();
    const g = await sampleGoods(4);
    const line = await ok<{ line: { lineId: string } }>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: g.moq });
    const spy = vi.spyOn(api.deps.mailer, 'queue').mockRejectedValueOnce(new Error('outbox down'));
    try {
      const envelope = await as(me)(P.confirmOrder, { lineIds: [line.line.lineId], address });
      expect(envelope.meta.res).toBe(RES.INTERNAL);
    } finally {
      spy.mockRestore();
    }
    expect(await cartOf(me)).toEqual([Number(line.line.lineId)]);
    expect(await db().select().from(inquiries).where(eq(inquiries.memberId, me.id))).toEqual([]);
  });

  it('needs a confirmed email (20010)', async () => {
    const me = await person({ confirmed: false });
    const g = await sampleGoods(0);
    const line = await ok<{ line: { lineId: string } }>(me, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: g.moq });
    refused(await as(me)(P.confirmOrder, { lineIds: [line.line.lineId], address }), RES.EMAIL_NOT_CONFIRMED);
    refused(await as(me)(P.quicklyUpload, { categoryId: g.categoryId, targetQty: 5, description: 'Something like this.', files: [await upload(me, 'quick')] }), RES.EMAIL_NOT_CONFIRMED);
  });
});

describe('quicklyUpload.do', () => {
  it('makes a quick inquiry with the member\'s files', async () => {
    const me = await person();
    const { created, file, inquiryId, categoryId } = await quickInquiry(me);
    expect(created.cartNum).toBe(0);
    const detail = await detailA(me, inquiryId);
    expect(detail).toMatchObject({ mode: 0, status: 'submitted', lines: [], address: null, totalQty: 500, lineCount: 0 });
    expect(detail.quick).toMatchObject({ categoryId: String(categoryId), targetQty: 500, targetPrice: 1.25, files: [file] });
    expect(detail.title).toBe(`Quick inquiry: ${detail.quick!.categoryName}`);
    expect(detail.original.quick).toEqual(detail.quick);
    expect((await mailTo(me.email)).text).toContain(created.inquiryNo);
  });

  it('refuses another member\'s file, a file outside quick/, an unknown category and a short description', async () => {
    const me = await person();
    const other = await person();
    const g = await sampleGoods(0);
    const valid = { categoryId: g.categoryId, targetQty: 50, description: 'A pendant like this picture.', files: [await upload(me, 'quick')] };
    await ok(me, P.quicklyUpload, valid);
    refused(await as(me)(P.quicklyUpload, { ...valid, files: [await upload(other, 'quick')] }), RES.NOT_FOUND, 'This file was not found. Please upload it again.');
    refused(await as(me)(P.quicklyUpload, { ...valid, files: [await upload(me, 'logo')] }), RES.INVALID_PARAMS, /quick folder/);
    refused(await as(me)(P.quicklyUpload, { ...valid, categoryId: 999_999 }), RES.INVALID_PARAMS, 'categoryId: Please choose a category from the list.');
    refused(await as(me)(P.quicklyUpload, { ...valid, description: 'short' }), RES.INVALID_PARAMS);
    refused(await as(me)(P.quicklyUpload, { ...valid, files: [] }), RES.INVALID_PARAMS);

    // A shipping address is optional; one given is checked and a new one kept in the book.
    await ok(other, API.base.addAddrBook, address);
    const [theirs] = await db().select().from(addresses).where(eq(addresses.memberId, other.id));
    refused(await as(me)(P.quicklyUpload, { ...valid, addressId: theirs!.id }), RES.NOT_FOUND);
    const created = await ok<InquiryCreated>(me, P.quicklyUpload, { ...valid, address: { ...address, contactName: 'Rui' } });
    expect((await detailA(me, Number(created.inquiryId))).address).toMatchObject({ contactName: 'Rui', country: 'PT' });
    expect(await ok<AddressBookEntry[]>(me, API.base.addrBookList)).toMatchObject([{ contactName: 'Rui', isDefault: true }]);
  });
});

describe('inquiryOrderList1562.do and the details', () => {
  it('lists only the member\'s own, newest first, with filters, search, pages, counts and unread', async () => {
    const me = await person();
    const other = await person();
    const first = await preciseInquiry(me);
    const second = await quickInquiry(me);
    await preciseInquiry(other);
    await quote(first.inquiryId, staff);
    await ok(staff, API.staff.sendInquiryMessage, { inquiryId: first.inquiryId, body: 'Here is your quotation.' });

    const page = await ok<InquiryPage>(me, P.inquiryOrderList1562, {});
    expect(page.total).toBe(2);
    expect(page.list.map((row) => row.inquiryId)).toEqual([second.created.inquiryId, first.created.inquiryId]);
    expect(page.statusCounts).toEqual({ submitted: 1, quoted: 1 });
    expect(page.list[1]).toMatchObject({ status: 'quoted', quotedTotal: 123.45, currency: 'USD', unread: 1 });

    const quoted = await ok<InquiryPage>(me, P.inquiryOrderList1562, { status: 'quoted' });
    expect(quoted.list.map((row) => row.inquiryId)).toEqual([first.created.inquiryId]);
    expect(quoted.statusCounts).toEqual({ submitted: 1, quoted: 1 });
    const byNo = await ok<InquiryPage>(me, P.inquiryOrderList1562, { keyword: first.created.inquiryNo.toLowerCase() });
    expect(byNo.list.map((row) => row.inquiryId)).toEqual([first.created.inquiryId]);
    const byCode = await ok<InquiryPage>(me, P.inquiryOrderList1562, { keyword: first.h.code });
    expect(byCode.list.map((row) => row.inquiryId)).toEqual([first.created.inquiryId]);
    const paged = await ok<InquiryPage>(me, P.inquiryOrderList1562, { pageSize: 1, pageNum: 2 });
    expect(paged).toMatchObject({ total: 2, pageNum: 2, pageSize: 1 });
    expect(paged.list.map((row) => row.inquiryId)).toEqual([first.created.inquiryId]);
    refused(await as(me)(P.inquiryOrderList1562, { status: 'lost' }), RES.INVALID_PARAMS);
    refused(await as(me)(P.inquiryOrderList1562, { pageSize: 500 }), RES.INVALID_PARAMS);
  });

  it('answers 20004 with no data for another member\'s inquiry or the other kind\'s path', async () => {
    const me = await person();
    const other = await person();
    const { inquiryId } = await preciseInquiry(me);
    const quick = await quickInquiry(me);
    refused(await as(other)(P.inquiryOrderDetail1562b, { inquiryId }), RES.NOT_FOUND, 'This inquiry was not found.');
    refused(await as(me)(P.inquiryOrderDetail1562a, { inquiryId }), RES.NOT_FOUND);
    refused(await as(me)(P.inquiryOrderDetail1562b, { inquiryId: quick.inquiryId }), RES.NOT_FOUND);
    refused(await as(me)(P.inquiryOrderDetail1562b, { inquiryId: 'x' }), RES.INVALID_PARAMS);
    for (const path of [P.addToInquiryCart, P.preciseEditCommit, P.declineInquiry, P.inquiryMessages]) {
      refused(await as(other)(path, { inquiryId }), RES.NOT_FOUND);
    }
  });

  it('keeps new-design pictures from buyers without access, in the list, the lines and the original', async () => {
    const me = await person();
    const g = await sampleGoods(6);
    const [design] = await db()
      .insert(goods)
      .values({ code: 'ZN0001', title: 'New Design Ring', description: 'x', categoryId: g.categoryId, moq: 1, minPrice: toMinor(1), maxPrice: toMinor(1), imageUrl: '/media/secret.svg', status: 1, newFlag: 1 })
      .returning();
    const line = await ok<{ line: { lineId: string } }>(me, API.inquiryCart.putIntoCart, { goodsId: design!.id, qty: 5 });
    const created = await ok<InquiryCreated>(me, P.confirmOrder, { lineIds: [line.line.lineId], address });
    const detail = await detailB(me, Number(created.inquiryId));
    expect(detail.imageUrl).toBe(NEW_DESIGN_PLACEHOLDER);
    expect(detail.lines[0]!.imageUrl).toBe(NEW_DESIGN_PLACEHOLDER);
    expect(detail.original.lines[0]!.imageUrl).toBe(NEW_DESIGN_PLACEHOLDER);
    expect((await ok<InquiryPage>(me, P.inquiryOrderList1562, {})).list[0]!.imageUrl).toBe(NEW_DESIGN_PLACEHOLDER);
    expect(JSON.stringify(detail)).not.toContain('/media/secret.svg');
  });

  it('keeps the header\'s open inquiry counter in step', async () => {
    const me = await person();
    const open = async () => (await ok<HeaderData>(me, API.csite.headerData)).openInquiries;
    expect(await open()).toBe(0);
    const { inquiryId } = await preciseInquiry(me);
    await quickInquiry(me);
    expect(await open()).toBe(2);
    await ok(me, P.declineInquiry, { inquiryId });
    expect(await open()).toBe(1);
  });
});

describe('edits', () => {
  it('quicklyEdit.do keeps a draft, quicklyEditCommit.do applies it, the original stays and the desk is told', async () => {
    const me = await person();
    const { inquiryId, created } = await quickInquiry(me);
    const file = await upload(me, 'quick', 'better.png');
    const g = await sampleGoods(5);
    const drafted = await ok<InquiryDetail>(me, P.quicklyEdit, {
      inquiryId, categoryId: g.categoryId, targetQty: 800, description: 'Same ring, a little wider please.', files: [file], remark: 'Rush',
    });
    expect(drafted.draft).toMatchObject({ quick: { targetQty: 800, files: [file] }, remark: 'Rush' });
    expect(drafted.quick!.targetQty).toBe(500);

    const before = smtp.messages.filter((m) => m.to.includes(staff.email)).length;
    const committed = await ok<InquiryDetail>(me, P.quicklyEditCommit, { inquiryId });
    expect(committed).toMatchObject({ draft: null, status: 'submitted', remark: 'Rush', totalQty: 800, quick: { targetQty: 800, files: [file] } });
    expect(committed.original.quick!.targetQty).toBe(500);
    expect(committed.history.at(-1)).toMatchObject({ from: 'submitted', to: 'submitted', actor: 'buyer', note: 'Edited by the buyer.' });
    expect((await mailTo(staff.email, before)).text).toContain(`Inquiry ${created.inquiryNo} was edited`);

    refused(await as(me)(P.quicklyEditCommit, { inquiryId }), RES.CONFLICT, 'There are no changes to save.');
    refused(await as(me)(P.preciseEdit, { inquiryId }), RES.NOT_FOUND);
    const other = await person();
    refused(await as(other)(P.quicklyEdit, { inquiryId, categoryId: g.categoryId, targetQty: 1, description: 'Not mine to change.', files: [await upload(other, 'quick')] }), RES.NOT_FOUND);
  });

  it('precise edits change one line at a time in the draft, checked like the cart, and the commit applies them', async () => {
    const me = await person();
    const other = await person();
    const { inquiryId, h, g } = await preciseInquiry(me);
    const detail = await detailB(me, inquiryId);
    const custom = detail.lines.find((line) => line.goodsId === String(h.id))!;

    const opened = await ok<InquiryDetail>(me, P.preciseEdit, { inquiryId, remark: 'New remark' });
    expect(opened.draft).toMatchObject({ remark: 'New remark', lines: detail.lines.map((line) => ({ itemId: line.itemId, qty: line.qty })) });

    const moreQty = h.moq * 3;
    const qtyEdited = await ok<InquiryDetail>(me, P.preciseQuantityEdit, { inquiryId, itemId: custom.itemId, variants: [{ specId: h.specIds[0], qty: moreQty }] });
    expect(qtyEdited.draft!.lines.find((line) => line.itemId === custom.itemId)).toMatchObject({ qty: moreQty, variants: [{ specId: String(h.specIds[0]), qty: moreQty }] });
    expect(qtyEdited.lines.find((line) => line.itemId === custom.itemId)!.qty).toBe(custom.qty);
    if (h.moq > 1) {
      refused(await as(me)(P.preciseQuantityEdit, { inquiryId, itemId: custom.itemId, variants: [{ specId: h.specIds[0], qty: h.moq - 1 }] }), RES.INVALID_PARAMS, /minimum order/);
    }
    refused(await as(me)(P.preciseQuantityEdit, { inquiryId, itemId: custom.itemId, variants: [{ specId: g.specIds[0], qty: h.moq }] }), RES.INVALID_PARAMS, /does not belong/);
    refused(await as(me)(P.preciseQuantityEdit, { inquiryId, itemId: 999_999, variants: [{ specId: h.specIds[0], qty: h.moq }] }), RES.NOT_FOUND);

    const newLogo = await upload(me, 'design', 'v2.pdf');
    const logoEdited = await ok<InquiryDetail>(me, P.preciseLogoEdit, { inquiryId, itemId: custom.itemId, customization: { logoFiles: [newLogo], colors: ['black'] } });
    expect(logoEdited.draft!.lines.find((line) => line.itemId === custom.itemId)!.customization).toMatchObject({ logoFiles: [newLogo], colors: ['black'] });
    refused(await as(me)(P.preciseLogoEdit, { inquiryId, itemId: custom.itemId, customization: { logoFiles: [await upload(other, 'logo')] } }), RES.NOT_FOUND);
    refused(await as(me)(P.preciseLogoEdit, { inquiryId, itemId: custom.itemId, customization: { technique: 'telepathy' } }), RES.INVALID_PARAMS);

    const committed = await ok<InquiryDetail>(me, P.preciseEditCommit, { inquiryId });
    const line = committed.lines.find((l) => l.itemId === custom.itemId)!;
    expect(line).toMatchObject({ qty: moreQty, customization: { logoFiles: [newLogo] } });
    expect(committed).toMatchObject({ draft: null, remark: 'New remark', totalQty: g.moq + moreQty });
    expect(committed.original.lines.find((l) => l.itemId === custom.itemId)!.qty).toBe(custom.qty);
    expect(committed.original.remark).toBe('Please pack per design.');

    // A draft can be dropped.
    await ok(me, P.preciseEdit, { inquiryId, remark: 'Changed my mind' });
    const discarded = await ok<InquiryDetail>(me, P.preciseEditCommit, { inquiryId, discard: true });
    expect(discarded).toMatchObject({ draft: null, remark: 'New remark' });
  });

  it('refuses edits once quoted, accepted or declined (20009), and allows them again in a revision', async () => {
    const me = await person();
    const { inquiryId } = await preciseInquiry(me);
    await ok(me, P.preciseEdit, { inquiryId, remark: 'Pending' });
    const { quotationId } = await quote(inquiryId, staff);
    expect(await detailB(me, inquiryId)).toMatchObject({ editable: false, draft: null });
    refused(await as(me)(P.preciseEdit, { inquiryId, remark: 'x' }), RES.CONFLICT, 'This inquiry has been quoted: ask for a revision to change it.');
    refused(await as(me)(P.preciseEditCommit, { inquiryId }), RES.CONFLICT, 'This inquiry has been quoted: ask for a revision to change it.');
    await ok(me, P.requestRevision, { inquiryId, message: 'Cheaper please.' });
    expect((await detailB(me, inquiryId)).draft).toMatchObject({ remark: 'Pending' });
    const reopened = await ok<InquiryDetail>(me, P.preciseEdit, { inquiryId, remark: 'x' });
    expect(reopened.editable).toBe(true);
    await ok(me, P.preciseEditCommit, { inquiryId, discard: true });
    const second = await quote(inquiryId, staff);
    refused(await as(me)(P.acceptQuotation, { inquiryId, quotationId }), RES.CONFLICT, 'This is an earlier version of the quotation. Please read version 2 and accept that one.');
    await ok(me, P.acceptQuotation, { inquiryId, quotationId: second.quotationId });
    refused(await as(me)(P.preciseEdit, { inquiryId, remark: 'x' }), RES.CONFLICT, 'This inquiry is accepted: it can no longer be changed.');
    refused(await as(me)(P.preciseEditCommit, { inquiryId }), RES.CONFLICT);
  });
});

describe('the buyer\'s steps', () => {
  it('refuses to accept before a quotation, a revision on a submitted inquiry, and a quotation of another inquiry', async () => {
    const me = await person();
    const { inquiryId } = await preciseInquiry(me);
    const other = await preciseInquiry(me);
    const { quotationId } = await quote(other.inquiryId, staff);
    refused(await as(me)(P.acceptQuotation, { inquiryId, quotationId }), RES.NOT_FOUND, 'This quotation was not found.');
    refused(await as(me)(P.requestRevision, { inquiryId, message: 'Change it' }), RES.CONFLICT, 'This inquiry is submitted and cannot change to revision requested.');
    refused(await as(me)(P.requestRevision, { inquiryId: other.inquiryId, message: '' }), RES.INVALID_PARAMS);
    refused(await as(await person())(P.acceptQuotation, { inquiryId: other.inquiryId, quotationId }), RES.NOT_FOUND);
    expect(await statusOf(inquiryId)).toBe('submitted');
    // While a revision is open the last quotation cannot be accepted: the desk re-quotes first.
    await ok(me, P.requestRevision, { inquiryId: other.inquiryId, message: 'Please add gift boxes.' });
    refused(await as(me)(P.acceptQuotation, { inquiryId: other.inquiryId, quotationId }), RES.CONFLICT, 'This inquiry is revision requested and cannot change to accepted.');
    refused(await as(me)(P.requestRevision, { inquiryId: other.inquiryId, message: 'Again' }), RES.CONFLICT, 'This inquiry is already revision requested.');
  });

  it('walks submitted → quoted → revision → quoted → accepted with history, thread and emails', async () => {
    const me = await person();
    const { inquiryId, created } = await preciseInquiry(me);
    const first = await quote(inquiryId, staff);
    const quoted = await detailB(me, inquiryId);
    expect(quoted).toMatchObject({ status: 'quoted', editable: false, actions: ['revision_requested', 'accepted', 'declined'] });
    expect(quoted.quotation).toMatchObject({ quotationId: String(first.quotationId), version: 1, status: 'sent', pdfUrl: `/documents/quotation/${first.quotationId}.pdf` });

    const before = smtp.messages.filter((m) => m.to.includes(staff.email)).length;
    const revised = await ok<InquiryDetail>(me, P.requestRevision, { inquiryId, message: 'Could you do 1.10 per piece?' });
    expect(revised.status).toBe('revision_requested');
    const mail = await mailTo(staff.email, before);
    expect(mail.text).toContain(`Revision requested on inquiry ${created.inquiryNo}`);
    expect(mail.text).toContain('Could you do 1.10 per piece?');
    const thread = await ok<InquiryMessage[]>(me, P.inquiryMessages, { inquiryId });
    expect(thread).toMatchObject([{ side: 'buyer', body: 'Could you do 1.10 per piece?' }]);

    const second = await quote(inquiryId, staff, { total: 110 });
    const requoted = await detailB(me, inquiryId);
    expect(requoted.quotation).toMatchObject({ version: 2, total: 110 });
    expect(requoted.earlierQuotations.map((q) => q.version)).toEqual([1]);
    const accepted = await ok<InquiryDetail>(me, P.acceptQuotation, { inquiryId, quotationId: second.quotationId });
    expect(accepted).toMatchObject({ status: 'accepted', actions: [] });
    expect(accepted.history.map((step) => step.to)).toEqual(['submitted', 'quoted', 'revision_requested', 'quoted', 'accepted']);
    expect((await mailTo(staff.email, before + 1)).text).toContain(`Inquiry ${created.inquiryNo} accepted`);
    refused(await as(me)(P.acceptQuotation, { inquiryId, quotationId: second.quotationId }), RES.CONFLICT, 'This inquiry is already accepted.');
    refused(await as(me)(P.declineInquiry, { inquiryId }), RES.CONFLICT, 'This inquiry is accepted and cannot change to declined.');
  });

  it('expires a quoted inquiry after its validity day, on reading, and refuses to accept it', async () => {
    const me = await person();
    const { inquiryId } = await preciseInquiry(me);
    const { quotationId } = await quote(inquiryId, staff, { validUntil: today() });
    // Still valid on its last day.
    expect((await detailB(me, inquiryId)).status).toBe('quoted');
    // The next day (the validity moved back one day rather than the clock forward, which other tests share).
    await db().update(quotations).set({ validUntil: dayOffset(-1) }).where(eq(quotations.id, quotationId));
    refused(await as(me)(P.acceptQuotation, { inquiryId, quotationId }), RES.CONFLICT, 'This inquiry is expired and cannot change to accepted.');
    const detail = await detailB(me, inquiryId);
    expect(detail.status).toBe('expired');
    expect(detail.history.at(-1)).toMatchObject({ from: 'quoted', to: 'expired', actor: 'system' });
    const steps = await db().select().from(inquiryStatusHistory).where(and(eq(inquiryStatusHistory.parentId, inquiryId), eq(inquiryStatusHistory.toStatus, 'expired')));
    expect(steps).toHaveLength(1);
  });

  it('expires once when several readers find it due at the same time', async () => {
    const me = await person();
    const { inquiryId } = await preciseInquiry(me);
    await quote(inquiryId, staff, { validUntil: dayOffset(-1) });
    const reads = await Promise.all([detailB(me, inquiryId), detailB(me, inquiryId), ok<InquiryPage>(me, P.inquiryOrderList1562, {})]);
    expect(reads[0].status).toBe('expired');
    const steps = await db().select().from(inquiryStatusHistory).where(and(eq(inquiryStatusHistory.parentId, inquiryId), eq(inquiryStatusHistory.toStatus, 'expired')));
    expect(steps).toHaveLength(1);
  });

  it('expires due inquiries when the list is read', async () => {
    const me = await person();
    const { inquiryId } = await preciseInquiry(me);
    await quote(inquiryId, staff, { validUntil: dayOffset(-3) });
    const page = await ok<InquiryPage>(me, P.inquiryOrderList1562, {});
    expect(page.list[0]).toMatchObject({ inquiryId: String(inquiryId), status: 'expired' });
    expect(page.statusCounts).toEqual({ expired: 1 });
  });

  it('declines with a reason, and a declined inquiry takes no more steps', async () => {
    const me = await person();
    const { inquiryId, created } = await quickInquiry(me);
    const before = smtp.messages.filter((m) => m.to.includes(staff.email)).length;
    const declined = await ok<InquiryDetail>(me, P.declineInquiry, { inquiryId, reason: 'Found another supplier.' });
    expect(declined).toMatchObject({ status: 'declined', editable: false });
    expect(declined.history.at(-1)).toMatchObject({ to: 'declined', actor: 'buyer', note: 'Found another supplier.' });
    expect((await mailTo(staff.email, before)).text).toContain(`Inquiry ${created.inquiryNo} declined by the buyer`);
    refused(await as(me)(P.requestRevision, { inquiryId, message: 'Wait' }), RES.CONFLICT, 'This inquiry is declined and cannot change to revision requested.');
  });
});

describe('preq/addToInquiryCart.do', () => {
  it('sends the lines back to the cart, leaving out withdrawn goods', async () => {
    const me = await person();
    const { inquiryId, g, h } = await preciseInquiry(me);
    const back = await ok<{ cartNum: number; added: number }>(me, P.addToInquiryCart, { inquiryId });
    expect(back).toEqual({ cartNum: 2, added: 2 });
    const cart = await ok<CartView>(me, API.inquiryCart.myCart);
    expect(cart.lines.find((line) => line.goodsId === String(h.id))).toMatchObject({ kind: 'custom', qty: 2 * h.moq });
    expect(cart.lines.find((line) => line.goodsId === String(g.id))).toMatchObject({ kind: 'plain', qty: g.moq });

    // Again: the plain line merges, the customized one is a new line; a withdrawn goods is left out.
    await db().update(goods).set({ status: 0 }).where(eq(goods.id, h.id));
    try {
      expect(await ok(me, P.addToInquiryCart, { inquiryId })).toEqual({ cartNum: 2, added: 1 });
    } finally {
      await db().update(goods).set({ status: 1 }).where(eq(goods.id, h.id));
    }
    const merged = (await db().select().from(cartLines).where(eq(cartLines.memberId, me.id)).orderBy(asc(cartLines.id))).find((row) => row.goodsId === g.id);
    expect(merged!.qty).toBe(2 * g.moq);

    const quick = await quickInquiry(me);
    refused(await as(me)(P.addToInquiryCart, { inquiryId: quick.inquiryId }), RES.CONFLICT, 'A quick inquiry has no products to add to the cart.');
  });
});

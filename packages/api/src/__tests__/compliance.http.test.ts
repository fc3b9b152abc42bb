import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import PdfDocument from 'pdfkit';
import {
  API, RES, TOKEN_HEADER,
  type ComplianceDocument, type ComplianceLibraryPage, type GoodsDetailView, type GoodsPage, type OrderCompliance, type StaffOrderView,
} from '@sw/protocol';
import { complianceDocuments, goods, goodsSpecs, jobMarks, orders, staffAudit, uploads } from '../db/schema';
import { utcDay } from '../lib/dailyNumber';
import { remindExpiringComplianceDocuments } from '../services/compliance';
import { seedComplianceDocuments } from '../seed/compliance';
import { scheduledJobs } from '../services/jobs';
import { colleagueIn, companyIdOf } from '../testing/company';
import { staffDeskFile } from '../testing/deskFile';
import type { Person } from '../testing/inquiries';
import { orderTesting } from '../testing/orders';
import { pdfTextOf } from '../testing/pdfText';
import { TINY_PNG, uploadFile } from '../testing/uploads';

/**
 * Compliance documents (issue 39, point 6; docs/protocol.md, Compliance documents): the console's library and its
 * refusals, the goods page's standards and the goods list's facet, the report download, an order's compliance pack,
 * the expiry reminder and the Prop 65 warning of a packing list to California.
 */

const { t, api, smtp, staff } = staffDeskFile(orderTesting, { goods: 30, staffNick: 'Compliance Desk' });
const { ok, as, refused, person, db, placedOrder, readyForProduction, sampleGoods } = t;

const S = API.staff;
const today = () => utcDay(api().deps.now());
const dayFrom = (days: number) => utcDay(new Date(api().deps.now().getTime() + days * 86_400_000));
const get = (path: string, who: Person | null) => api().raw(path, { headers: who ? { [TOKEN_HEADER]: who.token } : {} });

/** A small real PDF (pdfkit) saying `text`. */
function reportPdf(text: string): Promise<Buffer> {
  const doc = new PdfDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text(text);
  doc.end();
  return done;
}

let uploaded = 0;
/** A report uploaded by staff through the real upload path into compliance/. */
async function uploadReport(text = 'EN 1811 test report') {
  const key = `compliance/report-${++uploaded}-${Date.now()}.pdf`;
  const file = await reportPdf(text);
  const answer = await uploadFile(api(), staff.token, { key, file, filename: `Report ${uploaded}.pdf` });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { key, file };
}

/** The Material of the first specification of `goodsId` (what a material document covers). */
async function materialOf(goodsId: number): Promise<string> {
  const [spec] = await db().select({ entries: goodsSpecs.entries }).from(goodsSpecs).where(eq(goodsSpecs.goodsId, goodsId)).orderBy(asc(goodsSpecs.id)).limit(1);
  return spec!.entries.find((entry) => entry.cd === 'material')!.vl;
}

const en1811 = (fileKey: string, extra: Record<string, unknown> = {}) => ({
  standard: 'EN1811', lab: 'SGS Guangzhou', reportNo: `GZ-${++uploaded}`, issuedOn: dayFrom(-30), validUntil: dayFrom(300),
  scope: 'goods', fileKey, result: '0.05', ...extra,
});

describe('the compliance library', () => {
  it('saves an EN 1811 report for a material with its limit, lists it, changes and withdraws it, each change in the audit trail', async () => {
    const g = await sampleGoods(0);
    const material = await materialOf(g.id);
    const { key } = await uploadReport();
    const saved = await ok<ComplianceDocument>(staff, S.complianceSave, en1811(key, { scope: 'material', material }));
    expect(saved).toMatchObject({
      standard: 'EN1811', standardName: 'EN 1811', lab: 'SGS Guangzhou', state: 'valid', scope: 'material', covers: material, material,
      pierced: false, result: '0.050', limit: 'limit 0.5 µg/cm²/week (prolonged skin contact)', fileKey: key,
      downloadPath: `/documents/compliance-report/${saved.documentId}.pdf`,
    });
    // Parts pierced through the body: the stricter limit.
    const changed = await ok<ComplianceDocument>(staff, S.complianceSave, { ...en1811(key, { scope: 'material', material, pierced: true, result: '0.15' }), documentId: saved.documentId, reportNo: saved.reportNo });
    expect(changed).toMatchObject({ documentId: saved.documentId, pierced: true, limit: 'limit 0.2 µg/cm²/week (parts pierced through the body)' });
    const library = await ok<ComplianceLibraryPage>(staff, S.complianceLibrary, { standard: 'EN1811' });
    expect(library.list.map((doc) => doc.documentId)).toContain(saved.documentId);
    expect(library.materials).toContain(material);
    expect(library.platings.length).toBeGreaterThan(0);

    await ok(staff, S.complianceWithdraw, { documentId: saved.documentId });
    const after = await ok<ComplianceLibraryPage>(staff, S.complianceLibrary, {});
    expect(after.list.map((doc) => doc.documentId)).not.toContain(saved.documentId);
    const trail = await db().select().from(staffAudit).where(and(eq(staffAudit.targetType, 'complianceDocument'), eq(staffAudit.targetId, saved.documentId))).orderBy(asc(staffAudit.id));
    expect(trail.map((row) => row.action)).toEqual(['compliance.create', 'compliance.update', 'compliance.withdraw']);
    expect(trail[1]!.before).toMatchObject({ pierced: false });
    expect(trail[1]!.after).toMatchObject({ pierced: true });
    expect(trail[0]!.staffId).toBe(staff.id);
  });

  it('refuses bad input with a readable message', async () => {
    const g = await sampleGoods(0);
    const { key } = await uploadReport();
    const save = (extra: Record<string, unknown>) => as(staff)(S.complianceSave, en1811(key, { goodsId: g.id, ...extra }));
    refused(await save({ validUntil: dayFrom(-1), issuedOn: dayFrom(-400) }), RES.INVALID_PARAMS, `This document expired on ${dayFrom(-1)}: it cannot be added as valid. Please upload the current report.`);
    refused(await save({ issuedOn: dayFrom(-10), validUntil: dayFrom(-20) }), RES.INVALID_PARAMS, /^validUntil: The valid-until date cannot be before the issue date\.$/);
    refused(await save({ standard: 'ISO 9999' }), RES.INVALID_PARAMS, /Please choose a standard/);
    refused(await save({ standard: 'OTHER' }), RES.INVALID_PARAMS, /^otherName: Please name the standard\.$/);
    refused(await save({ issuedOn: dayFrom(2) }), RES.INVALID_PARAMS, 'The issue date cannot be in the future.');
    refused(await save({ result: '0.6' }), RES.INVALID_PARAMS, /above the EN 1811 limit of 0\.5/);
    refused(await save({ result: '0.3', pierced: true }), RES.INVALID_PARAMS, /above the EN 1811 limit of 0\.2/);
    refused(await save({ scope: 'material', material: 'Unobtainium' }), RES.INVALID_PARAMS, /No goods in the catalogue are of the material 'Unobtainium'/);
    refused(await save({ scope: 'plating', platingId: undefined }), RES.INVALID_PARAMS, /^platingId: Please choose the plating it covers\.$/);
    refused(await save({ goodsId: 999_999 }), RES.NOT_FOUND);
    // The file must be a PDF in the compliance folder, uploaded there.
    refused(await save({ fileKey: 'proof/report.pdf' }), RES.INVALID_PARAMS, /^fileKey: Please upload the report as a PDF\.$/);
    refused(await save({ fileKey: 'compliance/never-uploaded.pdf' }), RES.NOT_FOUND, 'This file was not found. Please upload the PDF again.');
    expect((await db().select().from(complianceDocuments).where(eq(complianceDocuments.fileKey, key))).length).toBe(0);
  });

  it('takes only PDFs into the compliance folder, and only from staff', async () => {
    const png = await uploadFile(api(), staff.token, { key: `compliance/picture-${Date.now()}.png`, file: TINY_PNG, filename: 'picture.png' });
    expect(png.status).toBe(415);
    // A picture named .pdf is read for what it is.
    const disguised = await uploadFile(api(), staff.token, { key: `compliance/disguised-${Date.now()}.pdf`, file: TINY_PNG, filename: 'report.pdf' });
    expect(disguised.status).toBe(415);
    const buyer = await person();
    const fromBuyer = await uploadFile(api(), buyer.token, { key: `compliance/buyer-${Date.now()}.pdf`, file: await reportPdf('fake'), filename: 'report.pdf' });
    expect(fromBuyer.status).toBe(403);
  });

  it('refuses buyers, viewers and visitors anything of the library', async () => {
    const { key } = await uploadReport();
    const g = await sampleGoods(0);
    const buyer = await person();
    const viewer = await colleagueIn(db(), await companyIdOf(db(), buyer.id), 'viewer');
    for (const who of [buyer, viewer]) {
      refused(await as(who)(S.complianceSave, en1811(key, { goodsId: g.id })), RES.FORBIDDEN);
      refused(await as(who)(S.complianceWithdraw, { documentId: 1 }), RES.FORBIDDEN);
      refused(await as(who)(S.complianceLibrary, {}), RES.FORBIDDEN);
    }
    expect((await as(null)(S.complianceSave, en1811(key, { goodsId: g.id }))).meta.res).toBe(RES.NOT_SIGNED_IN);
    expect((await db().select().from(complianceDocuments).where(eq(complianceDocuments.fileKey, key))).length).toBe(0);
  });
});

/** The goods page's standards as `who` is answered them. */
const standardsOf = async (who: Person | null, goodsId: number) => (await as(who)<GoodsDetailView>(API.csite.onlineGoodsDetail, { goodsId })).data!.standards;

describe('goods, reports and the standard facet', () => {
  it('lists the standards of covered goods, filters the goods list by standard, and serves the report to a signed-in buyer only', async () => {
    const g = await sampleGoods(3);
    const { key, file } = await uploadReport('Nickel release 0.05');
    const doc = await ok<ComplianceDocument>(staff, S.complianceSave, en1811(key, { goodsId: g.id }));
    const buyer = await person();
    const detail = (await as(buyer)<GoodsDetailView>(API.csite.onlineGoodsDetail, { goodsId: g.id })).data!;
    expect(detail.standards).toEqual([expect.objectContaining({
      standard: 'EN1811', standardName: 'EN 1811', facet: 'Nickel release EN 1811', documentId: doc.documentId, limit: 'limit 0.5 µg/cm²/week (prolonged skin contact)',
    })]);

    const list = (await as(null)<GoodsPage>(API.csite.onlineGoodsList, { standard: 'EN1811', pageSize: 60 })).data!;
    const ids = list.list.map((one) => one.goodsId);
    expect(ids).toContain(String(g.id));
    // Every goods listed is covered by a current EN 1811 document; an uncovered one is not listed.
    for (const id of ids) expect((await as(null)<GoodsDetailView>(API.csite.onlineGoodsDetail, { goodsId: id })).data!.standards.map((s) => s.standard)).toContain('EN1811');
    const all = (await as(null)<GoodsPage>(API.csite.onlineGoodsList, { pageSize: 60 })).data!;
    expect(all.total).toBeGreaterThan(list.total);
    refused(await as(null)(API.csite.onlineGoodsList, { standard: 'ISO9999' }), RES.INVALID_PARAMS, /^standard: Please choose a standard from the list\.$/);

    // A visitor sees the name only: the report is refused.
    expect((await get(doc.downloadPath, null)).status).toBe(404);
    const download = await get(doc.downloadPath, buyer);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain(`EN1811-${doc.reportNo}.pdf`);
    expect(Buffer.from(await download.arrayBuffer()).equals(file)).toBe(true);
  });

  it('leaves the report ids and paths out of a visitor\'s goods detail, whichever caller filled the cache, and says what the limit limits', async () => {
    const [g1, g2] = [await sampleGoods(11), await sampleGoods(12)];
    const { key } = await uploadReport('Nickel release 0.05');
    await ok(staff, S.complianceSave, en1811(key, { goodsId: g1.id }));
    await ok(staff, S.complianceSave, en1811(key, { goodsId: g2.id, pierced: true }));
    const buyer = await person();
    // g1: a visitor asks first (the cache is filled by a visitor's call), then a member; g2 the other way round.
    for (const [first, second, goodsId] of [[null, buyer, g1.id], [buyer, null, g2.id]] as const) {
      const a = await standardsOf(first, goodsId);
      const b = await standardsOf(second, goodsId);
      const visitor = first ? b : a;
      const member = first ? a : b;
      for (const one of visitor) {
        expect(one).not.toHaveProperty('documentId');
        expect(one).not.toHaveProperty('downloadPath');
      }
      expect(member[0]).toEqual(expect.objectContaining({ documentId: expect.stringMatching(/^\d+$/), downloadPath: expect.stringMatching(/^\/documents\/compliance-report\/\d+\.pdf$/) }));
    }
    expect((await standardsOf(null, g1.id))[0]).not.toHaveProperty('downloadPath');
    expect((await standardsOf(staff, g1.id))[0]).toHaveProperty('downloadPath');
    // "Tested to": the standard named once, and the limit saying what it limits.
    expect((await standardsOf(null, g1.id))[0]).toEqual(expect.objectContaining({ heading: 'Nickel release (EN 1811)', limitLine: 'at most 0.5 µg/cm²/week, prolonged skin contact' }));
    expect((await standardsOf(null, g2.id))[0]).toEqual(expect.objectContaining({ heading: 'Nickel release (EN 1811)', limitLine: 'at most 0.2 µg/cm²/week, parts pierced through the body' }));
  });

  it('lists every standard that covers goods on sale in the facet, with counts; another named standard appears by its name', async () => {
    const facetOf = async (key: string) => (await as(null)<GoodsPage>(API.csite.onlineGoodsList, { pageSize: 1 })).data!.standards!.find((one) => one.key === key);
    const name = `ISO 8654 gold fineness ${Date.now().toString(36)}`;
    const key = `OTHER:${name}`;
    expect(await facetOf(key)).toBeUndefined();
    const [g1, g2, g3] = [await sampleGoods(7), await sampleGoods(8), await sampleGoods(9)];
    const other = (goodsId: number, fileKey: string, extra: Record<string, unknown> = {}) => ({
      standard: 'OTHER', otherName: name, lab: 'Bureau Veritas', reportNo: `BV-${++uploaded}`, issuedOn: dayFrom(-10), validUntil: dayFrom(200), scope: 'goods', goodsId, fileKey, ...extra,
    });
    await ok(staff, S.complianceSave, other(g1.id, (await uploadReport('Fineness 1')).key));
    // The same standard written in another case is the same facet; the same goods twice counts once.
    await ok(staff, S.complianceSave, other(g2.id, (await uploadReport('Fineness 2')).key, { otherName: name.toUpperCase() }));
    await ok(staff, S.complianceSave, other(g2.id, (await uploadReport('Fineness 3')).key));
    // A withdrawn document and an expired one cover nothing.
    const withdrawn = await ok<ComplianceDocument>(staff, S.complianceSave, other(g3.id, (await uploadReport('Fineness 4')).key));
    await ok(staff, S.complianceWithdraw, { documentId: withdrawn.documentId });
    await db().insert(complianceDocuments).values({
      standard: 'OTHER', otherName: name, lab: 'Bureau Veritas', reportNo: 'BV-OLD', issuedOn: dayFrom(-400), validUntil: dayFrom(-2), scope: 'goods', goodsId: g3.id, fileKey: 'compliance/old.pdf', fileName: 'old.pdf',
    });

    const page = (await as(null)<GoodsPage>(API.csite.onlineGoodsList, { pageSize: 1 })).data!;
    expect(page.standards!.find((one) => one.key === key)).toEqual({ key, standard: 'OTHER', standardName: name, facet: name, count: 2 });
    // The four named ones keep their facet words; the named others follow them; every count is what its filter finds.
    expect(page.standards!.find((one) => one.key === 'EN1811')).toMatchObject({ standard: 'EN1811', standardName: 'EN 1811', facet: 'Nickel release EN 1811' });
    expect(page.standards!.findIndex((one) => one.key === key)).toBeGreaterThan(page.standards!.findIndex((one) => one.key === 'EN1811'));
    for (const option of page.standards!) {
      expect(option.count).toBeGreaterThan(0);
      expect((await as(null)<GoodsPage>(API.csite.onlineGoodsList, { standard: option.key, pageSize: 1 })).data!.total).toBe(option.count);
    }
    // Filtered by the named standard (any case): exactly its goods; the goods page links to the same facet.
    const filtered = (await as(null)<GoodsPage>(API.csite.onlineGoodsList, { standard: `OTHER:${name.toLowerCase()}`, pageSize: 60 })).data!;
    expect(filtered.list.map((one) => one.goodsId).sort()).toEqual([String(g1.id), String(g2.id)].sort());
    const detail = (await as(null)<GoodsDetailView>(API.csite.onlineGoodsDetail, { goodsId: g1.id })).data!;
    expect(detail.standards.find((one) => one.standard === 'OTHER')).toMatchObject({ standardName: name, facet: name, facetKey: key });
    // A signed-in buyer and a viewer get the same facet as a visitor.
    const buyer = await person();
    const viewer = await colleagueIn(db(), await companyIdOf(db(), buyer.id), 'viewer');
    for (const who of [buyer, viewer]) expect((await ok<GoodsPage>(who, API.csite.onlineGoodsList, { pageSize: 1 })).standards).toEqual(page.standards);
    // A goods taken off sale leaves the count.
    await ok(staff, S.catalogGoodsStatus, { goodsId: g2.id, status: 0 });
    try {
      expect(await facetOf(key)).toMatchObject({ count: 1 });
    } finally {
      await ok(staff, S.catalogGoodsStatus, { goodsId: g2.id, status: 1 });
    }
    // A name no document gives finds nothing; a key that is no standard is refused.
    expect((await as(null)<GoodsPage>(API.csite.onlineGoodsList, { standard: 'OTHER:No such standard' })).data!.total).toBe(0);
    for (const standard of ['OTHER', 'OTHER:', 'OTHER:  ', 'en1811', `OTHER:${'x'.repeat(81)}`]) {
      refused(await as(null)(API.csite.onlineGoodsList, { standard }), RES.INVALID_PARAMS, /^standard: Please choose a standard from the list\.$/);
    }
  });

  it('shows an expired document as expired and never offers it as valid', async () => {
    const g = await sampleGoods(5);
    const { key } = await uploadReport('Expired REACH');
    const [row] = await db().insert(complianceDocuments).values({
      standard: 'REACH_SVHC', lab: 'Intertek', reportNo: 'OLD-1', issuedOn: dayFrom(-500), validUntil: dayFrom(-1), scope: 'goods', goodsId: g.id, fileKey: key, fileName: 'old.pdf',
    }).returning({ id: complianceDocuments.id });
    const library = await ok<ComplianceLibraryPage>(staff, S.complianceLibrary, { expiry: 'expired' });
    expect(library.list.find((doc) => doc.documentId === String(row!.id))).toMatchObject({ state: 'expired' });
    expect(library.counts.expired).toBeGreaterThan(0);
    expect((await ok<ComplianceLibraryPage>(staff, S.complianceLibrary, { expiry: 'valid' })).list.map((doc) => doc.documentId)).not.toContain(String(row!.id));
    const detail = (await as(null)<GoodsDetailView>(API.csite.onlineGoodsDetail, { goodsId: g.id })).data!;
    expect(detail.standards.map((s) => s.documentId)).not.toContain(String(row!.id));
    const covered = (await as(null)<GoodsPage>(API.csite.onlineGoodsList, { standard: 'REACH_SVHC', pageSize: 60 })).data!;
    expect(covered.list.map((one) => one.goodsId)).not.toContain(String(g.id));
    // Staff read it; a buyer does not.
    expect((await get(`/documents/compliance-report/${row!.id}.pdf`, await person())).status).toBe(404);
    expect((await get(`/documents/compliance-report/${row!.id}.pdf`, staff)).status).toBe(200);
  });
});

describe('an order\'s compliance pack', () => {
  it('lists each line\'s current documents and downloads them as one ZIP; another company gets nothing', async () => {
    const buyer = await person();
    const placed = await placedOrder(buyer, staff);
    const { key, file } = await uploadReport('EN 1811 of the ordered goods');
    const doc = await ok<ComplianceDocument>(staff, S.complianceSave, en1811(key, { goodsId: placed.g.id }));
    const pack = await ok<OrderCompliance>(buyer, API.erp.orderCompliance, { orderId: placed.orderId });
    expect(pack.packPath).toBe(`/documents/compliance-pack/${placed.orderId}.zip`);
    const line = pack.lines.find((one) => one.goodsCode === placed.g.code)!;
    expect(line.standards).toEqual([{ standardName: 'EN 1811', reportNo: doc.reportNo, lab: 'SGS Guangzhou', validUntil: doc.validUntil, limit: 'limit 0.5 µg/cm²/week (prolonged skin contact)', endsBeforeShipDay: false }]);

    const zip = await get(pack.packPath!, buyer);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const bytes = Buffer.from(await zip.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    const text = bytes.toString('latin1');
    expect(text).toContain(`00-Index-${placed.placed.orderNo}.pdf`);
    expect(text).toContain(`01-EN1811-${doc.reportNo}.pdf`);
    // The report is stored as uploaded (no compression).
    expect(bytes.includes(file)).toBe(true);

    const other = await person();
    refused(await as(other)(API.erp.orderCompliance, { orderId: placed.orderId }), RES.NOT_FOUND, 'This order was not found.');
    expect((await get(pack.packPath!, other)).status).toBe(404);
    expect((await get(pack.packPath!, null)).status).toBe(404);
    // Staff read it too (the desk's shipments offer the pack).
    expect((await ok<OrderCompliance>(staff, API.erp.orderCompliance, { orderId: placed.orderId })).packPath).toBe(pack.packPath);
    expect((await get(pack.packPath!, staff)).status).toBe(200);
    // A viewer of the buyer's company reads it.
    const viewer = await colleagueIn(db(), await companyIdOf(db(), buyer.id), 'viewer');
    expect((await ok<OrderCompliance>(viewer, API.erp.orderCompliance, { orderId: placed.orderId })).packPath).toBe(pack.packPath);
  });

  it('warns the buyer and the desk of a document that ends before the promised ship day, and reminds the desk to renew it', async () => {
    const buyer = await person();
    const placed = await placedOrder(buyer, staff);
    const shipDay = dayFrom(40);
    await db().update(orders).set({ promisedShipDate: shipDay }).where(eq(orders.id, placed.orderId));
    const { key } = await uploadReport('CPSIA of the ordered goods');
    // A named standard of its own: the order's goods carry each standard once (the document valid longest).
    const standardName = `ASTM F2923 ${Date.now()}`;
    const short = await ok<ComplianceDocument>(staff, S.complianceSave, { standard: 'OTHER', otherName: standardName, lab: 'SGS Shenzhen', reportNo: `CP-${Date.now()}`, issuedOn: dayFrom(-300), validUntil: dayFrom(25), scope: 'goods', goodsId: placed.g.id, fileKey: key });
    const long = await ok<ComplianceDocument>(staff, S.complianceSave, { standard: 'OTHER', otherName: `${standardName} B`, lab: 'SGS Shenzhen', reportNo: `CPL-${Date.now()}`, issuedOn: dayFrom(-30), validUntil: dayFrom(300), scope: 'goods', goodsId: placed.g.id, fileKey: key });

    for (const who of [buyer, staff]) {
      const pack = await ok<OrderCompliance>(who, API.erp.orderCompliance, { orderId: placed.orderId });
      expect(pack.promisedShipDate).toBe(shipDay);
      const standards = pack.lines.find((one) => one.goodsCode === placed.g.code)!.standards;
      expect(standards.find((one) => one.reportNo === short.reportNo)).toEqual(expect.objectContaining({ validUntil: short.validUntil, endsBeforeShipDay: true }));
      expect(standards.find((one) => one.reportNo === long.reportNo)).toEqual(expect.objectContaining({ endsBeforeShipDay: false }));
    }

    // The library reminds the desk: the short document, with the order it must be renewed for; the long one is not listed.
    const library = await ok<ComplianceLibraryPage>(staff, S.complianceLibrary, {});
    const renewal = library.renewals.find((one) => one.documentId === short.documentId);
    expect(renewal).toEqual({
      documentId: short.documentId, standardName, reportNo: short.reportNo, validUntil: short.validUntil,
      orders: [{ orderId: String(placed.orderId), orderNo: placed.placed.orderNo, promisedShipDate: shipDay }],
    });
    expect(library.renewals.some((one) => one.documentId === long.documentId)).toBe(false);

    // A ship day the document still covers: no warning, no reminder.
    await db().update(orders).set({ promisedShipDate: dayFrom(20) }).where(eq(orders.id, placed.orderId));
    const covered = await ok<OrderCompliance>(buyer, API.erp.orderCompliance, { orderId: placed.orderId });
    expect(covered.lines.flatMap((line) => line.standards).every((one) => !one.endsBeforeShipDay)).toBe(true);
    expect((await ok<ComplianceLibraryPage>(staff, S.complianceLibrary, {})).renewals.some((one) => one.documentId === short.documentId)).toBe(false);
  });

  it('prints the Prop 65 warning on the packing list of a shipment to California', async () => {
    const buyer = await person();
    const address = { ...t.address, country: 'us', region: 'CA', city: 'Los Angeles', postcode: '90012' };
    const placed = await placedOrder(buyer, staff, { address });
    const { key } = await uploadReport('Prop 65 declaration');
    await ok(staff, S.complianceSave, { standard: 'PROP65', lab: 'Steelora compliance desk', reportNo: `P65-${Date.now()}`, issuedOn: dayFrom(-5), validUntil: dayFrom(360), scope: 'goods', goodsId: placed.g.id, fileKey: key });
    await ok(staff, S.moveOrder, { orderId: placed.orderId, to: 'confirmed' });
    await readyForProduction(buyer, staff, placed.orderId);
    const view = await ok<StaffOrderView>(staff, S.moveOrder, { orderId: placed.orderId, to: 'in_production' });
    const shipped = await ok<StaffOrderView>(staff, S.recordShipment, {
      orderId: placed.orderId, lines: view.lines.map((line) => ({ lineId: line.lineId, qty: line.qty })), carrier: 'DHL Express', trackingNo: 'JD0146002', shipDate: today(),
      cartons: [{ count: 1, lengthCm: 40, widthCm: 30, heightCm: 20, grossKg: 8, netKg: 7.5 }],
    });
    const shipment = shipped.shipping.shipments[0]!;
    const packing = await get(shipment.packingListUrl, buyer);
    expect(packing.status).toBe(200);
    const printed = pdfTextOf(Buffer.from(await packing.arrayBuffer())).replace(/\s+/g, ' ');
    expect(printed).toContain('CALIFORNIA PROPOSITION 65');
    expect(printed).toContain('WARNING: This product can expose you to chemicals including nickel');
    // The commercial invoice does not carry it.
    const invoice = pdfTextOf(Buffer.from(await (await get(shipment.invoiceUrl, buyer)).arrayBuffer()));
    expect(invoice.toUpperCase()).not.toContain('PROPOSITION 65');
  });
});

describe('the expiry reminder', () => {
  it('mails staff once about documents ending within 30 days', async () => {
    const g = await sampleGoods(7);
    const { key } = await uploadReport('Ending soon');
    const doc = await ok<ComplianceDocument>(staff, S.complianceSave, en1811(key, { goodsId: g.id, validUntil: dayFrom(12), reportNo: 'ENDS-SOON-1' }));
    expect(doc.state).toBe('expiring');
    expect((await ok<ComplianceLibraryPage>(staff, S.complianceLibrary, { expiry: 'expiring' })).list.map((one) => one.documentId)).toContain(doc.documentId);
    const before = smtp().count(staff.email);
    expect(await remindExpiringComplianceDocuments(api().deps, api().deps.now())).toBeGreaterThanOrEqual(1);
    const mail = await t.mailTo(staff.email, before);
    expect(mail.text).toContain(`EN 1811 report ENDS-SOON-1 (SGS Guangzhou), valid until ${dayFrom(12)}`);
    expect(mail.text).toContain('/admin/compliance');
    // Once per document and validity.
    expect(await remindExpiringComplianceDocuments(api().deps, api().deps.now())).toBe(0);
    expect((await db().select().from(jobMarks).where(eq(jobMarks.key, `compliance.reminder:${doc.documentId}:${dayFrom(12)}`))).length).toBe(1);
    // pg-boss runs it hourly (a cron schedule in UTC).
    expect(scheduledJobs(api().deps).find((job) => job.name === 'compliance.reminders')?.cron).toBe('40 * * * *');
  });
});

describe('uploads', () => {
  it('keeps the report as an upload of the staff member', async () => {
    const { key } = await uploadReport();
    const [row] = await db().select().from(uploads).where(eq(uploads.key, key));
    expect(row).toMatchObject({ memberId: staff.id, contentType: 'application/pdf' });
    expect((await db().select().from(goods).limit(1)).length).toBe(1);
  });
});

describe('the demo library', () => {
  it('seeds EN 1811 and REACH reports for 316L steel and a Prop 65 declaration, each a real PDF in the file store', async () => {
    // The seed runs on a first start, into an empty library.
    await db().delete(complianceDocuments);
    const made = await seedComplianceDocuments(db(), api().deps.storage, api().deps.now());
    expect(made).toBeGreaterThanOrEqual(5);
    // Once: a second run adds nothing.
    expect(await seedComplianceDocuments(db(), api().deps.storage, api().deps.now())).toBe(0);
    const library = await ok<ComplianceLibraryPage>(staff, S.complianceLibrary, { pageSize: 100 });
    const seeded = (reportNo: string) => library.list.find((doc) => doc.reportNo === reportNo)!;
    expect(seeded('GZ-EN1811-26-0412')).toMatchObject({ standard: 'EN1811', covers: '316L Stainless Steel', state: 'valid', limit: 'limit 0.5 µg/cm²/week (prolonged skin contact)' });
    expect(seeded('GZ-EN1811-26-0413')).toMatchObject({ covers: '316L Surgical Stainless Steel', pierced: true, limit: 'limit 0.2 µg/cm²/week (parts pierced through the body)' });
    expect(seeded('SZ-REACH-26-1187')).toMatchObject({ standard: 'REACH_SVHC', covers: '316L Stainless Steel', state: 'valid' });
    expect(seeded('P65-DECL-2026-01')).toMatchObject({ standard: 'PROP65', state: 'valid' });
    expect(seeded('SZ-REACH-24-0954')).toMatchObject({ state: 'expired' });
    const pdf = await get(seeded('GZ-EN1811-26-0412').downloadPath, await person());
    expect(pdf.status).toBe(200);
    const printed = pdfTextOf(Buffer.from(await pdf.arrayBuffer())).replace(/\s+/g, ' ');
    expect(printed).toContain('GZ-EN1811-26-0412');
    expect(printed).toContain('limit 0.5 µg/cm²/week');
  });
});

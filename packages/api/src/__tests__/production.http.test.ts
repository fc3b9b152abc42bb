import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  API, RES, TOKEN_HEADER,
  type ActivityPage, type FileRef, type OrderDetail, type OrderPage, type ProductionTimeline, type StaffOrderPage, type StaffOrderView,
} from '@sw/protocol';
import { orderFiles, orders, productionUpdates, quotations, staffAudit } from '../db/schema';
import { lateCondition } from '../services/production/promise';
import { staffDeskFile } from '../testing/deskFile';
import type { Person } from '../testing/inquiries';
import { orderTesting } from '../testing/orders';
import { TINY_PNG, uploadFile } from '../testing/uploads';

/**
 * Production updates and the promised ship date (issue 27): the sales team posts milestones with photos, videos and the
 * quality check's inspection while the order is in production; the buyer reads the timeline and its files and is
 * emailed; the order keeps the day it promised to ship, and the desk's queue finds the late ones.
 */

const { t, api, smtp, staff } = staffDeskFile(orderTesting, { goods: 30, staffNick: 'Production desk' });
const { ok, as, refused, person, db, mailTo, placedOrder, dayOffset } = t;

const S = API.staff;
const DAY = 86_400_000;
/** The smallest MP4 a phone could send: an ftyp box (isom), enough for the format check. */
const TINY_MP4 = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

let names = 0;
/** A staff upload into production/ through the real upload path. */
async function media(extension: 'png' | 'mp4' = 'png'): Promise<FileRef> {
  const key = `production/batch${Date.now().toString(36)}${++names}.${extension}`;
  const uploaded = await uploadFile(api(), staff.token, { key, file: extension === 'png' ? TINY_PNG : TINY_MP4, filename: `batch-${names}.${extension}` });
  expect(uploaded.body.meta.res, JSON.stringify(uploaded.body.meta)).toBe(RES.OK);
  return { key, name: `Batch ${names}.${extension}` };
}

/** The order moved by the desk to in production (passing the production gate with a reason, whatever it asks). */
async function inProduction(orderId: number) {
  await ok<StaffOrderView>(staff, S.moveOrder, { orderId, to: 'confirmed' });
  await ok<StaffOrderView>(staff, S.moveOrder, { orderId, to: 'in_production', override: 'Production test: the deposit is not what is tested here.' });
}

async function orderInProduction(buyer: Person) {
  const placed = await placedOrder(buyer, staff);
  await inProduction(placed.orderId);
  return placed;
}

const post = (orderId: number, update: Record<string, unknown>) => as(staff)<ProductionTimeline>(S.postProductionUpdate, { orderId, ...update });

/** GET /files/<key> as `who`: its status. */
async function fileStatus(key: string, who: Person): Promise<number> {
  const response = await api().raw(`/files/${key}`, { headers: { [TOKEN_HEADER]: who.token } });
  await response.arrayBuffer();
  return response.status;
}

describe('postProductionUpdate.do and the timelines', () => {
  it('posts a milestone with photos and a video: both timelines show it, the buyer reads the files and is emailed, the log and the audit trail follow', async () => {
    const buyer = await person({ nick: 'Timeline buyer' });
    const { orderId, placed } = await orderInProduction(buyer);
    const files = [await media(), await media(), await media('mp4')];
    const mails = smtp().count(buyer.email);

    const answered = await post(orderId, { milestone: 'casting', note: 'Rings cast in 316L; first 600 pieces out of the moulds.', files });
    expect(answered.meta.res, answered.meta.msg).toBe(RES.OK);
    expect(answered.data!.updates).toHaveLength(1);
    expect(answered.data!.updates[0]).toMatchObject({ milestone: 'casting', note: 'Rings cast in 316L; first 600 pieces out of the moulds.', files, inspection: null });
    expect(answered.data!.canPost).toBe(true);

    const mine = await ok<ProductionTimeline>(buyer, API.erp.productionUpdates, { orderId });
    expect(mine.updates.map((update) => update.milestone)).toEqual(['casting']);
    expect(mine.updates[0]!.files).toEqual(files);
    expect(mine.canPost).toBe(false);
    expect(mine.promisedShipDate).toBe(dayOffset(25));
    const desk = await ok<ProductionTimeline>(staff, S.productionUpdates, { orderId });
    expect(desk.updates).toEqual(mine.updates);

    // The buyer reads every file; the files are held by the order (order_files 'production:<id>').
    for (const file of files) expect(await fileStatus(file.key, buyer)).toBe(200);
    const held = await db().select().from(orderFiles).where(eq(orderFiles.orderId, orderId));
    expect(held).toHaveLength(3);
    expect(new Set(held.map((row) => row.source))).toEqual(new Set([`production:${answered.data!.updates[0]!.updateId}`]));

    const mail = await mailTo(buyer.email, mails);
    expect(mail.text).toContain(`casting / stamping for your order ${placed.orderNo}`);
    expect(mail.text).toContain('A production update on your order');
    expect(mail.text).toContain('Rings cast in 316L; first 600 pieces out of the moulds.');
    expect(mail.text).toContain('3 photos or videos on the order page.');
    expect(mail.text).toContain(`/orders/details?orderId=${orderId}`);

    const log = await ok<ActivityPage>(buyer, API.erp.activityLog, {});
    expect(log.list[0]).toMatchObject({
      kind: 'production_update', title: `Production update on order ${placed.orderNo}: Casting / stamping`,
      detail: 'Rings cast in 316L; first 600 pieces out of the moulds.', ref: { type: 'order', id: String(orderId), no: placed.orderNo },
    });
    const orderLog = await ok<ActivityPage>(buyer, API.erp.activityLog, { kind: 'order' });
    expect(orderLog.list.map((entry) => entry.kind)).toContain('production_update');
    expect((await ok<ActivityPage>(buyer, API.erp.activityLog, { kind: 'message' })).list.map((entry) => entry.kind)).not.toContain('production_update');

    const audit = await db().select().from(staffAudit).where(and(eq(staffAudit.action, 'order.production'), eq(staffAudit.targetId, String(orderId))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffId: staff.id, after: { milestone: 'casting', files: 3 } });
  });

  it('records the quality check with its inspection, says it in the email, and keeps the timeline oldest first', async () => {
    const buyer = await person();
    const { orderId } = await orderInProduction(buyer);
    await ok<ProductionTimeline>(staff, S.postProductionUpdate, { orderId, milestone: 'polishing', note: 'Mirror polish done.' });
    const mails = smtp().count(buyer.email);
    const photo = await media();
    const timeline = await ok<ProductionTimeline>(staff, S.postProductionUpdate, {
      orderId, milestone: 'quality_check', note: 'AQL 2.5 level II.', files: [photo], inspection: { sampleSize: '80', defects: 2, result: 'pass' },
    });
    expect(timeline.updates.map((update) => update.milestone)).toEqual(['polishing', 'quality_check']);
    expect(timeline.updates[1]!.inspection).toEqual({ sampleSize: 80, defects: 2, result: 'pass' });
    const mail = await mailTo(buyer.email, mails);
    expect(mail.text).toContain('Quality check.');
    expect(mail.text).toContain('Inspection: PASSED, 2 defective of 80 pieces sampled.');
    expect(mail.text).toContain('AQL 2.5 level II.');

    const failed = await ok<ProductionTimeline>(staff, S.postProductionUpdate, { orderId, milestone: 'quality_check', inspection: { sampleSize: 50, defects: 50, result: 'fail' } });
    expect(failed.updates.at(-1)!.inspection).toEqual({ sampleSize: 50, defects: 50, result: 'fail' });
    expect((await mailTo(buyer.email, mails + 1)).text).toContain('Inspection: FAILED, 50 defective of 50 pieces sampled.');
  });

  it('refuses a quality check without its inspection, defects over the sample, an inspection on another milestone and bad values (10001), writing nothing', async () => {
    const buyer = await person();
    const { orderId } = await orderInProduction(buyer);
    const photo = await media();
    refused(await post(orderId, { milestone: 'quality_check', files: [photo] }), RES.INVALID_PARAMS, /inspection: Please record the inspection/);
    refused(await post(orderId, { milestone: 'quality_check', inspection: { sampleSize: 20, defects: 21, result: 'fail' } }), RES.INVALID_PARAMS, /defects: The defects found cannot be more than the sample size/);
    refused(await post(orderId, { milestone: 'plating', note: 'Gold PVD.', inspection: { sampleSize: 20, defects: 0, result: 'pass' } }), RES.INVALID_PARAMS, /inspection: Only the quality check records an inspection/);
    refused(await post(orderId, { milestone: 'quality_check', inspection: { sampleSize: 12.5, defects: 0, result: 'pass' } }), RES.INVALID_PARAMS, /sampleSize: Please enter the sample size as a whole number/);
    refused(await post(orderId, { milestone: 'quality_check', inspection: { sampleSize: 0, defects: 0, result: 'pass' } }), RES.INVALID_PARAMS, /sampleSize/);
    refused(await post(orderId, { milestone: 'quality_check', inspection: { sampleSize: 10, defects: -1, result: 'pass' } }), RES.INVALID_PARAMS, /defects: Please enter the defects found/);
    refused(await post(orderId, { milestone: 'quality_check', inspection: { sampleSize: 10, defects: 1, result: 'maybe' } }), RES.INVALID_PARAMS, /result: Please choose pass or fail/);
    refused(await post(orderId, { milestone: 'gilding', note: 'x' }), RES.INVALID_PARAMS, /milestone: Please choose a milestone from the list/);
    refused(await post(orderId, { milestone: 'packed' }), RES.INVALID_PARAMS, /note: Please write a note or add photos/);
    // Files: the production folder only, at most 12, each once, and uploads that exist.
    refused(await post(orderId, { milestone: 'packed', files: [{ key: 'message/abc.png', name: 'a.png' }] }), RES.INVALID_PARAMS, /production folder/);
    const many = Array.from({ length: 13 }, (_, i) => ({ key: `production/many${i}.png`, name: `${i}.png` }));
    refused(await post(orderId, { milestone: 'packed', files: many }), RES.INVALID_PARAMS, /At most 12 photos or videos per update/);
    refused(await post(orderId, { milestone: 'packed', files: [photo, photo] }), RES.INVALID_PARAMS, /Each file may appear once/);
    refused(await post(orderId, { milestone: 'packed', files: [{ key: 'production/never-uploaded.png', name: 'x.png' }] }), RES.NOT_FOUND, /This file was not found/);
    refused(await post(99_999_999, { milestone: 'packed', note: 'x' }), RES.NOT_FOUND, 'This order was not found.');
    expect(await db().select().from(productionUpdates).where(eq(productionUpdates.orderId, orderId))).toEqual([]);
  });

  it('refuses an update while the order is not in production (20009, with the reason)', async () => {
    const buyer = await person();
    const { orderId, placed } = await placedOrder(buyer, staff);
    refused(await post(orderId, { milestone: 'materials_ready', note: 'Steel arrived.' }), RES.CONFLICT,
      `Order ${placed.orderNo} is placed: production updates are posted while it is in production.`);
    await ok<StaffOrderView>(staff, S.moveOrder, { orderId, to: 'confirmed' });
    refused(await post(orderId, { milestone: 'materials_ready', note: 'Steel arrived.' }), RES.CONFLICT, /is confirmed: production updates are posted while it is in production/);
    expect((await ok<ProductionTimeline>(staff, S.productionUpdates, { orderId })).canPost).toBe(false);
    const other = await placedOrder(buyer, staff);
    await ok<StaffOrderView>(staff, S.moveOrder, { orderId: other.orderId, to: 'cancelled', note: 'Out of stock' });
    refused(await post(other.orderId, { milestone: 'packed', note: 'x' }), RES.CONFLICT, /is cancelled/);
    expect(await db().select().from(productionUpdates).where(eq(productionUpdates.orderId, orderId))).toEqual([]);
  });

  it('refuses a buyer on the staff paths (20003), and another member reads neither the timeline (20004) nor its files', async () => {
    const buyer = await person();
    const { orderId } = await orderInProduction(buyer);
    const photo = await media();
    await ok<ProductionTimeline>(staff, S.postProductionUpdate, { orderId, milestone: 'plating', note: 'Gold PVD.', files: [photo] });
    refused(await as(buyer)(S.postProductionUpdate, { orderId, milestone: 'plating', note: 'Mine.' }), RES.FORBIDDEN, 'This is for staff only.');
    refused(await as(buyer)(S.productionUpdates, { orderId }), RES.FORBIDDEN, 'This is for staff only.');
    refused(await as(null)(API.erp.productionUpdates, { orderId }), RES.NOT_SIGNED_IN);

    const nosy = await person();
    refused(await as(nosy)(API.erp.productionUpdates, { orderId }), RES.NOT_FOUND, 'This order was not found.');
    expect(await fileStatus(photo.key, nosy)).toBe(404);
    expect(await fileStatus(photo.key, buyer)).toBe(200);
    // A buyer may not upload into the staff's folder.
    const upload = await uploadFile(api(), buyer.token, { key: 'production/mine.png', file: TINY_PNG, filename: 'mine.png' });
    expect(upload.body.meta.res).toBe(RES.FORBIDDEN);
  });
});

describe('the promised ship date and late orders', () => {
  it('keeps placed day + the lead time on the order, in every view, and never moves it when the quotation changes', async () => {
    const buyer = await person();
    const { orderId, quotationId } = await placedOrder(buyer, staff);
    const promised = dayOffset(25);
    expect((await ok<OrderDetail>(buyer, API.erp.viewOrder, { orderId })).promisedShipDate).toBe(promised);
    expect((await ok<OrderPage>(buyer, API.erp.orderList, {})).list.find((row) => Number(row.orderId) === orderId)!.promisedShipDate).toBe(promised);
    const view = await ok<StaffOrderView>(staff, S.orderView, { orderId });
    expect(view).toMatchObject({ promisedShipDate: promised, late: false });
    await db().update(quotations).set({ leadTimeDays: 60 }).where(eq(quotations.id, quotationId));
    expect((await ok<OrderDetail>(buyer, API.erp.viewOrder, { orderId })).promisedShipDate).toBe(promised);
    // Orders placed before the promise was kept show none, and are never late.
    await db().update(orders).set({ promisedShipDate: null }).where(eq(orders.id, orderId));
    expect((await ok<StaffOrderView>(staff, S.orderView, { orderId })).promisedShipDate).toBeNull();
  });

  it("the queue's late filter lists orders past their promised day and not yet shipped, and not on-time ones (the app's clock)", async () => {
    const buyer = await person({ nick: 'Late Buyer' });
    const late = await placedOrder(buyer, staff);
    const shipped = await placedOrder(buyer, staff);
    await inProduction(shipped.orderId);
    await ok<StaffOrderView>(staff, S.moveOrder, { orderId: shipped.orderId, to: 'shipped', carrier: 'UPS', trackingNo: '1Z999', override: 'Production test.' });
    const lateQueue = (extra: Record<string, unknown> = {}) => ok<StaffOrderPage>(staff, S.orderQueue, { buyer: buyer.email, pageSize: 50, ...extra });

    // On its promised day an order is not late yet.
    api().advance(25 * DAY);
    try {
      expect((await lateQueue({ late: true })).list).toEqual([]);
      api().advance(1 * DAY);
      const onTime = await placedOrder(buyer, staff);
      const found = await lateQueue({ late: true });
      expect(found.list.map((row) => Number(row.orderId))).toEqual([late.orderId]);
      expect(found.list[0]).toMatchObject({ late: true, promisedShipDate: dayOffset(-1) });
      expect(found.total).toBe(1);
      const all = await lateQueue();
      expect(all.list.map((row) => [Number(row.orderId), row.late])).toEqual([[onTime.orderId, false], [shipped.orderId, false], [late.orderId, true]]);
      expect((await ok<StaffOrderView>(staff, S.orderView, { orderId: late.orderId })).late).toBe(true);
      // From the queue's URL the filter comes as '1'; anything else is refused with words.
      expect((await lateQueue({ late: '1' })).total).toBe(1);
      refused(await as(staff)(S.orderQueue, { late: 'soon' }), RES.INVALID_PARAMS, /late: Please choose late orders or all/);
      // Shipping it ends the lateness.
      await inProduction(late.orderId);
      await ok<StaffOrderView>(staff, S.moveOrder, { orderId: late.orderId, to: 'shipped', carrier: 'UPS', trackingNo: '1Z998', override: 'Production test.' });
      expect((await lateQueue({ late: true })).list).toEqual([]);
    } finally {
      api().advance(-26 * DAY);
    }
  });

  it("serves the late filter from its partial index (the queue's own condition)", async () => {
    const plan = await db().transaction(async (tx) => {
      // A test database's orders table is small enough for a scan: the index must still be one the planner can use.
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql`explain select ${orders.id} from ${orders} where ${lateCondition(new Date())}`);
    });
    expect(JSON.stringify((plan as unknown as { rows: unknown[] }).rows)).toContain('orders_late_idx');
  });
});

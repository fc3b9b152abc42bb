import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  API, DOCUMENTS, RES, TOKEN_HEADER, proof,
  type ActivityPage, type OrderProofs, type StaffOrderView,
} from '@sw/protocol';
import { orderItems, staffAudit } from '../db/schema';
import { approvedProofsByLine } from '../services/proof/approved';
import { staffDeskFile } from '../testing/deskFile';
import { orderTesting } from '../testing/orders';
import { pdfTextOf } from '../testing/pdfText';
import { approveAllProofs, postProof } from '../testing/proofs';
import { TINY_PNG, uploadFile } from '../testing/uploads';
import type { Person } from '../testing/inquiries';

const { t, api, smtp, staff } = staffDeskFile(orderTesting, { goods: 30, staffNick: 'Proofs' });
const { ok, as, refused, person, db, mailTo, placedOrder, paidInFull, upload } = t;

const E = API.erp;
const S = API.staff;

/**
 * A placed order of `buyer` and its one customized line (the logo line of the test inquiry), paid in full so the
 * production gate waits for the proofs alone.
 */
async function orderWithProofLine(buyer: Person) {
  const placed = await placedOrder(buyer, staff);
  await paidInFull(staff, placed.orderId);
  const proofs = await ok<OrderProofs>(staff, S.orderProofs, { orderId: placed.orderId });
  return { ...placed, proofs, line: proofs.lines[0]! };
}

/** GET /files/<key> as `who`: the status. */
async function readStatus(key: string, who: Person): Promise<number> {
  const response = await api().raw(`/files/${key}`, { headers: { [TOKEN_HEADER]: who.token } });
  await response.arrayBuffer();
  return response.status;
}

/** A real PNG uploaded by `who` into `folder` through POST /files/upload. */
async function realUpload(who: Person, folder: string) {
  const key = `${folder}/p${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}.png`;
  return { key, ...(await uploadFile(api(), who.token, { key, file: TINY_PNG, filename: 'proof.png' })) };
}

describe('orderProofs.do and postProof.do', () => {
  it('lists the customized lines only; staff post versions 1 and 2 with notes, the buyer is emailed each time and may read the files, another member may not', async () => {
    const buyer = await person();
    const other = await person();
    const { orderId, placed, line, proofs, h } = await orderWithProofLine(buyer);
    expect(proofs).toMatchObject({ orderId: String(orderId), orderNo: placed.orderNo, status: 'placed', open: true });
    expect(proofs.lines).toHaveLength(1);
    expect(line).toMatchObject({ title: h.title, state: 'awaiting_proof', versions: [] });
    expect(await ok<OrderProofs>(buyer, E.orderProofs, { orderId })).toEqual(proofs);

    const stored = await realUpload(staff, 'proof');
    expect(stored.status).toBe(200);
    expect(await readStatus(stored.key, buyer)).toBe(404);
    let mails = smtp().count(buyer.email);
    const v1 = await ok<OrderProofs>(staff, S.postProof, { orderId, lineId: line.lineId, file: { key: stored.key, name: 'Logo on the band.png' }, note: 'Laser engraved, 2 mm high.' });
    expect(v1.lines[0]).toMatchObject({
      state: 'pending',
      versions: [{ version: 1, status: 'pending', picture: true, note: 'Laser engraved, 2 mm high.', file: { key: stored.key, name: 'Logo on the band.png' }, comment: null, pins: [], decidedAt: null }],
    });
    const mail = await mailTo(buyer.email, mails);
    expect(mail.text).toContain(`artwork proof v1 for your order ${placed.orderNo}`);
    expect(mail.text).toContain(`version 1 of the artwork proof for ${h.title}`);
    expect(mail.text).toContain('Note: Laser engraved, 2 mm high.');
    expect(mail.text).toContain(`/orders/details?orderId=${orderId}`);
    expect(await readStatus(stored.key, buyer)).toBe(200);
    expect(await readStatus(stored.key, other)).toBe(404);

    await ok(staff, S.moveOrder, { orderId, to: 'confirmed' });
    mails = smtp().count(buyer.email);
    const v2 = await postProof(t, staff, orderId, line.lineId, { name: 'proof-v2.pdf' });
    expect(v2.line.versions.map((version) => [version.version, version.status, version.picture])).toEqual([[2, 'pending', false], [1, 'superseded', true]]);
    expect((await mailTo(buyer.email, mails)).text).toContain('version 2 of the artwork proof');

    const audit = await db().select().from(staffAudit).where(and(eq(staffAudit.targetId, String(orderId)), eq(staffAudit.action, 'order.proof'))).orderBy(asc(staffAudit.id));
    expect(audit.map((row) => [row.staffId, (row.after as { version: number }).version])).toEqual([[staff.id, 1], [staff.id, 2]]);
    expect(audit[0]!.summary).toBe(`Order ${placed.orderNo}: artwork proof v1 of ${h.title} posted`);
  });

  it('refuses a line without customization, another order\'s line, a foreign file, a buyer\'s file, and buyers and visitors on the staff paths', async () => {
    const buyer = await person();
    const { orderId, line } = await orderWithProofLine(buyer);
    const elsewhere = await orderWithProofLine(await person());
    const file = await upload(staff, 'proof', 'proof.png');
    const plain = (await ok<StaffOrderView>(staff, S.orderView, { orderId })).lines.find((orderLine) => orderLine.lineId !== line.lineId)!;
    refused(await as(staff)(S.postProof, { orderId, lineId: plain.lineId, file }), RES.CONFLICT, `${plain.title} has no logo, technique or engraving: it needs no artwork proof.`);
    refused(await as(staff)(S.postProof, { orderId, lineId: elsewhere.line.lineId, file }), RES.NOT_FOUND, 'This line of the order was not found.');
    refused(await as(staff)(S.postProof, { orderId: 99_999_999, lineId: line.lineId, file }), RES.NOT_FOUND, 'This order was not found.');
    refused(await as(staff)(S.postProof, { orderId, lineId: line.lineId, file: { key: 'proof/never-uploaded.png', name: 'x.png' } }), RES.NOT_FOUND, 'This file was not found. Please upload it again.');
    const buyersLogo = await upload(buyer, 'logo', 'mine.png');
    refused(await as(staff)(S.postProof, { orderId, lineId: line.lineId, file: buyersLogo }), RES.NOT_FOUND, 'This file was not found. Please upload it again.');
    refused(await as(staff)(S.postProof, { orderId, lineId: line.lineId, file: { key: '../etc/passwd', name: 'x' } }), RES.INVALID_PARAMS, /file/);
    refused(await as(staff)(S.postProof, { orderId, lineId: line.lineId, file, note: 'x'.repeat(1001) }), RES.INVALID_PARAMS, /note/);
    // Only the sales team may put a file into proof/.
    const intoProof = await realUpload(buyer, 'proof');
    expect(intoProof.status).toBe(403);
    expect(intoProof.body.meta.res).toBe(RES.FORBIDDEN);

    for (const path of [proof.staffOrderProofs.path, proof.postProof.path]) {
      refused(await as(buyer)(path, { orderId, lineId: line.lineId, file }), RES.FORBIDDEN, 'This is for staff only.');
      refused(await as(null)(path, { orderId, lineId: line.lineId, file }), RES.NOT_SIGNED_IN);
    }
    refused(await as(buyer)(E.orderProofs, { orderId: elsewhere.orderId }), RES.NOT_FOUND, 'This order was not found.');
    const posted = await postProof(t, staff, elsewhere.orderId, elsewhere.line.lineId);
    const theirs = posted.line.versions[0]!.proofId;
    refused(await as(buyer)(E.approveProof, { proofId: theirs }), RES.NOT_FOUND, 'This proof was not found.');
    refused(await as(buyer)(E.requestProofChanges, { proofId: theirs, comment: 'Mine now' }), RES.NOT_FOUND, 'This proof was not found.');
    refused(await as(null)(E.approveProof, { proofId: theirs }), RES.NOT_SIGNED_IN);
    expect((await ok<OrderProofs>(staff, S.orderProofs, { orderId: elsewhere.orderId })).lines[0]!.versions[0]!.status).toBe('pending');
    expect(await ok<OrderProofs>(staff, S.orderProofs, { orderId })).toMatchObject({ lines: [{ state: 'awaiting_proof', versions: [] }] });
  });
});

describe('approveProof.do and requestProofChanges.do', () => {
  it('takes a change request with pins, then approves the next version; old versions, second decisions and new versions after approval are refused', async () => {
    const buyer = await person({ nick: 'Pinning Buyer' });
    const { orderId, placed, line, h } = await orderWithProofLine(buyer);
    const v1 = (await postProof(t, staff, orderId, line.lineId)).line.versions[0]!;

    refused(await as(buyer)(E.requestProofChanges, { proofId: v1.proofId, comment: 'Move it', pins: [{ x: 1.2, y: 0.5 }] }), RES.INVALID_PARAMS, /pins\.0\.x: A pin must be placed on the picture/);
    refused(await as(buyer)(E.requestProofChanges, { proofId: v1.proofId, comment: 'Move it', pins: [{ x: 0.5, y: -0.1 }] }), RES.INVALID_PARAMS, /pins\.0\.y/);
    refused(await as(buyer)(E.requestProofChanges, { proofId: v1.proofId, comment: '  ' }), RES.INVALID_PARAMS, /comment: Please say what should change/);
    refused(await as(buyer)(E.requestProofChanges, { proofId: v1.proofId, comment: 'Pins', pins: Array.from({ length: 13 }, () => ({ x: 0.5, y: 0.5 })) }), RES.INVALID_PARAMS, /At most 12 pins/);

    let desk = smtp().count(staff.email);
    const changed = await ok<OrderProofs>(buyer, E.requestProofChanges, {
      proofId: v1.proofId, comment: 'The logo is too small.', pins: [{ x: 0.25, y: 0.5, note: 'Twice as big here' }, { x: 0.9, y: 0.1 }],
    });
    expect(changed.lines[0]).toMatchObject({
      state: 'changes_requested',
      versions: [{ version: 1, status: 'changes_requested', comment: 'The logo is too small.', pins: [{ x: 0.25, y: 0.5, note: 'Twice as big here' }, { x: 0.9, y: 0.1 }] }],
    });
    expect(changed.lines[0]!.versions[0]!.decidedAt).not.toBeNull();
    let mail = await mailTo(staff.email, desk);
    expect(mail.text).toContain('changes requested');
    expect(mail.text).toContain(`Pinning Buyer (${buyer.email}) asked for changes`);
    expect(mail.text).toContain('Comment: The logo is too small.');
    expect(mail.text).toContain('Pin 1 (25% across, 50% down): Twice as big here');
    expect(mail.text).toContain('Pin 2 (90% across, 10% down)');
    refused(await as(buyer)(E.requestProofChanges, { proofId: v1.proofId, comment: 'Again' }), RES.CONFLICT, /already asked for changes/);
    refused(await as(buyer)(E.approveProof, { proofId: v1.proofId }), RES.CONFLICT, /already asked for changes/);

    const v2 = (await postProof(t, staff, orderId, line.lineId, { name: 'v2.pdf' })).line.versions[0]!;
    refused(await as(buyer)(E.approveProof, { proofId: v1.proofId }), RES.CONFLICT, `This is version 1 of the proof of ${h.title}; only the latest version (2) can be approved or changed.`);
    refused(await as(buyer)(E.requestProofChanges, { proofId: v2.proofId, comment: 'Here', pins: [{ x: 0.5, y: 0.5 }] }), RES.INVALID_PARAMS, 'Pins can be placed on a picture proof only.');

    desk = smtp().count(staff.email);
    const approved = await ok<OrderProofs>(buyer, E.approveProof, { proofId: v2.proofId, comment: 'Perfect.' });
    expect(approved.lines[0]).toMatchObject({ state: 'approved', versions: [{ version: 2, status: 'approved', comment: 'Perfect.', pins: [] }, { version: 1, status: 'changes_requested' }] });
    mail = await mailTo(staff.email, desk);
    expect(mail.text).toContain(`approved version 2 of the artwork proof for ${h.title} on order ${placed.orderNo}`);
    expect(mail.text).toContain('The line\'s artwork is locked.');
    refused(await as(buyer)(E.approveProof, { proofId: v2.proofId }), RES.CONFLICT, 'This proof is already approved.');
    refused(await as(buyer)(E.requestProofChanges, { proofId: v2.proofId, comment: 'Changed my mind' }), RES.CONFLICT, 'This proof is already approved.');
    const file = await upload(staff, 'proof', 'v3.png');
    refused(await as(staff)(S.postProof, { orderId, lineId: line.lineId, file }), RES.CONFLICT, `The artwork of ${h.title} is approved (proof v2) and locked: it takes no new version.`);

    const byLine = await approvedProofsByLine(db(), orderId);
    expect([...byLine.entries()]).toEqual([[Number(line.lineId), { proofId: Number(v2.proofId), version: 2, key: v2.file.key, name: v2.file.name }]]);

    const invoice = await api().raw(DOCUMENTS.proformaPdf(String(orderId)), { headers: { [TOKEN_HEADER]: buyer.token } });
    const invoiceText = pdfTextOf(Buffer.from(await invoice.arrayBuffer()));
    expect(invoiceText).toContain('APPROVED ARTWORK');
    expect(invoiceText.replace(/\s+/g, ' ')).toContain(`artwork proof v2 (${v2.file.name}), approved by you.`);

    const log = await ok<ActivityPage>(buyer, E.activityLog, { kind: 'order' });
    expect(log.list.slice(0, 4).map((entry) => [entry.kind, entry.title])).toEqual([
      ['proof_approved', `You approved artwork proof v2 for ${h.title} on order ${placed.orderNo}`],
      ['proof_posted', `Artwork proof v2 for ${h.title} ready on order ${placed.orderNo}`],
      ['proof_changes_requested', `You asked for changes to artwork proof v1 for ${h.title} on order ${placed.orderNo}`],
      ['proof_posted', `Artwork proof v1 for ${h.title} ready on order ${placed.orderNo}`],
    ]);
    expect(log.list[0]).toMatchObject({ detail: 'Perfect.', ref: { type: 'order', id: String(orderId), no: placed.orderNo } });
    expect((await ok<ActivityPage>(buyer, E.activityLog, {})).list[0]!.kind).toBe('proof_approved');
  });
});

describe('the production gate and the order\'s state', () => {
  it('keeps production closed until every proof is approved, then refuses proofs once in production', async () => {
    const buyer = await person();
    const { orderId, line, h } = await orderWithProofLine(buyer);
    await ok(staff, S.moveOrder, { orderId, to: 'confirmed' });
    const closed = `The artwork proof of ${h.title} is not approved yet.`;
    expect((await ok<StaffOrderView>(staff, S.orderView, { orderId })).gates.production).toEqual([closed]);
    refused(await as(staff)(S.moveOrder, { orderId, to: 'in_production' }), RES.CONFLICT, `Production cannot start yet: ${closed}`);
    const v1 = (await postProof(t, staff, orderId, line.lineId)).line.versions[0]!;
    refused(await as(staff)(S.moveOrder, { orderId, to: 'in_production' }), RES.CONFLICT, `Production cannot start yet: ${closed}`);
    await ok(buyer, E.approveProof, { proofId: v1.proofId });
    expect((await ok<StaffOrderView>(staff, S.orderView, { orderId })).gates.production).toEqual([]);
    await ok(staff, S.moveOrder, { orderId, to: 'in_production' });
    const file = await upload(staff, 'proof', 'late.png');
    refused(await as(staff)(S.postProof, { orderId, lineId: line.lineId, file }), RES.CONFLICT, /is in production: proofs are posted only while an order is placed or confirmed/);
    expect(await ok<OrderProofs>(buyer, E.orderProofs, { orderId })).toMatchObject({ status: 'in_production', open: false, lines: [{ state: 'approved' }] });
  });

  it('lets the sales team pass the closed gate with a written reason, kept in the audit trail and shown on the order', async () => {
    const buyer = await person();
    const { orderId, h } = await orderWithProofLine(buyer);
    await ok(staff, S.moveOrder, { orderId, to: 'confirmed' });
    const started = await ok<StaffOrderView>(staff, S.moveOrder, { orderId, to: 'in_production', override: 'The buyer approved the artwork by phone.' });
    expect(started.status).toBe('in_production');
    expect(started.overrides[0]).toMatchObject({
      gate: 'production', reason: 'The buyer approved the artwork by phone.', missing: [`The artwork proof of ${h.title} is not approved yet.`], by: staff.email,
    });
  });

  it('refuses deciding a proof of a cancelled order, and names the count when more than three lines wait', async () => {
    const buyer = await person();
    const { orderId, line } = await orderWithProofLine(buyer);
    const pending = (await postProof(t, staff, orderId, line.lineId)).line.versions[0]!;
    await ok(buyer, E.cancelOrder, { orderId });
    refused(await as(buyer)(E.approveProof, { proofId: pending.proofId }), RES.CONFLICT, /is cancelled: proofs are decided only while an order is placed or confirmed/);

    const many = await orderWithProofLine(buyer);
    const engraving = { logoFiles: [], colors: [], technique: 'laser' };
    await db().update(orderItems).set({ customInfo: engraving }).where(eq(orderItems.orderId, many.orderId));
    const [first] = await db().select().from(orderItems).where(eq(orderItems.orderId, many.orderId)).limit(1);
    await db().insert(orderItems).values({ ...first!, id: undefined, sort: 9, title: 'Engraved tag' });
    await ok(staff, S.moveOrder, { orderId: many.orderId, to: 'confirmed' });
    expect((await ok<StaffOrderView>(staff, S.orderView, { orderId: many.orderId })).gates.production).toEqual(['The artwork proofs of 4 lines are not approved yet.']);
    await approveAllProofs(t, buyer, staff, many.orderId);
    expect((await ok<StaffOrderView>(staff, S.orderView, { orderId: many.orderId })).gates.production).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { API, RES, toMinor, type AcceptedInvitation, type OrderDetail, type PendingInvitation, type StaffOrderPage } from '@sw/protocol';
import { mailOutbox, orders, orderStatusHistory } from '../db/schema';
import { staffDeskFile } from '../testing/deskFile';
import type { Person } from '../testing/inquiries';
import { updateCompanyOf } from '../testing/members';
import { samplesTesting } from '../testing/samples';

/**
 * Joining a company (issue 49, point 21; docs/workflows.md, Joining a company): the joiner's open orders the sales team
 * has not confirmed yet meet the new company's rules as if placed there: one above its approval amount, and a sample
 * order that takes the company over the goods' sample limit, wait for its admin.
 */

const { t, smtp, staff } = staffDeskFile(samplesTesting, { goods: 30, staffNick: 'Join Desk' });
const { ok, refused, person, db, mailTo, placedOrder, placeSampleOrder, requestSamples, sampleGoods, setGoodsSamples } = t;
const C = API.company;

/** `joiner` accepts an invitation of `admin` with `role`, the token read from the mailed link. */
async function join(admin: Person, joiner: Person, role: 'buyer' | 'admin' = 'buyer') {
  const before = (await db().select().from(mailOutbox)).filter((row) => row.to === joiner.email).length;
  await ok<PendingInvitation>(admin, C.inviteColleague, { email: joiner.email, role });
  const mail = await mailTo(joiner.email, before);
  const token = /\/company\/join\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  return ok<AcceptedInvitation>(joiner, C.acceptInvitation, { token, confirm: true });
}

const statusOf = async (orderId: number) => (await db().select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;
const lastNote = async (orderId: number) => (await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.parentId, orderId)).orderBy(asc(orderStatusHistory.id))).at(-1)!;
const flat = (text: string) => text.replace(/\s+/g, ' ');
const deskIds = async () => (await ok<StaffOrderPage>(staff, API.staff.orderQueue, { pageSize: 50 })).list.map((row) => Number(row.orderId));

describe('joining a company with open orders', () => {
  it('sends an unconfirmed order above the company’s approval amount to its admin; a confirmed one stays', async () => {
    const admin = await person({ nick: 'Ada Admin' });
    await updateCompanyOf(db(), admin.id, { approvalThreshold: toMinor('1000') });
    const joiner = await person({ nick: 'Jo Joiner' });
    const above = await placedOrder(joiner, staff);
    const confirmed = await placedOrder(joiner, staff);
    await ok(staff, API.staff.moveOrder, { orderId: confirmed.orderId, to: 'confirmed' });
    expect(await statusOf(above.orderId)).toBe('placed');

    await join(admin, joiner);
    expect(await statusOf(above.orderId)).toBe('awaiting_approval');
    expect(await lastNote(above.orderId)).toMatchObject({ fromStatus: 'placed', toStatus: 'awaiting_approval', actor: 'system' });
    expect((await lastNote(above.orderId)).note).toMatch(/joined .*above the company’s approval amount of USD 1000\.00/);
    expect(await statusOf(confirmed.orderId)).toBe('confirmed');
    expect(await deskIds()).not.toContain(above.orderId);
    const asked = () => smtp().messages.filter((m) => m.to.includes(admin.email) && m.text.includes('waits for your approval')).map((m) => flat(m.text)).join('\n');
    await expect.poll(asked, { timeout: 10_000 }).toMatch(/It was placed before Jo Joiner joined the company, and USD 3260\.00 is above the company.{1,3}s approval amount of USD 1000\.00, so it waits for an admin/);

    // The admin decides as for any order that waits; then the desk has it again.
    const detail = await ok<OrderDetail>(admin, API.erp.approveOrder, { orderId: above.orderId });
    expect(detail.status).toBe('placed');
    expect(await deskIds()).toContain(above.orderId);
  });

  it('keeps the orders as they were when the joiner comes in as one of the company’s admins', async () => {
    const admin = await person({ nick: 'Ada Admin' });
    await updateCompanyOf(db(), admin.id, { approvalThreshold: toMinor('1000') });
    const joiner = await person({ nick: 'Al Admin' });
    const { orderId } = await placedOrder(joiner, staff);
    await join(admin, joiner, 'admin');
    expect(await statusOf(orderId)).toBe('placed');
  });

  it('sends a sample order that takes the company over the goods’ sample limit to its admin, and counts it afterwards', async () => {
    const g = await sampleGoods(3);
    await setGoodsSamples(g.id, { sampleOffered: true, samplePrice: null, sampleMaxPieces: 2, status: 1 });
    const admin = await person({ nick: 'Ada Admin' });
    const own = await placeSampleOrder(admin, { skip: 3, pieces: [2] });
    const joiner = await person({ nick: 'Sam Joiner' });
    const brought = await placeSampleOrder(joiner, { skip: 3, pieces: [1] });

    await join(admin, joiner);
    expect(await statusOf(own.orderId)).toBe('placed');
    expect(await statusOf(brought.orderId)).toBe('awaiting_approval');
    expect((await lastNote(brought.orderId)).note).toMatch(/3 sample pieces of .* at most 2 pieces of each specification/);
    refused(await requestSamples(joiner, { goodsId: g.id, pieces: [{ specId: g.specIds[0], qty: 1 }] }), RES.CONFLICT, /Your company already has 3 sample pieces of/);
  });
});

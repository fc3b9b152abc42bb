import { describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import {
  API, NOT_YOUR_ACCOUNT, RES,
  type ActingCode, type ActingConsentView, type ActingNow, type ActingOverview, type ActingStarted, type InquiryCreated, type MemberInformation,
} from '@sw/protocol';
import { mailOutbox, staffAudit } from '../db/schema';
import { colleagueIn, companyIdOf } from '../testing/company';
import { staffDeskFile } from '../testing/deskFile';
import { inquiryTesting, type Person } from '../testing/inquiries';

/**
 * Acting for a buyer with consent, and sales limited to their own accounts (issue 53; docs/security.md, Acting for a
 * buyer), over HTTP: a standing grant and a one-off code, each refusal (no consent, wrong, expired and reused codes, a
 * revoked grant, a sales person not named, another company's buyer), the blocked actions, the 30-minute end, and the
 * attribution in the company's log, the audit trail and the buyer's summary mail.
 */

const { t, api, staff: admin } = staffDeskFile(inquiryTesting, { goods: 6, staffNick: 'Acting Admin' });
const { ok, as, refused, person, db } = t;
const A = API.acting;
const S = API.staff;

const reason = { reason: 'phone', note: 'Called to order two lines' } as const;

/** A company (its admin and a buyer colleague) managed by a new sales person. */
async function account(nick: string) {
  const companyAdmin = await person({ nick: `${nick} Admin` });
  const companyId = await companyIdOf(db(), companyAdmin.id);
  const buyer = await colleagueIn(db(), companyId, 'buyer', `${nick} Buyer`);
  const seller = await person({ role: 'staff', nick: `${nick} Seller`, staffRoles: ['sales'] });
  await ok(admin, S.assignAccountManager, { companyId, managerId: seller.id });
  return { companyAdmin, companyId, buyer, seller };
}

/** Two cart lines and the inquiry they make, as whoever the session is. */
async function sendInquiry(who: Person) {
  const g = await t.sampleGoods(0);
  const h = await t.sampleGoods(1);
  const one = await ok<{ line: { lineId: string } }>(who, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: g.moq });
  const two = await ok<{ line: { lineId: string } }>(who, API.inquiryCart.putIntoCart, { goodsId: h.id, specId: h.specIds[0], qty: h.moq });
  return ok<InquiryCreated>(who, API.inquiryOrder.confirmOrder, { lineIds: [one.line.lineId, two.line.lineId], address: t.address, remark: 'By phone.' });
}

describe('sales limited to their own accounts', () => {
  it('a sales person reads and acts only on the companies they manage; a sales manager on every one', async () => {
    const mine = await account('Own');
    const other = await account('Other');
    const myInquiry = await t.quickInquiry(mine.buyer);
    const otherInquiry = await t.quickInquiry(other.buyer);
    await ok(mine.seller, S.inquiryView, { inquiryId: myInquiry.inquiryId });
    refused(await as(mine.seller)(S.inquiryView, { inquiryId: otherInquiry.inquiryId }), RES.NOT_YOUR_ACCOUNT, NOT_YOUR_ACCOUNT);
    refused(await as(mine.seller)(S.inquiryMessages, { inquiryId: otherInquiry.inquiryId }), RES.NOT_YOUR_ACCOUNT);
    refused(await as(mine.seller)(S.declineInquiry, { inquiryId: otherInquiry.inquiryId }), RES.NOT_YOUR_ACCOUNT);
    refused(await as(mine.seller)(S.companyView, { companyId: other.companyId }), RES.NOT_YOUR_ACCOUNT);
    refused(await as(mine.seller)(S.memberView, { memberId: other.buyer.id }), RES.NOT_YOUR_ACCOUNT);
    await ok(mine.seller, S.companyView, { companyId: mine.companyId });
    // The queue is theirs whatever the filter says; a missing record is still "not found".
    const queue = await ok<{ list: { inquiryId: number }[] }>(mine.seller, S.inquiryQueue, { pageSize: 50 });
    expect(queue.list.map((i) => Number(i.inquiryId))).toEqual([myInquiry.inquiryId]);
    refused(await as(mine.seller)(S.inquiryView, { inquiryId: 999_999 }), RES.NOT_FOUND);
    const manager = await person({ role: 'staff', nick: 'Manager', staffRoles: ['sales_manager'] });
    await ok(manager, S.inquiryView, { inquiryId: otherInquiry.inquiryId });
    // Finance reads an order's payments through its own role, not limited by accounts.
    const both = await person({ role: 'staff', nick: 'Sales and finance', staffRoles: ['sales', 'finance'] });
    refused(await as(both)(S.inquiryView, { inquiryId: otherInquiry.inquiryId }), RES.NOT_YOUR_ACCOUNT);
  });
});

describe('acting for a buyer with a standing grant', () => {
  it('needs the consent; then the sales person is the buyer, blocked actions are refused, every write is attributed, the end mails a summary', async () => {
    const { companyAdmin, companyId, buyer, seller } = await account('Juwelier');
    refused(await as(seller)(A.startActing, { email: buyer.email, ...reason }), RES.ACTING_CONSENT_REQUIRED);
    refused(await as(seller)(A.startActing, { email: buyer.email, reason: 'lunch', note: 'x' }), RES.INVALID_PARAMS);
    refused(await as(seller)(A.startActing, { email: buyer.email, reason: 'phone', note: '' }), RES.INVALID_PARAMS);
    // Staff never grant consent; a buyer (not admin) cannot give a standing one; a non-sales person cannot be named.
    refused(await as(seller)(A.grantConsent, { staffId: seller.id, days: 30 }), RES.FORBIDDEN);
    refused(await as(buyer)(A.grantConsent, { staffId: seller.id, days: 30 }), RES.ROLE_REFUSED);
    const finance = await person({ role: 'staff', nick: 'Finance', staffRoles: ['finance'] });
    refused(await as(companyAdmin)(A.grantConsent, { staffId: finance.id, days: 30 }), RES.ACTING_TARGET_REFUSED);
    refused(await as(companyAdmin)(A.grantConsent, { staffId: seller.id, days: 45 }), RES.INVALID_PARAMS);
    const overview = await ok<ActingOverview>(companyAdmin, A.consents);
    expect(overview.salesPeople[0]).toMatchObject({ memId: seller.id, accountManager: true });
    const grant = await ok<ActingConsentView>(companyAdmin, A.grantConsent, { staffId: seller.id, days: 30 });
    expect(grant).toMatchObject({ kind: 'standing', staffNick: 'Juwelier Seller', live: true });

    const started = await ok<ActingStarted>(seller, A.startActing, { email: buyer.email, ...reason });
    expect(started.banner).toBe(`Acting for Juwelier Buyer (${started.companyName ?? ''}): phone order.`.replace(' ()', ''));
    expect((await ok<ActingNow>(seller, A.current)).buyerNick).toBe('Juwelier Buyer');
    // The storefront as the buyer: their account, their company.
    expect((await ok<MemberInformation>(seller, API.base.viewInformation)).email).toBe(buyer.email);
    const created = await sendInquiry(seller);
    const mine = await ok<{ list: { inquiryId: string | number }[] }>(buyer, API.inquiryOrder.inquiryOrderList1562, {});
    expect(mine.list.map((i) => String(i.inquiryId))).toContain(String(created.inquiryId));

    // Blocked while acting, whatever the buyer's role; the console too.
    for (const path of [API.base.changePwd2, API.company.inviteColleague, API.company.removeColleague, API.erp.approveOrder, API.erp.approveProof, API.erp.sendPaymentNotice, A.grantConsent, A.sessionCode, S.inquiryQueue]) {
      refused(await as(seller)(path, {}), RES.REFUSED_WHILE_ACTING);
    }

    // The company's log and the audit trail say who did it for whom.
    const log = (await ok<ActingOverview>(companyAdmin, A.consents)).log;
    const sent = log.find((e) => e.what === 'Sent an inquiry')!;
    expect(sent.attribution).toMatch(/^placed by Juwelier Seller for Juwelier Buyer, phone order, \d\d:\d\d$/);
    expect(log.filter((e) => e.what === 'Added a cart line')).toHaveLength(2);
    expect(log.at(-1)).toMatchObject({ kind: 'start', note: reason.note });
    // The buyer (not admin) reads their own log too; another company reads none of it.
    expect((await ok<ActingOverview>(buyer, A.consents)).log.length).toBe(log.length);
    const stranger = await person({ nick: 'Stranger' });
    expect((await ok<ActingOverview>(stranger, A.consents)).log).toEqual([]);
    refused(await as(stranger)(A.revokeConsent, { consentId: grant.consentId }), RES.NOT_FOUND);

    await ok(seller, A.endActing);
    expect(await ok(seller, A.current)).toBeNull();
    refused(await as(seller)(A.endActing), RES.ACTING_ENDED);
    await ok(seller, S.inquiryView, { inquiryId: Number(created.inquiryId) });
    const audit = await db().select().from(staffAudit).where(and(eq(staffAudit.staffId, seller.id), like(staffAudit.action, 'acting.%'))).orderBy(asc(staffAudit.id));
    expect(audit.map((a) => a.action)).toEqual(['acting.start', 'acting.write', 'acting.write', 'acting.write', 'acting.end']);
    expect(audit[1]!.after).toMatchObject({ staffId: seller.id, buyerId: buyer.id, reason: 'phone' });
    const [summary] = await db().select().from(mailOutbox).where(and(eq(mailOutbox.to, buyer.email), like(mailOutbox.subject, 'Done on your behalf%')));
    expect(summary!.text).toContain('Sent an inquiry: placed by Juwelier Seller for Juwelier Buyer, phone order');
    void companyId;
  });

  it('a revoked grant ends the session at once; a sales person not named, and another company\'s buyer, are refused', async () => {
    const { companyAdmin, buyer, seller } = await account('Revoke');
    const grant = await ok<ActingConsentView>(companyAdmin, A.grantConsent, { staffId: seller.id, days: 90 });
    await ok(seller, A.startActing, { email: buyer.email, ...reason, reason: 'whatsapp' });
    await ok<ActingConsentView>(companyAdmin, A.revokeConsent, { consentId: grant.consentId });
    // At once: the very next call is the sales person's own, and the buyer is mailed the summary.
    expect(await ok(seller, A.current)).toBeNull();
    expect((await ok<MemberInformation>(seller, API.base.viewInformation)).email).toBe(seller.email);
    const log = (await ok<ActingOverview>(companyAdmin, A.consents)).log;
    expect(log[0]).toMatchObject({ kind: 'end', what: 'Ended: the buyer\'s consent was revoked', reason: 'whatsapp' });
    refused(await as(seller)(A.startActing, { email: buyer.email, ...reason }), RES.ACTING_CONSENT_REQUIRED);

    // A sales manager (every account) not named in the grant.
    const regrant = await ok<ActingConsentView>(companyAdmin, A.grantConsent, { staffId: seller.id, days: 30 });
    expect(regrant.live).toBe(true);
    const manager = await person({ role: 'staff', nick: 'Unnamed Manager', staffRoles: ['sales_manager'] });
    refused(await as(manager)(A.startActing, { email: buyer.email, ...reason }), RES.ACTING_CONSENT_REQUIRED);
    // Another company's buyer, through this grant: refused even where the seller also manages it.
    const other = await account('Elsewhere');
    await ok(admin, S.assignAccountManager, { companyId: await companyIdOf(db(), other.buyer.id), managerId: seller.id });
    refused(await as(seller)(A.startActing, { email: other.buyer.email, ...reason }), RES.ACTING_CONSENT_REQUIRED);
    // A sales person of another account is refused the buyer outright; staff accounts are never acted for.
    refused(await as(other.seller)(A.startActing, { email: buyer.email, ...reason }), RES.NOT_YOUR_ACCOUNT);
    refused(await as(admin)(A.startActing, { email: manager.email, ...reason }), RES.ACTING_TARGET_REFUSED);
    refused(await as(admin)(A.startActing, { email: 'nobody@acting.test', ...reason }), RES.NOT_FOUND);
  });

  it('ends by itself after 30 minutes without activity', async () => {
    const { companyAdmin, buyer, seller } = await account('Idle');
    await ok(companyAdmin, A.grantConsent, { staffId: seller.id, days: 30 });
    await ok(seller, A.startActing, { email: buyer.email, ...reason, reason: 'support' });
    api().advance(29 * 60_000);
    await ok(seller, API.base.viewInformation);
    api().advance(29 * 60_000);
    await ok(seller, API.base.viewInformation);
    api().advance(31 * 60_000);
    refused(await as(seller)(API.base.viewInformation), RES.ACTING_ENDED);
    const log = (await ok<ActingOverview>(companyAdmin, A.consents)).log;
    expect(log[0]).toMatchObject({ kind: 'end', what: 'Ended after 30 minutes without activity' });
  });
});

describe('acting for a buyer with a one-off code', () => {
  it('a wrong, an expired and a reused code are refused; the right one starts a session for that member', async () => {
    const { buyer, seller } = await account('Code');
    const code = await ok<ActingCode>(buyer, A.sessionCode);
    expect(code.code).toMatch(/^\d{6}$/);
    const wrong = code.code === '000000' ? '111111' : '000000';
    refused(await as(seller)(A.startActing, { email: buyer.email, ...reason, code: wrong }), RES.ACTING_CODE_REJECTED, /not right/);
    refused(await as(seller)(A.startActing, { email: buyer.email, ...reason, code: '12ab' }), RES.INVALID_PARAMS);
    await ok(seller, A.startActing, { email: buyer.email, ...reason, code: code.code });
    expect((await ok<MemberInformation>(seller, API.base.viewInformation)).email).toBe(buyer.email);
    await ok(seller, A.endActing);
    refused(await as(seller)(A.startActing, { email: buyer.email, ...reason, code: code.code }), RES.ACTING_CODE_REJECTED, /used already/);

    const late = await ok<ActingCode>(buyer, A.sessionCode);
    api().advance(11 * 60_000);
    refused(await as(seller)(A.startActing, { email: buyer.email, ...reason, code: late.code }), RES.ACTING_CODE_REJECTED, /expired/);
    // The code is the member's own: it does not open a colleague's account.
    const fresh = await ok<ActingCode>(buyer, A.sessionCode);
    const colleague = await colleagueIn(db(), await companyIdOf(db(), buyer.id), 'buyer', 'Code Colleague');
    refused(await as(seller)(A.startActing, { email: colleague.email, ...reason, code: fresh.code }), RES.ACTING_CODE_REJECTED);
  });

  it('five wrong codes void the open one', async () => {
    const { buyer, seller } = await account('Guess');
    const code = await ok<ActingCode>(buyer, A.sessionCode);
    const wrong = code.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) refused(await as(seller)(A.startActing, { email: buyer.email, ...reason, code: wrong }), RES.ACTING_CODE_REJECTED);
    refused(await as(seller)(A.startActing, { email: buyer.email, ...reason, code: code.code }), RES.ACTING_CODE_REJECTED);
  });
});

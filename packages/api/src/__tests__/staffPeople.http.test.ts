import { describe, expect, it } from 'vitest';
import { companyOf, insertAccount, updateCompanyOf } from '../testing/members';
import { eq } from 'drizzle-orm';
import {
  API, AUDIT_FLAG, hashPassword, MSG, RES,
  type AccessRequestPage, type AccessRequestView, type AuditTrailPage, type HeaderData, type LeadPage, type LeadView,
  type LoginResult, type Page, type StaffMemberSummary, type StaffMemberView,
} from '@sw/protocol';
import { contactLeads, newDesignRequests, sessions, staffAudit } from '../db/schema';
import { hashStoredPassword } from '../services/auth/passwords';
import { staffDeskFile } from '../testing/deskFile';
import { inquiryTesting } from '../testing/inquiries';

/**
 * The console's people part over HTTP: access requests, leads, members (search, view, disable and enable), staff
 * accounts and the audit trail; every path refuses a buyer (20003) and a visitor (21008) with no data.
 */

const { t, api, smtp, staff } = staffDeskFile(inquiryTesting, { goods: 12, staffNick: 'People Desk' });
const { ok, as, refused, person, db, mailTo } = t;

const S = API.staff;
const PEOPLE_PATHS = [S.accessRequests, S.decideAccess, S.leads, S.handleLead, S.members, S.memberView, S.setMemberDisabled, S.addStaff, S.auditTrail];

/** A buyer who sent company information: a waiting access request. */
async function requester(company: string, country = 'DE') {
  const buyer = await person({ nick: `${company} Buyer` });
  await updateCompanyOf(db(), buyer.id, { name: company, country, contactName: `${company} Contact`, phone: '+49 30 1234', auditFlag: AUDIT_FLAG.received });
  const companyId = (await companyOf(db(), buyer.id))!.id;
  const [request] = await db().insert(newDesignRequests).values({ memberId: buyer.id, companyId, status: AUDIT_FLAG.received }).returning({ id: newDesignRequests.id });
  return { buyer, requestId: request!.id };
}

/** A member who can sign in with `password`. */
async function withPassword(label: string, password: string) {
  const email = `${label}-${Date.now()}@people.test`;
  const row = await insertAccount(db(), { email, pwdHash: await hashStoredPassword(hashPassword(email, password)), nick: label, emailConfirmedAt: new Date() });
  return { id: row.id, email };
}
const signIn = (email: string, password: string) => api().call<LoginResult>(API.base.emailLoginOrRegister, { email, pwd: hashPassword(email, password) });
const trail = (filters: Record<string, unknown>) => ok<AuditTrailPage>(staff, S.auditTrail, filters);

describe('every people path', () => {
  it('refuses a buyer (20003) and a visitor (21008) with no data', async () => {
    const buyer = await person();
    for (const path of PEOPLE_PATHS) {
      refused(await as(buyer)(path, { memberId: buyer.id, requestId: 1, leadId: 1 }), RES.FORBIDDEN, 'This is for staff only.');
      refused(await as(null)(path, {}), RES.NOT_SIGNED_IN);
    }
  });
});

describe('new-design access', () => {
  it('lists waiting requests oldest first with the company information, and refuses bad filters', async () => {
    const first = await requester('Alpha Gems');
    const second = await requester('Beta Jewels', 'FR');
    const page = await ok<AccessRequestPage>(staff, S.accessRequests, { pageSize: 100 });
    const ids = page.list.map((r) => r.requestId);
    expect(ids.indexOf(first.requestId)).toBeLessThan(ids.indexOf(second.requestId));
    expect(page.waiting).toBeGreaterThanOrEqual(2);
    const row = page.list.find((r) => r.requestId === second.requestId)!;
    expect(row.member).toMatchObject({ company: 'Beta Jewels', country: 'FR', contactName: 'Beta Jewels Contact', auditFlag: 1 });
    const found = await ok<AccessRequestPage>(staff, S.accessRequests, { keyword: 'beta jew' });
    expect(found.list.map((r) => r.requestId)).toEqual([second.requestId]);
    refused(await as(staff)(S.accessRequests, { state: 'maybe' }), RES.INVALID_PARAMS, /waiting, approved, problem or all/);
  });

  it('approves: the buyer’s auditFlag is 2 on the next call, the buyer is emailed, the trail has before and after', async () => {
    const { buyer, requestId } = await requester('Gamma Trade');
    const before = await ok<HeaderData>(buyer, API.csite.headerData);
    expect(before.searchInfo.newArrivals.auditFlag).toBe(1);
    const decided = await ok<AccessRequestView>(staff, S.decideAccess, { requestId, decision: 'approve' });
    expect(decided).toMatchObject({ status: 2, decidedBy: staff.email, member: { auditFlag: 2 } });
    const after = await ok<HeaderData>(buyer, API.csite.headerData);
    expect(after.searchInfo.newArrivals.auditFlag).toBe(2);
    expect((await mailTo(buyer.email)).text).toContain('can now see our new designs');
    const entries = await trail({ targetType: 'member', targetId: buyer.id });
    expect(entries.list[0]).toMatchObject({ action: 'access.approve', staffEmail: staff.email, before: { auditFlag: 1 }, after: { auditFlag: 2 } });
    refused(await as(staff)(S.decideAccess, { requestId, decision: 'approve' }), RES.CONFLICT, 'This request is already approved.');
  });

  it('flags a problem with a message that is emailed; a problem needs the message; unknown requests are 20004', async () => {
    const { buyer, requestId } = await requester('Delta Shop');
    refused(await as(staff)(S.decideAccess, { requestId, decision: 'problem' }), RES.INVALID_PARAMS, /what is wrong/);
    refused(await as(staff)(S.decideAccess, { requestId, decision: 'maybe' }), RES.INVALID_PARAMS);
    refused(await as(staff)(S.decideAccess, { requestId: 99_999_999, decision: 'approve' }), RES.NOT_FOUND);
    const decided = await ok<AccessRequestView>(staff, S.decideAccess, { requestId, decision: 'problem', message: 'The website address does not open.' });
    expect(decided).toMatchObject({ status: 3, note: 'The website address does not open.', member: { auditFlag: 3 } });
    const mail = await mailTo(buyer.email);
    expect(mail.text).toContain('The website address does not open.');
    expect((await companyOf(db(), buyer.id))!.auditFlag).toBe(3);
  });
});

describe('leads', () => {
  it('lists contact form entries newest first with country and message; handled with a note; reopened', async () => {
    const [older] = await db().insert(contactLeads).values({ name: 'Old Lead', email: 'old@lead.test', country: 'IT', message: 'Earlier question', createdAt: new Date(Date.now() - 60_000) }).returning();
    const [newer] = await db().insert(contactLeads).values({ name: 'New Lead', email: 'new@lead.test', country: 'ES', message: 'Do you make anklets?' }).returning();
    const page = await ok<LeadPage>(staff, S.leads, { pageSize: 100 });
    const ids = page.list.map((l) => l.leadId);
    expect(ids.indexOf(newer!.id)).toBeLessThan(ids.indexOf(older!.id));
    expect(page.list.find((l) => l.leadId === newer!.id)).toMatchObject({ country: 'ES', message: 'Do you make anklets?', handled: false });
    expect((await ok<LeadPage>(staff, S.leads, { country: 'ES', keyword: 'anklets' })).list.map((l) => l.leadId)).toEqual([newer!.id]);

    const handled = await ok<LeadView>(staff, S.handleLead, { leadId: newer!.id, handled: true, note: 'Sent the anklet catalogue.' });
    expect(handled).toMatchObject({ handled: true, note: 'Sent the anklet catalogue.', handledBy: staff.email });
    expect((await ok<LeadPage>(staff, S.leads, { pageSize: 100 })).list.map((l) => l.leadId)).not.toContain(newer!.id);
    expect((await ok<LeadPage>(staff, S.leads, { state: 'handled', pageSize: 100 })).list.map((l) => l.leadId)).toContain(newer!.id);
    refused(await as(staff)(S.handleLead, { leadId: newer!.id, handled: true, note: 'Sent the anklet catalogue.' }), RES.CONFLICT, 'This lead is already handled.');
    const reopened = await ok<LeadView>(staff, S.handleLead, { leadId: newer!.id, handled: false });
    expect(reopened).toMatchObject({ handled: false, handledBy: null });
    const entries = await trail({ targetType: 'lead', targetId: String(newer!.id) });
    expect(entries.list.map((e) => e.action)).toEqual(['lead.reopen', 'lead.handle']);
    expect(entries.list[1]!.after).toMatchObject({ handled: true, note: 'Sent the anklet catalogue.' });

    refused(await as(staff)(S.handleLead, { leadId: 'x', handled: true }), RES.INVALID_PARAMS);
    refused(await as(staff)(S.handleLead, { leadId: newer!.id }), RES.INVALID_PARAMS, /handled/);
    refused(await as(staff)(S.handleLead, { leadId: 99_999_999, handled: true }), RES.NOT_FOUND);
    refused(await as(staff)(S.leads, { state: 'closed' }), RES.INVALID_PARAMS);
  });
});

describe('members', () => {
  it('searches by email, name, company and country; shows one member with inquiries, orders and access', async () => {
    const { buyer } = await requester('Zircon Atelier', 'JP');
    const byCompany = await ok<Page<StaffMemberSummary>>(staff, S.members, { keyword: 'zirc atel' });
    expect(byCompany.list.map((m) => m.memId)).toEqual([buyer.id]);
    const byEmail = await ok<Page<StaffMemberSummary>>(staff, S.members, { keyword: buyer.email });
    expect(byEmail.list.map((m) => m.memId)).toEqual([buyer.id]);
    const byName = await ok<Page<StaffMemberSummary>>(staff, S.members, { keyword: 'Zircon Atelier Contact', country: 'JP' });
    expect(byName.list.map((m) => m.memId)).toEqual([buyer.id]);
    expect((await ok<Page<StaffMemberSummary>>(staff, S.members, { keyword: 'zircon', country: 'FR' })).total).toBe(0);
    expect((await ok<Page<StaffMemberSummary>>(staff, S.members, { role: 'staff', pageSize: 100 })).list.every((m) => m.role === 'staff')).toBe(true);
    const sorted = await ok<Page<StaffMemberSummary>>(staff, S.members, { sort: 'email', pageSize: 100 });
    const emails = sorted.list.map((m) => m.email);
    expect([...emails].sort()).toEqual(emails);
    const oldest = await ok<Page<StaffMemberSummary>>(staff, S.members, { sort: 'oldest', pageSize: 100 });
    expect(oldest.list.at(-1)!.createdAt >= oldest.list[0]!.createdAt).toBe(true);
    refused(await as(staff)(S.members, { sort: 'height' }), RES.INVALID_PARAMS, /newest, oldest, email or company/);
    refused(await as(staff)(S.members, { country: 'Germany' }), RES.INVALID_PARAMS, /Please choose a country\./);
    refused(await as(staff)(S.members, { pageSize: 1000 }), RES.INVALID_PARAMS);

    const inquiry = await t.quickInquiry(buyer);
    const view = await ok<StaffMemberView>(staff, S.memberView, { memberId: buyer.id });
    expect(view).toMatchObject({ email: buyer.email, company: 'Zircon Atelier', auditFlag: 1, disabled: false, inquiryCount: 1, orderCount: 0, openSessions: 1 });
    expect(view.inquiries[0]!.inquiryId).toBe(inquiry.inquiryId);
    expect(view.accessRequests[0]).toMatchObject({ status: 1 });
    refused(await as(staff)(S.memberView, { memberId: 'not-a-uuid' }), RES.INVALID_PARAMS, /Please choose a member\./);
    refused(await as(staff)(S.memberView, { memberId: '00000000-0000-4000-8000-000000000000' }), RES.NOT_FOUND);
  });

  it('disabling ends every session at once and refuses sign-in with its message; enabling restores sign-in', async () => {
    const account = await withPassword('disable-me', 'Secret#123');
    const first = await signIn(account.email, 'Secret#123');
    expect(first.meta.res).toBe(RES.OK);
    const token = first.data!.tokEn;
    const member = { id: account.id, token, email: account.email };
    expect((await as(member)(API.base.viewInformation)).meta.res).toBe(RES.OK);

    const disabled = await ok<StaffMemberView>(staff, S.setMemberDisabled, { memberId: account.id, disabled: true, reason: 'Chargeback fraud' });
    expect(disabled).toMatchObject({ disabled: true, disabledReason: 'Chargeback fraud', openSessions: 0 });
    // The open session is refused on its very next call, on every kind of path.
    refused(await as(member)(API.base.viewInformation), RES.SESSION_REVOKED, MSG.accountDisabled);
    refused(await as(member)(API.csite.headerData), RES.SESSION_REVOKED, MSG.accountDisabled);
    const open = await db().select().from(sessions).where(eq(sessions.memberId, account.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    // Sign-in: a wrong password says only that; the right one says the account is disabled.
    refused(await signIn(account.email, 'Wrong#123'), RES.WRONG_PASSWORD, MSG.wrongPassword);
    refused(await signIn(account.email, 'Secret#123'), RES.ACCOUNT_DISABLED, MSG.accountDisabled);
    refused(await as(staff)(S.setMemberDisabled, { memberId: account.id, disabled: true }), RES.CONFLICT, /already disabled/);
    // A password reset signs in too: refused the same way, and the password stays as it was.
    const before = smtp().count(account.email);
    expect((await api().call(API.base.sendVerificationMail, { email: account.email })).meta.res).toBe(RES.OK);
    const code = await smtp().codeFor(account.email, before);
    refused(await api().call(API.base.changePwd, { email: account.email, pwd: hashPassword(account.email, 'Other#456'), veriCode: code }), RES.ACCOUNT_DISABLED, MSG.accountDisabled);

    const enabled = await ok<StaffMemberView>(staff, S.setMemberDisabled, { memberId: account.id, disabled: false });
    expect(enabled).toMatchObject({ disabled: false, disabledReason: null });
    // The old session stays ended; signing in again works.
    refused(await as(member)(API.base.viewInformation), RES.SESSION_REVOKED);
    const again = await signIn(account.email, 'Secret#123');
    expect(again.meta.res).toBe(RES.OK);
    expect((await as({ ...member, token: again.data!.tokEn })(API.base.viewInformation)).meta.res).toBe(RES.OK);

    const entries = await trail({ targetType: 'member', targetId: account.id });
    expect(entries.list.map((e) => e.action)).toEqual(['member.enable', 'member.disable']);
    expect(entries.list[1]).toMatchObject({ before: { disabled: false }, after: { disabled: true, disabledReason: 'Chargeback fraud', sessionsEnded: 1 } });

    refused(await as(staff)(S.setMemberDisabled, { memberId: staff.id, disabled: true }), RES.CONFLICT, 'You cannot disable your own account.');
    refused(await as(staff)(S.setMemberDisabled, { memberId: account.id }), RES.INVALID_PARAMS);
  });

  it('adds a staff account who can sign in and use the console; refuses a taken address and a clear password', async () => {
    const email = `new-staff-${Date.now()}@people.test`;
    const added = await ok<StaffMemberSummary>(staff, S.addStaff, { email: email.toUpperCase(), pwd: hashPassword(email, 'Desk#2026') });
    expect(added).toMatchObject({ email, role: 'staff', auditFlag: 2, emailConfirmed: true });
    const signedIn = await signIn(email, 'Desk#2026');
    expect(signedIn.meta.res).toBe(RES.OK);
    expect((await api().call(S.members, {}, { token: signedIn.data!.tokEn })).meta.res).toBe(RES.OK);
    refused(await as(staff)(S.addStaff, { email, pwd: hashPassword(email, 'Other#2026') }), RES.CONFLICT, `${email} already has an account.`);
    refused(await as(staff)(S.addStaff, { email: staff.email.replace('staff', 'x'), pwd: 'Desk#2026' }), RES.INVALID_PARAMS, /hashed/);
    refused(await as(staff)(S.addStaff, { email: 'not-an-address', pwd: hashPassword('a@b.c', 'Desk#2026') }), RES.INVALID_PARAMS, new RegExp(MSG.invalidEmail));
    const buyer = await person();
    refused(await as(staff)(S.addStaff, { email: buyer.email, pwd: hashPassword(buyer.email, 'Desk#2026') }), RES.CONFLICT, /already has a buyer account/);
    const entries = await trail({ action: 'staff.add', targetId: added.memId });
    expect(entries.list[0]).toMatchObject({ staffEmail: staff.email, after: { email, role: 'staff' } });
  });
});

describe('the quotation desk in the audit trail', () => {
  it('records saving and sending a quotation and declining an inquiry, with before and after', async () => {
    const buyer = await person({ nick: 'Desk Trail' });
    const { inquiryId } = await t.preciseInquiry(buyer);
    const detail = await ok<{ lines: { itemId: string; title: string }[] }>(staff, S.inquiryView, { inquiryId });
    const validUntil = new Date(api().deps.now().getTime() + 20 * 86_400_000).toISOString().slice(0, 10);
    const draft = await ok<{ quotationId: string }>(staff, S.saveQuotation, {
      inquiryId, currency: 'USD', leadTimeDays: 20, validUntil,
      lines: detail.lines.map((line) => ({ itemId: line.itemId, title: line.title, qty: 200, tiers: [{ minQty: 100, unitPrice: 2.5 }] })),
    });
    await ok(staff, S.sendQuotation, { inquiryId, quotationId: draft.quotationId });
    const sent = await trail({ targetType: 'inquiry', targetId: String(inquiryId) });
    expect(sent.list.map((e) => e.action)).toEqual(['quotation.send', 'quotation.save']);
    expect(sent.list[0]).toMatchObject({ staffEmail: staff.email, before: { inquiryStatus: 'submitted' }, after: { inquiryStatus: 'quoted', quotation: { status: 'sent', version: 1 } } });
    expect(sent.list[1]).toMatchObject({ before: null, after: { currency: 'USD', total: 1000 } });

    const other = await t.quickInquiry(buyer);
    await ok(staff, S.declineInquiry, { inquiryId: other.inquiryId, reason: 'We do not make this.' });
    const declined = await trail({ action: 'inquiry.decline', targetId: String(other.inquiryId) });
    expect(declined.list[0]).toMatchObject({ before: { status: 'submitted' }, after: { status: 'declined', reason: 'We do not make this.' } });
    // A refused change writes nothing.
    refused(await as(staff)(S.declineInquiry, { inquiryId: other.inquiryId }), RES.CONFLICT);
    expect((await trail({ targetType: 'inquiry', targetId: String(other.inquiryId) })).total).toBe(1);
  });
});

describe('audit trail', () => {
  it('lists newest first with filters by staff, action, target and days, and the filters’ choices', async () => {
    const other = await person({ role: 'staff', nick: 'Other Desk' });
    const [lead] = await db().insert(contactLeads).values({ name: 'Trail Lead', email: 'trail@lead.test', message: 'Hello' }).returning();
    await ok<LeadView>(other, S.handleLead, { leadId: lead!.id, handled: true, note: 'Called back' });
    const all = await trail({ pageSize: 100 });
    const times = all.list.map((e) => e.at);
    expect([...times].sort((a, b) => b.localeCompare(a))).toEqual(times);
    expect(all.actions).toEqual(expect.arrayContaining(['lead.handle', 'member.disable', 'access.approve']));
    expect(all.staff.map((s) => s.email)).toEqual(expect.arrayContaining([staff.email, other.email]));
    // The choices come from the code and the staff accounts, not from the rows written so far.
    const quiet = await person({ role: 'staff', nick: 'Quiet Desk' });
    const choices = await trail({ pageSize: 1 });
    expect(choices.staff).toContainEqual({ staffId: quiet.id, email: quiet.email });
    const aBuyer = await person();
    expect(choices.staff.every((s) => s.staffId !== aBuyer.id)).toBe(true);
    expect(choices.actions).toEqual(expect.arrayContaining(['factory.delete', 'inquiry.message', 'goods.offline', 'order.move']));
    expect(choices.actions).toEqual([...choices.actions].sort());
    expect(choices.targetTypes).toEqual(expect.arrayContaining(['popularSearches', 'banners', 'order', 'goods']));
    const byOther = await trail({ staffId: other.id });
    expect(byOther.list.map((e) => e.targetId)).toEqual([String(lead!.id)]);
    const today = api().deps.now().toISOString().slice(0, 10);
    expect((await trail({ staffId: other.id, from: today, to: today })).total).toBe(1);
    expect((await trail({ staffId: other.id, to: '2020-01-01' })).total).toBe(0);
    refused(await as(staff)(S.auditTrail, { from: '2026-13-45' }), RES.INVALID_PARAMS, /Please enter a date as YYYY-MM-DD/);
    refused(await as(staff)(S.auditTrail, { staffId: 'someone' }), RES.INVALID_PARAMS);
    refused(await as(staff)(S.auditTrail, { action: 'DROP TABLE' }), RES.INVALID_PARAMS);
    expect((await db().select().from(staffAudit).where(eq(staffAudit.staffId, other.id))).length).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  API, hashPassword, INVITATIONS_PER_HOUR, RES,
  type AcceptedInvitation, type AddressBookEntry, type Colleague, type CompanySettings, type CompanyView,
  type InvitationInfo, type LoginResult, type PendingInvitation,
} from '@sw/protocol';
import { companies, companyInvitations, inquiries, members } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/harness';
import { inquiryTesting, type Person } from '../testing/inquiries';
import { companyOf, updateCompanyOf } from '../testing/members';
import { startTestSmtp, type TestSmtp } from '../testing/smtp';

let api: TestApi;
let smtp: TestSmtp;
const t = inquiryTesting(() => api, () => smtp);
const { ok, as, refused, person, db, mailTo, quickInquiry, address } = t;
const C = API.company;
let seq = 0;

beforeAll(async () => {
  smtp = await startTestSmtp();
  api = await startTestApi({ seed: { goods: 4 }, smtpUrl: smtp.url });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

/** An admin of a company of their own, with a company name. */
async function admin(name = 'Acme Jewels'): Promise<Person> {
  const who = await person({ nick: `Admin ${++seq}` });
  await updateCompanyOf(db(), who.id, { name });
  return who;
}

const newEmail = (label = 'invitee') => `${label}${++seq}-${Date.now()}@colleague.test`;

/** Invites `email` and reads the token out of the mailed link. */
async function invite(by: Person, email: string, role: 'admin' | 'buyer' | 'viewer' = 'buyer') {
  const before = smtp.count(email);
  const pending = await ok<PendingInvitation>(by, C.inviteColleague, { email, role });
  const mail = await mailTo(email, before);
  const match = /\/company\/join\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match, mail.text).not.toBeNull();
  return { pending, token: match![1]!, mail };
}

async function register(email: string): Promise<Person> {
  const envelope = await api.call<LoginResult>(API.base.emailLoginOrRegister, { email, pwd: hashPassword(email, 'secret12') });
  expect(envelope.meta.res).toBe(RES.OK);
  return { id: envelope.data!.memId, token: envelope.data!.tokEn, email };
}

const accept = (who: Person, token: string) => as(who)<AcceptedInvitation>(C.acceptInvitation, { token, confirm: true });
const view = (who: Person) => ok<CompanyView>(who, C.companyView);

/** An admin with a colleague of `role` who joined through an invitation. */
async function teamWith(role: 'admin' | 'buyer' | 'viewer') {
  const boss = await admin();
  const email = newEmail(role);
  const { token } = await invite(boss, email, role);
  const mate = await register(email);
  expect((await accept(mate, token)).meta.res).toBe(RES.OK);
  return { boss, mate };
}

describe('invite and join', () => {
  it('mails a branded link; a new account joins with the invited role and the admins hear of it', async () => {
    const boss = await admin('Lopez Boutique');
    const email = newEmail();
    const { pending, token, mail } = await invite(boss, email, 'buyer');
    expect(pending).toMatchObject({ email, role: 'buyer', invitedBy: expect.stringMatching(/^Admin/) });
    expect(mail.text).toContain('Lopez Boutique');
    expect(mail.text).toContain(`${api.deps.config.publicUrl}/company/join?token=`);
    // The token is kept hashed only.
    const [row] = await db().select().from(companyInvitations).where(eq(companyInvitations.id, pending.invitationId));
    expect(row!.tokenHash).not.toContain(token);

    const info = await api.call<InvitationInfo>(C.invitationInfo, { token });
    expect(info.data).toMatchObject({ companyName: 'Lopez Boutique', role: 'buyer', email, state: 'valid' });

    const mate = await register(email);
    const oldCompany = (await companyOf(db(), mate.id))!.id;
    const bossMails = smtp.count(boss.email);
    const joined = await accept(mate, token);
    expect(joined.data).toMatchObject({ companyName: 'Lopez Boutique', role: 'buyer' });
    expect((await mailTo(boss.email, bossMails)).text).toMatch(/joined as Buyer/);
    expect(await db().select().from(companies).where(eq(companies.id, oldCompany))).toEqual([]);

    const seen = await view(boss);
    expect(seen.people.map((p) => [p.email, p.role, p.isYou])).toEqual([[boss.email, 'admin', true], [email, 'buyer', false]]);
    expect(seen.invitations).toEqual([]);
    expect((await api.call<InvitationInfo>(C.invitationInfo, { token })).data!.state).toBe('used');
  });

  it('an existing single buyer brings their inquiries and addresses; the admin reads them afterwards', async () => {
    const boss = await admin();
    await ok(boss, API.base.addAddrBook, address);
    const buyer = await person();
    const { inquiryId } = await quickInquiry(buyer);
    await ok(buyer, API.base.addAddrBook, { ...address, city: 'Lisbon' });
    refused(await as(boss)(API.inquiryOrder.inquiryOrderDetail1562a, { inquiryId }), RES.NOT_FOUND);
    const { token } = await invite(boss, buyer.email, 'buyer');
    expect((await accept(buyer, token)).meta.res).toBe(RES.OK);
    // The inquiry is the company's now (reading it as a colleague is the sharing work's, services/inquiry).
    const [row] = await db().select({ companyId: inquiries.companyId, memberId: inquiries.memberId }).from(inquiries).where(eq(inquiries.id, inquiryId));
    expect(row).toEqual({ companyId: (await companyOf(db(), boss.id))!.id, memberId: buyer.id });
    const book = await ok<AddressBookEntry[]>(boss, API.base.addrBookList);
    expect(book.map((a) => a.city).sort()).toEqual(['Lisbon', 'Porto']);
    expect(book.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('refuses an expired, a used, a withdrawn and an unknown link, each with its own message', async () => {
    const boss = await admin();
    const late = newEmail();
    const { pending, token } = await invite(boss, late);
    await db().update(companyInvitations).set({ expiresAt: new Date(api.deps.now().getTime() - 1000) }).where(eq(companyInvitations.id, pending.invitationId));
    const lateOne = await register(late);
    refused(await accept(lateOne, token), RES.CONFLICT, /expired on \d{4}-\d{2}-\d{2}/);
    expect((await api.call<InvitationInfo>(C.invitationInfo, { token })).data!.state).toBe('expired');
    expect((await companyOf(db(), lateOne.id))!.id).not.toBe((await companyOf(db(), boss.id))!.id);

    const email = newEmail();
    const used = await invite(boss, email);
    const mate = await register(email);
    expect((await accept(mate, used.token)).meta.res).toBe(RES.OK);
    refused(await accept(mate, used.token), RES.CONFLICT, /already been used/);

    const withdrawn = newEmail();
    const w = await invite(boss, withdrawn);
    expect((await ok<{ invitationId: number }>(boss, C.revokeInvitation, { invitationId: w.pending.invitationId })).invitationId).toBe(w.pending.invitationId);
    refused(await accept(await register(withdrawn), w.token), RES.CONFLICT, /withdrawn/);
    expect((await api.call<InvitationInfo>(C.invitationInfo, { token: w.token })).data!.state).toBe('revoked');

    refused(await api.call(C.invitationInfo, { token: 'x'.repeat(43) }), RES.NOT_FOUND, /not known/);
  });

  it('a second invitation of the same address replaces the first link', async () => {
    const boss = await admin();
    const email = newEmail();
    const first = await invite(boss, email);
    const second = await invite(boss, email, 'viewer');
    expect((await api.call<InvitationInfo>(C.invitationInfo, { token: first.token })).data!.state).toBe('revoked');
    expect((await view(boss)).invitations!.map((i) => [i.email, i.role])).toEqual([[email, 'viewer']]);
    const mate = await register(email);
    refused(await accept(mate, first.token), RES.CONFLICT, /withdrawn/);
    expect((await accept(mate, second.token)).data!.role).toBe('viewer');
  });

  it('refuses the wrong signed-in email, and staff', async () => {
    const boss = await admin();
    const email = newEmail();
    const { token } = await invite(boss, email);
    const stranger = await person();
    refused(await accept(stranger, token), RES.FORBIDDEN, new RegExp(`This invitation is for ${email.replace(/\./g, '\\.')}, but you are signed in as`));
    const staff = await person({ role: 'staff' });
    refused(await accept(staff, token), RES.FORBIDDEN);
    expect((await api.call<InvitationInfo>(C.invitationInfo, { token })).data!.state).toBe('valid');
  });

  it('exactly one of parallel accepts wins', async () => {
    const boss = await admin();
    const email = newEmail();
    const { token } = await invite(boss, email);
    const mate = await register(email);
    const results = await Promise.all([accept(mate, token), accept(mate, token), accept(mate, token)]);
    expect(results.filter((r) => r.meta.res === RES.OK)).toHaveLength(1);
    expect(results.filter((r) => r.meta.res === RES.CONFLICT)).toHaveLength(2);
    expect((await view(boss)).people).toHaveLength(2);
  });

  it('never moves a member of another company with colleagues', async () => {
    const { boss: otherBoss, mate } = await teamWith('buyer');
    const boss = await admin();
    refused(await as(boss)(C.inviteColleague, { email: mate.email, role: 'buyer' }), RES.CONFLICT, /already belongs to another company/);
    refused(await as(boss)(C.inviteColleague, { email: otherBoss.email, role: 'buyer' }), RES.CONFLICT, /already belongs to another company/);

    // Invited while alone, then a colleague joined them: the accept is refused and nothing moves.
    const single = await person();
    const { token } = await invite(boss, single.email);
    const joiner = await person();
    await db().update(members).set({ companyId: (await companyOf(db(), single.id))!.id, companyRole: 'viewer' }).where(eq(members.id, joiner.id));
    refused(await accept(single, token), RES.CONFLICT, /another company with colleagues/);
    expect((await api.call<InvitationInfo>(C.invitationInfo, { token })).data!.state).toBe('valid');
  });

  it('refuses a colleague already in the company and a staff address', async () => {
    const { boss, mate } = await teamWith('viewer');
    refused(await as(boss)(C.inviteColleague, { email: mate.email, role: 'buyer' }), RES.CONFLICT, `${mate.email} is already a colleague in your company.`);
    const staff = await person({ role: 'staff' });
    refused(await as(boss)(C.inviteColleague, { email: staff.email, role: 'buyer' }), RES.CONFLICT, /sales team/);
    refused(await as(boss)(C.inviteColleague, { email: 'not-an-email', role: 'buyer' }), RES.INVALID_PARAMS);
    refused(await as(boss)(C.inviteColleague, { email: newEmail(), role: 'owner' }), RES.INVALID_PARAMS);
  });

  it('limits invitations per company', async () => {
    const boss = await admin();
    for (let i = 0; i < INVITATIONS_PER_HOUR; i++) await ok(boss, C.inviteColleague, { email: newEmail('many'), role: 'viewer' });
    refused(await as(boss)(C.inviteColleague, { email: newEmail('many'), role: 'viewer' }), RES.RATE_LIMITED, /invitations in the last hour/);
    // Another company is not held back.
    await ok(await admin(), C.inviteColleague, { email: newEmail('many'), role: 'viewer' });
  }, 30_000);
});

describe('roles', () => {
  it('a buyer and a viewer are refused on admin paths with 20011; the viewer sees people but no invitations', async () => {
    for (const role of ['buyer', 'viewer'] as const) {
      const { boss, mate } = await teamWith(role);
      for (const [path, data] of [
        [C.inviteColleague, { email: newEmail(), role: 'buyer' }],
        [C.revokeInvitation, { invitationId: 1 }],
        [C.changeColleagueRole, { memId: boss.id, role: 'viewer' }],
        [C.removeColleague, { memId: boss.id }],
        [C.companySettings, { approvalThreshold: null, copyAdmins: true }],
      ] as const) {
        refused(await as(mate)(path, data), RES.ROLE_REFUSED);
      }
      const seen = await view(mate);
      expect(seen.yourRole).toBe(role);
      expect(seen.people).toHaveLength(2);
      expect(seen.invitations).toBeNull();
    }
  });

  it('a role change takes effect on the next call', async () => {
    const { boss, mate } = await teamWith('buyer');
    const changed = await ok<Colleague>(boss, C.changeColleagueRole, { memId: mate.id, role: 'viewer' });
    expect(changed).toMatchObject({ memId: mate.id, role: 'viewer', isYou: false });
    refused(await as(mate)(API.base.addAddrBook, address), RES.ROLE_REFUSED);
    await ok(boss, C.changeColleagueRole, { memId: mate.id, role: 'admin' });
    await ok(mate, C.companySettings, { approvalThreshold: '10', copyAdmins: false });
  });

  it('the last admin cannot drop their role or remove themselves; with a second admin they can', async () => {
    const { boss, mate } = await teamWith('buyer');
    refused(await as(boss)(C.changeColleagueRole, { memId: boss.id, role: 'buyer' }), RES.CONFLICT, /only admin of your company/);
    refused(await as(boss)(C.removeColleague, { memId: boss.id }), RES.CONFLICT, /only admin of your company and cannot remove yourself/);
    await ok(boss, C.changeColleagueRole, { memId: mate.id, role: 'admin' });
    await ok(boss, C.changeColleagueRole, { memId: boss.id, role: 'viewer' });
    expect((await view(mate)).people.find((p) => p.memId === boss.id)!.role).toBe('viewer');
  });

  it('only colleagues of the own company can be changed or removed (20004)', async () => {
    const boss = await admin();
    const stranger = await person();
    refused(await as(boss)(C.changeColleagueRole, { memId: stranger.id, role: 'viewer' }), RES.NOT_FOUND);
    refused(await as(boss)(C.removeColleague, { memId: stranger.id }), RES.NOT_FOUND);
    const other = await teamWith('buyer');
    const pending = (await invite(other.boss, newEmail())).pending;
    refused(await as(boss)(C.revokeInvitation, { invitationId: pending.invitationId }), RES.NOT_FOUND);
  });
});

describe('removal', () => {
  it('ends the sessions at once; the records stay with the company; the removed person starts an empty company', async () => {
    const { boss, mate } = await teamWith('buyer');
    await db().update(members).set({ emailConfirmedAt: new Date() }).where(eq(members.id, mate.id));
    const { inquiryId } = await quickInquiry(mate);
    const companyId = (await companyOf(db(), boss.id))!.id;
    const before = smtp.count(mate.email);
    expect(await ok(boss, C.removeColleague, { memId: mate.id })).toEqual({ memId: mate.id });
    refused(await as(mate)(C.companyView), RES.SESSION_REVOKED);
    expect((await mailTo(mate.email, before)).text).toMatch(/removed you from/);
    const [row] = await db().select({ companyId: inquiries.companyId }).from(inquiries).where(eq(inquiries.id, inquiryId));
    expect(row!.companyId).toBe(companyId);
    const [member] = await db().select({ companyId: members.companyId, role: members.companyRole }).from(members).where(eq(members.id, mate.id));
    expect(member!.companyId).not.toBe(companyId);
    expect(member!.role).toBe('admin');
    expect((await view(boss)).people.map((p) => p.memId)).toEqual([boss.id]);
  });
});

describe('companySettings.do', () => {
  it('keeps the approval amount exactly and the copy setting; refuses bad amounts', async () => {
    const { boss, mate } = await teamWith('viewer');
    expect(await ok<CompanySettings>(boss, C.companySettings, { approvalThreshold: '1500.5', copyAdmins: true })).toEqual({ approvalThreshold: '1500.50', copyAdmins: true });
    expect((await companyOf(db(), boss.id))!.approvalThreshold).toBe(150050n);
    expect(await view(mate)).toMatchObject({ approvalThreshold: '1500.50', copyAdmins: true });
    expect(await ok<CompanySettings>(boss, C.companySettings, { approvalThreshold: '0', copyAdmins: false })).toEqual({ approvalThreshold: '0.00', copyAdmins: false });
    expect(await ok<CompanySettings>(boss, C.companySettings, { approvalThreshold: '', copyAdmins: false })).toEqual({ approvalThreshold: null, copyAdmins: false });
    for (const bad of ['-1', '1.234', 'abc', '99999999999999']) {
      refused(await as(boss)(C.companySettings, { approvalThreshold: bad, copyAdmins: false }), RES.INVALID_PARAMS);
    }
    refused(await as(boss)(C.companySettings, { approvalThreshold: null }), RES.INVALID_PARAMS);
  });
});

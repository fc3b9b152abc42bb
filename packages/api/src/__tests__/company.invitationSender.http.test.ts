import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, hashPassword, RES, type AcceptedInvitation, type CompanyView, type LoginResult, type PendingInvitation } from '@sw/protocol';
import { members } from '../db/schema';
import { colleagueIn, companyIdOf } from '../testing/company';
import { startTestApi, type TestApi } from '../testing/harness';
import { inquiryTesting, type Person } from '../testing/inquiries';
import { startTestSmtp, type TestSmtp } from '../testing/smtp';

/** Issue 40, defect 1: an invitation does not outlive its sender's right to invite. */

let api: TestApi;
let smtp: TestSmtp;
const { ok, as, person, db, mailTo } = inquiryTesting(() => api, () => smtp);
const C = API.company;
let seq = 0;

beforeAll(async () => {
  smtp = await startTestSmtp();
  api = await startTestApi({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

async function invite(by: Person, email: string, role: 'admin' | 'buyer') {
  const before = smtp.count(email);
  await ok<PendingInvitation>(by, C.inviteColleague, { email, role });
  return /\/company\/join\?token=([A-Za-z0-9_-]+)/.exec((await mailTo(email, before)).text)![1]!;
}

async function register(email: string): Promise<Person> {
  const envelope = await api.call<LoginResult>(API.base.emailLoginOrRegister, { email, pwd: hashPassword(email, 'secret12') });
  expect(envelope.meta.res).toBe(RES.OK);
  return { id: envelope.data!.memId, token: envelope.data!.tokEn, email };
}

/** A company with two admins; the second (XA2) invites a second address of their own as admin. */
async function departingAdmin() {
  const boss = await person({ nick: `Boss ${++seq}` });
  const xa2 = await colleagueIn(db(), await companyIdOf(db(), boss.id), 'admin');
  const email = `xa2-second${++seq}-${Date.now()}@colleague.test`;
  const token = await invite(xa2, email, 'admin');
  return { boss, xa2, email, token };
}

async function refusedJoin(email: string, token: string) {
  const second = await register(email);
  const envelope = await as(second)<AcceptedInvitation>(C.acceptInvitation, { token, confirm: true });
  expect(envelope.meta.res).toBe(RES.CONFLICT);
  expect(envelope.meta.msg).toMatch(/withdrawn/);
}

describe('an invitation outlives no longer the admin who sent it', () => {
  it('removing the sender withdraws it: the second address cannot join', async () => {
    const { boss, xa2, email, token } = await departingAdmin();
    await ok(boss, C.removeColleague, { memId: xa2.id });
    expect((await ok<CompanyView>(boss, C.companyView)).invitations).toEqual([]);
    await refusedJoin(email, token);
  });

  it('demoting the sender to viewer withdraws it too', async () => {
    const { boss, xa2, email, token } = await departingAdmin();
    await ok(boss, C.changeColleagueRole, { memId: xa2.id, role: 'viewer' });
    expect((await ok<CompanyView>(boss, C.companyView)).invitations).toEqual([]);
    await refusedJoin(email, token);
  });

  it('acceptance checks that the sender may still invite, whatever left the invitation open', async () => {
    const { xa2, email, token } = await departingAdmin();
    await db().update(members).set({ companyRole: 'buyer' }).where(eq(members.id, xa2.id));
    await refusedJoin(email, token);
  });

  it('an invitation of an admin still in place is accepted', async () => {
    const { email, token } = await departingAdmin();
    const second = await register(email);
    expect((await as(second)<AcceptedInvitation>(C.acceptInvitation, { token, confirm: true })).data).toMatchObject({ role: 'admin' });
  });
});

import { describe, expect, it } from 'vitest';
import {
  API, AUDIT_FLAG, RES, type AccessRequestPage, type Page, type StaffCompanySummary, type StaffCompanyView, type StaffMemberView,
  type StaffOrderPage, type StaffInquiryView,
} from '@sw/protocol';
import { members, newDesignRequests, paymentNotices } from '../db/schema';
import { createSession } from '../services/auth/sessions';
import { staffDeskFile } from '../testing/deskFile';
import type { Person } from '../testing/inquiries';
import { companyOf, updateCompanyOf } from '../testing/members';
import { orderTesting } from '../testing/orders';

/**
 * The console's companies over HTTP: the list (search by company or colleague, country, paging), one company's
 * page with two colleagues and their records, the links from members, desks and access requests; a buyer is
 * refused (20003), an unknown company is 20004, bad input 10001.
 */

const { t, staff } = staffDeskFile(orderTesting, { goods: 12, staffNick: 'Company Desk' });
const { ok, as, refused, person, db } = t;
const S = API.staff;

let labels = 0;

/** A buyer whose company is named `name` (in `country`), as its admin. */
async function companyAdmin(name: string, country = 'DE') {
  const admin = await person({ nick: `${name} Admin` });
  await updateCompanyOf(db(), admin.id, { name, country, contactName: `${name} Contact` });
  const company = (await companyOf(db(), admin.id))!;
  return { admin, companyId: company.id };
}

/** A colleague of `companyId` with `role`, signed in. */
async function colleague(companyId: string, role: 'buyer' | 'viewer', label: string): Promise<Person> {
  const email = `${label}${++labels}-${Date.now()}@colleague.test`;
  const [row] = await db().insert(members).values({ email, pwdHash: 'not-used', nick: label, companyId, companyRole: role, emailConfirmedAt: new Date() }).returning({ id: members.id });
  return { id: row!.id, email, token: await createSession(db(), row!.id) };
}

describe('staff/companies.do and companyView.do', () => {
  it('refuses a buyer (20003), a visitor (21008), bad input (10001) and an unknown company (20004)', async () => {
    const { admin, companyId } = await companyAdmin('Refusal Trading');
    for (const path of [S.companies, S.companyView]) {
      refused(await as(admin)(path, { companyId }), RES.FORBIDDEN, 'This is for staff only.');
      refused(await as(null)(path, { companyId }), RES.NOT_SIGNED_IN);
    }
    refused(await as(staff)(S.companyView, { companyId: 'not-a-uuid' }), RES.INVALID_PARAMS, /Please choose a company/);
    refused(await as(staff)(S.companyView, {}), RES.INVALID_PARAMS, /Please choose a company/);
    refused(await as(staff)(S.companies, { country: 'Germany' }), RES.INVALID_PARAMS, /Please choose a country/);
    refused(await as(staff)(S.companies, { pageSize: 1000 }), RES.INVALID_PARAMS);
    refused(await as(staff)(S.companies, { sort: 'biggest' }), RES.INVALID_PARAMS, /newest, oldest or name/);
    refused(await as(staff)(S.companyView, { companyId: '00000000-0000-4000-8000-000000000000' }), RES.NOT_FOUND, 'This company was not found.');
  });

  it('searches by company name and by a colleague’s email, filters by country and pages', async () => {
    const { companyId: zephyr } = await companyAdmin('Zephyr Steelworks', 'PT');
    const { companyId: quartz } = await companyAdmin('Quartz Findings', 'PT');
    await colleague(quartz, 'buyer', 'quokka');
    const byName = await ok<Page<StaffCompanySummary>>(staff, S.companies, { keyword: 'zephyr steel' });
    expect(byName.list.map((c) => c.companyId)).toEqual([zephyr]);
    const byColleague = await ok<Page<StaffCompanySummary>>(staff, S.companies, { keyword: 'quokka' });
    expect(byColleague.list.map((c) => c.companyId)).toEqual([quartz]);
    expect(byColleague.list[0]).toMatchObject({ name: 'Quartz Findings', country: 'PT', peopleCount: 2, orderCount: 0, openOrderCount: 0 });
    expect(byColleague.list[0]!.admins).toHaveLength(1);
    const portugal = await ok<Page<StaffCompanySummary>>(staff, S.companies, { country: 'pt' });
    expect(portugal.list.map((c) => c.companyId)).toEqual([quartz, zephyr]);
    const first = await ok<Page<StaffCompanySummary>>(staff, S.companies, { country: 'PT', pageSize: 1 });
    const second = await ok<Page<StaffCompanySummary>>(staff, S.companies, { country: 'PT', pageSize: 1, pageNum: 2 });
    expect({ total: first.total, ids: [...first.list, ...second.list].map((c) => c.companyId) }).toEqual({ total: 2, ids: [quartz, zephyr] });
    const byNameSort = await ok<Page<StaffCompanySummary>>(staff, S.companies, { country: 'PT', sort: 'name' });
    expect(byNameSort.list.map((c) => c.name)).toEqual(['Quartz Findings', 'Zephyr Steelworks']);
    expect((await ok<Page<StaffCompanySummary>>(staff, S.companies, { keyword: '!!' })).total).toBe(0);
  });

  it('shows one company: people and roles, access, inquiries and orders with who placed each, payments', async () => {
    const { admin, companyId } = await companyAdmin('Helios Jewels', 'FR');
    await updateCompanyOf(db(), admin.id, { auditFlag: AUDIT_FLAG.received });
    const mate = await colleague(companyId, 'buyer', 'helios-buyer');
    await db().insert(newDesignRequests).values({ memberId: mate.id, companyId, status: AUDIT_FLAG.received });
    const { inquiryId } = await t.preciseInquiry(admin);
    const { orderId, placed } = await t.placedOrder(mate, staff);
    await db().insert(paymentNotices).values({ orderId, memberId: mate.id, amount: 500_00n, paidOn: t.dayOffset(0), payer: 'Helios Jewels SARL' });

    const view = await ok<StaffCompanyView>(staff, S.companyView, { companyId });
    expect(view).toMatchObject({
      companyId, name: 'Helios Jewels', company: 'Helios Jewels', country: 'FR', contactName: 'Helios Jewels Contact', auditFlag: 1,
      peopleCount: 2, admins: [admin.email], inquiryCount: 2, orderCount: 1, openOrderCount: 1, paymentCount: 1, approvalThreshold: null,
    });
    expect(view.people.map((p) => [p.email, p.companyRole])).toEqual([[admin.email, 'admin'], [mate.email, 'buyer']]);
    expect(view.people.every((p) => p.lastSignInAt !== null && !p.disabled)).toBe(true);
    expect(view.accessRequests).toMatchObject([{ status: 1, requestedBy: mate.email }]);
    // Newest first: the colleague's inquiry (quoted for the order) after the admin's.
    expect(view.inquiries.map((i) => i.placedBy)).toEqual([mate.email, admin.email]);
    expect(view.inquiries[1]!.inquiryId).toBe(inquiryId);
    expect(view.orders).toMatchObject([{ orderId, orderNo: placed.orderNo, placedBy: mate.email, status: 'placed', received: '0.00' }]);
    expect(view.payments).toMatchObject([{ orderId, amount: '500.00', sentBy: mate.email, status: 'to_confirm' }]);
  });

  it('links members, the desks and access requests to the company', async () => {
    const { admin, companyId } = await companyAdmin('Atlas Chains', 'IT');
    const mate = await colleague(companyId, 'buyer', 'atlas-buyer');
    const member = await ok<StaffMemberView>(staff, S.memberView, { memberId: mate.id });
    expect(member).toMatchObject({ companyId, company: 'Atlas Chains' });
    expect((await ok<StaffMemberView>(staff, S.memberView, { memberId: staff.id })).companyId).toBeNull();
    const { inquiryId } = await t.preciseInquiry(mate);
    const inquiry = await ok<StaffInquiryView>(staff, S.inquiryView, { inquiryId });
    expect(inquiry.buyer).toMatchObject({ companyId, company: 'Atlas Chains' });
    await t.placedOrder(admin, staff);
    const desk = await ok<StaffOrderPage>(staff, S.orderQueue, { pageSize: 50 });
    expect(desk.list.find((o) => o.buyer.memId === admin.id)?.buyer).toMatchObject({ companyId, company: 'Atlas Chains' });
    await db().insert(newDesignRequests).values({ memberId: mate.id, companyId, status: AUDIT_FLAG.received });
    const requests = await ok<AccessRequestPage>(staff, S.accessRequests, { keyword: 'atlas chains' });
    expect(requests.list[0]).toMatchObject({ companyId, colleagues: 2, member: { companyId, company: 'Atlas Chains' } });
  });
});

import { describe, expect, it } from 'vitest';
import { asc, eq, like } from 'drizzle-orm';
import {
  ALL_CONTRACTS, API, effectiveStaffRoles, hashPassword, neededStaffRoles, RES, STAFF_ROLES, staffRoleRefusal,
  type StaffCompanyView, type StaffMemberView, type StaffRole, type StaffTeamMember,
} from '@sw/protocol';
import { companies, mailOutbox, members, staffAudit } from '../db/schema';
import { companyIdOf } from '../testing/company';
import { staffDeskFile } from '../testing/deskFile';
import { inquiryTesting, type Person } from '../testing/inquiries';

/**
 * Staff roles over HTTP (issue 53; docs/security.md, Staff roles). The matrix is generated from every staff contract
 * of @sw/protocol: one member per role calls each path once, with an empty input. A role the contract does not
 * allow (with what administrator and sales manager include) answers 20013 with the roles that may; an allowed
 * role never does. The role is checked before the input is read, so the empty input proves that order too.
 */

const { t, staff: admin } = staffDeskFile(inquiryTesting, { goods: 6, staffNick: 'Roles Admin' });
const { ok, as, refused, person, db } = t;
const S = API.staff;

const STAFF_CONTRACTS = ALL_CONTRACTS.filter((c) => c.access === 'staff');

/** One staff member per role, made once for the file. */
let team: Record<StaffRole, Person> | undefined;
async function teamOf(): Promise<Record<StaffRole, Person>> {
  team ??= Object.fromEntries(
    await Promise.all(STAFF_ROLES.map(async (role) => [role, await person({ role: 'staff', nick: `Only ${role}`, staffRoles: [role] })] as const)),
  ) as Record<StaffRole, Person>;
  return team;
}

describe('staff roles: every staff contract against every role', () => {
  it('every staff contract declares its roles, from the list', () => {
    expect(STAFF_CONTRACTS.length).toBeGreaterThan(60);
    for (const c of STAFF_CONTRACTS) {
      const roles = neededStaffRoles(c);
      expect(roles?.length, c.path).toBeGreaterThan(0);
      for (const role of roles!) expect(STAFF_ROLES, c.path).toContain(role);
    }
  });

  it('refuses each role a contract does not declare with 20013 (before the input), and never an allowed one', async () => {
    const byRole = await teamOf();
    const calls = STAFF_CONTRACTS.flatMap((c) => STAFF_ROLES.map((role) => ({ c, role })));
    const misses: string[] = [];
    // A few at a time: fast, and gentle on a shared machine.
    for (let i = 0; i < calls.length; i += 12) {
      await Promise.all(calls.slice(i, i + 12).map(async ({ c, role }) => {
        const allowed = [...effectiveStaffRoles([role])].some((r) => c.staffRoles!.includes(r));
        const envelope = await as(byRole[role])(c.path, {});
        const wasRefused = envelope.meta.res === RES.STAFF_ROLE_REFUSED;
        if (allowed === wasRefused) misses.push(`${c.path} as ${role}: ${envelope.meta.res} ${envelope.meta.msg}`);
        if (wasRefused && (envelope.data !== null || envelope.meta.msg !== staffRoleRefusal(c.staffRoles!))) misses.push(`${c.path} as ${role}: message or data`);
      }));
    }
    expect(misses).toEqual([]);
  });

  it('the administrator holds every role, the sales manager every sales path and its own', () => {
    expect([...effectiveStaffRoles(['administrator'])].sort()).toEqual([...STAFF_ROLES].sort());
    expect([...effectiveStaffRoles(['sales_manager'])].sort()).toEqual(['sales', 'sales_manager']);
    expect([...effectiveStaffRoles(['finance', 'catalogue'])].sort()).toEqual(['catalogue', 'finance']);
  });

  it('a member with several roles may call what each allows', async () => {
    const both = await person({ role: 'staff', nick: 'Finance and catalogue', staffRoles: ['finance', 'catalogue'] });
    await ok(both, S.paymentInstructions);
    await ok(both, S.catalogSetup);
    refused(await as(both)(S.inquiryQueue, {}), RES.STAFF_ROLE_REFUSED);
  });

  it('a buyer is still refused every staff path with 20003, a visitor with 21008', async () => {
    const buyer = await person();
    refused(await as(buyer)(S.setStaffRoles, {}), RES.FORBIDDEN, 'This is for staff only.');
    refused(await as(null)(S.assignAccountManager, {}), RES.NOT_SIGNED_IN);
  });
});

describe('staff roles: setting them', () => {
  it('an administrator sets a member\'s roles (audited); bad input, a buyer\'s account and taking one\'s own administrator role are refused', async () => {
    const member = await person({ role: 'staff', nick: 'New colleague', staffRoles: ['sales'] });
    const view = await ok<StaffMemberView>(admin, S.setStaffRoles, { memberId: member.id, roles: ['finance', 'sales'] });
    expect(view.staffRoles).toEqual(['sales', 'finance']);
    const [audit] = await db().select().from(staffAudit).where(eq(staffAudit.targetId, member.id));
    expect(audit).toMatchObject({ action: 'staff.roles', before: { staffRoles: ['sales'] }, after: { staffRoles: ['sales', 'finance'] } });
    // Their very next call has the new roles (the session reads them on every call).
    await ok(member, S.paymentInstructions);

    refused(await as(admin)(S.setStaffRoles, { memberId: member.id, roles: [] }), RES.INVALID_PARAMS, 'roles: Please choose at least one role.');
    refused(await as(admin)(S.setStaffRoles, { memberId: member.id, roles: ['owner'] }), RES.INVALID_PARAMS);
    refused(await as(admin)(S.setStaffRoles, { memberId: member.id, roles: ['sales', 'sales'] }), RES.INVALID_PARAMS, 'roles: Each role once, please.');
    const buyer = await person();
    refused(await as(admin)(S.setStaffRoles, { memberId: buyer.id, roles: ['sales'] }), RES.CONFLICT);
    refused(await as(admin)(S.setStaffRoles, { memberId: admin.id, roles: ['sales'] }), RES.CONFLICT, /cannot take the administrator role from yourself/);
    const [still] = await db().select({ staffRoles: members.staffRoles }).from(members).where(eq(members.id, admin.id));
    expect(still!.staffRoles).toEqual(['administrator']);
    // A sales manager may not give roles.
    const manager = await person({ role: 'staff', nick: 'Manager', staffRoles: ['sales_manager'] });
    refused(await as(manager)(S.setStaffRoles, { memberId: member.id, roles: ['administrator'] }), RES.STAFF_ROLE_REFUSED);
  });

  it('addStaff makes an administrator unless roles are given', async () => {
    const added = await ok<{ memId: string; staffRoles: string[] }>(admin, S.addStaff, { email: `new-${Date.now()}@roles.test`, pwd: hashPassword('x@y.z', 'Secret123') });
    expect(added.staffRoles).toEqual(['administrator']);
    const seller = await ok<{ staffRoles: string[] }>(admin, S.addStaff, { email: `seller-${Date.now()}@roles.test`, pwd: hashPassword('x@y.z', 'Secret123'), roles: ['sales'] });
    expect(seller.staffRoles).toEqual(['sales']);
    refused(await as(admin)(S.addStaff, { email: `bad-${Date.now()}@roles.test`, pwd: hashPassword('x@y.z', 'Secret123'), roles: ['boss'] }), RES.INVALID_PARAMS);
  });

  it('the team lists each staff member with their roles', async () => {
    const list = await ok<StaffTeamMember[]>(admin, S.staffTeam);
    expect(list.find((m) => m.memId === admin.id)).toMatchObject({ staffRoles: ['administrator'], disabled: false });
    expect(list.every((m) => m.staffRoles.length > 0)).toBe(true);
  });
});

describe('account managers', () => {
  it('a sales manager assigns a sales person; other roles, a non-sales member, a buyer and an unknown company are refused', async () => {
    const byRole = await teamOf();
    const buyer = await person({ nick: 'Managed buyer' });
    const companyId = await companyIdOf(db(), buyer.id);
    const view = await ok<StaffCompanyView>(byRole.sales_manager, S.assignAccountManager, { companyId, managerId: byRole.sales.id });
    expect(view.accountManager).toMatchObject({ memId: byRole.sales.id, nick: 'Only sales' });
    const [row] = await db().select({ m: companies.accountManagerId }).from(companies).where(eq(companies.id, companyId));
    expect(row!.m).toBe(byRole.sales.id);

    for (const role of ['sales', 'finance', 'production', 'catalogue'] as const) {
      refused(await as(byRole[role])(S.assignAccountManager, { companyId, managerId: byRole.sales.id }), RES.STAFF_ROLE_REFUSED);
    }
    refused(await as(byRole.sales_manager)(S.assignAccountManager, { companyId, managerId: byRole.finance.id }), RES.CONFLICT, /does not hold the sales role/);
    refused(await as(byRole.sales_manager)(S.assignAccountManager, { companyId, managerId: buyer.id }), RES.CONFLICT, /member of the sales team/);
    refused(await as(byRole.sales_manager)(S.assignAccountManager, { companyId: crypto.randomUUID(), managerId: byRole.sales.id }), RES.NOT_FOUND);
    refused(await as(byRole.sales_manager)(S.assignAccountManager, { companyId, managerId: 'someone' }), RES.INVALID_PARAMS);
    // Unchanged by the refusals; the buyer reads the name; an administrator may clear it.
    expect((await ok<{ accountManager: { name: string } | null }>(buyer, API.base.viewInformation)).accountManager).toEqual({ name: 'Only sales' });
    expect((await ok<StaffCompanyView>(admin, S.assignAccountManager, { companyId, managerId: null })).accountManager).toBeNull();
    expect((await ok<{ accountManager: unknown }>(buyer, API.base.viewInformation)).accountManager).toBeNull();
  });

  it('"my accounts" filters the inquiry and order queues to the caller\'s companies; the manager is mailed first', async () => {
    const seller = await person({ role: 'staff', nick: 'Seller', staffRoles: ['sales'] });
    const mine = await person({ nick: 'Mine' });
    const other = await person({ nick: 'Other' });
    await ok(admin, S.assignAccountManager, { companyId: await companyIdOf(db(), mine.id), managerId: seller.id });
    const myInquiry = await t.quickInquiry(mine);
    const otherInquiry = await t.quickInquiry(other);
    // The manager's copy of the new-inquiry mail is addressed to them and queued before the desk's.
    const mails = await db().select().from(mailOutbox).where(like(mailOutbox.subject, '%New inquiry%')).orderBy(asc(mailOutbox.id));
    const aboutMine = mails.filter((m) => m.text.includes(mine.email));
    expect(aboutMine[0]).toMatchObject({ to: seller.email });
    expect(aboutMine[0]!.subject).toMatch(/^Your account: /);
    expect(aboutMine.filter((m) => m.to === seller.email)).toHaveLength(1);
    expect(aboutMine.some((m) => m.to === admin.email)).toBe(true);
    expect(mails.filter((m) => m.text.includes(other.email)).every((m) => !m.subject.startsWith('Your account'))).toBe(true);

    const queue = (who: Person, data: Record<string, unknown>) => ok<{ list: { inquiryId: number }[] }>(who, S.inquiryQueue, { pageSize: 50, ...data });
    const minePage = await queue(seller, { mine: true });
    expect(minePage.list.map((i) => String(i.inquiryId))).toEqual([String(myInquiry.inquiryId)]);
    // A sales person's queue is their accounts whatever the filter (issue 53, part 1); a manager's "all" is every one.
    expect((await queue(seller, {})).list.map((i) => String(i.inquiryId))).toEqual([String(myInquiry.inquiryId)]);
    const all = (await queue(admin, {})).list.map((i) => String(i.inquiryId));
    expect(all).toEqual(expect.arrayContaining([String(myInquiry.inquiryId), String(otherInquiry.inquiryId)]));
    // From the console's URL query too.
    expect((await queue(seller, { mine: '1' })).list).toHaveLength(1);
    // A manager with no accounts sees an empty "mine".
    expect((await queue(admin, { mine: true })).list).toEqual([]);
    const orders = await ok<{ list: unknown[]; total: number }>(seller, S.orderQueue, { mine: true });
    expect(orders.total).toBe(0);
    refused(await as(seller)(S.inquiryQueue, { mine: 'perhaps' }), RES.INVALID_PARAMS);
  });
});

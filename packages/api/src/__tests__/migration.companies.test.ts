import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API, RES, type AddressBookEntry, type Envelope, type HeaderData, type InquiryPage, type MemberInformation, type OrderPage,
} from '@sw/protocol';
import { createApp } from '../app';
import { readConfig } from '../config';
import type { AppDeps } from '../context';
import { migrate } from '../db/migrate';
import { log } from '../lib/log';
import { createJobs } from '../lib/jobs/boss';
import { createMailer } from '../lib/mailer';
import { createDiskStorage } from '../lib/storage';
import { createSession } from '../services/auth/sessions';
import { httpCaller, openTestDatabase, type Call } from '../testing/harness';

/**
 * The company migrations (0015, 0016) on a database as it was before them: two buyers (one with company information
 * and a waiting access request, one approved for new designs), a staff account, inquiries, orders, addresses and
 * access requests. Afterwards each buyer is the admin of a company of their own holding their information and
 * access, every record carries its owner's company, nothing is lost, staff have none, and each buyer reaches every
 * record of theirs through the real paths. PGlite by default; a PostgreSQL server with TEST_DATABASE_URL.
 */

const ids = {
  aurora: '00000000-0000-4000-8000-00000000000a',
  borealis: '00000000-0000-4000-8000-00000000000b',
  staff: '00000000-0000-4000-8000-00000000000c',
};
const TABLES = ['members', 'inquiries', 'orders', 'addresses', 'new_design_requests'] as const;

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let server: ServerType;
let call: Call;
const before: Record<string, number> = {};

const q = (text: string) => database.db.execute(sql.raw(text));
/** Both drivers answer `execute` with `rows`. */
const rows = async <T>(text: string) => ((await q(text)) as unknown as { rows: T[] }).rows;

/** The records of the time before companies, written as the tables stood then (raw SQL: the schema has moved on). */
async function oldRecords() {
  const statements = `
    insert into members (id, email, pwd_hash, nick, role, audit_flag, company, country, contact_name, phone, website, business_type, email_confirmed_at) values
      ('${ids.aurora}', 'anna@aurora.test', 'x', 'Anna', 'buyer', 1, 'Aurora Steel GmbH', 'DE', 'Anna Berg', '+49 30 555', 'https://aurora.test', 'Wholesaler', now()),
      ('${ids.borealis}', 'bo@borealis.test', 'x', 'Bo', 'buyer', 2, null, null, null, null, null, null, now()),
      ('${ids.staff}', 'sales@shop.test', 'x', 'Sales', 'staff', 0, null, null, null, null, null, null, now());
    insert into inquiries (inquiry_no, member_id, title, original) values
      ('IQ20260101001', '${ids.aurora}', 'Aurora rings', '{"mode":"precise","lines":[],"submittedAt":"2026-01-01T00:00:00.000Z"}'),
      ('IQ20260101002', '${ids.aurora}', 'Aurora chains', '{"mode":"precise","lines":[],"submittedAt":"2026-01-01T00:00:00.000Z"}'),
      ('IQ20260101003', '${ids.borealis}', 'Borealis pendants', '{"mode":"precise","lines":[],"submittedAt":"2026-01-01T00:00:00.000Z"}');
    insert into orders (order_no, member_id, total, title) values
      ('SO20260102001', '${ids.aurora}', 3260.00, 'Aurora rings'),
      ('SO20260102002', '${ids.borealis}', 410.50, 'Borealis pendants');
    insert into addresses (member_id, name, phone, country, city, street) values
      ('${ids.aurora}', 'Aurora Steel', '+49 30 555', 'DE', 'Berlin', 'Hauptstr. 1'),
      ('${ids.aurora}', 'Aurora Warehouse', '+49 30 556', 'DE', 'Potsdam', 'Lagerweg 2'),
      ('${ids.borealis}', 'Borealis', '+46 8 123', 'SE', 'Stockholm', 'Storgatan 3');
    insert into new_design_requests (member_id, status) values ('${ids.aurora}', 1);
    insert into new_design_requests (member_id, status, decided_by, decided_at) values ('${ids.borealis}', 2, '${ids.staff}', now());
  `;
  // One statement a call: a prepared statement holds one.
  for (const statement of statements.split(';').filter((s) => s.trim())) await q(statement);
}

beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database, { before: '0015_company_accounts' });
  await oldRecords();
  for (const table of TABLES) before[table] = Number((await rows<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n);
  await migrate(database);
  const config = { ...readConfig({}), trustProxyHops: 1 };
  const deps: AppDeps = {
    database, config, log,
    // No SMTP: no delivery jobs, pg-boss is never started.
    jobs: createJobs(database, { log }),
    mailer: createMailer({ db: database.db, from: config.mailFrom, log }),
    storage: createDiskStorage(`${process.env.TMPDIR ?? '/tmp'}/sw-migration-files-${process.pid}`),
    now: () => new Date(),
  };
  server = await new Promise((resolve) => {
    const s = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  call = httpCaller(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await database?.dispose();
});

/** A call as the member, through a session the app opened for them. */
async function as<T>(memberId: string, path: string, data: unknown = {}): Promise<T> {
  const token = await createSession(database.db, memberId);
  const envelope: Envelope<T> = await call<T>(path, data, { token });
  expect(envelope.meta, `${path} ${JSON.stringify(envelope.meta)}`).toMatchObject({ res: RES.OK });
  return envelope.data as T;
}

describe('the company migrations', () => {
  it('loses nothing', async () => {
    for (const table of TABLES) {
      expect([table, Number((await rows<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n)]).toEqual([table, before[table]]);
    }
  });

  it('makes each buyer the admin of a company of their own, with their information and new-design access', async () => {
    const companies = await rows<Record<string, unknown>>(`
      select m.id as member_id, m.company_role, c.name, c.country, c.contact_name, c.phone, c.website, c.business_type, c.audit_flag,
        (select count(*) from members o where o.company_id = c.id)::int as people
      from members m join companies c on c.id = m.company_id order by m.email`);
    expect(companies).toEqual([
      {
        member_id: ids.aurora, company_role: 'admin', name: 'Aurora Steel GmbH', country: 'DE', contact_name: 'Anna Berg', phone: '+49 30 555',
        website: 'https://aurora.test', business_type: 'Wholesaler', audit_flag: 1, people: 1,
      },
      {
        member_id: ids.borealis, company_role: 'admin', name: null, country: null, contact_name: null, phone: null, website: null,
        business_type: null, audit_flag: 2, people: 1,
      },
    ]);
    const [staff] = await rows<{ company_id: string | null; company_role: string | null }>(`select company_id, company_role from members where id = '${ids.staff}'`);
    expect(staff).toEqual({ company_id: null, company_role: null });
    expect(Number((await rows<{ n: string }>('select count(*) as n from companies'))[0]!.n)).toBe(2);
  });

  it('gives every inquiry, order, address and access request its owner’s company', async () => {
    for (const table of ['inquiries', 'orders', 'addresses', 'new_design_requests']) {
      const stray = await rows(`select r.id from ${table} r join members m on m.id = r.member_id where r.company_id is distinct from m.company_id`);
      expect([table, stray]).toEqual([table, []]);
    }
  });

  it('lets each buyer reach every record of theirs through the real paths, and no one else’s', async () => {
    const cases = [
      { memberId: ids.aurora, inquiries: ['IQ20260101002', 'IQ20260101001'], orders: ['SO20260102001'], cities: ['Berlin', 'Potsdam'], auditFlag: 1 },
      { memberId: ids.borealis, inquiries: ['IQ20260101003'], orders: ['SO20260102002'], cities: ['Stockholm'], auditFlag: 2 },
    ];
    for (const expected of cases) {
      const inquiryPage = await as<InquiryPage>(expected.memberId, API.inquiryOrder.inquiryOrderList1562, { pageSize: 50 });
      expect(inquiryPage.list.map((i) => i.inquiryNo).sort()).toEqual([...expected.inquiries].sort());
      const orderPage = await as<OrderPage>(expected.memberId, API.erp.orderList, { pageSize: 50 });
      expect(orderPage.list.map((o) => o.orderNo)).toEqual(expected.orders);
      const book = await as<AddressBookEntry[]>(expected.memberId, API.base.addrBookList);
      expect(book.map((a) => a.city).sort()).toEqual(expected.cities);
      const header = await as<HeaderData>(expected.memberId, API.csite.headerData);
      expect(header.searchInfo.newArrivals.auditFlag).toBe(expected.auditFlag);
    }
    const [auroraOrder] = (await as<OrderPage>(ids.aurora, API.erp.orderList)).list;
    expect((await as<{ orderNo: string }>(ids.aurora, API.erp.viewOrder, { orderId: auroraOrder!.orderId })).orderNo).toBe('SO20260102001');
    const other = await call(API.erp.viewOrder, { orderId: auroraOrder!.orderId }, { token: await createSession(database.db, ids.borealis) });
    expect([other.meta.res, other.data]).toEqual([RES.NOT_FOUND, null]);
    const info = await as<MemberInformation>(ids.aurora, API.base.viewInformation);
    expect(info).toMatchObject({ company: 'Aurora Steel GmbH', country: 'DE', contactName: 'Anna Berg', businessType: 'Wholesaler' });
  });
});

import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { API, RES, toMinor, type Envelope, type InquiryCreated, type StaffRole } from '@sw/protocol';
import { goods, goodsSpecs, inquiries, quotations, uploads } from '../db/schema';
import { createSession } from '../services/auth/sessions';
import { runUseCase } from '../services/useCase/useCase';
import { moveInquiryStatus } from '../services/inquiry/statusStep';
import { directCaller } from './direct';
import type { TestApi } from './harness';
import { insertAccount } from './members';
import type { TestSmtp } from './smtp';

/** A 1 × 1 PNG that decodes (a document draws it): every test upload's bytes. */
const PICTURE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Helpers of the inquiry tests: members of both sides, goods, uploads, a sent quotation without the desk, mail. */

/**
 * How the builders (an inquiry sent, a quotation accepted, an order placed, paid) make what a test stands on: at the
 * use-case level by default (testing/direct.ts: the same endpoint rules and services, no HTTP), or through HTTP in
 * the one suite that proves each flow end to end (inquiry.http, orders.http, samples.http).
 */
export interface BuilderOptions {
  through?: 'use case' | 'http';
}

export interface Person {
  id: string;
  token: string;
  email: string;
}

let people = 0;

/** A refused call: its code, no data, and the message when given. */
export function refused(envelope: Envelope<unknown>, res: string, msg?: string | RegExp) {
  expect(envelope.meta.res, JSON.stringify(envelope.meta)).toBe(res);
  expect(envelope.data).toBeNull();
  if (typeof msg === 'string') expect(envelope.meta.msg).toBe(msg);
  else if (msg) expect(envelope.meta.msg).toMatch(msg);
}

export function inquiryTesting(api: () => TestApi, smtp: () => TestSmtp, { through = 'use case' }: BuilderOptions = {}) {
  const db = () => api().deps.database.db;

  /** A member; staff are administrators unless `staffRoles` says otherwise. */
  async function person(options: { role?: 'buyer' | 'staff'; confirmed?: boolean; nick?: string; staffRoles?: StaffRole[] } = {}): Promise<Person> {
    const email = `${options.role ?? 'buyer'}${++people}-${Date.now()}@inquiry.test`;
    const row = await insertAccount(db(), {
      email, pwdHash: 'not-used', nick: options.nick ?? `Buyer ${people}`, role: options.role ?? 'buyer',
      staffRoles: options.role === 'staff' ? (options.staffRoles ?? ['administrator']) : [],
      emailConfirmedAt: options.confirmed === false ? null : new Date(),
    });
    return { id: row!.id, token: await createSession(db(), row!.id), email };
  }

  const as = (who: Person | null) => <T>(path: string, data: unknown = {}): Promise<Envelope<T>> => api().call<T>(path, data, { token: who?.token });

  async function ok<T>(who: Person, path: string, data: unknown = {}): Promise<T> {
    const envelope = await as(who)<T>(path, data);
    expect(envelope.meta, `${path} ${JSON.stringify(envelope.meta)}`).toMatchObject({ res: RES.OK });
    return envelope.data as T;
  }

  /** `ok` for the builders: at the use-case level, or over HTTP (BuilderOptions). */
  async function build<T>(who: Person, path: string, data: unknown = {}): Promise<T> {
    const envelope = through === 'http' ? await as(who)<T>(path, data) : await directCaller(api().deps)<T>(path, data, { token: who.token });
    expect(envelope.meta, `${path} ${JSON.stringify(envelope.meta)}`).toMatchObject({ res: RES.OK });
    return envelope.data as T;
  }

  /** Goods on sale with specifications (offset `skip` in id order), its MOQ and specification ids. */
  async function sampleGoods(skip = 0) {
    const [row] = await db().select().from(goods).where(and(eq(goods.status, 1), eq(goods.newFlag, 0))).orderBy(asc(goods.id)).limit(1).offset(skip);
    const specs = await db().select().from(goodsSpecs).where(eq(goodsSpecs.goodsId, row!.id)).orderBy(asc(goodsSpecs.sort), asc(goodsSpecs.id));
    return { id: row!.id, code: row!.code, title: row!.title, moq: row!.moq, categoryId: row!.categoryId, specIds: specs.map((spec) => spec.id) };
  }

  /** An upload's row and its bytes in the store (a 1 × 1 PNG): a document that embeds it finds it (issue 55). */
  async function upload(who: Person, folder: string, name = 'logo.png') {
    const key = `${folder}/${people}-${Math.random().toString(36).slice(2, 10)}-${name}`;
    await api().deps.storage.put(key, PICTURE, { contentType: 'image/png' });
    await db().insert(uploads).values({ memberId: who.id, key, name, size: PICTURE.length, contentType: 'image/png' });
    return { key, name };
  }

  const address = { contactName: 'Ana Silva', phone: '+351 912 345 678', country: 'pt', city: 'Porto', street: 'Rua das Flores 12', postcode: '4050-262' };

  /** Two cart lines (a plain one and a customized one with a logo) sent as one precise inquiry. */
  async function preciseInquiry(who: Person, extra: Record<string, unknown> = {}) {
    const g = await sampleGoods(0);
    const h = await sampleGoods(1);
    const logo = await upload(who, 'logo');
    const plain = await build<{ line: { lineId: string } }>(who, API.inquiryCart.putIntoCart, { goodsId: g.id, specId: g.specIds[0], qty: g.moq });
    const custom = await build<{ line: { lineId: string } }>(who, API.inquiryCart.putIntoCart2, {
      goodsId: h.id,
      variants: [{ specId: h.specIds[0], qty: h.moq }, { specId: h.specIds[1], qty: h.moq }],
      customization: { logoFiles: [logo], colors: ['gold'], notes: 'Logo on the inside' },
    });
    const created = await build<InquiryCreated>(who, API.inquiryOrder.confirmOrder, {
      lineIds: [plain.line.lineId, custom.line.lineId], address, remark: 'Please pack per design.', ...extra,
    });
    return { created, g, h, logo, inquiryId: Number(created.inquiryId) };
  }

  async function quickInquiry(who: Person) {
    const g = await sampleGoods(0);
    const file = await upload(who, 'quick', 'idea.png');
    const created = await build<InquiryCreated>(who, API.inquiryOrder.quicklyUpload, {
      categoryId: g.categoryId, targetQty: 500, targetPrice: '1.25', description: 'A ring like this picture, in 316L steel.', files: [file],
    });
    return { created, file, inquiryId: Number(created.inquiryId), categoryId: g.categoryId };
  }

  /** A sent quotation written directly (the desk is another helper's), and the inquiry moved to quoted by staff. */
  async function quote(inquiryId: number, staff: Person, options: { validUntil?: string; total?: number } = {}) {
    return runUseCase(api().deps, async (uc) => {
      const existing = await uc.tx.select({ version: quotations.version }).from(quotations).where(eq(quotations.inquiryId, inquiryId));
      const version = existing.reduce((max, row) => Math.max(max, row.version ?? 0), 0) + 1;
      const validUntil = options.validUntil ?? new Date(uc.now.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
      const [row] = await uc.tx
        .insert(quotations)
        .values({
          inquiryId, staffId: staff.id, status: 'sent', version, currency: 'USD', total: toMinor(options.total ?? 123.45), validUntil, leadTimeDays: 20,
          lines: [{ itemId: null, title: 'Rings', qty: 100, tiers: [{ minQty: 100, unitPrice: 1.2345 }], unitPrice: 1.2345, amount: 123.45 }],
          sentAt: uc.now, createdAt: uc.now,
        })
        .returning({ id: quotations.id });
      await moveInquiryStatus(uc, inquiryId, 'quoted', { actor: 'staff', memberId: staff.id }, `Quotation ${version} sent.`);
      return { quotationId: row!.id, version };
    });
  }

  /** Waits until `to` has received more than `after` messages; answers the newest. */
  async function mailTo(to: string, after = 0, timeoutMs = 10_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const list = smtp().messages.filter((message) => message.to.includes(to.toLowerCase()));
      if (list.length > after) return list.at(-1)!;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const statusOf = async (inquiryId: number) =>
    (await db().select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, inquiryId)))[0]!.status;

  return { db, person, as, ok, build, refused, sampleGoods, upload, address, preciseInquiry, quickInquiry, quote, mailTo, statusOf };
}

import { createCompany } from '../services/auth/buyerAccount';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API, RES, TOKEN_HEADER, type Envelope, type FileRef, type InquiryMessage, type UploadToken } from '@sw/protocol';
import { members } from '../db/schema';
import { startTestApi, type TestApi } from '../testing/harness';
import { inquiryTesting, type Person } from '../testing/inquiries';
import { startTestSmtp, type TestSmtp } from '../testing/smtp';

/**
 * Who reads GET /files/<key> (issue 26, 4): whoever may read a record the file is attached to (its buyer, and
 * staff), and its uploader only while it is attached to nothing. Everyone else gets the 404 of a missing key.
 */

let api: TestApi;
let smtp: TestSmtp;
const { ok, person, preciseInquiry, quickInquiry, sampleGoods } = inquiryTesting(() => api, () => smtp);
let staff: Person;
let otherStaff: Person;

beforeAll(async () => {
  smtp = await startTestSmtp();
  api = await startTestApi({ seed: { goods: 20 }, smtpUrl: smtp.url });
  staff = await person({ role: 'staff', nick: 'Desk' });
  otherStaff = await person({ role: 'staff', nick: 'Desk 2' });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5fdc6d20000000049454e44ae426082',
  'hex',
);

let keys = 0;
/** A real upload through POST /files/upload (stored, so it can be served). */
async function uploadFile(who: Person, folder: string, name: string): Promise<FileRef> {
  const token = (await api.call<UploadToken>(API.upload.token, {}, { token: who.token })).data!.upToken;
  const extension = name.slice(name.lastIndexOf('.') + 1);
  const key = `${folder}/acc${Date.now().toString(36)}${++keys}.${extension}`;
  const form = new FormData();
  form.append('token', token);
  form.append('key', key);
  form.append('file', new Blob([new Uint8Array(extension === 'pdf' ? PDF : PNG)]), name);
  const response = await api.raw('/files/upload', { method: 'POST', body: form });
  expect(((await response.json()) as Envelope<unknown>).meta.res).toBe(RES.OK);
  return { key, name };
}

/** The status GET /files/<key> answers `who` (null: a visitor). */
async function statusFor(key: string, who: Person | null): Promise<number> {
  const response = await api.raw(`/files/${key}`, { headers: who ? { [TOKEN_HEADER]: who.token } : {} });
  await response.arrayBuffer();
  return response.status;
}

describe('GET /files/<key>: who may read a file', () => {
  it("a buyer reads a file the sales team attached in the buyer's own thread; another buyer cannot", async () => {
    const buyer = await person();
    const stranger = await person();
    const { inquiryId } = await preciseInquiry(buyer);
    const drawing = await uploadFile(staff, 'message', 'drawing.pdf');
    await ok<InquiryMessage>(staff, API.staff.sendInquiryMessage, { inquiryId, body: 'Our drawing.', files: [drawing] });

    const thread = await ok<InquiryMessage[]>(buyer, API.inquiryOrder.inquiryMessages, { inquiryId });
    expect(thread.at(-1)!.files).toEqual([drawing]);
    const response = await api.raw(`/files/${drawing.key}`, { headers: { [TOKEN_HEADER]: buyer.token } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="drawing.pdf"/);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);

    expect(await statusFor(drawing.key, stranger)).toBe(404);
    expect(await statusFor(drawing.key, null)).toBe(404);
    // The whole sales team reads it, not only the one who sent it.
    expect(await statusFor(drawing.key, otherStaff)).toBe(200);
  });

  it("the sales team reads a buyer's files in the thread and on the request; other buyers do not", async () => {
    const buyer = await person();
    const stranger = await person();
    const { inquiryId } = await preciseInquiry(buyer);
    const sketch = await uploadFile(buyer, 'message', 'sketch.png');
    await ok(buyer, API.inquiryOrder.sendInquiryMessage, { inquiryId, body: 'My sketch.', files: [sketch] });
    const quick = await quickInquiry(buyer);
    expect(await statusFor(sketch.key, buyer)).toBe(200);
    expect(await statusFor(sketch.key, staff)).toBe(200);
    expect(await statusFor(sketch.key, stranger)).toBe(404);
    // The quick request's file (a row without stored bytes) is refused alike to the stranger.
    expect(await statusFor(quick.file.key, stranger)).toBe(404);
  });

  it("a logo on a buyer's cart line and inquiry line is the buyer's and staff's, not another buyer's", async () => {
    const buyer = await person();
    const stranger = await person();
    const logo = await uploadFile(buyer, 'logo', 'brand.png');
    const g = await sampleGoods(2);
    const line = await ok<{ line: { lineId: string } }>(buyer, API.inquiryCart.putIntoCart2, {
      goodsId: g.id,
      variants: [{ specId: g.specIds[0], qty: g.moq }],
      customization: { logoFiles: [logo], colors: ['gold'] },
    });
    expect(await statusFor(logo.key, buyer)).toBe(200);
    expect(await statusFor(logo.key, staff)).toBe(200);
    expect(await statusFor(logo.key, stranger)).toBe(404);

    await ok(buyer, API.inquiryOrder.confirmOrder, { lineIds: [line.line.lineId], address: {
      contactName: 'Ana Silva', phone: '+351 912 345 678', country: 'pt', city: 'Porto', street: 'Rua das Flores 12', postcode: '4050-262',
    } });
    expect(await statusFor(logo.key, buyer)).toBe(200);
    expect(await statusFor(logo.key, staff)).toBe(200);
    expect(await statusFor(logo.key, stranger)).toBe(404);
  });

  it('a file attached to nothing yet is its uploader\'s and staff\'s only; guessed and missing keys are 404', async () => {
    const buyer = await person();
    const stranger = await person();
    const fresh = await uploadFile(buyer, 'logo', 'new.png');
    expect(await statusFor(fresh.key, buyer)).toBe(200);
    expect(await statusFor(fresh.key, staff)).toBe(200);
    expect(await statusFor(fresh.key, stranger)).toBe(404);
    // A staff upload not sent yet is not a buyer's, whoever knows its key.
    const draft = await uploadFile(staff, 'message', 'draft.pdf');
    expect(await statusFor(draft.key, buyer)).toBe(404);
    expect(await statusFor(draft.key, otherStaff)).toBe(200);
    for (const key of ['message/nothing-here.pdf', 'logo/0000.png', '../etc/passwd', 'message/']) {
      expect(await statusFor(key, buyer)).toBe(404);
    }
  });

  it('once attached, the record decides and not the upload: an uploader who cannot read the record gets 404', async () => {
    const buyer = await person();
    const former = await person({ role: 'staff', nick: 'Leaving' });
    const { inquiryId } = await preciseInquiry(buyer);
    const note = await uploadFile(former, 'message', 'note.pdf');
    await ok(former, API.staff.sendInquiryMessage, { inquiryId, body: 'A note.', files: [note] });
    // The sender leaves the sales team but keeps an account: the buyer's thread is no longer theirs to read.
    const db = api.deps.database.db;
    await db.update(members).set({ role: 'buyer', staffRoles: [], companyId: await createCompany(db), companyRole: 'admin' }).where(eq(members.id, former.id));
    expect(await statusFor(note.key, former)).toBe(404);
    expect(await statusFor(note.key, buyer)).toBe(200);
  });
});

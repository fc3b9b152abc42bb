import { describe, expect, it } from 'vitest';
import { API, LINE_RULE_MESSAGE, RES, type MemberInformation } from '@sw/protocol';
import { staffDeskFile } from '../testing/deskFile';
import { orderTesting } from '../testing/orders';

/**
 * Single-line fields (issue 49, point 20): company and contact names, address lines, file names and the other
 * single-line text of the protocol's schemas fold CR, LF and tabs to a space, and refuse other control characters and
 * the text-direction overrides and isolates that reorder what the console and the PDFs show (schemas/fields.ts `lineText`).
 */

const { t } = staffDeskFile(orderTesting, { goods: 4, staffNick: 'Line Desk' });
const { ok, as, refused, person, upload, sampleGoods } = t;

const company = { country: 'de', phone: '+49 30 1234567', requestAccess: false };

describe('single-line fields', () => {
  it('folds line breaks and tabs in the company and contact names to one space each', async () => {
    const buyer = await person();
    await ok(buyer, API.base.completeInformation, { ...company, company: 'Lumen\r\nBoutique\tGmbH', contactName: ' Mia\nBraun ' });
    const view = await ok<MemberInformation>(buyer, API.base.viewInformation);
    expect(view).toMatchObject({ company: 'Lumen Boutique GmbH', contactName: 'Mia Braun' });
  });

  it('refuses a right-to-left override, an isolate or another control character, naming the field', async () => {
    const buyer = await person();
    refused(await as(buyer)(API.base.completeInformation, { ...company, company: 'Lumen \u202Egnp.exe', contactName: 'Mia Braun' }), RES.INVALID_PARAMS, `company: ${LINE_RULE_MESSAGE}`);
    refused(await as(buyer)(API.base.completeInformation, { ...company, company: 'Lumen', contactName: 'Mia \u2067Braun\u2069' }), RES.INVALID_PARAMS, `contactName: ${LINE_RULE_MESSAGE}`);
    refused(await as(buyer)(API.base.completeInformation, { ...company, company: 'Lumen\u0007', contactName: 'Mia Braun' }), RES.INVALID_PARAMS, `company: ${LINE_RULE_MESSAGE}`);
    refused(await as(buyer)(API.base.addAddrBook, { ...t.address, contactName: 'Ana\u202DSilva' }), RES.INVALID_PARAMS, `contactName: ${LINE_RULE_MESSAGE}`);
  });

  it('keeps an uploaded file’s name on one line and refuses an override in it', async () => {
    const buyer = await person();
    const g = await sampleGoods(0);
    const file = await upload(buyer, 'quick', 'idea.png');
    const quick = { categoryId: g.categoryId, targetQty: 500, targetPrice: '1.25', description: 'A ring like this picture, in 316L steel.' };
    refused(await as(buyer)(API.inquiryOrder.quicklyUpload, { ...quick, files: [{ key: file.key, name: 'idea\u202Egnp.exe' }] }), RES.INVALID_PARAMS, `files.0.name: ${LINE_RULE_MESSAGE}`);
    const created = await ok<{ inquiryId: string }>(buyer, API.inquiryOrder.quicklyUpload, { ...quick, files: [{ key: file.key, name: 'idea\r\n.png' }] });
    const detail = await ok<{ files?: { name: string }[] }>(buyer, API.inquiryOrder.inquiryOrderDetail1562a, { inquiryId: created.inquiryId });
    expect(JSON.stringify(detail)).toContain('"name":"idea .png"');
  });
});

import { describe, expect, it } from 'vitest';
import {
  ALL_CONTRACTS, API, neededRole, RES, roleAllows,
  type AddressBookEntry, type CompanyRole, type Contract, type OrderProofs, type PendingInvitation,
} from '@sw/protocol';
import { eq } from 'drizzle-orm';
import { actingConsents } from '../db/schema';
import { colleagueIn, companyIdOf } from '../testing/company';
import { staffDeskFile } from '../testing/deskFile';
import type { Person } from '../testing/inquiries';
import { orderTesting } from '../testing/orders';
import { postProof } from '../testing/proofs';

/**
 * The refusal matrix, generated from every member contract of @sw/protocol (docs/protocol.md, Company sharing): a
 * viewer is refused (20011) exactly the paths that need more than a viewer, a buyer exactly the admin paths, and
 * another company's member answers 20004 on every path whose input names a record of company A (20011 first when
 * their role is too low). The role comes before the input is read, so the role rows send an empty input.
 */

const { t, staff } = staffDeskFile(orderTesting, { goods: 30, staffNick: 'Matrix Desk' });
const { as, ok, person, db, placedOrder, upload } = t;
const I = API.inquiryOrder;
const E = API.erp;
const B = API.base;

/** Company A's records (an order placed from a quoted inquiry, a pending proof, a quick inquiry, an address), and company B's. */
async function makeFixture() {
  const adminA = await person({ nick: 'Admin A' });
  const companyA = await companyIdOf(db(), adminA.id);
  const buyerA = await colleagueIn(db(), companyA, 'buyer');
  const viewerA = await colleagueIn(db(), companyA, 'viewer');
  const placed = await placedOrder(buyerA, staff);
  const { lines } = await ok<OrderProofs>(staff, API.staff.orderProofs, { orderId: placed.orderId });
  const proof = await postProof(t, staff, placed.orderId, lines[0]!.lineId);
  const quick = await t.quickInquiry(buyerA);
  const address = await ok<AddressBookEntry>(buyerA, B.addAddrBook, t.address);
  const outsider = await person({ nick: 'Admin B' });
  const outsiderViewer = await colleagueIn(db(), await companyIdOf(db(), outsider.id), 'viewer');
  const invitation = await ok<PendingInvitation>(adminA, API.company.inviteColleague, { email: `matrix-${Date.now()}@invited.test`, role: 'buyer' });
  // A consent of company A (buyer A's one-off code): another company's revoke finds none.
  await ok(buyerA, API.acting.sessionCode);
  const [consent] = await db().select({ id: actingConsents.id }).from(actingConsents).where(eq(actingConsents.buyerId, buyerA.id));
  const outsiderLine = await ok<{ line: { lineId: string } }>(outsider, API.inquiryCart.putIntoCart, { goodsId: placed.g.id, specId: placed.g.specIds[0], qty: placed.g.moq });
  return {
    adminA, buyerA, viewerA, outsider, outsiderViewer,
    inquiryId: placed.inquiryId, quotationId: placed.quotationId, orderId: placed.orderId, itemId: placed.lines[0]!.itemId, g: placed.g,
    proofId: proof.line.versions[0]!.proofId, quickId: quick.inquiryId, quickFile: quick.file, categoryId: quick.categoryId, addrId: address.addrId,
    invitationId: invitation.invitationId, consentId: consent!.id, outsiderLineId: outsiderLine.line.lineId, outsiderFile: await upload(outsider, 'quick', 'mine.png'),
  };
}
type Fixture = Awaited<ReturnType<typeof makeFixture>>;

/**
 * Every member path, with the input that names company A's records, or null when its input names none (the personal
 * cart, the account, lists of one's own company). A new member path must get its row here: the first test fails
 * until it does.
 */
const MATRIX: Record<string, ((fx: Fixture) => Record<string, unknown>) | null> = {
  [B.completeInformation]: null,
  [B.confirmEmail]: null,
  [B.sendConfirmMail]: null,
  [B.viewInformation]: null,
  [B.changePwd2]: null,
  [B.addAddrBook]: null,
  [B.addrBookList]: null,
  [B.delAddrBook]: (fx) => ({ addrId: fx.addrId }),
  [B.edtAddrBook]: (fx) => ({ ...t.address, addrId: fx.addrId }),
  [B.getSelfDefinedDataCache]: null,
  [B.setSelfDefinedDataCache]: null,
  [API.inquiryCart.bulkAddToCart]: null,
  [API.inquiryCart.cartEditCustomInfo]: null,
  [API.inquiryCart.cartEditPreciseInfo]: null,
  [API.inquiryCart.cartEditPreciseInfoQty]: null,
  [API.inquiryCart.cartEditQty]: null,
  [API.inquiryCart.cartRemoveGoods]: null,
  [API.inquiryCart.getLogoDefaultData]: null,
  [API.inquiryCart.inquiryUpload]: null,
  [API.inquiryCart.myCart]: null,
  [API.inquiryCart.putIntoCart]: null,
  [API.inquiryCart.putIntoCart2]: null,
  [API.csite.newDesignPictures]: null,
  [I.getFontTechnic]: null,
  [I.catList3]: null,
  [I.inquiryOrderList1562]: null,
  // The outsider's own cart line, sent to company A's address.
  [I.confirmOrder]: (fx) => ({ lineIds: [fx.outsiderLineId], addressId: fx.addrId }),
  [I.quicklyUpload]: (fx) => ({
    categoryId: fx.categoryId, targetQty: 100, description: 'Rings in 316L steel, please.', files: [fx.outsiderFile], addressId: fx.addrId,
  }),
  [I.acceptQuotation]: (fx) => ({ inquiryId: fx.inquiryId, quotationId: fx.quotationId }),
  [I.addToInquiryCart]: (fx) => ({ inquiryId: fx.inquiryId }),
  [I.declineInquiry]: (fx) => ({ inquiryId: fx.inquiryId }),
  [I.inquiryMessages]: (fx) => ({ inquiryId: fx.inquiryId }),
  [I.inquiryOrderDetail1562a]: (fx) => ({ inquiryId: fx.quickId }),
  [I.inquiryOrderDetail1562b]: (fx) => ({ inquiryId: fx.inquiryId }),
  [I.preciseEdit]: (fx) => ({ inquiryId: fx.inquiryId, remark: 'Another remark.' }),
  [I.preciseEditCommit]: (fx) => ({ inquiryId: fx.inquiryId, discard: true }),
  [I.preciseLogoEdit]: (fx) => ({ inquiryId: fx.inquiryId, itemId: fx.itemId, customization: { colors: ['gold'] } }),
  [I.preciseQuantityEdit]: (fx) => ({ inquiryId: fx.inquiryId, itemId: fx.itemId, variants: [{ specId: fx.g.specIds[0], qty: fx.g.moq }] }),
  [I.quicklyEdit]: (fx) => ({
    inquiryId: fx.quickId, categoryId: fx.categoryId, targetQty: 100, description: 'Rings in 316L steel, please.', files: [fx.quickFile],
  }),
  [I.quicklyEditCommit]: (fx) => ({ inquiryId: fx.quickId, discard: true }),
  [I.requestRevision]: (fx) => ({ inquiryId: fx.inquiryId, message: 'Cheaper, please.' }),
  [I.sendInquiryMessage]: (fx) => ({ inquiryId: fx.inquiryId, body: 'Hello.' }),
  [E.activityLog]: null,
  [E.orderList]: null,
  [E.pricingHistory]: null,
  [E.placeOrder]: (fx) => ({ inquiryId: fx.inquiryId, quotationId: fx.quotationId, address: t.address }),
  [E.orderPreview]: (fx) => ({ inquiryId: fx.inquiryId, quotationId: fx.quotationId }),
  [E.cancelOrder]: (fx) => ({ orderId: fx.orderId }),
  [E.viewOrder]: (fx) => ({ orderId: fx.orderId }),
  [E.orderCompliance]: (fx) => ({ orderId: fx.orderId }),
  [API.tradeTerms.landedCost]: (fx) => ({ quotationId: fx.quotationId }),
  [E.productionUpdates]: (fx) => ({ orderId: fx.orderId }),
  [E.orderProofs]: (fx) => ({ orderId: fx.orderId }),
  [E.approveProof]: (fx) => ({ proofId: fx.proofId }),
  [E.requestProofChanges]: (fx) => ({ proofId: fx.proofId, comment: 'Bigger.' }),
  [E.orderPayments]: (fx) => ({ orderId: fx.orderId }),
  [E.sendPaymentNotice]: (fx) => ({ orderId: fx.orderId, amount: '10.00', paidOn: t.dayOffset(0), payer: 'Someone' }),
  [E.confirmReceipt]: (fx) => ({ orderId: fx.orderId }),
  [E.orderMessages]: (fx) => ({ orderId: fx.orderId }),
  [E.reportOrderProblem]: (fx) => ({ orderId: fx.orderId, kind: 'other', description: 'Something.' }),
  [E.sendOrderMessage]: (fx) => ({ orderId: fx.orderId, body: 'Hello.' }),
  [E.requestSamples]: (fx) => ({ goodsId: fx.g.id, pieces: [{ specId: fx.g.specIds[0], qty: 1 }], addressId: fx.addrId }),
  [API.upload.token]: null,
  [API.company.companyView]: null,
  [API.company.inviteColleague]: null,
  [API.company.companySettings]: null,
  // Asks the desk to change the caller's own company's default: names no record.
  [API.company.askTradeDefault]: null,
  // The invitation names its own company and address; the token alone decides (company.colleagues.http.test.ts).
  [API.company.acceptInvitation]: null,
  [API.company.revokeInvitation]: (fx) => ({ invitationId: fx.invitationId }),
  [API.company.changeColleagueRole]: (fx) => ({ memId: fx.buyerA.id, role: 'viewer' }),
  [API.company.removeColleague]: (fx) => ({ memId: fx.viewerA.id }),
  // Webhook endpoints: the admin's own company's only; another company's endpoint answers 20004 (integration.webhooks.http.test.ts).
  [API.integration.endpoints]: null,
  [API.integration.createEndpoint]: null,
  [API.integration.updateEndpoint]: null,
  [API.integration.deleteEndpoint]: null,
  [API.integration.deliveries]: null,
  [API.integration.replayDelivery]: null,
  [API.integration.replayFailed]: null,
  // API keys: the admin's own company's only; another company's key answers 20004 (integration.apiKeys.http.test.ts).
  [API.integration.apiKeys]: null,
  [API.integration.createApiKey]: null,
  [API.integration.revokeApiKey]: null,
  [E.approveOrder]: (fx) => ({ orderId: fx.orderId }),
  [E.rejectOrder]: (fx) => ({ orderId: fx.orderId, reason: 'Not now.' }),
  [E.sampleCreditPreview]: (fx) => ({ inquiryId: fx.inquiryId }),
  [API.reorder.orderAgain]: (fx) => ({ orderId: fx.orderId }),
  // The caller's own company's habits: names no record.
  [API.reorder.yourUsual]: null,
  // The company's own prices and agreements: they name goods of the shared catalogue, or nothing.
  [API.csite.memberPrices]: null,
  [API.csite.memberGoodsDetail]: null,
  [API.company.priceAgreements]: null,
  // Acting for a buyer: the company's own consents and log, the caller's own code and session; a revoke names a consent.
  [API.acting.consents]: null,
  [API.acting.grantConsent]: null,
  [API.acting.sessionCode]: null,
  [API.acting.current]: null,
  [API.acting.endActing]: null,
  [API.acting.revokeConsent]: (fx) => ({ consentId: fx.consentId }),
  // Line-level negotiation (issue 52): each names company A's inquiry.
  [API.negotiation.negotiation]: (fx) => ({ inquiryId: fx.inquiryId }),
  [API.negotiation.lineRequest]: (fx) => ({ inquiryId: fx.inquiryId, itemId: fx.itemId, points: [] }),
  [API.negotiation.answerLine]: (fx) => ({ kind: 'drop', inquiryId: fx.inquiryId, quotationId: fx.quotationId, itemId: fx.itemId }),
  [API.negotiation.placeAcceptedLines]: (fx) => ({ inquiryId: fx.inquiryId, quotationId: fx.quotationId, addressId: fx.addrId }),
};

const MEMBER_CONTRACTS = ALL_CONTRACTS.filter((c) => c.access === 'member');
const needed = (c: Contract) => neededRole(c)!;

let fixture: Promise<Fixture> | undefined;
const theFixture = () => (fixture ??= makeFixture());

/** The code each member contract answers `who` with the empty input. */
async function codesFor(who: Person): Promise<Map<string, string>> {
  const codes = new Map<string, string>();
  for (const c of MEMBER_CONTRACTS) codes.set(c.path, (await as(who)(c.path, {})).meta.res);
  return codes;
}

describe('the refusal matrix of company roles', () => {
  it('has a row for every member path, and none for a path that is gone', () => {
    const missing = MEMBER_CONTRACTS.map((c) => c.path).filter((path) => !Object.hasOwn(MATRIX, path));
    expect(missing, 'member paths without a row in MATRIX (contracts.roles.http.test.ts)').toEqual([]);
    const stale = Object.keys(MATRIX).filter((path) => !MEMBER_CONTRACTS.some((c) => c.path === path));
    expect(stale, 'rows of MATRIX that name no member path').toEqual([]);
  });

  it.each<[CompanyRole, 'viewerA' | 'buyerA']>([['viewer', 'viewerA'], ['buyer', 'buyerA']])(
    'refuses a %s with 20011 exactly on the paths that need a higher role',
    async (role, key) => {
      const codes = await codesFor((await theFixture())[key]);
      const refused = MEMBER_CONTRACTS.filter((c) => !roleAllows(role, needed(c))).map((c) => c.path).sort();
      expect([...codes].filter(([, res]) => res === RES.ROLE_REFUSED).map(([path]) => path).sort()).toEqual(refused);
    },
  );

  it('answers another company\'s member 20004 on every path that names company A\'s records (a viewer 20011 first)', async () => {
    const fx = await theFixture();
    for (const [who, role] of [[fx.outsider, 'admin'], [fx.outsiderViewer, 'viewer']] as const) {
      for (const c of MEMBER_CONTRACTS) {
        const input = MATRIX[c.path];
        if (!input) continue;
        const envelope = await as(who)(c.path, input(fx));
        const expected = roleAllows(role, needed(c)) ? RES.NOT_FOUND : RES.ROLE_REFUSED;
        expect(envelope.meta.res, `${role} of company B on ${c.path}: ${envelope.meta.msg}`).toBe(expected);
        expect(envelope.data).toBeNull();
      }
    }
    // Company A's records are as they were: its buyer still reads them.
    await ok(fx.buyerA, E.viewOrder, { orderId: fx.orderId });
    expect((await ok<AddressBookEntry[]>(fx.adminA, B.addrBookList)).map((a) => a.addrId)).toContain(fx.addrId);
  });
});

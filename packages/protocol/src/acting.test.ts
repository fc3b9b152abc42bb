import { describe, expect, it } from 'vitest';
import { actingAttribution, actingBannerText, actingWriteLabel, limitedToOwnAccounts, REFUSED_WHILE_ACTING, startActingSchema } from './acting';
import { API } from './paths';

describe('sales limited to their own accounts', () => {
  it('limits a member who reaches the path only through sales', () => {
    expect(limitedToOwnAccounts(['sales'], ['sales'])).toBe(true);
    expect(limitedToOwnAccounts(['sales', 'catalogue'], ['sales'])).toBe(true);
    // Another role of theirs that the path allows, a sales manager, an administrator: every account.
    expect(limitedToOwnAccounts(['sales', 'finance'], ['sales', 'finance'])).toBe(false);
    expect(limitedToOwnAccounts(['sales_manager'], ['sales'])).toBe(false);
    expect(limitedToOwnAccounts(['administrator'], ['sales'])).toBe(false);
    // A role the path does not allow at all is refused elsewhere (20013), not limited here.
    expect(limitedToOwnAccounts(['finance'], ['sales'])).toBe(false);
  });
});

describe('acting words', () => {
  it('the banner and the attribution say who did it for whom, and why', () => {
    expect(actingBannerText({ buyerNick: 'A. Müller', companyName: 'Juwelier Müller GmbH', reason: 'phone' })).toBe('Acting for A. Müller (Juwelier Müller GmbH): phone order.');
    expect(actingBannerText({ buyerNick: 'A. Müller', companyName: null, reason: 'trade_fair' })).toBe('Acting for A. Müller: trade fair.');
    expect(actingAttribution({ staffNick: 'R. Chen', buyerNick: 'A. Müller', reason: 'phone', at: '2026-12-02T14:02:30Z' })).toBe('placed by R. Chen for A. Müller, phone order, 14:02');
    expect(actingWriteLabel(API.inquiryOrder.confirmOrder)).toBe('Sent an inquiry');
    expect(actingWriteLabel('/iap-api/pweb/x/counterOffer.do')).toBe('Changed counterOffer');
  });

  it('never while acting: passwords, email, members, approvals, payment notices, bank-facing data, the consent itself', () => {
    for (const path of [API.base.changePwd2, API.company.inviteColleague, API.company.removeColleague, API.erp.approveOrder, API.erp.approveProof, API.erp.sendPaymentNotice, API.acting.grantConsent]) {
      expect(REFUSED_WHILE_ACTING.has(path), path).toBe(true);
    }
    expect(REFUSED_WHILE_ACTING.has(API.inquiryOrder.confirmOrder)).toBe(false);
    expect(REFUSED_WHILE_ACTING.has(API.erp.placeOrder)).toBe(false);
  });

  it('a start needs a reason from the list, a note, and a code of 6 digits when one is given', () => {
    expect(startActingSchema.safeParse({ email: 'A@B.test', reason: 'phone', note: 'x' }).success).toBe(true);
    expect(startActingSchema.safeParse({ email: 'a@b.test', reason: 'lunch', note: 'x' }).success).toBe(false);
    expect(startActingSchema.safeParse({ email: 'a@b.test', reason: 'phone', note: '' }).success).toBe(false);
    expect(startActingSchema.safeParse({ email: 'a@b.test', reason: 'phone', note: 'x', code: '12345' }).success).toBe(false);
    expect(startActingSchema.safeParse({ email: 'a@b.test', reason: 'phone', note: 'x', code: '' }).success).toBe(true);
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256';
import { APP_ID, signedPath, signRequest, verifySignature } from './sign';

const ts = 1700000000000;

describe('sha256Hex', () => {
  it.each(['', 'abc', 'The quick brown fox jumps over the lazy dog', '会员 ✓', 'x'.repeat(1000)])(
    'matches node:crypto for %j',
    (input) => {
      expect(sha256Hex(input)).toBe(createHash('sha256').update(input, 'utf8').digest('hex'));
    },
  );
  it('has the standard vector for "abc"', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('signRequest (docs/protocol.md known vectors)', () => {
  it('strips the first iap- from the path', () => {
    expect(signedPath('/iap-api/pweb/base/x.do')).toBe('/api/pweb/base/x.do');
    expect(signedPath('/iap-mapi/orders/list.do')).toBe('/mapi/orders/list.do');
  });

  it('signs a visitor call', () => {
    expect(signRequest({ ts, appId: APP_ID, path: '/iap-api/pweb/base/emailSuffixList.do' })).toBe(
      'e5e066c66e580c2625b487c1fd10c842c106590f51db58037d0af2efc9f44062',
    );
  });

  it('signs a member call with the token and member id, and appends them', () => {
    expect(
      signRequest({ ts, appId: APP_ID, path: '/iap-api/pweb/csite/inquiryCart/myCart.do', token: 'tok123', memId: 'mem-1' }),
    ).toBe(
      '6b6894e12194e4e178c4b773caa63770f6a17aa9b23b60da814c2ef964ad17f7.mem-1.26ffca027c4985f7fdb9aeb8dc8a5db94b5e8c179e4d42080af060f225dc682e',
    );
  });

  it('orders the inputs differently for iap-mapi paths', () => {
    expect(signRequest({ ts, appId: APP_ID, path: '/iap-mapi/orders/list.do', token: 'tok123', memId: 'mem-1' })).toBe(
      '746b74b3fd6e96d1cb943ba061ddcf5c94d65b852e5731607744ced4b9297e50.mem-1.26ffca027c4985f7fdb9aeb8dc8a5db94b5e8c179e4d42080af060f225dc682e',
    );
  });
});

describe('verifySignature', () => {
  const path = '/iap-api/pweb/base/emailSuffixList.do';
  const now = ts + 1000;
  it('accepts a fresh, matching signature', () => {
    const sign = signRequest({ ts, appId: APP_ID, path });
    expect(verifySignature({ sign, ts: String(ts), appId: APP_ID, path, now })).toEqual({ ok: true, memId: undefined });
  });
  it('refuses a missing signature, a stale timestamp and a mismatch', () => {
    const sign = signRequest({ ts, appId: APP_ID, path });
    expect(verifySignature({ sign: '', ts: String(ts), appId: APP_ID, path, now })).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature({ sign, ts: String(ts), appId: APP_ID, path, now: ts + 5 * 60_000 + 1 })).toEqual({ ok: false, reason: 'stale' });
    expect(verifySignature({ sign, ts: String(ts), appId: 'other', path, now })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature({ sign, ts: 'abc', appId: APP_ID, path, now })).toEqual({ ok: false, reason: 'stale' });
  });
  it('needs the token for a member signature', () => {
    const sign = signRequest({ ts, appId: APP_ID, path, token: 't', memId: 'm' });
    expect(verifySignature({ sign, ts: String(ts), appId: APP_ID, path, now })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature({ sign, ts: String(ts), appId: APP_ID, path, token: 't', now })).toEqual({ ok: true, memId: 'm' });
    expect(verifySignature({ sign, ts: String(ts), appId: APP_ID, path, token: 'other', now })).toEqual({ ok: false, reason: 'mismatch' });
  });
});

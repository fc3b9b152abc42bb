import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, RES, type SelfDefinedCacheEntry } from '@sw/protocol';
import { MEMBER_CACHE } from '@sw/protocol/schemas/catalog';
import { startTestApi, type TestApi } from '../testing/harness';
import { memberCache } from '../db/schema';
import { signedInMember as newMember } from '../testing/members';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const signedInMember = () => newMember(api, 'cache');

const set = (token: string, key: unknown, value?: unknown) =>
  api.call<SelfDefinedCacheEntry>(API.base.setSelfDefinedDataCache, value === undefined ? { key } : { key, value }, { token });
const get = (token: string, key: unknown) => api.call<SelfDefinedCacheEntry>(API.base.getSelfDefinedDataCache, { key }, { token });

describe('setSelfDefinedDataCache.do and getSelfDefinedDataCache.do', () => {
  it('stores any JSON value and gives it back', async () => {
    const { token } = await signedInMember();
    const values: unknown[] = [
      { filters: { catName1: 'rings', newFlag: 1 }, seen: [1, 2, 3] },
      'plain text',
      42,
      false,
      [1, 'two', { three: 3 }],
      { nested: { deeper: { text: 'ünïcødé ✓' } } },
    ];
    for (const value of values) {
      const stored = await set(token, 'goods.list:last', value);
      expect(stored.meta.res).toBe(RES.OK);
      expect(stored.data).toMatchObject({ key: 'goods.list:last', value });
      const read = await get(token, 'goods.list:last');
      expect(read.data!.value).toEqual(value);
      expect(read.data!.updatedAt).toEqual(expect.any(String));
    }
  });

  it('answers a key never stored with a null value', async () => {
    const { token } = await signedInMember();
    expect((await get(token, 'nothing-here')).data).toEqual({ key: 'nothing-here', value: null, updatedAt: null });
  });

  it('clears a key when the value is null', async () => {
    const { token } = await signedInMember();
    await set(token, 'draft', { text: 'hello' });
    expect((await set(token, 'draft', null)).data).toEqual({ key: 'draft', value: null, updatedAt: null });
    expect((await get(token, 'draft')).data!.value).toBeNull();
  });

  it('keeps each member to their own values', async () => {
    const alice = await signedInMember();
    const bob = await signedInMember();
    await set(alice.token, 'shared-name', { owner: 'alice' });
    expect((await get(bob.token, 'shared-name')).data!.value).toBeNull();
    await set(bob.token, 'shared-name', { owner: 'bob' });
    expect((await get(alice.token, 'shared-name')).data!.value).toEqual({ owner: 'alice' });
    expect((await get(bob.token, 'shared-name')).data!.value).toEqual({ owner: 'bob' });
    // Clearing one's own key leaves the other's alone.
    await set(bob.token, 'shared-name', null);
    expect((await get(alice.token, 'shared-name')).data!.value).toEqual({ owner: 'alice' });
  });

  it('ignores a member id in the body: the session decides whose values are read', async () => {
    const alice = await signedInMember();
    const bob = await signedInMember();
    await set(alice.token, 'secret', 'alice only');
    const envelope = await api.call<SelfDefinedCacheEntry>(
      API.base.getSelfDefinedDataCache,
      { key: 'secret', memberId: alice.id, memId: alice.id },
      { token: bob.token },
    );
    expect(envelope.data!.value).toBeNull();
  });

  it('needs a signed-in member', async () => {
    expect((await api.call(API.base.getSelfDefinedDataCache, { key: 'x' })).meta.res).toBe(RES.NOT_SIGNED_IN);
    expect((await api.call(API.base.setSelfDefinedDataCache, { key: 'x', value: 1 })).meta.res).toBe(RES.NOT_SIGNED_IN);
    expect((await get('forged-token', 'x')).meta.res).toBe(RES.SESSION_EXPIRED);
  });

  it('refuses bad keys and values with 10001', async () => {
    const { token } = await signedInMember();
    const keyMessage = 'key: Must be 1 to 100 characters of letters, digits and _ . : -';
    for (const key of ['', 'a b', 'k'.repeat(101), 'x/y', "'; drop table", 12, null]) {
      const envelope = await set(token, key, 1);
      expect(envelope.meta.res, String(key)).toBe(RES.INVALID_PARAMS);
      expect(envelope.meta.msg).toMatch(/^key: /);
      if (typeof key === 'string') expect(envelope.meta.msg).toBe(keyMessage);
      expect((await get(token, key)).meta.res).toBe(RES.INVALID_PARAMS);
    }
    expect((await set(token, 'no-value')).meta).toEqual({ res: RES.INVALID_PARAMS, msg: 'value: Is required (send null to clear the key).' });
    const tooBig = { text: 'x'.repeat(MEMBER_CACHE.maxValueBytes) };
    expect((await set(token, 'big', tooBig)).meta).toEqual({ res: RES.INVALID_PARAMS, msg: 'value: Must be at most 20 kB of JSON.' });
    const justFits = 'y'.repeat(MEMBER_CACHE.maxValueBytes - 2);
    expect((await set(token, 'fits', justFits)).meta.res).toBe(RES.OK);
  });

  it(`keeps at most ${MEMBER_CACHE.maxKeysPerMember} keys per member, while updates stay possible`, async () => {
    const member = await signedInMember();
    const now = new Date();
    await api.deps.database.db.insert(memberCache).values(
      Array.from({ length: MEMBER_CACHE.maxKeysPerMember }, (_, i) => ({ memberId: member.id, key: `k${i}`, value: i, updatedAt: now })),
    );
    const refused = await set(member.token, 'one-more', 1);
    expect(refused.meta).toEqual({ res: RES.CONFLICT, msg: `You can keep at most ${MEMBER_CACHE.maxKeysPerMember} saved values. Clear one first.` });
    expect((await set(member.token, 'k7', 'updated')).meta.res).toBe(RES.OK);
    await set(member.token, 'k0', null);
    expect((await set(member.token, 'one-more', 1)).meta.res).toBe(RES.OK);
  });
});

import { describe, expect, it } from 'vitest';
import { createCaller } from './client';
import { ALL_CONTRACTS, auth, catalog } from './contracts';
import { ok } from './envelope';
import { API } from './paths';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('contracts', () => {
  it('types the input and the answer of a call by its contract', async () => {
    const sent: unknown[] = [];
    const call = createCaller({ send: async (path, data) => (sent.push([path, data]), json(ok(['gmail.com']))) });
    const result = await call(auth.emailSuffixList);
    if (result.ok) {
      const suffixes: string[] = result.data;
      expect(suffixes).toEqual(['gmail.com']);
      // @ts-expect-error the answer is string[], not a number
      const wrong: number = result.data;
      expect(wrong).toBeDefined();
    }
    // @ts-expect-error emailRegisterChecking needs an email
    await call(auth.emailRegisterChecking);
    // @ts-expect-error the email is text
    await call(auth.emailRegisterChecking, { email: 42 });
    // @ts-expect-error the goods detail needs its goodsId
    await call(catalog.onlineGoodsDetail, {});
    await call(catalog.onlineGoodsList, { pageNum: 2, sort: 'newest' });
    expect(sent[0]).toEqual([auth.emailSuffixList.path, {}]);
  });

  it('declares each path once, from the table of spec paths (paths.ts)', () => {
    const paths = ALL_CONTRACTS.map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    const declared = new Set(Object.values(API).flatMap((family) => Object.values(family)));
    for (const path of paths) expect(declared).toContain(path);
  });
});

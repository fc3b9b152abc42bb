import { describe, expect, it } from 'vitest';
import { ALL_CONTRACTS, auth, catalog } from '@sw/protocol';
import { endpoint } from '../lib/endpoint';
import { allEndpoints } from '../routes';

describe('contract coverage', () => {
  const handled = allEndpoints.map((ep) => ep.contract);

  it('gives every contract exactly one handler', () => {
    for (const contract of ALL_CONTRACTS) {
      expect(handled.filter((c) => c === contract), contract.path).toHaveLength(1);
    }
  });

  it('has no handler without a contract', () => {
    for (const contract of handled) expect(ALL_CONTRACTS, contract.path).toContain(contract);
  });

  it('keeps every path unique', () => {
    const paths = ALL_CONTRACTS.map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(handled.map((c) => c.path)).size).toBe(handled.length);
  });

  it('checks a handler against its contract when compiled', () => {
    // @ts-expect-error emailSuffixList answers string[], not a number
    endpoint(auth.emailSuffixList, async () => 42);
    // @ts-expect-error the goods list's handler receives pageNum as a number, not a string
    endpoint(catalog.onlineGoodsList, async ({ input }) => ({ ...emptyPage, pageNum: input.pageNum?.toFixed(0) }));
    // @ts-expect-error a public handler has no guaranteed member
    endpoint(catalog.homePage, async ({ member }) => member.id);
    expect(ALL_CONTRACTS.length).toBeGreaterThan(0);
  });
});

const emptyPage = { list: [], total: 0, totalCapped: false, pageNum: 1, pageSize: 24 };

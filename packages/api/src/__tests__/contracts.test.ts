import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_CONTRACTS, auth, catalog, COMPANY_ROLE_LABELS, COMPANY_ROLES, neededRole } from '@sw/protocol';
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

type Role = (typeof COMPANY_ROLES)[number];
/** Each role's column: may it call a path that needs `needed`? */
const allowed = (needed: Role) => COMPANY_ROLES.map((role) => (COMPANY_ROLES.indexOf(role) <= COMPANY_ROLES.indexOf(needed) ? 'yes' : '—'));

/** The roles table of docs/security.md, made from the contracts: what each company role may call. */
function rolesTable(): string {
  const rows = ALL_CONTRACTS.flatMap((c) => {
    const role = neededRole(c);
    return role ? [{ path: c.path.replace(/^\/iap-api/, ''), role }] : [];
  });
  const order = COMPANY_ROLES.toReversed();
  rows.sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role) || a.path.localeCompare(b.path));
  return [
    `| path (under /iap-api) | least role | ${COMPANY_ROLES.map((r) => COMPANY_ROLE_LABELS[r]).join(' | ')} |`,
    `| --- | --- | ${COMPANY_ROLES.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| \`${row.path}\` | ${COMPANY_ROLE_LABELS[row.role]} | ${allowed(row.role).join(' | ')} |`),
  ].join('\n');
}

describe('the roles table of docs/security.md', () => {
  it('lists every member path with the least company role its contract states', () => {
    const doc = fs.readFileSync(new URL('../../../../docs/security.md', import.meta.url), 'utf8');
    const table = /<!-- roles:start -->\n([\s\S]*?)\n<!-- roles:end -->/.exec(doc)?.[1];
    // On a failure the message is the table to paste between the markers.
    expect(table, rolesTable()).toBe(rolesTable());
  });
});

const emptyPage = { list: [], total: 0, totalCapped: false, pageNum: 1, pageSize: 24 };

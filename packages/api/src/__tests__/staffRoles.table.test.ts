import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALL_CONTRACTS, neededStaffRoles, STAFF_ROLE_LABELS, STAFF_ROLES, staffRolesAllow } from '@sw/protocol';

/**
 * The staff roles table of docs/security.md, made from the contracts: which staff role may call each staff path, and
 * how a path on one company's records finds the account (a sales person reaches only their own accounts there).
 */
function staffRolesTable(): string {
  const rows = ALL_CONTRACTS.flatMap((c) => {
    const roles = neededStaffRoles(c);
    return roles ? [{ path: c.path.replace(/^\/iap-api/, ''), roles, account: c.account }] : [];
  });
  rows.sort((a, b) => a.path.localeCompare(b.path));
  return [
    `| path (under /iap-api) | declared | account | ${STAFF_ROLES.map((r) => STAFF_ROLE_LABELS[r]).join(' | ')} |`,
    `| --- | --- | --- | ${STAFF_ROLES.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| \`${row.path}\` | ${row.roles.map((r) => STAFF_ROLE_LABELS[r]).join(', ')} | ${row.account ? `\`${row.account}\`` : '—'} | ${STAFF_ROLES.map((held) => (staffRolesAllow([held], row.roles) ? 'yes' : '—')).join(' | ')} |`),
  ].join('\n');
}

describe('the staff roles table of docs/security.md', () => {
  it('lists every staff path with the roles its contract declares', () => {
    const doc = fs.readFileSync(new URL('../../../../docs/security.md', import.meta.url), 'utf8');
    const table = /<!-- staff-roles:start -->\n([\s\S]*?)\n<!-- staff-roles:end -->/.exec(doc)?.[1];
    // On a failure the message is the table to paste between the markers.
    expect(table, staffRolesTable()).toBe(staffRolesTable());
  });
});

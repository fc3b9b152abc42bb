import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { openTestDatabase } from '../testing/harness';

/**
 * The staff-roles migration (issue 53) on a database as it was before it: an existing staff member becomes an
 * administrator, so every console keeps working; a buyer gets no staff role; no company has an account manager yet.
 * (Named by its migration: renumbered with it.)
 */
describe('migration 0028_staff_roles', () => {
  it('makes existing staff administrators and nothing else', async () => {
    const database = await openTestDatabase();
    try {
      await migrate(database, { before: '0028_staff_roles' });
      await database.db.execute(sql.raw(`insert into members (email, pwd_hash, nick, role) values ('old-desk@staff.test', 'x', 'Old desk', 'staff')`));
      await migrate(database);
      const rows = (await database.db.execute(sql.raw(`select email, role, staff_roles from members order by email`))) as unknown as { rows: { email: string; role: string; staff_roles: string[] }[] };
      const staff = rows.rows.filter((r) => r.role === 'staff');
      expect(staff.map((r) => [r.email, r.staff_roles])).toEqual([['old-desk@staff.test', ['administrator']]]);
      expect(rows.rows.filter((r) => r.role === 'buyer').every((r) => r.staff_roles.length === 0)).toBe(true);
      const managers = (await database.db.execute(sql.raw(`select count(*)::int as n from companies where account_manager_id is not null`))) as unknown as { rows: { n: number }[] };
      expect(managers.rows[0]!.n).toBe(0);
      // The database itself refuses a role outside the list.
      await expect(database.db.execute(sql.raw(`update members set staff_roles = array['owner'] where email = 'old-desk@staff.test'`))).rejects.toThrow();
    } finally {
      await database.dispose();
    }
  });
});

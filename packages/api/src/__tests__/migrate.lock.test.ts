import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate, migrationsFolder } from '../db/migrate';
import { openDatabase } from '../db/client';
import { createServerDatabase } from '../testing/templates';

/**
 * Migrations run once under a database lock (issue 55): processes that start together on one empty PostgreSQL
 * database migrate one after the other, none fails, and each migration is recorded once.
 */

const pgUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

describe.skipIf(!pgUrl)('migrations under a lock (PostgreSQL only: PGlite belongs to one process)', () => {
  it('lets three processes migrate one empty database at once: each migration runs once, none fails', async () => {
    const empty = await createServerDatabase(pgUrl!);
    // Three processes' own pools on the one database, as three starting processes have.
    const others = [openDatabase({ url: empty.url }), openDatabase({ url: empty.url })];
    try {
      const results = await Promise.allSettled([empty, ...others].map((database) => migrate(database)));
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const rows = await empty.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(journal.entries.length);
      // The lock is free again: another migrate finds nothing to do and returns.
      await migrate(others[0]!);
    } finally {
      await Promise.all(others.map((database) => database.close()));
      await empty.dispose();
    }
  }, 120_000);
});

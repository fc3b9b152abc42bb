import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';
import { log } from '../lib/log';

export type Schema = typeof schema;
/** One type for both drivers: the services never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: a read that works inside or outside a transaction. */
export type Reader = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  ping: () => Promise<boolean>;
  /** The PostgreSQL pool's connections (for /metrics); absent on PGlite, one embedded connection with no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** The embedded PGlite (pg-boss reaches it through its adapter, lib/jobs/boss.ts); absent on PostgreSQL. */
  pglite?: PGlite;
  /** The PostgreSQL URL (pg-boss opens its own small pool there); absent on PGlite. */
  url?: string;
}

const PGLITE_SHARED_BUFFERS = '16MB';

/** A real PostgreSQL server when a URL is given; otherwise embedded PGlite in `dataDir` (or in memory). */
export function openDatabase(options: { url?: string; dataDir?: string; loadDataDir?: Blob }): Database {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: Number(process.env.DB_POOL_MAX ?? 10) });
    // An idle connection closed by the server (restart, failover, a dropped database) is an 'error' event on the
    // pool; unheard, it would crash the process. The pool opens a new connection on the next query.
    pool.on('error', (error) => log.warn({ err: error }, 'an idle database connection was closed'));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: options.url,
      close: () => pool.end(),
      ping: async () => (await pool.query('select 1')).rowCount === 1,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  // One options object: `new PGlite(undefined, options)` (in memory) ignores the options.
  const client = new PGlite({
    dataDir: options.dataDir ? path.join(options.dataDir, 'pg') : undefined,
    // A dumped data directory to start from (the tests' migrated template, testing/templates.ts).
    loadDataDir: options.loadDataDir,
    // PGlite's 128 MB of shared buffers are touched at start, about 100 MB of the process's memory. Its files are
    // read through the host's page cache, so a small pool costs no measurable query time (README, Performance).
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    // Trigram similarity for the typo-tolerant search (migration 0018 creates the extension).
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: () => client.close(),
    ping: async () => (await client.query('select 1')).rows.length === 1,
  };
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { seedIfEmpty } from '../seed';
import type { DemoAccount } from '../seed/accounts';
import { log } from '../lib/log';

/**
 * Databases from a template (docs/decisions/0010): the global setup migrates, and seeds the demo catalogue, once per
 * run; each suite then starts from a copy. PGlite: a data directory dumped once and loaded per suite. PostgreSQL:
 * CREATE DATABASE … TEMPLATE.
 */

/** The goods of `seed: true`: the one seeded catalogue the template holds. */
export const TEMPLATE_GOODS = 60;

export type TemplateName = 'migrated' | 'demo';

export interface Templates {
  /** PGlite: the dumped data directories' files; PostgreSQL: the template databases' names on TEST_DATABASE_URL. */
  at: Record<TemplateName, string>;
  kind: 'pglite' | 'postgres';
  /** The demo accounts in the `demo` template, with their passwords. */
  demoAccounts: DemoAccount[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    swTemplates: Templates;
  }
}

export type TestDatabase = Database & { dispose: () => Promise<void>; url?: string };

async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A new database on the server, empty or copied from `template`; dropped by `dispose`. */
export async function createServerDatabase(serverUrl: string, template?: string): Promise<TestDatabase> {
  const name = `sw_test_${randomBytes(6).toString('hex')}`;
  await withServer(serverUrl, async (admin) => {
    // Two copies of one template may start together; PostgreSQL refuses a copy while another session is connected
    // to the template (55006), so that one waits and tries again.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  const url = databaseUrl(serverUrl, name);
  const database = openDatabase({ url });
  return {
    ...database,
    url,
    dispose: async () => {
      await database.close();
      await withServer(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/** Migrates `database`, and seeds the demo catalogue with its accounts for `demo`. */
async function fill(database: Database, name: TemplateName): Promise<DemoAccount[]> {
  await migrate(database);
  if (name === 'migrated') return [];
  return (await seedIfEmpty(database.db, log, { goods: TEMPLATE_GOODS })).demoAccounts;
}

/** The global setup's part: builds both templates; answers them and a teardown that removes them. */
export async function buildTemplates(serverUrl = process.env.TEST_DATABASE_URL): Promise<{ templates: Templates; remove: () => Promise<void> }> {
  const names: TemplateName[] = ['migrated', 'demo'];
  const at = {} as Record<TemplateName, string>;
  let demoAccounts: DemoAccount[] = [];
  if (serverUrl) {
    const prefix = `sw_tpl_${randomBytes(4).toString('hex')}`;
    for (const name of names) {
      const database = await createServerDatabase(serverUrl, undefined);
      const accounts = await fill(database, name);
      if (accounts.length) demoAccounts = accounts;
      await database.close();
      // The copy made for the build becomes the template under a name of the run's own.
      const built = new URL(database.url!).pathname.slice(1);
      at[name] = `${prefix}_${name}`;
      await withServer(serverUrl, (admin) => admin.query(`alter database ${built} rename to ${at[name]}`));
    }
    const remove = () =>
      withServer(serverUrl, async (admin) => {
        for (const name of names) await admin.query(`drop database if exists ${at[name]} with (force)`);
      });
    return { templates: { at, kind: 'postgres', demoAccounts }, remove };
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-templates-'));
  for (const name of names) {
    const database = openDatabase({});
    const accounts = await fill(database, name);
    if (accounts.length) demoAccounts = accounts;
    const client = (database.db as unknown as { $client: { dumpDataDir: (compression: 'none') => Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    at[name] = path.join(folder, `${name}.tar`);
    fs.writeFileSync(at[name], Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  return { templates: { at, kind: 'pglite', demoAccounts }, remove: async () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/** A suite's own copy of a template; undefined outside a run with the global setup (then the caller migrates). */
export async function openTemplateCopy(name: TemplateName): Promise<{ database: TestDatabase; demoAccounts: DemoAccount[] } | undefined> {
  const templates = inject('swTemplates');
  if (!templates) return undefined;
  const demoAccounts = name === 'demo' ? templates.demoAccounts : [];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (templates.kind === 'postgres') {
    if (!serverUrl) return undefined;
    return { database: await createServerDatabase(serverUrl, templates.at[name]), demoAccounts };
  }
  if (serverUrl) return undefined;
  const database = openDatabase({ loadDataDir: new Blob([fs.readFileSync(templates.at[name])]) });
  return { database: { ...database, dispose: database.close }, demoAccounts };
}

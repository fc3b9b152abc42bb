// Throw-away databases on a PostgreSQL server, for the browser tests and the benchmark.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './build.mjs';

const HOUR = 60 * 60 * 1000;

async function withAdmin(serverUrl, work) {
  const pg = createRequire(path.join(root, 'packages/api/package.json'))('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** A fresh database named `<prefix><start time>`; those of killed runs (older than an hour) are dropped first. */
export async function createDatabase(serverUrl, prefix) {
  const name = `${prefix}${Date.now().toString(36)}`;
  await withAdmin(serverUrl, async (admin) => {
    const { rows } = await admin.query('select datname from pg_database where datname like $1', [`${prefix}%`]);
    for (const { datname } of rows) {
      const startedAt = parseInt(datname.slice(prefix.length), 36);
      if (Number.isFinite(startedAt) && Date.now() - startedAt > HOUR) await admin.query(`drop database if exists ${datname} with (force)`);
    }
    await admin.query(`create database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropDatabase(serverUrl, name) {
  await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}

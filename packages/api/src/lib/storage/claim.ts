import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, lt, ne, sql } from 'drizzle-orm';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { fileStoreProcesses } from '../../db/schema';

/**
 * One file store for every process of an installation (issue 55). Each process records the store it uses in
 * `file_store_processes` and refreshes the row every heartbeat; a process whose store differs from a live one's
 * refuses to start, because a file uploaded through one would be missing through the other. A disk store is known
 * by an id kept in its folder (`DATA_DIR/files/.store-id`), so processes sharing one folder (also a network mount
 * under other paths) agree, and two folders at the same path on two machines do not.
 */

/** How often a live process refreshes its row. */
export const HEARTBEAT_MS = 20_000;
/** A row older than this belongs to a process that ended without saying so (a kill -9, a lost machine). */
export const STALE_SECONDS = 60;
/** Exit status of a process that refuses to start for its configuration (sysexits' EX_CONFIG): systemd does not retry it. */
export const CONFIG_EXIT_STATUS = 78;

export class FileStoreConflict extends Error {
  override name = 'FileStoreConflict';
}

export interface StoreIdentity {
  store: string;
  place: string;
}

/** The disk folder's id, made once by the first process that uses the folder. */
function diskStoreId(root: string): string {
  const file = path.join(root, '.store-id');
  fs.mkdirSync(root, { recursive: true });
  try {
    fs.writeFileSync(file, `${randomUUID()}\n`, { flag: 'wx', mode: 0o644 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** What this process's configuration stores files in (lib/storage/index.ts's createStorage chooses the same). */
export function storeIdentity(config: Pick<ApiConfig, 'dataDir' | 's3'>): StoreIdentity {
  if (config.s3) {
    const endpoint = config.s3.endpoint ?? `aws:${config.s3.region}`;
    return { store: `s3:${endpoint}/${config.s3.bucket}`, place: `S3 bucket ${config.s3.bucket} at ${endpoint}` };
  }
  const root = path.join(config.dataDir, 'files');
  return { store: `disk:${diskStoreId(root)}`, place: `the folder ${root}` };
}

function refusal(mine: StoreIdentity, other: { place: string; host: string; pid: number; age: number }): string {
  return [
    `This process would keep uploaded files in ${mine.place} (on ${os.hostname()}), but a running process of the same`,
    `installation (same database), pid ${other.pid} on ${other.host}, last seen ${other.age} s ago, keeps them in ${other.place}.`,
    'A file uploaded through one process would be missing through the other, so this process does not start.',
    'Give every process the same store: set S3_BUCKET (with S3_ENDPOINT and the S3 keys) on all of them, or point',
    'every process\'s DATA_DIR at one shared folder (its files/ on a file system all of them mount).',
    `A process that ended without stopping is forgotten ${STALE_SECONDS} s after its last heartbeat (docs/operations.md).`,
  ].join(' ');
}

export interface FileStoreClaim {
  instanceId: string;
  /** Refreshes the row now (the timer does it every HEARTBEAT_MS). */
  beat: () => Promise<void>;
  /** Stops the heartbeat and removes the row (a clean stop). */
  release: () => Promise<void>;
}

/**
 * Records this process's store, under a transaction lock so two processes starting together cannot both pass;
 * throws FileStoreConflict when a live process uses another store. Then refreshes the row every `heartbeatMs`.
 */
export async function claimFileStore(
  db: Db,
  identity: StoreIdentity,
  options: { heartbeatMs?: number; staleSeconds?: number; log?: { warn: (data: object, message: string) => void } } = {},
): Promise<FileStoreClaim> {
  const instanceId = randomUUID();
  const staleSeconds = options.staleSeconds ?? STALE_SECONDS;
  const staleBefore = sql`now() - make_interval(secs => ${staleSeconds})`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sw.file_store_processes'))`);
    await tx.delete(fileStoreProcesses).where(lt(fileStoreProcesses.seenAt, staleBefore));
    const [other] = await tx
      .select({
        place: fileStoreProcesses.place, host: fileStoreProcesses.host, pid: fileStoreProcesses.pid,
        age: sql<number>`floor(extract(epoch from now() - ${fileStoreProcesses.seenAt}))::int`,
      })
      .from(fileStoreProcesses)
      .where(ne(fileStoreProcesses.store, identity.store))
      .limit(1);
    if (other) throw new FileStoreConflict(refusal(identity, other));
    await tx.insert(fileStoreProcesses).values({ instanceId, ...identity, host: os.hostname(), pid: process.pid });
  });
  const beat = async () => {
    // A row forgotten meanwhile (the database restored, a long pause) is put back.
    await db
      .insert(fileStoreProcesses)
      .values({ instanceId, ...identity, host: os.hostname(), pid: process.pid })
      .onConflictDoUpdate({ target: fileStoreProcesses.instanceId, set: { seenAt: sql`now()` } });
  };
  const timer = setInterval(() => {
    beat().catch((error: unknown) => options.log?.warn({ err: error }, 'file store heartbeat failed'));
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  timer.unref();
  return {
    instanceId,
    beat,
    release: async () => {
      clearInterval(timer);
      await db.delete(fileStoreProcesses).where(eq(fileStoreProcesses.instanceId, instanceId));
    },
  };
}

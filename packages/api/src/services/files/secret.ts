import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ApiConfig } from '../../config';

const made = new Map<string, Promise<Buffer>>();

async function readOrCreate(file: string): Promise<Buffer> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx': of two processes starting at once, one writes and the other reads what it wrote.
    await fs.promises.writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = (await fs.promises.readFile(file, 'utf8')).trim();
  if (secret.length < 32) throw new Error(`upload token secret in ${file} is too short`);
  return Buffer.from(secret);
}

/**
 * The key that signs upload tokens: UPLOAD_TOKEN_SECRET, or one made on first use and kept in
 * DATA_DIR/secrets/upload-token.key, so tokens stay valid across a restart of the same installation.
 */
export function uploadTokenSecret(config: Pick<ApiConfig, 'uploadTokenSecret' | 'dataDir'>): Promise<Buffer> {
  if (config.uploadTokenSecret) return Promise.resolve(Buffer.from(config.uploadTokenSecret));
  const file = path.join(config.dataDir, 'secrets', 'upload-token.key');
  let secret = made.get(file);
  if (!secret) {
    secret = readOrCreate(file);
    secret.catch(() => made.delete(file));
    made.set(file, secret);
  }
  return secret;
}

import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { hashPassword } from '@sw/protocol';

/**
 * argon2id with the cost stated here rather than left to the library's defaults (which may change):
 * 19 MiB, 2 passes, 1 lane, the OWASP minimum for argon2id. Stored hashes carry their own parameters,
 * so raising these later still verifies the older ones.
 */
export const ARGON2_OPTIONS: Options = {
  /** Algorithm.Argon2id (an ambient const enum, so written as its value). */
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
};

/**
 * Passwords arrive as the browser's hashPassword(email, password) (64 hex digits) and are
 * stored as argon2id of that.
 */
export function hashStoredPassword(pwd: string): Promise<string> {
  return hash(pwd, hashOptions());
}

/**
 * The test runner's cost (1 MiB, 1 pass): honoured only with NODE_ENV=test and PASSWORD_HASH_COST=test (the
 * back-end's test project sets both; the suite that checks the production parameters unsets the second).
 * Verification reads the parameters stored with each hash, so either cost verifies.
 */
const TEST_OPTIONS: Options = { ...ARGON2_OPTIONS, memoryCost: 1024, timeCost: 1 };

function hashOptions(): Options {
  return process.env.NODE_ENV === 'test' && process.env.PASSWORD_HASH_COST === 'test' ? TEST_OPTIONS : ARGON2_OPTIONS;
}

/** What to store for a password a person types (demo accounts, `npm run staff`): as if the browser had sent it. */
export function hashTypedPassword(email: string, password: string): Promise<string> {
  return hashStoredPassword(hashPassword(email, password));
}

export async function verifyStoredPassword(stored: string, pwd: string): Promise<boolean> {
  try {
    return await verify(stored, pwd);
  } catch {
    return false;
  }
}

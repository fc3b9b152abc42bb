import { hash, verify } from '@node-rs/argon2';

/**
 * Passwords arrive as the browser's hashPassword(email, password) (64 hex digits) and are
 * stored as argon2id of that (the library's default algorithm and cost, as the demo seed uses).
 */
export function hashStoredPassword(pwd: string): Promise<string> {
  return hash(pwd);
}

export async function verifyStoredPassword(stored: string, pwd: string): Promise<boolean> {
  try {
    return await verify(stored, pwd);
  } catch {
    return false;
  }
}

import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Lower-case hex SHA-256 of a UTF-8 string. Synchronous on both ends (Web Crypto is async and absent
 * on plain-http hosts), from an audited library.
 */
export function sha256Hex(input: string): string {
  return bytesToHex(sha256(utf8ToBytes(input)));
}

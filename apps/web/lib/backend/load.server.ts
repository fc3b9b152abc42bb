import {
  type AnswerOf, type CallResult, type Contract, errorCode, errorMessage, type InputArgs, RES,
} from '@sw/protocol';
import { publicCall } from './call.server';

/**
 * Server loaders' visitor calls (no cookies), so the pages that use them are the same for every visitor of
 * a theme and can be cached.
 */

/** Result codes that mean "there is no such thing" for a page: show the 404 page. */
const MISSING = new Set<string>([RES.NOT_FOUND, RES.INVALID_PARAMS]);

export class LoadError extends Error {
  constructor(path: string, result: CallResult<unknown> & { ok: false }) {
    super(`${path} failed: ${errorMessage(result)} (${errorCode(result) ?? 'no answer'})`);
    this.name = 'LoadError';
  }
}

/** The answer; throws on any failure (so a failed answer is never cached). */
export async function load<C extends Contract>(contract: C, ...input: InputArgs<C>): Promise<AnswerOf<C>> {
  const result = await publicCall(contract, ...input);
  if (!result.ok) throw new LoadError(contract.path, result);
  return result.data;
}

/** null when the back-end says the thing does not exist; throws on any other failure (never cached). */
export async function loadOrNull<C extends Contract>(contract: C, ...input: InputArgs<C>): Promise<AnswerOf<C> | null> {
  const result = await publicCall(contract, ...input);
  if (result.ok) return result.data;
  const code = errorCode(result);
  if (code && MISSING.has(code)) return null;
  throw new LoadError(contract.path, result);
}

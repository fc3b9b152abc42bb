'use client';
import type { AnswerOf, CallResult, Contract, InputArgs } from '@sw/protocol';

/**
 * `call(contract, input)` for one domain's contracts, loaded with the call client on the first call: a page's
 * first load carries neither zod (the contracts' schemas) nor the signing code. Features' api.ts declare
 * `const callCart = lazyCaller(() => import('@sw/protocol/contracts/cart'))` and call
 * `callCart((cart) => cart.myCart)`.
 */
export function lazyCaller<Contracts>(loadContracts: () => Promise<Contracts>) {
  return async <C extends Contract>(pick: (contracts: Contracts) => C, ...input: InputArgs<C>): Promise<CallResult<AnswerOf<C>>> => {
    const [{ call }, contracts] = await Promise.all([import('./call'), loadContracts()]);
    return call(pick(contracts), ...input);
  };
}

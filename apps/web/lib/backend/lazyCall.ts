'use client';
import type { AnswerOf, CallResult, Contract, InputArgs } from '@sw/protocol';

/**
 * `call(contract, input)` for one domain's contracts, loaded with the call client on the first call, for the calls
 * a visitor's page may make (the header's member part, putting goods into the cart, new-design pictures): such a
 * page's first load carries neither zod (the contracts' schemas) nor the signing code. Declare
 * `const callCart = lazyCaller(() => import('@sw/protocol/contracts/cart'))`, then `callCart((cart) => cart.putIntoCart, input)`.
 * Member pages import their contracts at once: they call as soon as they load, and waiting for a second download
 * first made them slower (README, Performance).
 */
export function lazyCaller<Contracts>(loadContracts: () => Promise<Contracts>) {
  return async <C extends Contract>(pick: (contracts: Contracts) => C, ...input: InputArgs<C>): Promise<CallResult<AnswerOf<C>>> => {
    const [{ call }, contracts] = await Promise.all([import('./call'), loadContracts()]);
    return call(pick(contracts), ...input);
  };
}

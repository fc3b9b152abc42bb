import type { AccessOf, AnswerOf, Contract, ParsedInputOf } from '@sw/protocol';
import type { CallContext } from '../context';
import type { Member } from './member';

/** What a handler sees: the app refuses member and staff calls without a session before the handler runs. */
export type HandlerContext<C extends Contract> = AccessOf<C> extends 'member' | 'staff'
  ? CallContext<ParsedInputOf<C>> & { member: Member; token: string }
  : CallContext<ParsedInputOf<C>>;

/** One back-end path: its contract (path, access, input schema, answer type) and what it does. */
export interface Endpoint {
  contract: Contract;
  handle: (ctx: CallContext<unknown>) => Promise<unknown>;
}

/**
 * Implements a contract. The handler's answer must be the contract's answer type (checked when compiled);
 * the path, who may call it and the input schema come from the contract.
 */
export function endpoint<C extends Contract>(
  contract: C,
  handle: (ctx: HandlerContext<C>) => Promise<AnswerOf<C>> | AnswerOf<C>,
): Endpoint {
  // The app runs the access check and the contract's schema before calling, which is what HandlerContext promises.
  return { contract, handle: async (ctx) => handle(ctx as HandlerContext<C>) };
}

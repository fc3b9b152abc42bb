import type { InquiryCreated } from '@sw/protocol';
import type { AppDeps } from '../context';
import { countLines, takeLinesOut } from '../services/cart';
import { checkRequester, preciseRequestFromCart, type RequestCaller, savePreciseInquiry } from '../services/inquiry';
import { runUseCase } from '../services/useCase';

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;
type Input = Parameters<typeof preciseRequestFromCart>[2];

/**
 * confirmOrder.do: the chosen cart lines become one precise inquiry and leave the cart in the same use case, under the
 * cart lock. A workflow: the cart takes its own lines out, the inquiry domain writes the inquiry (issue 50: no service
 * calls another domain's writer).
 */
export async function createPreciseInquiry(deps: Deps, caller: RequestCaller, input: Input): Promise<InquiryCreated> {
  await checkRequester(deps, caller);
  return runUseCase(deps, async (uc) => {
    const request = await preciseRequestFromCart(uc, caller, input);
    // The lines leave the cart first: anything failing after this (the inquiry, its history, its mail) puts them back.
    await takeLinesOut(uc.tx, caller.member.id, [...new Set(input.lineIds)]);
    const created = await savePreciseInquiry(uc, deps, caller, request);
    return { ...created, cartNum: await countLines(uc.tx, caller.member.id) };
  });
}

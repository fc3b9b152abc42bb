import { RES, toMinor, type InquiryCreated, type LinePrice } from '@sw/protocol';
import type { AppDeps } from '../context';
import { utcDay } from '../lib/dailyNumber';
import { ApiError } from '../lib/errors';
import { sentLinePrices } from '../queries/memberCart';
import { countLines, goodsNotFound, takeLinesOut } from '../services/cart';
import { checkRequester, preciseRequestFromCart, type RequestCaller, savePreciseInquiry } from '../services/inquiry';
import { runUseCase } from '../services/useCase';

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;
type Input = Parameters<typeof preciseRequestFromCart>[2];

/** The item columns that freeze a line's price as the cart showed it (issue 51). */
function frozenColumns(price: LinePrice | undefined) {
  if (!price) return {};
  return {
    unitPrice: price.unitPrice === null ? null : toMinor(price.unitPrice),
    currency: price.currency,
    priceListId: price.source.kind === 'list' ? Number(price.source.listId) : null,
    priceListVersion: price.source.kind === 'list' ? price.source.version : null,
    catalogueUnitPrice: price.catalogue.unitPrice === null ? null : toMinor(price.catalogue.unitPrice),
    priceLabel: price.label,
    priceWhy: price.why,
  };
}

/**
 * confirmOrder.do: the chosen cart lines become one precise inquiry and leave the cart in the same use case, under the
 * cart lock. A workflow: the cart takes its own lines out, the inquiry domain writes the inquiry (issue 50: no service
 * calls another domain's writer). Issue 51: a goods the company may not see is the ordinary not-found, a goods'
 * quantities off its rule (counted among the sent lines with mix and match) are refused (20030), and each item keeps
 * its price, currency, list and version as the cart showed them.
 */
export async function createPreciseInquiry(deps: Deps, caller: RequestCaller, input: Input): Promise<InquiryCreated> {
  await checkRequester(deps, caller);
  return runUseCase(deps, async (uc) => {
    const request = await preciseRequestFromCart(uc, caller, input);
    const sent = await sentLinePrices(uc.tx, caller.member, request.lineIds, utcDay(uc.now));
    if (sent.hidden.length) throw goodsNotFound();
    const problem = sent.problems[0];
    if (problem) throw new ApiError(RES.QUANTITY_OFF_RULE, `${problem.title}: ${problem.message}`);
    request.items = request.items.map((item, i) => ({ ...item, ...frozenColumns(sent.prices.get(request.lineIds[i]!)) }));
    // The lines leave the cart first: anything failing after this (the inquiry, its history, its mail) puts them back.
    await takeLinesOut(uc.tx, caller.member.id, [...new Set(input.lineIds)]);
    const created = await savePreciseInquiry(uc, deps, caller, request);
    return { ...created, cartNum: await countLines(uc.tx, caller.member.id) };
  });
}

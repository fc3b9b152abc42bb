import { minorToNumber, paymentTerms, promisedShipDay, type OrderPlaced, type OrderStatus, type requestSamplesSchema } from '@sw/protocol';
import type { z } from 'zod';
import type { AppDeps } from '../context';
import { companyMember, type Member } from '../lib/member';
import { requireConfirmedEmail } from '../services/account';
import { shippingAddress } from '../services/inquiry';
import type { ThemeName } from '../services/mail';
import { createOrder, mailAwaitingApproval, placingStatus, startOrderStatus, type NewOrder, type OrderRow } from '../services/order';
import { planSampleOrder } from '../queries/samplePlan';
import { actorOf, runUseCase, type UseCase } from '../services/useCase';
import { mailPlacedOrder } from './steps/mailPlacedOrder';

/**
 * requestSamples.do: a sample order of one goods, created at once (no inquiry, no quotation): priced from the sample
 * price per piece (services/samples/price.ts), shipped to the company's address, paid in full before production and
 * shipment (terms 'prepaid': the order's gates then ask for the whole total), promising to ship `lead_days` after it is
 * placed. It is an order like any other: number, status history, one line in order_items with its specifications and
 * customization, the placed-order mails, and the company's approval amount (services/order/approval.ts).
 *
 * The limit (services/samples/request.ts): at most `sample_max_pieces` pieces of each specification, counting the
 * company's sample orders of the goods still open (not completed, cancelled or rejected): a second request cannot go
 * round the limit. The company row is locked first, so parallel requests of one company are decided one after another.
 */

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;
type Input = z.output<typeof requestSamplesSchema>;
type Caller = { member: Member; theme: ThemeName; ip: string };
type SamplePlan = Awaited<ReturnType<typeof planSampleOrder>>;

/** Step: a confirmed email address, as for an inquiry (the way to a bulk order). */
const confirmedEmail = (deps: Deps, caller: Caller) => requireConfirmedEmail(deps.database.db, caller.member.id, { log: deps.log, ip: caller.ip });

/** Step: the sample order and its one line, in the status the company's approval amount gives it. */
async function saveSampleOrder(uc: UseCase, caller: Caller, plan: SamplePlan, where: Pick<NewOrder, 'address' | 'notes'>, status: OrderStatus): Promise<OrderRow> {
  const { member, theme } = caller;
  const terms = paymentTerms('prepaid');
  return createOrder(uc.tx, uc.now, {
    kind: 'sample',
    status,
    memberId: member.id,
    companyId: companyMember(member).companyId,
    theme,
    currency: 'USD',
    total: plan.total,
    // Paid in full before production, so before it ships (services/payments/gate.ts reads these).
    paymentTerms: { kind: terms.kind, depositPercent: terms.depositPercent, netDays: terms.netDays },
    depositDue: plan.total,
    ...where,
    title: plan.goods.title,
    imageUrl: plan.goods.imageUrl,
    lineCount: 1,
    totalQty: plan.qty,
    promisedShipDate: promisedShipDay(uc.now, plan.leadDays),
  }, [{
    goodsId: plan.goods.id,
    title: plan.goods.title,
    goodsCode: plan.goods.code,
    imageUrl: plan.goods.imageUrl,
    variants: plan.variants,
    customInfo: plan.customization,
    qty: plan.qty,
    tiers: [{ minQty: 1, unitPrice: minorToNumber(plan.unitPrice) }],
    unitPrice: plan.unitPrice,
    sort: 0,
  }], ['sample', plan.goods.title, plan.goods.code, ...plan.variants.map((variant) => variant.skuCode ?? '')]);
}

export async function requestSamples(deps: Deps, caller: Caller, input: Input): Promise<OrderPlaced> {
  const { member } = caller;
  const owner = companyMember(member);
  await confirmedEmail(deps, caller);
  return runUseCase(deps, async (uc) => {
    const plan = await planSampleOrder(uc.tx, { ...owner, id: member.id }, input);
    const address = (await shippingAddress(uc.tx, owner, input, uc.now, true))!;
    const status = await placingStatus(uc, member.id, owner.companyId, plan.total);
    const row = await saveSampleOrder(uc, caller, plan, { address, notes: input.notes ?? null }, status);
    await startOrderStatus(uc, row.id, actorOf(member), `Sample order: ${plan.pieces} of ${plan.goods.title}.`, status);
    if (status === 'placed') await mailPlacedOrder(uc, deps, row);
    else await mailAwaitingApproval(uc, deps, row);
    return { orderId: String(row.id), orderNo: row.orderNo, status, currency: row.currency, total: minorToNumber(plan.total), sampleCredit: 0, alreadyPlaced: false };
  });
}

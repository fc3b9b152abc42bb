import { RES, type SiteTheme } from '@sw/protocol';
import type { V1Goods, V1InquiryCreate, V1Order } from '@sw/protocol/schemas/publicApi';
import type { AppDeps } from '../context';
import { ApiError } from '../lib/errors';
import { ownedOrder, v1GoodsById, v1OrdersPage } from '../queries/publicApi';
import { checkRequester, saveQuickInquiry } from '../services/inquiry';
import { runUseCase } from '../services/useCase';
import { recordOfExternalId, setExternalId, type ApiCaller, type Owner } from '../services/integration';

/**
 * The public API's writes (/api/v1; docs/integration.md): an inquiry made by a company key, and the external ids an
 * outside system gives the owner's orders and goods. Each record is checked to be the owner's before its id is set.
 */

const taken = (externalId: string, kind: string) => new ApiError(RES.EXTERNAL_ID_TAKEN, `The external id ${externalId} already names another ${kind} of yours.`);

/**
 * POST /api/v1/inquiries: a quick inquiry as the key's maker and its external id in one use case, so a taken id
 * leaves no inquiry behind and no mail goes out for it.
 */
export async function createInquiryForKey(
  deps: AppDeps, caller: ApiCaller, request: { ip: string; theme: SiteTheme['name'] }, input: V1InquiryCreate,
): Promise<{ inquiryId: string; inquiryNo: string; externalId: string | null }> {
  const { externalId, ...fields } = input;
  const requester = { member: caller.member, ip: request.ip, theme: request.theme };
  await checkRequester(deps, requester);
  return runUseCase(deps, async (uc) => {
    if (externalId && (await recordOfExternalId(uc.tx, caller.owner, 'inquiry', externalId)) !== null) throw taken(externalId, 'inquiry');
    const created = await saveQuickInquiry(uc, deps, requester, { ...fields, files: [] });
    if (externalId) await setExternalId(uc.tx, caller.owner, 'inquiry', Number(created.inquiryId), externalId);
    return { inquiryId: created.inquiryId, inquiryNo: created.inquiryNo, externalId: externalId ?? null };
  });
}

/** PUT /api/v1/orders/{orderId}/external-id: on one of the owner's orders only (another company's answers 20004). */
export async function setOrderExternalId(deps: AppDeps, owner: Owner, orderId: number, externalId: string): Promise<V1Order> {
  await deps.database.db.transaction(async (tx) => {
    const order = await ownedOrder(tx, owner, orderId);
    await setExternalId(tx, owner, 'order', order.id, externalId);
  });
  return (await v1OrdersPage(deps.database.db, owner, { externalId })).list[0]!;
}

/** PUT /api/v1/goods/{goodsId}/external-id: on a goods the owner may see. */
export async function setGoodsExternalId(deps: AppDeps, owner: Owner, goodsId: number, externalId: string, day: string): Promise<V1Goods> {
  await v1GoodsById(deps.database.db, owner, goodsId, day);
  await deps.database.db.transaction((tx) => setExternalId(tx, owner, 'goods', goodsId, externalId));
  return v1GoodsById(deps.database.db, owner, goodsId, day);
}

import { eq } from 'drizzle-orm';
import {
  RES,
  type FileRef, type InquiryCreated, type InquiryLine, type OriginalRequest, type QuickRequest, type ShippingAddress, type TradeRequest, tradeRequestText,
} from '@sw/protocol';
import type { AppDeps } from '../../context';
import { inquiries, inquiryItems } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { companyMember, type Member } from '../../lib/member';
import { requireConfirmedEmail } from '../account';
import { countLines, linesOf, loadCartGoods, lockCart, toCartLine } from '../cart';
import { checkOwnFiles, companyOrderFiles } from '../files';
import { actorOf, runUseCase, type UseCase } from '../useCase';
import { branded, detailsLink, deskLink, lines, mailBuyer, mailStaff, type ThemeName } from '../mail';
import { linkFiles, listFields, nextInquiryNo, quickRequest, requestFiles, shippingAddress, type ShipTo } from './requestParts';
import { loadItems, toInquiryLine } from './view';
import { startInquiryStatus } from './statusStep';
import { emitEvent, inquiryEvent } from '../integration';

/**
 * quicklyUpload.do (mode 0) and confirmOrder.do (mode 1): a new inquiry, in one use case with its lines, the
 * cart lines it came from (removed), its first status step and the emails (the sales desk and the buyer).
 */

export interface RequestCaller {
  member: Member;
  ip: string;
  /** The site the buyer sends it on: kept on the inquiry for every later mail. */
  theme: ThemeName;
}

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;

interface NewItem {
  goodsId: number;
  specId: number | null;
  title: string;
  goodsCode: string;
  imageUrl: string;
  variants: InquiryLine['variants'];
  qty: number;
  customInfo: InquiryLine['customization'];
  /** Frozen price columns (issue 51), set by the cart's workflow from the cart's price of the line. */
  unitPrice?: bigint | null;
  currency?: string | null;
  priceListId?: number | null;
  priceListVersion?: number | null;
  catalogueUnitPrice?: bigint | null;
  priceLabel?: string | null;
  priceWhy?: string | null;
}

/** Writes the inquiry, its items and original, starts its history and mails both sides. */
async function saveInquiry(
  uc: UseCase,
  deps: Deps,
  member: Member,
  theme: ThemeName,
  request: { mode: 0 | 1; items: NewItem[]; quick: QuickRequest | null; address: ShippingAddress | null; remark: string | null; tradeRequest?: TradeRequest | null },
): Promise<{ id: number; inquiryNo: string }> {
  const inquiryNo = await nextInquiryNo(uc.tx, uc.now);
  const fields = listFields(inquiryNo, request.items, request.quick);
  const submittedAt = uc.now.toISOString();
  const [row] = await uc.tx
    .insert(inquiries)
    .values({
      inquiryNo, memberId: member.id, companyId: companyMember(member).companyId, mode: request.mode, theme, remark: request.remark, quick: request.quick, address: request.address,
      tradeRequest: request.tradeRequest ?? null,
      original: { mode: request.mode, lines: [], quick: request.quick, address: request.address, remark: request.remark, submittedAt },
      ...fields, createdAt: uc.now, updatedAt: uc.now,
    })
    .returning({ id: inquiries.id });
  const id = row!.id;
  if (request.items.length) {
    await uc.tx.insert(inquiryItems).values(request.items.map((item, sort) => ({ ...item, inquiryId: id, sort })));
  }
  const lineViews = (await loadItems(uc.tx, id)).map(toInquiryLine);
  const original: OriginalRequest = { mode: request.mode, lines: lineViews, quick: request.quick, address: request.address, remark: request.remark, submittedAt };
  await uc.tx.update(inquiries).set({ original }).where(eq(inquiries.id, id));
  await linkFiles(uc.tx, id, requestFiles(request.quick, lineViews));
  await startInquiryStatus(uc, id, actorOf(member));
  await emitEvent(uc, deps, inquiryEvent({ ...fields, id, inquiryNo, companyId: companyMember(member).companyId, status: 'submitted' }));

  const what = request.quick
    ? `a quick inquiry (${request.quick.categoryName}, ${request.quick.targetQty} pieces)`
    : `${lineViews.length} line${lineViews.length === 1 ? '' : 's'}, ${fields.totalQty} pieces`;
  await mailStaff(uc, branded(theme, {
    subject: `New inquiry ${inquiryNo}`,
    text: lines(
      `${member.nick || member.email} (${member.email}) sent inquiry ${inquiryNo}: ${what}.`,
      ...lineViews.map((line) => `- ${line.goodsCode} ${line.title}: ${line.qty} pcs${line.customization ? ' (customized)' : ''}`),
      request.quick ? `\n${request.quick.description}` : null,
      request.remark ? `\nRemarks: ${request.remark}` : null,
      request.tradeRequest ? `\nThe buyer asks for: ${tradeRequestText(request.tradeRequest)}` : null,
      '',
      `Open the quotation desk: ${deskLink(deps.config.publicUrl)}`,
    ),
  }, 'staff'), { buyerId: member.id });
  await mailBuyer(uc, member.id, branded(theme, {
    subject: `We received your inquiry ${inquiryNo}`,
    text: lines(
      `Thank you for your inquiry ${inquiryNo} (${what}).`,
      'Our sales team will prepare a quotation and write to you. You can follow it, edit it until it is quoted, and send us messages here:',
      detailsLink(deps.config.publicUrl, id),
    ),
  }));
  return { id, inquiryNo };
}

type TradeRequestInput = { currency?: TradeRequest['currency']; incoterm?: TradeRequest['incoterm']; place?: string };

/** The buyer's request as kept: every part named (null when left out), or null when nothing was asked. */
function keptRequest(input: TradeRequestInput | undefined): TradeRequest | null {
  const request = { currency: input?.currency ?? null, incoterm: input?.incoterm ?? null, place: input?.place ?? null };
  return request.currency || request.incoterm ? request : null;
}

/** quicklyUpload.do: a quick inquiry (files in quick/, the member's own uploads). */
export type QuickInquiryInput = ShipTo & { categoryId: number; targetQty: number; targetPrice?: number; description: string; files: FileRef[]; remark?: string };

export async function createQuickInquiry(deps: Deps, caller: RequestCaller, input: QuickInquiryInput): Promise<InquiryCreated> {
  await checkRequester(deps, caller);
  return runUseCase(deps, (uc) => saveQuickInquiry(uc, deps, caller, input));
}

/** The quick inquiry's writes inside a use case the caller runs (a workflow may add its own step to the same one). */
export async function saveQuickInquiry(uc: UseCase, deps: Deps, caller: RequestCaller, input: QuickInquiryInput): Promise<InquiryCreated> {
  const { member } = caller;
  const quick = await quickRequest(uc.tx, member.id, input);
  const address = await shippingAddress(uc.tx, companyMember(member), input, uc.now, false);
  const created = await saveInquiry(uc, deps, member, caller.theme, { mode: 0, items: [], quick, address, remark: input.remark ?? null });
  return { inquiryId: String(created.id), inquiryNo: created.inquiryNo, cartNum: await countLines(uc.tx, member.id) };
}

/** A precise inquiry as taken from the cart, ready to save once its lines have left the cart (workflows/cartToInquiry.ts). */
export interface PreciseRequest {
  items: NewItem[];
  /** The cart line of each item, in the items' order. */
  lineIds: number[];
  address: ShippingAddress | null;
  input: { remark?: string; tradeRequest?: TradeRequestInput };
}

/** The member may send inquiries: their email is confirmed (else refused, as every inquiry is). */
export async function checkRequester(deps: Deps, caller: RequestCaller): Promise<void> {
  await requireConfirmedEmail(deps.database.db, caller.member.id, { log: deps.log, ip: caller.ip });
}

/**
 * confirmOrder.do, the inquiry's part: the chosen cart lines (all the member's, or 20004 and nothing happens; a
 * withdrawn goods is refused by name) read under the cart lock, their files and the address checked.
 */
export async function preciseRequestFromCart(uc: UseCase, caller: RequestCaller, input: ShipTo & { lineIds: number[]; remark?: string; tradeRequest?: TradeRequestInput }): Promise<PreciseRequest> {
  const { member } = caller;
  const lineIds = [...new Set(input.lineIds)];
  await lockCart(uc.tx, member.id);
  const rows = await linesOf(uc.tx, member.id, lineIds);
  if (rows.length !== lineIds.length) {
    throw new ApiError(RES.NOT_FOUND, 'One of these cart lines was not found. Please reload your cart; nothing was sent.');
  }
  // The cart's order (the buyer chose them there): newest first.
  rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  const infos = await loadCartGoods(uc.tx, rows.map((row) => row.goodsId));
  const withdrawn = rows.map((row) => infos.get(row.goodsId)!).filter((info) => info.status !== 1);
  if (withdrawn.length) {
    const names = [...new Set(withdrawn.map((info) => `${info.title} (${info.code})`))].join(', ');
    throw new ApiError(RES.CONFLICT, `Not available any more: ${names}. Please remove it from your cart and send the others.`);
  }
  const items: NewItem[] = rows.map((row) => {
    const view = toCartLine(row, infos.get(row.goodsId)!);
    return {
      goodsId: row.goodsId,
      specId: row.kind === 'plain' ? row.specId : null,
      title: view.title,
      goodsCode: view.goodsCode,
      imageUrl: view.imageUrl,
      variants: view.variants,
      qty: row.qty,
      customInfo: row.customInfo ?? null,
    };
  });
  // A line ordered again may hold a colleague's logo from the company's order (services/reorder/orderAgain.ts).
  const files = items.flatMap((item) => item.customInfo?.logoFiles ?? []);
  await checkOwnFiles(uc.tx, member.id, files, await companyOrderFiles(uc.tx, companyMember(member).companyId, files));
  const address = await shippingAddress(uc.tx, companyMember(member), input, uc.now, true);
  return { items, lineIds: rows.map((row) => row.id), address, input: { remark: input.remark, tradeRequest: input.tradeRequest } };
}

/** confirmOrder.do, the inquiry saved (its history, its mails), in the use case that took its lines out of the cart. */
export async function savePreciseInquiry(uc: UseCase, deps: Deps, caller: RequestCaller, request: PreciseRequest): Promise<{ inquiryId: string; inquiryNo: string }> {
  const { items, address, input } = request;
  const created = await saveInquiry(uc, deps, caller.member, caller.theme, { mode: 1, items, quick: null, address, remark: input.remark ?? null, tradeRequest: keptRequest(input.tradeRequest) });
  return { inquiryId: String(created.id), inquiryNo: created.inquiryNo };
}

import { eq } from 'drizzle-orm';
import { RES, type FileRef, type InquiryDetail, type LineCustomization } from '@sw/protocol';
import type { AppDeps } from '../../context';
import { inquiries, inquiryItems, inquiryStatusHistory, type InquiryDraftData } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { companyMember, type Member } from '../../lib/member';
import { type CartGoods, checkCustomization, checkVariants, loadCartGoods, toCartVariant } from '../cart';
import { actorOf, runUseCase, type UseCase } from '../useCase';
import { expireIfDue } from './expiry';
import { branded, deskLink, lines, mailStaff } from '../mail';
import { linkFiles, listFields, quickRequest, requestFiles, shippingAddress, type ShipTo } from './requestParts';
import { buildInquiryDetail, EDITABLE_STATUSES, loadInquiry, loadItems, toInquiryLine, type InquiryRow, type ItemRow } from './view';

/**
 * The buyer's edits while an inquiry is submitted or a revision is open. Every edit call changes the draft
 * (`inquiries.draft`: the whole request as it will be); quicklyEditCommit.do / preciseEditCommit.do apply it to
 * the inquiry and its items in one transaction, or drop it. `original` never changes. A commit is recorded as
 * a history row that keeps the status (from = to, actor buyer, note 'Edited by the buyer'): `moveInquiryStatus`
 * refuses a same-status step by design, and an edit is not a step of the flow.
 */

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;
type Mode = 0 | 1;

const human = (status: string) => status.replace(/_/g, ' ');

function requireEditable(row: InquiryRow): void {
  if (EDITABLE_STATUSES.includes(row.status)) return;
  const why =
    row.status === 'quoted'
      ? 'This inquiry has been quoted: ask for a revision to change it.'
      : `This inquiry is ${human(row.status)}: it can no longer be changed.`;
  throw new ApiError(RES.CONFLICT, why);
}

function requireMode(row: InquiryRow, mode: Mode): void {
  if ((row.mode === 0 ? 0 : 1) === mode) return;
  throw new ApiError(RES.NOT_FOUND, mode === 0 ? 'This quick inquiry was not found.' : 'This inquiry was not found among your inquiries from the cart.');
}

/** The draft as it stands, or a new one copied from the inquiry. */
function currentDraft(row: InquiryRow, items: ItemRow[], now: Date): InquiryDraftData {
  return (
    row.draft ?? {
      lines: items.map((item) => ({ itemId: item.id, variants: item.variants, qty: item.qty, customization: item.customInfo ?? null })),
      quick: row.quick ?? null,
      address: row.address ?? null,
      remark: row.remark,
      updatedAt: now.toISOString(),
    }
  );
}

/** Runs an edit of the member's inquiry (row locked, editable, of the path's mode) and answers the detail with its draft. */
async function edit(
  deps: Deps,
  member: Member,
  inquiryId: number,
  mode: Mode,
  change: (uc: UseCase, row: InquiryRow, items: ItemRow[]) => Promise<void>,
): Promise<InquiryDetail> {
  await loadInquiry(deps.database.db, inquiryId, companyMember(member));
  await expireIfDue(deps, inquiryId);
  return runUseCase(deps, async (uc) => {
    const row = await loadInquiry(uc.tx, inquiryId, companyMember(member), true);
    requireMode(row, mode);
    requireEditable(row);
    await change(uc, row, await loadItems(uc.tx, row.id));
    return buildInquiryDetail(uc.tx, inquiryId, 'buyer', companyMember(member));
  });
}

async function saveDraft(uc: UseCase, inquiryId: number, draft: InquiryDraftData): Promise<void> {
  await uc.tx.update(inquiries).set({ draft: { ...draft, updatedAt: uc.now.toISOString() } }).where(eq(inquiries.id, inquiryId));
}

/** quicklyEdit.do: the whole quick request, as the buyer left the form. */
export function quicklyEdit(
  deps: Deps,
  member: Member,
  input: { inquiryId: number; categoryId: number; targetQty: number; targetPrice?: number; description: string; files: FileRef[]; remark?: string },
): Promise<InquiryDetail> {
  return edit(deps, member, input.inquiryId, 0, async (uc, row, items) => {
    // The files the inquiry holds now (sent or drafted, perhaps by a colleague) may stay in the edit.
    const kept = [...(row.quick?.files ?? []), ...(row.draft?.quick?.files ?? [])];
    const quick = await quickRequest(uc.tx, member.id, input, kept);
    await saveDraft(uc, row.id, { ...currentDraft(row, items, uc.now), quick, remark: input.remark ?? null });
  });
}

/** preciseEdit.do: opens the draft; a remark or address given replaces the draft's. */
export function preciseEdit(deps: Deps, member: Member, input: ShipTo & { inquiryId: number; remark?: string }): Promise<InquiryDetail> {
  return edit(deps, member, input.inquiryId, 1, async (uc, row, items) => {
    const draft = currentDraft(row, items, uc.now);
    const address = input.addressId !== undefined || input.address ? await shippingAddress(uc.tx, companyMember(member), input, uc.now, true) : draft.address;
    await saveDraft(uc, row.id, { ...draft, address, remark: input.remark !== undefined ? input.remark : draft.remark });
  });
}

/** The goods of one of the inquiry's lines, which must still be on sale to change. */
async function lineGoods(uc: UseCase, items: ItemRow[], itemId: number): Promise<{ item: ItemRow; info: CartGoods }> {
  const item = items.find((candidate) => candidate.id === itemId);
  if (!item) throw new ApiError(RES.NOT_FOUND, 'This line is not in this inquiry.');
  const info = item.goodsId === null ? undefined : (await loadCartGoods(uc.tx, [item.goodsId])).get(item.goodsId);
  if (!info || info.status !== 1) throw new ApiError(RES.CONFLICT, 'This product is not available any more, so this line cannot be changed.');
  return { item, info };
}

function replaceLine(draft: InquiryDraftData, itemId: number, change: Partial<InquiryDraftData['lines'][number]>): InquiryDraftData {
  return { ...draft, lines: draft.lines.map((line) => (line.itemId === itemId ? { ...line, ...change } : line)) };
}

/** preciseQuantityEdit.do: one line's quantities per specification (checked like the cart: specs, MOQ, maximum). */
export function preciseQuantityEdit(
  deps: Deps,
  member: Member,
  input: { inquiryId: number; itemId: number; variants: { specId?: number; qty: number }[] },
): Promise<InquiryDetail> {
  return edit(deps, member, input.inquiryId, 1, async (uc, row, items) => {
    const { info } = await lineGoods(uc, items, input.itemId);
    const checked = checkVariants(info, input.variants);
    const variants = checked.variants.map((variant) => toCartVariant(info, variant));
    await saveDraft(uc, row.id, replaceLine(currentDraft(row, items, uc.now), input.itemId, { variants, qty: checked.total }));
  });
}

/** preciseLogoEdit.do: one line's customization (the member's own files, a technique and font the goods allows). */
export function preciseLogoEdit(
  deps: Deps,
  member: Member,
  input: { inquiryId: number; itemId: number; customization: LineCustomization },
): Promise<InquiryDetail> {
  return edit(deps, member, input.inquiryId, 1, async (uc, row, items) => {
    const { info } = await lineGoods(uc, items, input.itemId);
    const customization = await checkCustomization(uc.tx, member.id, info, input.customization);
    await saveDraft(uc, row.id, replaceLine(currentDraft(row, items, uc.now), input.itemId, { customization }));
  });
}

/** quicklyEditCommit.do / preciseEditCommit.do: applies the draft (or drops it with `discard`). */
export function commitEdit(deps: Deps, member: Member, input: { inquiryId: number; discard?: boolean }, mode: Mode): Promise<InquiryDetail> {
  return edit(deps, member, input.inquiryId, mode, async (uc, row) => {
    if (input.discard) {
      await uc.tx.update(inquiries).set({ draft: null }).where(eq(inquiries.id, row.id));
      return;
    }
    const draft = row.draft;
    if (!draft) throw new ApiError(RES.CONFLICT, 'There are no changes to save.');
    for (const line of draft.lines) {
      await uc.tx.update(inquiryItems).set({ variants: line.variants, qty: line.qty, customInfo: line.customization }).where(eq(inquiryItems.id, line.itemId));
    }
    const lineViews = (await loadItems(uc.tx, row.id)).map(toInquiryLine);
    await uc.tx
      .update(inquiries)
      .set({
        quick: mode === 0 ? draft.quick : row.quick,
        address: draft.address,
        remark: draft.remark,
        draft: null,
        ...listFields(row.inquiryNo, lineViews, mode === 0 ? draft.quick : null),
        updatedAt: uc.now,
      })
      .where(eq(inquiries.id, row.id));
    await linkFiles(uc.tx, row.id, requestFiles(mode === 0 ? draft.quick : null, lineViews));
    const by = actorOf(member);
    await uc.tx.insert(inquiryStatusHistory).values({
      parentId: row.id, fromStatus: row.status, toStatus: row.status, actor: by.actor, actorMemberId: by.memberId,
      note: 'Edited by the buyer.', createdAt: uc.now,
    });
    const changed = lineViews.length ? lineViews.map((line) => `- ${line.goodsCode} ${line.title}: ${line.qty} pcs`) : [];
    await mailStaff(uc, branded(row.theme, {
      subject: `Inquiry ${row.inquiryNo} was edited`,
      text: lines(
        `${member.nick || member.email} (${member.email}) changed inquiry ${row.inquiryNo} (${human(row.status)}).`,
        ...changed,
        draft.quick ? `\n${draft.quick.categoryName}, ${draft.quick.targetQty} pieces:\n${draft.quick.description}` : null,
        draft.remark ? `\nRemarks: ${draft.remark}` : null,
        '',
        deskLink(deps.config.publicUrl),
      ),
    }, 'staff'));
  });
}

import { RES, type MarginSettings, type QuotationApproval } from '@sw/protocol';
import type { z } from 'zod';
import type { saveCostSchema, saveFloorSchema } from '@sw/protocol';
import { ApiError } from '../lib/errors';
import type { Member } from '../lib/member';
import { approvalView, assertMarginFloor, marginSettings, marginTarget } from '../queries/marginFloor';
import { recordAudit } from '../services/audit';
import { type InquiryRow, loadInquiry } from '../services/inquiry';
import { writeGoodsCost, writeMarginFloor } from '../services/margin';
import { decideApproval, findQuotation, lockPendingApproval, openApproval, sendDraft } from '../services/quotation';
import { runUseCase, type UseCase, type UseCaseDeps } from '../services/useCase';
import { moveInquiryByDesk } from './steps/inquiryStatus';

/**
 * The margin floor's actions (issue 52, point 6; docs/protocol.md, Margin floor), each one use case: costs and floors
 * checked against the catalogue and written with their audit entry; a sales person's request for approval; a sales
 * manager's approval (which sends the draft and moves the inquiry to quoted) or return with a note.
 */

type Deps = UseCaseDeps;

/** staff/margin/saveCost.do: the goods' or one specification's cost; answers the goods' settings. */
export function saveCost(deps: Deps, member: Member, input: z.output<typeof saveCostSchema>): Promise<MarginSettings> {
  return runUseCase(deps, async (uc) => {
    const target = await marginTarget(uc.tx, { goodsId: input.goodsId });
    const spec = input.specId === undefined ? null : target.specs.find((s) => s.id === input.specId);
    if (spec === undefined) throw new ApiError(RES.MARGIN_SETTING_REFUSED, `This specification is not one of ${target.goods!.code}. Please choose one of its own.`);
    const specId = spec?.id ?? null;
    const { before } = await writeGoodsCost(uc.tx, member, uc.now, { goodsId: input.goodsId, specId }, input.cost);
    const what = spec ? `${target.goods!.code} specification ${spec.skuCode}` : target.goods!.code;
    await recordAudit(uc.tx, member, {
      action: 'margin.cost', targetType: 'goods', targetId: input.goodsId,
      summary: input.cost === null ? `Cost of ${what} removed` : `Cost of ${what} set to USD ${input.cost}`,
      before: { specId, cost: before }, after: { specId, cost: input.cost },
    });
    return marginSettings(uc.tx, input.goodsId);
  });
}

/** staff/margin/saveFloor.do: the default floor or a category's or goods' own; answers the settings (with the goods when named). */
export function saveFloor(deps: Deps, member: Member, input: z.output<typeof saveFloorSchema>): Promise<MarginSettings> {
  return runUseCase(deps, async (uc) => {
    const target = input.scope === 'default' ? null : await marginTarget(uc.tx, input.scope === 'goods' ? { goodsId: input.goodsId } : { categoryId: input.categoryId });
    const ref = { scope: input.scope, categoryId: target?.category?.id ?? null, goodsId: target?.goods?.id ?? null };
    const { before } = await writeMarginFloor(uc.tx, member, uc.now, ref, input.percent);
    const name = !target ? 'the default' : target.goods ? `goods ${target.goods.code}` : `category ${target.category!.name}`;
    await recordAudit(uc.tx, member, {
      action: 'margin.floor', targetType: 'marginFloor', targetId: input.scope === 'default' ? 'default' : `${input.scope}:${ref.categoryId ?? ref.goodsId}`,
      summary: input.percent === null ? `Floor of ${name} removed` : `Floor of ${name} set to ${input.percent} %`,
      before: { ...ref, percent: before }, after: { ...ref, percent: input.percent },
    });
    return marginSettings(uc.tx, target?.goods?.id);
  });
}

/** The inquiry's draft, locked with its inquiry; 20004 when it is not this inquiry's draft. */
async function draftOfInquiry(uc: UseCase, inquiryId: number, quotationId: number) {
  const inquiry = await loadInquiry(uc.tx, inquiryId, undefined, true);
  const draft = await findQuotation(uc.tx, quotationId);
  if (!draft || draft.inquiryId !== inquiry.id || draft.status !== 'draft') {
    throw new ApiError(RES.NOT_FOUND, 'This draft quotation was not found: it may have been sent already. Please open the inquiry again.');
  }
  return { inquiry, draft };
}

/** staff/margin/askApproval.do: a draft with prices below its floor goes to the sales managers (20053 when none is). */
export async function askForApproval(deps: Deps, member: Member, input: { inquiryId: number; quotationId: number; note?: string }): Promise<QuotationApproval> {
  await loadInquiry(deps.database.db, input.inquiryId);
  return runUseCase(deps, async (uc) => {
    const { inquiry, draft } = await draftOfInquiry(uc, input.inquiryId, input.quotationId);
    const below = await assertMarginFloor(uc.tx, member, draft, { approved: true });
    if (!below.length) throw new ApiError(RES.NOT_BELOW_FLOOR, 'No price of this draft is below its margin floor, so it needs no approval: send it yourself.');
    const approvalId = await openApproval(uc, member, inquiry, input, below, deps.config.publicUrl);
    await recordAudit(uc.tx, member, {
      action: 'quotation.askApproval', targetType: 'inquiry', targetId: inquiry.id,
      summary: `Inquiry ${inquiry.inquiryNo}: draft below the margin floor sent for a sales manager’s approval`,
      before: null, after: { approvalId, quotationId: draft.id, note: input.note ?? null, below: below.map((b) => ({ ...b })) },
    });
    return approvalView(uc.tx, approvalId);
  });
}

const auditDecision = (uc: UseCase, member: Member, inquiry: InquiryRow, approvalId: number, decision: 'approved' | 'returned', note: string | null) =>
  recordAudit(uc.tx, member, {
    action: decision === 'approved' ? 'quotation.approve' : 'quotation.return',
    targetType: 'inquiry',
    targetId: inquiry.id,
    summary: decision === 'approved'
      ? `Inquiry ${inquiry.inquiryNo}: prices below the margin floor approved; the quotation is sent`
      : `Inquiry ${inquiry.inquiryNo}: draft below the margin floor returned to sales: ${note}`,
    before: { approvalId, status: 'pending' },
    after: { approvalId, status: decision, note },
  });

/** staff/margin/approve.do: the manager approves the request; the draft is sent as the next version in the same use case. */
export async function approveBelowFloor(deps: Deps, member: Member, input: { approvalId: number; note?: string }): Promise<QuotationApproval> {
  return runUseCase(deps, async (uc) => {
    const row = await lockPendingApproval(uc, input.approvalId);
    const { inquiry, draft } = await draftOfInquiry(uc, row.inquiryId, row.quotationId!);
    const below = await assertMarginFloor(uc.tx, member, draft, { approved: true });
    await decideApproval(uc, member, inquiry, row, 'approved', input.note ?? null, deps.config.publicUrl);
    await auditDecision(uc, member, inquiry, row.id, 'approved', input.note ?? null);
    const view = await sendDraft(uc, deps, member, { inquiryId: inquiry.id, quotationId: draft.id }, {
      approvalId: row.id, askedBy: row.askedBy, approvedBy: member.id, below: below.map((b) => ({ ...b })),
    });
    await moveInquiryByDesk(uc, member, inquiry.id, 'quoted', `Quotation version ${view.version} sent: prices below the margin floor approved.`);
    return approvalView(uc.tx, row.id);
  });
}

/** staff/margin/return.do: the manager returns the request with a note; the draft can change again. */
export async function returnToSales(deps: Deps, member: Member, input: { approvalId: number; note: string }): Promise<QuotationApproval> {
  return runUseCase(deps, async (uc) => {
    const row = await lockPendingApproval(uc, input.approvalId);
    const inquiry = await loadInquiry(uc.tx, row.inquiryId, undefined, true);
    await decideApproval(uc, member, inquiry, row, 'returned', input.note, deps.config.publicUrl);
    await auditDecision(uc, member, inquiry, row.id, 'returned', input.note);
    return approvalView(uc.tx, row.id);
  });
}

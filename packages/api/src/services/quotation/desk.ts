import { and, desc, eq } from 'drizzle-orm';
import { type AgreementLinePrice, fitsMoneyColumn, formatMinor, getTheme, minorToNumber, paymentTerms, RES, storedPaymentTerms, type QuotationView, type StaffBuyer, type StaffInquiryView } from '@sw/protocol';
import type { z } from 'zod';
import type { saveQuotationSchema } from '@sw/protocol';
import type { AppDeps } from '../../context';
import { quotations } from '../../db/schema';
import type { Reader, Tx } from '../../db/client';
import { ApiError, invalid } from '../../lib/errors';
import type { Member } from '../../lib/member';
import { recordAudit } from '../audit';
import { memberWithCompany } from '../auth';
import { buildInquiryDetail, expireIfDue, type InquiryRow, loadInquiry, loadItems, postMessage, readThread, toQuotationView } from '../inquiry';
import { brandOf } from '../mail';
import { runUseCase, type UseCase } from '../useCase';
import { emitEvent, quotationEvent } from '../integration';
import { quotationDocument } from './document';
import { declineMail, quotationMail } from './mail';
import { renderQuotationPdf } from './pdf';
import { preSendChecks } from './preSend';
import { priceLines, quotationFileName } from './pricing';
import { freezeAgreements } from './agreements';
import { assertNoPendingApproval } from './approval';
import { assertOwnLines, assertQuotable, assertStillValid, nextVersion } from './rules';
import { mailCompany } from '../company';
import { chargesOf, chooseIncoterm, companyTradeDefault, draftTradeTerms } from '../tradeTerms';
import { currentExchangeRate } from '../rates';

/**
 * The sales team's side of an inquiry (staff/): the full view, the draft quotation, sending it (the inquiry
 * moves to quoted, the buyer gets the PDF by email) and declining. Steps go through the use cases, so each
 * status change keeps its history and its email is sent only once everything is saved.
 */

type Deps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;
type SaveInput = z.output<typeof saveQuotationSchema>;

const quotationNotFound = () => new ApiError(RES.NOT_FOUND, 'This quotation was not found.');

export async function staffBuyer(db: Reader, memberId: string): Promise<StaffBuyer> {
  const row = await memberWithCompany(db, memberId);
  return {
    memId: memberId, email: row?.email ?? '', nick: row?.nick ?? '', companyId: row?.companyId ?? null, company: row?.company ?? null, country: row?.country ?? null,
    auditFlag: row?.auditFlag ?? 0, netTerms: row?.netTerms ?? false,
  };
}

async function draftOf(db: Reader, inquiryId: number) {
  const [row] = await db.select().from(quotations).where(and(eq(quotations.inquiryId, inquiryId), eq(quotations.status, 'draft'))).limit(1);
  return row;
}

/** A draft as the desk reads it: with the version it will be sent as. */
async function draftView(db: Reader, row: typeof quotations.$inferSelect): Promise<QuotationView> {
  return { ...toQuotationView(row), version: await nextVersion(db, row.inquiryId) };
}

/** The view in the caller's transaction; reading the thread marks the buyer's messages read for the sales side. */
async function viewIn(uc: UseCase, inquiryId: number): Promise<StaffInquiryView> {
  const inquiry = await loadInquiry(uc.tx, inquiryId);
  const messages = await readThread(uc.tx, inquiry, 'staff', uc.now);
  const [detail, buyer, draft, tradeDefault] = await Promise.all([
    buildInquiryDetail(uc.tx, inquiryId, 'staff'),
    staffBuyer(uc.tx, inquiry.memberId),
    draftOf(uc.tx, inquiryId),
    companyTradeDefault(uc.tx, inquiry.companyId),
  ]);
  return { ...detail, buyer: { ...buyer, tradeDefault }, draftQuotation: draft ? await draftView(uc.tx, draft) : null, messages };
}

/** staff/inquiryView.do. */
export async function staffInquiryView(deps: Deps, inquiryId: number): Promise<StaffInquiryView> {
  await loadInquiry(deps.database.db, inquiryId);
  await expireIfDue(deps, inquiryId);
  return runUseCase(deps, (uc) => viewIn(uc, inquiryId));
}

/** What the audit trail keeps of a quotation: its money, terms and validity (the lines stay in the quotation). */
function draftFacts(row: typeof quotations.$inferSelect): Record<string, unknown> {
  return {
    quotationId: row.id,
    currency: row.currency,
    total: minorToNumber(row.total),
    validUntil: row.validUntil,
    leadTimeDays: row.leadTimeDays,
    paymentTerms: storedPaymentTerms(row.paymentTerms).label,
    lines: Array.isArray(row.lines) ? row.lines.length : 0,
    incoterm: row.incoterm ? `${row.incoterm} ${row.incotermPlace ?? ''}`.trim() : null,
    freight: row.freightCost === null ? null : `${row.freightMode} ${row.freightCarrier ?? ''} ${row.freightTransitDays ?? ''} days ${formatMinor(row.freightCost)}`,
    insurance: row.insuranceCost === null ? null : formatMinor(row.insuranceCost),
    duties: row.dutiesCost === null ? null : formatMinor(row.dutiesCost),
    charges: minorToNumber(chargesOf(row)),
    exchangeRate: row.exchangeRate ? { rate: row.exchangeRate, rateDate: row.exchangeRateDate, lockedUntil: row.rateLockedUntil } : null,
  };
}

/** The last sent version's currency and lines: what a re-quote's lines may keep of their agreements. */
async function lastSent(db: Reader, inquiryId: number) {
  const [row] = await db.select({ currency: quotations.currency, lines: quotations.lines }).from(quotations)
    .where(and(eq(quotations.inquiryId, inquiryId), eq(quotations.status, 'sent'))).orderBy(desc(quotations.version)).limit(1);
  return row ?? null;
}

/**
 * staff/saveQuotation.do: the inquiry's one draft, written or replaced, with every line priced from its tiers and,
 * when it started from the company's agreement (`agreementPrices`, queries/quotationAgreements.ts), that agreement frozen on it.
 */
export function saveQuotation(deps: Deps, member: Member, input: SaveInput, agreementPrices: readonly AgreementLinePrice[] = []): Promise<QuotationView> {
  const now = deps.now();
  return deps.database.db.transaction(async (tx: Tx) => {
    const inquiry = await loadInquiry(tx, input.inquiryId, undefined, true);
    assertQuotable(inquiry);
    assertStillValid(input.validUntil, now, 'input');
    assertOwnLines(input.lines, await loadItems(tx, inquiry.id));
    const existing = await draftOf(tx, inquiry.id);
    if (input.quotationId !== undefined && existing?.id !== input.quotationId) {
      throw new ApiError(RES.NOT_FOUND, 'This draft quotation was not found: it may have been sent already. Please open the inquiry again.');
    }
    if (existing) await assertNoPendingApproval(tx, existing.id);
    const { lines: pricedLines, total: goodsTotal } = priceLines(input.lines);
    const frozen = freezeAgreements(input.lines, input.currency, agreementPrices, existing ?? await lastSent(tx, inquiry.id));
    const lines = pricedLines.map((line, i) => (frozen[i] ? { ...line, agreement: frozen[i] } : line));
    const today = now.toISOString().slice(0, 10);
    const chosen = chooseIncoterm(input, { request: inquiry.tradeRequest, companyDefault: await companyTradeDefault(tx, inquiry.companyId), shipTo: inquiry.address });
    const rate = input.currency === 'USD' ? null : await currentExchangeRate(tx, input.currency, today);
    const trade = draftTradeTerms(input, chosen, { currency: input.currency, validUntil: input.validUntil, today, rate });
    const total = goodsTotal + trade.charges;
    if (!fitsMoneyColumn(total)) throw invalid('lines: The quotation’s total is too large.');
    const terms = paymentTerms(input.paymentTerms?.kind ?? 'deposit_30', input.paymentTerms?.depositPercent);
    // Net terms (payment after shipment) are credit: only for buyers staff have marked for them (the members desk).
    if (terms.netDays !== null && !(await staffBuyer(tx, inquiry.memberId)).netTerms) {
      throw new ApiError(RES.CONFLICT, 'Net terms are offered only to buyers marked for them on the members desk. Please choose other payment terms.');
    }
    const values = {
      staffId: member.id,
      currency: input.currency,
      total,
      validUntil: input.validUntil,
      leadTimeDays: input.leadTimeDays,
      note: input.remarks ?? null,
      terms: input.terms ?? null,
      paymentTerms: { kind: terms.kind, depositPercent: terms.depositPercent, netDays: terms.netDays },
      lines,
      ...trade.columns,
      updatedAt: now,
    };
    const [saved] = existing
      ? await tx.update(quotations).set(values).where(eq(quotations.id, existing.id)).returning()
      : await tx.insert(quotations).values({ ...values, inquiryId: inquiry.id, status: 'draft', createdAt: now }).returning();
    await recordAudit(tx, member, {
      action: 'quotation.save',
      targetType: 'inquiry',
      targetId: inquiry.id,
      summary: `Inquiry ${inquiry.inquiryNo}: draft quotation ${existing ? 'saved' : 'started'} (${input.currency} ${formatMinor(total)})`,
      before: existing ? draftFacts(existing) : null,
      after: draftFacts(saved!),
    });
    return draftView(tx, saved!);
  });
}

/** Renders the sent quotation and emails it to the buyer with the PDF, in the sending use case. */
async function mailQuotation(uc: UseCase, deps: Deps, inquiry: InquiryRow, quotation: QuotationView): Promise<void> {
  // The brand of the site the buyer sent the inquiry on: the mail and its PDF's letterhead.
  const theme = getTheme(inquiry.theme);
  const pdf = await renderQuotationPdf(await quotationDocument(uc.tx, inquiry, quotation, theme));
  await mailCompany(uc, inquiry, {
    ...quotationMail({ brand: theme.brand, publicUrl: deps.config.publicUrl, inquiryId: inquiry.id, inquiryNo: inquiry.inquiryNo, quotation }),
    attachments: [{ filename: quotationFileName(inquiry.inquiryNo, quotation.version), contentType: 'application/pdf', content: pdf }],
  });
}

/**
 * staff/sendQuotation.do's quotation part, in the caller's use case (workflows/quotationDesk.ts): the draft becomes
 * the next version and the buyer gets it with the PDF; the workflow's step moves the inquiry to quoted.
 */
export async function sendDraft(
  uc: UseCase, deps: Deps, member: Member, input: { inquiryId: number; quotationId: number }, floor: Record<string, unknown> | null = null,
): Promise<QuotationView> {
  {
    const inquiry = await loadInquiry(uc.tx, input.inquiryId, undefined, true);
    const [draft] = await uc.tx
      .select()
      .from(quotations)
      .where(and(eq(quotations.id, input.quotationId), eq(quotations.inquiryId, inquiry.id)))
      .limit(1);
    if (!draft) throw quotationNotFound();
    if (draft.status === 'sent') throw new ApiError(RES.CONFLICT, `This quotation was already sent as version ${draft.version}.`);
    await preSendChecks(uc, inquiry, draft);
    const version = await nextVersion(uc.tx, inquiry.id);
    const [sent] = await uc.tx
      .update(quotations)
      .set({ status: 'sent', version, sentAt: uc.now, staffId: member.id, updatedAt: uc.now })
      .where(eq(quotations.id, draft.id))
      .returning();
    const view = toQuotationView(sent!);
    await mailQuotation(uc, deps, inquiry, view);
    await emitEvent(uc, deps, quotationEvent('quotation.sent', inquiry, { ...sent!, quotationId: sent!.id }));
    await recordAudit(uc.tx, member, {
      action: 'quotation.send',
      targetType: 'inquiry',
      targetId: inquiry.id,
      summary: `Inquiry ${inquiry.inquiryNo}: quotation version ${version} sent to the buyer`,
      before: { inquiryStatus: inquiry.status, quotation: { ...draftFacts(draft), status: 'draft' } },
      // Prices below the margin floor: who passed it (a manager sending, or approving a sales person's request).
      after: { inquiryStatus: 'quoted', quotation: { ...draftFacts(sent!), status: 'sent', version }, ...(floor ? { marginFloor: floor } : {}) },
    });
    return view;
  }
}

/**
 * staff/declineInquiry.do's quotation part, in the caller's use case once the workflow's step declined the locked
 * inquiry (workflows/quotationDesk.ts): the unsent draft goes, the reason goes in the thread, the buyer is emailed.
 */
export async function declineByDesk(uc: UseCase, deps: Deps, member: Member, inquiry: InquiryRow, input: { inquiryId: number; reason?: string }): Promise<StaffInquiryView> {
  {
    // A declined inquiry takes no more quotations: an unsent draft goes.
    await uc.tx.delete(quotations).where(and(eq(quotations.inquiryId, inquiry.id), eq(quotations.status, 'draft')));
    const mail = declineMail({ brand: brandOf(inquiry.theme), publicUrl: deps.config.publicUrl, inquiryId: inquiry.id, inquiryNo: inquiry.inquiryNo, reason: input.reason });
    await postMessage(uc, inquiry, member, 'staff', { body: mail.thread, files: [] }, deps.config.publicUrl, false);
    await mailCompany(uc, inquiry, { subject: mail.subject, text: mail.text, fromName: mail.fromName });
    await recordAudit(uc.tx, member, {
      action: 'inquiry.decline',
      targetType: 'inquiry',
      targetId: inquiry.id,
      summary: `Inquiry ${inquiry.inquiryNo} declined${input.reason ? `: ${input.reason}` : ''}`,
      before: { status: inquiry.status },
      after: { status: 'declined', reason: input.reason ?? null },
    });
    return viewIn(uc, inquiry.id);
  }
}

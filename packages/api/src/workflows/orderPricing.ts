import { formatMinor, type OrderPreview, type QuotationLine, toMinor } from '@sw/protocol';
import type { z } from 'zod';
import type { orderPreviewSchema } from '@sw/protocol';
import type { AppDeps } from '../context';
import type { Reader } from '../db/client';
import { invalid } from '../lib/errors';
import { companyMember, type Member } from '../lib/member';
import { type InquiryRow, loadInquiry, orderableQuotation, quotedItems, type QuotationRow } from '../services/inquiry';
import { orderTradeTerms } from '../services/tradeTerms';
import { agreementAtQty, priceLines } from '../services/quotation';
import { planSampleCredit } from '../queries/sampleCredit';
import { toSampleCredit } from '../services/samples';
import { runUseCase } from '../services/useCase';

/**
 * What an order from an accepted quotation holds at the buyer's quantities: placing (workflows/placeOrder.ts) saves it,
 * orderPreview.do shows it on the place-order screen, so the summary's total is the placed order's by construction.
 */

type Chosen = z.output<typeof orderPreviewSchema>['lines'];

/** The quoted lines at the buyer's quantities (each at least the line's first tier), priced from the quotation. */
export function orderLines(quoted: QuotationLine[], chosen: Chosen) {
  const qtyOf = new Map<number, number>();
  for (const { line, qty } of chosen) {
    if (line >= quoted.length) throw invalid(`lines: The quotation has ${quoted.length} line${quoted.length === 1 ? '' : 's'}; line ${line + 1} is not one of them.`);
    qtyOf.set(line, qty);
  }
  const wanted = quoted.map((line, i) => {
    const qty = qtyOf.get(i) ?? line.qty;
    const least = Math.min(...line.tiers.map((tier) => tier.minQty));
    if (qty < least) throw invalid(`lines.${i}.qty: ${line.title} is quoted from ${least.toLocaleString('en-US')} pieces. Please order at least that many.`);
    return { itemId: line.itemId, title: line.title, qty, tiers: line.tiers };
  });
  const priced = priceLines(wanted);
  // The agreement stays frozen as quoted; only the catalogue's price beside it follows the ordered quantity.
  return { ...priced, lines: priced.lines.map((line, i) => ({ ...line, agreement: quoted[i]!.agreement ? agreementAtQty(quoted[i]!.agreement!, line.qty) : null })) };
}

/** The lines, their items, the sample credit (by services/samples/credit.ts), the trade terms and the total: goods − credit + charges. */
export async function priceOrder(db: Reader, now: Date, inquiry: InquiryRow, quotation: QuotationRow, chosen: Chosen) {
  const priced = orderLines(quotation.lines, chosen);
  const itemIds = priced.lines.flatMap((line) => (line.itemId === null ? [] : [Number(line.itemId)]));
  const items = await quotedItems(db, inquiry.id, itemIds);
  const itemById = new Map(items.map((item) => [String(item.id), item]));
  const credit = await planSampleCredit(db, {
    companyId: inquiry.companyId,
    currency: quotation.currency,
    goodsIds: priced.lines.flatMap((line) => itemById.get(line.itemId ?? '')?.goodsId ?? []),
    linesTotal: priced.total,
    now,
  });
  // The quotation's charges (freight, insurance, duties) are in the order's total; its trade terms and locked rate go with it.
  const trade = orderTradeTerms(quotation);
  return { priced, itemById, credit, trade, total: priced.total - credit.amount + trade.charges };
}

/** orderPreview.do: the order placeOrder.do would make now, refused as placing refuses it (20004, an expired quotation ...). */
export async function previewOrder(deps: Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>, member: Member, input: z.output<typeof orderPreviewSchema>): Promise<OrderPreview> {
  return runUseCase(deps, async (uc) => {
    const inquiry = await loadInquiry(uc.tx, input.inquiryId, companyMember(member));
    const quotation = await orderableQuotation(uc, inquiry, input.quotationId);
    const { priced, credit, trade, total } = await priceOrder(uc.tx, uc.now, inquiry, quotation, input.lines);
    return {
      currency: quotation.currency,
      lines: priced.lines.map((line, i) => ({ line: i, title: line.title, qty: line.qty, unitPrice: formatMinor(toMinor(line.unitPrice)), amount: formatMinor(toMinor(line.amount)) })),
      goods: formatMinor(priced.total),
      sampleCredit: toSampleCredit(quotation.currency, credit.amount, credit.lines),
      tradeTerms: trade.tradeTerms,
      charges: formatMinor(trade.charges),
      total: formatMinor(total),
    };
  });
}

import { formatMinor } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { loadItems } from '../inquiry';
import { answersOf } from './lineAnswers';

/**
 * The quotation's per-line answers as the PDF prints them (one paragraph per line: its offers with quantity, price,
 * lead time and spec, a substitute with its reason, or declined with its reason); null when it has none.
 */
export async function lineAnswersText(db: Reader, inquiryId: number, quotationId: number, currency: string): Promise<string | null> {
  const { answers, offers } = await answersOf(db, [quotationId]);
  if (!answers.length) return null;
  const titles = new Map((await loadItems(db, inquiryId)).map((item) => [item.id, item.title]));
  return answers.map((answer) => {
    const title = titles.get(answer.itemId) ?? 'Line';
    if (answer.kind === 'declined') return `${title}: declined. ${answer.reason ?? ''}`.trim();
    const list = offers.filter((offer) => offer.answerId === answer.id).map((offer) =>
      `${offer.qty.toLocaleString('en-US')} pcs${offer.moreAtThisPrice ? ' or more' : ''} at ${currency} ${formatMinor(offer.unitPrice)}, ${offer.leadTimeDays} days${offer.spec ? `, ${offer.spec}` : ''}`);
    const head = answer.kind === 'substitute' ? `${title}: instead ${answer.substituteTitle} (${answer.substituteCode}). ${answer.reason ?? ''}` : `${title}:`;
    return `${head}\n${list.map((line) => `- ${line}`).join('\n')}`;
  }).join('\n\n');
}

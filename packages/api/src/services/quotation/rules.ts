import { eq, max } from 'drizzle-orm';
import { dayText, RES } from '@sw/protocol';
import { quotations } from '../../db/schema';
import { ApiError, invalid } from '../../lib/errors';
import { EDITABLE_STATUSES, type InquiryRow, isPastValidity, type ItemRow } from '../inquiry';
import type { Reader } from '../../db/client';

/** The number the next sent quotation of an inquiry takes (1, then one more per re-quote). */
export async function nextVersion(db: Reader, inquiryId: number): Promise<number> {
  const [row] = await db.select({ last: max(quotations.version) }).from(quotations).where(eq(quotations.inquiryId, inquiryId));
  return (row?.last ?? 0) + 1;
}

const human = (status: string) => status.replace(/_/g, ' ');

/** A quotation is written and sent only while the inquiry waits for one: just submitted, or a revision asked for. */
export function assertQuotable(inquiry: InquiryRow): void {
  if (EDITABLE_STATUSES.includes(inquiry.status)) return;
  const why = inquiry.status === 'quoted'
    ? 'is already quoted: a new quotation can be written once the buyer asks for a revision'
    : `is ${human(inquiry.status)}: it takes no more quotations`;
  throw new ApiError(RES.CONFLICT, `Inquiry ${inquiry.inquiryNo} ${why}.`);
}

/** The last day the prices hold may be today, never a day that has passed. */
export function assertStillValid(validUntil: string, now: Date, code: 'input' | 'conflict'): void {
  if (!isPastValidity(validUntil, now)) return;
  const message = `The validity date ${dayText(validUntil)} has passed. Please choose today or a later day.`;
  throw code === 'input' ? invalid(`validUntil: ${message}`) : new ApiError(RES.CONFLICT, `${message} Save the draft with the new date, then send it.`);
}

/** Every priced line names one of the inquiry's own lines, or none (an extra line such as tooling or freight). */
export function assertOwnLines(lines: readonly { itemId?: number | null }[], items: readonly ItemRow[]): void {
  const ids = new Set(items.map((item) => item.id));
  lines.forEach((line, i) => {
    if (line.itemId != null && !ids.has(line.itemId)) throw invalid(`lines.${i}.itemId: Line ${i + 1} is not a line of this inquiry.`);
  });
}

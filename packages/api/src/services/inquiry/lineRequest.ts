import { and, eq } from 'drizzle-orm';
import { formatMinor, type LineRequest, RES, toMinor } from '@sw/protocol';
import type { z } from 'zod';
import type { lineRequestSchema } from '@sw/protocol';
import type { AppDeps } from '../../context';
import { inquiryItems } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { companyMember, type Member } from '../../lib/member';
import { EDITABLE_STATUSES, loadInquiry } from './view';

/**
 * inquiry/lineRequest.do: a precise inquiry line's quantity points (each with an optional target unit price) and
 * spec notes (issue 52), while the inquiry waits for a quotation; once quoted, a counter says what changed.
 */

type Input = z.output<typeof lineRequestSchema>;

export function setLineRequest(deps: Pick<AppDeps, 'database'>, member: Member, input: Input): Promise<LineRequest & { itemId: string }> {
  return deps.database.db.transaction(async (tx) => {
    const inquiry = await loadInquiry(tx, input.inquiryId, companyMember(member), true);
    if (!EDITABLE_STATUSES.includes(inquiry.status)) {
      throw new ApiError(RES.LINE_REQUEST_LOCKED, `Inquiry ${inquiry.inquiryNo} is ${inquiry.status.replace(/_/g, ' ')}: its targets change only while it waits for a quotation. Please counter on the line instead.`);
    }
    // Kept as fixed-digit text, sorted by quantity: the desk reads them in that order.
    const points = [...input.points]
      .sort((a, b) => a.qty - b.qty)
      .map((point) => ({ qty: point.qty, targetPrice: point.targetPrice === undefined ? null : formatMinor(toMinor(point.targetPrice)) }));
    const [row] = await tx.update(inquiryItems).set({ points, specNotes: input.specNotes ?? null })
      .where(and(eq(inquiryItems.id, input.itemId), eq(inquiryItems.inquiryId, inquiry.id))).returning();
    if (!row) throw new ApiError(RES.NOT_FOUND, 'This line was not found on the inquiry.');
    return { itemId: String(row.id), points: row.points, specNotes: row.specNotes };
  });
}

import { inArray } from 'drizzle-orm';
import type { PlacedBy } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { members } from '../../db/schema';

/**
 * Who placed each record (inquiries.member_id, orders.member_id), as every colleague reads it: the company's records
 * are shared, and each says whose it is. One query per page.
 */
export async function placersOf(db: Reader, memberIds: string[]): Promise<Map<string, PlacedBy>> {
  const ids = [...new Set(memberIds)];
  if (!ids.length) return new Map();
  const rows = await db.select({ memId: members.id, nick: members.nick, email: members.email }).from(members).where(inArray(members.id, ids));
  return new Map(rows.map((row) => [row.memId, row]));
}

/** The placer of one record; a member row that is gone reads as an unnamed colleague. */
export const placerOf = (placers: Map<string, PlacedBy>, memberId: string): PlacedBy =>
  placers.get(memberId) ?? { memId: memberId, nick: 'A colleague', email: '' };

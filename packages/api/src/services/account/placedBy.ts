import type { PlacedBy, StatusActor, StatusStep } from '@sw/protocol';
import type { Reader } from '../../db/client';
import { memberNames } from '../auth';

/**
 * Who placed each record (inquiries.member_id, orders.member_id), as every colleague reads it: the company's records
 * are shared, and each says whose it is. One query per page.
 */
export async function placersOf(db: Reader, memberIds: string[]): Promise<Map<string, PlacedBy>> {
  const rows = await memberNames(db, memberIds);
  return new Map(rows.map((row) => [row.id, { memId: row.id, nick: row.nick, email: row.email }]));
}

/** The placer of one record; a member row that is gone reads as an unnamed colleague. */
export const placerOf = (placers: Map<string, PlacedBy>, memberId: string): PlacedBy =>
  placers.get(memberId) ?? { memId: memberId, nick: 'A colleague', email: '' };

interface HistoryRow {
  fromStatus: string | null;
  toStatus: string;
  actor: StatusActor;
  actorMemberId: string | null;
  note: string | null;
  createdAt: Date;
}

const companySide = (step: HistoryRow) => (step.actor === 'buyer' || step.actor === 'admin') && step.actorMemberId !== null;

/** A record's status history as the answers carry it: each buyer's or admin's step names the colleague who made it. */
export async function statusSteps(db: Reader, history: HistoryRow[]): Promise<StatusStep[]> {
  const people = await placersOf(db, history.filter(companySide).map((step) => step.actorMemberId!));
  return history.map((step) => ({
    from: step.fromStatus,
    to: step.toStatus,
    actor: step.actor,
    by: companySide(step) ? placerOf(people, step.actorMemberId!) : null,
    note: step.note,
    at: step.createdAt.toISOString(),
  }));
}

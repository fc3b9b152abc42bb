import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { PEOPLE_LIMITS, RES, type LeadPage, type LeadView } from '@sw/protocol';
import type { z } from 'zod';
import type { handleLeadSchema, leadsSchema } from '@sw/protocol';
import type { Db, Tx } from '../../db/client';
import { contactLeads } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { paging } from '../../lib/paging';
import type { AuditEntry } from '../audit';
import type { Member } from '../../lib/member';
import type { UseCase } from '../useCase';

/**
 * The sales team's leads (staff/leads.do, handleLead.do): what came in through addContact.do, newest first;
 * marked handled with a note of what was done, or opened again.
 */

type ListInput = z.output<typeof leadsSchema>;
type HandleInput = z.output<typeof handleLeadSchema>;

const columns = {
  id: contactLeads.id,
  name: contactLeads.name,
  email: contactLeads.email,
  company: contactLeads.company,
  phone: contactLeads.phone,
  country: contactLeads.country,
  message: contactLeads.message,
  source: contactLeads.source,
  createdAt: contactLeads.createdAt,
  handled: contactLeads.handled,
  handledAt: contactLeads.handledAt,
  note: contactLeads.note,
  handledBy: sql<string | null>`(select m.email from members m where m.id = ${contactLeads.handledBy})`,
};

const leads = (db: Db | Tx) => db.select(columns).from(contactLeads);
type Row = Awaited<ReturnType<typeof leads>>[number];

function toView(row: Row): LeadView {
  return {
    leadId: row.id,
    name: row.name,
    email: row.email,
    company: row.company,
    phone: row.phone,
    country: row.country,
    message: row.message,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    handled: row.handled,
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy,
    note: row.note,
  };
}

/** Escapes LIKE's wildcards in what a person typed. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** staff/leads.do: open leads by default, newest first. The lead table stays small; the keyword is a plain contains. */
export async function listLeads(db: Db, input: ListInput): Promise<LeadPage> {
  const { pageNum, pageSize, offset } = paging(input, PEOPLE_LIMITS.pageSize);
  const state = input.state ?? 'open';
  const conditions: SQL[] = [];
  if (state !== 'all') conditions.push(eq(contactLeads.handled, state === 'handled'));
  if (input.country) conditions.push(eq(contactLeads.country, input.country));
  if (input.keyword) {
    const like = likeText(input.keyword);
    conditions.push(or(ilike(contactLeads.name, like), ilike(contactLeads.email, like), ilike(contactLeads.company, like), ilike(contactLeads.message, like))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total], [open]] = await Promise.all([
    db.select(columns).from(contactLeads).where(where).orderBy(desc(contactLeads.createdAt), desc(contactLeads.id)).limit(pageSize).offset(offset),
    db.select({ n: count() }).from(contactLeads).where(where),
    db.select({ n: count() }).from(contactLeads).where(eq(contactLeads.handled, false)),
  ]);
  return { list: rows.map(toView), total: total?.n ?? 0, pageNum, pageSize, open: open?.n ?? 0 };
}

async function loadLead(db: Db | Tx, leadId: number, lock = false): Promise<Row> {
  const query = db.select(columns).from(contactLeads).where(eq(contactLeads.id, leadId)).limit(1);
  const [row] = lock ? await query.for('update', { of: contactLeads }) : await query;
  if (!row) throw notFound('This lead');
  return row;
}

/**
 * staff/handleLead.do, the contact domain's part in the caller's use case (workflows/handleLead.ts): handled with a
 * note (who and when are kept), or open again (the note stays for the record until the lead is handled again).
 * Marking a lead the way it already is refused (20009), unless the note changes. Answers the audit entry the
 * workflow records.
 */
export async function changeLead(uc: UseCase, staff: Member, input: HandleInput): Promise<AuditEntry> {
  const lead = await loadLead(uc.tx, input.leadId, true);
  const note = input.note ?? (input.handled ? null : lead.note);
  if (lead.handled === input.handled && (note ?? null) === (lead.note ?? null)) {
    throw new ApiError(RES.CONFLICT, input.handled ? 'This lead is already handled.' : 'This lead is already open.');
  }
  await uc.tx
    .update(contactLeads)
    .set(input.handled ? { handled: true, handledAt: uc.now, handledBy: staff.id, note } : { handled: false, handledAt: null, handledBy: null, note })
    .where(eq(contactLeads.id, lead.id));
  return {
    action: input.handled ? 'lead.handle' : 'lead.reopen',
    targetType: 'lead',
    targetId: lead.id,
    summary: input.handled
      ? `Lead from ${lead.name} <${lead.email}> handled${note ? `: ${note}` : ''}`
      : `Lead from ${lead.name} <${lead.email}> opened again`,
    before: { handled: lead.handled, note: lead.note },
    after: { handled: input.handled, note },
  };
}

/** One lead as the desk shows it; unknown: 20004. */
export async function leadView(db: Db | Tx, leadId: number): Promise<LeadView> {
  return toView(await loadLead(db, leadId));
}

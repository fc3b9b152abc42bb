import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { AUDIT_FLAG, PEOPLE_LIMITS, RES, type AccessRequestPage, type AccessRequestView, type SiteTheme } from '@sw/protocol';
import type { z } from 'zod';
import type { accessRequestsSchema, decideAccessSchema } from '@sw/protocol';
import type { AppDeps } from '../../context';
import type { Db, Reader, Tx } from '../../db/client';
import { newDesignRequests } from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { paging } from '../../lib/paging';
import { colleagueCounts, findCompany, memberFactsOf, memberIdsWhere, memberNames, memberSearch } from '../auth';
import type { Member } from '../../lib/member';
import { brandOf, lines } from '../mail';
import { toRequestFacts } from './requestFacts';
import type { UseCase } from '../useCase';

/**
 * New-design access (staff/accessRequests.do, decideAccess.do). A buyer's completeInformation.do opens a request
 * (auditFlag 1); staff approve it (2) or flag a problem with the company information (3, with a message that is
 * emailed). The member's auditFlag is what every answer's new-design pictures and the header's new arrivals
 * follow, read from the database on each call: the buyer's next page load shows the change.
 */

type ListInput = z.output<typeof accessRequestsSchema>;
type DecideInput = z.output<typeof decideAccessSchema>;

const STATE_STATUS = { waiting: AUDIT_FLAG.received, approved: AUDIT_FLAG.approved, problem: AUDIT_FLAG.problem } as const;

const columns = {
  id: newDesignRequests.id,
  status: newDesignRequests.status,
  createdAt: newDesignRequests.createdAt,
  decidedAt: newDesignRequests.decidedAt,
  note: newDesignRequests.note,
  theme: newDesignRequests.theme,
  decidedById: newDesignRequests.decidedBy,
  memberId: newDesignRequests.memberId,
  companyId: newDesignRequests.companyId,
};

type RequestRow = { [K in keyof typeof columns]: (typeof newDesignRequests.$inferSelect)[K extends 'decidedById' ? 'decidedBy' : K] };
type Row = RequestRow & { memId: string; member: AccessRequestView['member']; decidedBy: string | null; colleagues: number };

/**
 * The requests with what staff read of their people (auth answers: the member's facts, the decider's email, the
 * company's colleagues); a request whose member is gone is left out, as the join did.
 */
async function withPeople(db: Reader, rows: RequestRow[]): Promise<Row[]> {
  const [facts, deciders, colleagues] = await Promise.all([
    memberFactsOf(db, rows.map((row) => row.memberId)),
    memberNames(db, rows.flatMap((row) => (row.decidedById ? [row.decidedById] : []))),
    colleagueCounts(db, rows.map((row) => row.companyId)),
  ]);
  const emails = new Map(deciders.map((d) => [d.id, d.email]));
  return rows.flatMap((row) => {
    const member = facts.get(row.memberId);
    if (!member) return [];
    const decidedBy = row.decidedById ? (emails.get(row.decidedById) ?? null) : null;
    return [{ ...row, memId: row.memberId, member, decidedBy, colleagues: colleagues.get(row.companyId) ?? 0 }];
  });
}

function toView(row: Row): AccessRequestView {
  return { ...toRequestFacts(row), member: row.member, companyId: row.companyId, colleagues: row.colleagues };
}

/** staff/accessRequests.do: waiting requests oldest first (first come, first served), decided ones newest first. */
export async function listAccessRequests(db: Db, input: ListInput): Promise<AccessRequestPage> {
  const { pageNum, pageSize, offset } = paging(input, PEOPLE_LIMITS.pageSize);
  const state = input.state ?? 'waiting';
  const conditions: SQL[] = [];
  if (state !== 'all') conditions.push(eq(newDesignRequests.status, STATE_STATUS[state]));
  if (input.keyword) conditions.push(inArray(newDesignRequests.memberId, memberIdsWhere(db, await memberSearch(db, input.keyword))));
  const where = conditions.length ? and(...conditions) : undefined;
  const order = state === 'waiting' ? [asc(newDesignRequests.createdAt), asc(newDesignRequests.id)] : [desc(newDesignRequests.createdAt), desc(newDesignRequests.id)];
  const [rows, [total], [waiting]] = await Promise.all([
    db.select(columns).from(newDesignRequests).where(where).orderBy(...order).limit(pageSize).offset(offset),
    db.select({ n: count() }).from(newDesignRequests).where(where),
    db.select({ n: count() }).from(newDesignRequests).where(eq(newDesignRequests.status, AUDIT_FLAG.received)),
  ]);
  return { list: (await withPeople(db, rows)).map(toView), total: total?.n ?? 0, pageNum, pageSize, waiting: waiting?.n ?? 0 };
}

async function loadRequest(db: Db | Tx, requestId: number): Promise<Row> {
  const [row] = await withPeople(db, await db.select(columns).from(newDesignRequests).where(eq(newDesignRequests.id, requestId)).limit(1));
  if (!row) throw notFound('This access request');
  return row;
}

function decisionMail(brand: string, publicUrl: string, decision: DecideInput) {
  const account = `${publicUrl}/myAccount`;
  if (decision.decision === 'approve') {
    return {
      fromName: brand,
      subject: `${brand}: your access to new designs is approved`,
      text: lines(
        'Hello,',
        '',
        'Thank you for your company information. Your account can now see our new designs: their pictures show on every page from your next visit.',
        '',
        `Browse them here: ${publicUrl}/goods/list?newFlag=1`,
        '',
        `The ${brand} sales team`,
      ),
    };
  }
  return {
    fromName: brand,
    subject: `${brand}: please check your company information`,
    text: lines(
      'Hello,',
      '',
      'Thank you for asking for access to our new designs. Before we can approve it, please look at your company information:',
      '',
      decision.message ?? '',
      '',
      `Correct it on My Account and send it again: ${account}`,
      '',
      `The ${brand} sales team`,
    ),
  };
}

/** A decided request, as the workflow's steps need it (workflows/decideAccess.ts): the request, its state before, the note. */
export interface AccessDecision {
  requestId: number;
  memberId: string;
  email: string;
  companyId: string;
  approved: boolean;
  /** The status the decision gives the request and the company's auditFlag. */
  target: number;
  before: { requestStatus: number; auditFlag: number };
  note: string | null;
}

/**
 * staff/decideAccess.do, the access domain's part, in the caller's use case. Only the member's newest request can be
 * decided (an older one was superseded when the member sent the information again), and not the same way twice
 * (20009). Decides the request and queues the email; the company's auditFlag and the audit entry are the workflow's
 * steps.
 */
export async function decideRequest(uc: UseCase, deps: Pick<AppDeps, 'config'>, staff: Member, input: DecideInput): Promise<AccessDecision> {
  const target = input.decision === 'approve' ? AUDIT_FLAG.approved : AUDIT_FLAG.problem;
  const request = await loadRequest(uc.tx, input.requestId);
  // The company's row is the lock: a parallel completeInformation.do or decision waits.
  await findCompany(uc.tx, request.companyId, { lock: true });
  const [newest] = await uc.tx
    .select({ id: newDesignRequests.id })
    .from(newDesignRequests)
    .where(eq(newDesignRequests.companyId, request.companyId))
    .orderBy(desc(newDesignRequests.createdAt), desc(newDesignRequests.id))
    .limit(1);
  if (newest?.id !== request.id) {
    throw new ApiError(RES.CONFLICT, 'The member sent the company information again since this request: please decide the newest one.');
  }
  const [current] = await uc.tx.select({ status: newDesignRequests.status }).from(newDesignRequests).where(eq(newDesignRequests.id, request.id)).limit(1);
  if (current?.status === target) {
    throw new ApiError(RES.CONFLICT, target === AUDIT_FLAG.approved ? 'This request is already approved.' : 'A problem is already flagged on this request.');
  }
  const note = input.decision === 'problem' ? (input.message ?? null) : null;
  await uc.tx
    .update(newDesignRequests)
    .set({ status: target, note, decidedBy: staff.id, decidedAt: uc.now })
    .where(eq(newDesignRequests.id, request.id));
  await uc.queueMail({ to: request.member.email, ...decisionMail(brandOf(request.theme), deps.config.publicUrl, input) });
  return {
    requestId: request.id, memberId: request.memId, email: request.member.email, companyId: request.companyId, approved: input.decision === 'approve', target,
    before: { requestStatus: current?.status ?? request.status, auditFlag: request.member.auditFlag }, note,
  };
}

/** One request as staff read it (decideAccess.do's answer); unknown: 20004. */
export async function accessRequestView(db: Db | Tx, requestId: number): Promise<AccessRequestView> {
  return toView(await loadRequest(db, requestId));
}

/**
 * A company's admin asks for new-design access (workflows/completeInformation.ts, the company's row locked): a new
 * request, unless one is waiting already (the pending request stays the one request).
 */
export async function openAccessRequest(tx: Tx, request: { memberId: string; companyId: string; theme: SiteTheme['name']; now: Date }): Promise<void> {
  const [pending] = await tx
    .select({ id: newDesignRequests.id })
    .from(newDesignRequests)
    .where(and(eq(newDesignRequests.companyId, request.companyId), eq(newDesignRequests.status, AUDIT_FLAG.received)))
    .limit(1);
  if (!pending) {
    await tx.insert(newDesignRequests).values({ memberId: request.memberId, companyId: request.companyId, status: AUDIT_FLAG.received, theme: request.theme, createdAt: request.now });
  }
}

/** A buyer joined another company (workflows/joinCompany.ts): their old company's new-design requests move with them. */
export async function moveAccessRequestsToCompany(tx: Tx, from: string, to: string): Promise<void> {
  await tx.update(newDesignRequests).set({ companyId: to }).where(eq(newDesignRequests.companyId, from));
}


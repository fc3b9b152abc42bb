import { canTransition, RES, type StatusActor, type StatusFlow } from '@sw/protocol';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import type { statusHistoryTable } from '../../db/schema/statusHistory';
import { ApiError, notFound } from '../../lib/errors';
import type { Mail } from '../../lib/mailer';
import type { Member } from '../../lib/member';
import { markCallWrote } from '../../lib/callScope';

/**
 * Use cases: a piece of business work that writes several rows (an inquiry with its lines, a status step,
 * a message) runs inside `runUseCase`. Everything it writes goes through `uc.tx`, including its status steps
 * with their history (`startStatus`/`moveStatus` below, which the owning domain calls with its table parts:
 * the inquiry's `moveInquiryStatus`, the order's `moveOrderStatus` ...) and its mail (`uc.queueMail`), so one failure anywhere
 * rolls all of it back: no status without its history, no email about something that was not saved.
 * Queued mail is delivered after the commit (and by the job runner, lib/jobs, when that first try fails).
 *
 *   await runUseCase(ctx.deps, async (uc) => {
 *     const [row] = await uc.tx.insert(inquiries).values({ ... }).returning({ id: inquiries.id });
 *     await startInquiryStatus(uc, row.id, actorOf(ctx.member));
 *     await uc.queueMail({ to: salesDesk, subject: 'New inquiry', text: '...' });
 *   });
 */

/** Who makes a step: a buyer or staff member, or the back-end itself (memberId null). */
export interface ActorRef {
  actor: StatusActor;
  memberId: string | null;
}

export const SYSTEM_ACTOR: ActorRef = { actor: 'system', memberId: null };

export function actorOf(member: Pick<Member, 'id' | 'role'>): ActorRef {
  return { actor: member.role === 'staff' ? 'staff' : 'buyer', memberId: member.id };
}

export interface UseCase {
  tx: Tx;
  /** The one time of this use case: every row it writes carries it. */
  now: Date;
  queueMail: (mail: Mail) => Promise<void>;
}

export type UseCaseDeps = Pick<AppDeps, 'database' | 'mailer' | 'log' | 'now' | 'config'>;

type HistoryTable = ReturnType<typeof statusHistoryTable>;

const human = (status: string) => status.replace(/_/g, ' ');
const ACTOR_NAMES: Record<StatusActor, string> = { buyer: 'the buyer', staff: 'the sales team', system: 'the system', admin: 'a company admin' };

/** Why a step is refused, in words: already there, someone else's step, or no such step. */
function refusal<S extends string>(parts: StatusParts<S>, from: S, to: S): string {
  const what = parts.what.toLowerCase();
  if (from === to) return `This ${what} is already ${human(to)}.`;
  const allowed: readonly StatusActor[] | undefined = parts.flow[from][to];
  if (allowed?.length) return `Only ${allowed.map((actor) => ACTOR_NAMES[actor]).join(' or ')} can change this ${what} to ${human(to)}.`;
  return `This ${what} is ${human(from)} and cannot change to ${human(to)}.`;
}

/**
 * One status flow's table parts, given by the domain that owns the table (the inquiry's `services/inquiry/statusStep.ts`,
 * the order's `services/order/statusStep.ts`), so both flows share the step logic here and only the owner writes its rows.
 */
export interface StatusParts<S extends string> {
  what: 'Inquiry' | 'Order';
  flow: StatusFlow<S>;
  history: HistoryTable;
  /** The current status, row locked until the end of the use case. */
  lockStatus: (tx: Tx, id: number) => Promise<S | undefined>;
  setStatus: (tx: Tx, id: number, status: S, now: Date) => Promise<void>;
}

async function recordStep(tx: Tx, history: HistoryTable, step: { id: number; from: string | null; to: string; by: ActorRef; note?: string; now: Date }) {
  await tx.insert(history).values({
    parentId: step.id,
    fromStatus: step.from,
    toStatus: step.to,
    actor: step.by.actor,
    actorMemberId: step.by.memberId,
    note: step.note ?? null,
    createdAt: step.now,
  });
}

/** Records the first status of a new row (written with `initial`, its flow's first status or the one its owner chose). */
export async function startStatus<S extends string>(uc: UseCase, parts: StatusParts<S>, id: number, initial: S, by: ActorRef, note?: string): Promise<void> {
  const status = await parts.lockStatus(uc.tx, id);
  if (status === undefined) throw notFound(parts.what);
  if (status !== initial) throw new Error(`${parts.what} ${id} starts as ${initial}, not ${status}`);
  await recordStep(uc.tx, parts.history, { id, from: null, to: initial, by, note, now: uc.now });
}

/**
 * Moves a row when its flow lets `by` make that step; refused with 20009 and a readable message otherwise.
 * Answers the status it moved from.
 */
export async function moveStatus<S extends string>(uc: UseCase, parts: StatusParts<S>, id: number, to: S, by: ActorRef, note?: string): Promise<S> {
  const from = await parts.lockStatus(uc.tx, id);
  if (from === undefined) throw notFound(parts.what);
  if (!canTransition(parts.flow, from, to, by.actor)) throw new ApiError(RES.CONFLICT, refusal(parts, from, to));
  await parts.setStatus(uc.tx, id, to, uc.now);
  await recordStep(uc.tx, parts.history, { id, from, to, by, note, now: uc.now });
  return from;
}

/**
 * TEST ONLY (NODE_ENV=test): MAIL_DELIVERY_DELAY_MS holds the first delivery after the commit, so a test can kill
 * the process between the commit and the send (packages/api/src/__tests__/jobs.crash.test.ts). Ignored otherwise.
 */
async function testDeliveryDelay(deps: UseCaseDeps, outboxIds: number[]) {
  const delayMs = process.env.NODE_ENV === 'test' ? Number(process.env.MAIL_DELIVERY_DELAY_MS ?? 0) : 0;
  if (!(delayMs > 0) || !outboxIds.length) return;
  deps.log.warn({ outboxIds, delayMs }, 'test delay before mail delivery');
  await new Promise((resolve) => setTimeout(resolve, delayMs));
}

/** Runs `work` in one transaction (see the comment at the top); queued mail is delivered after the commit. */
export async function runUseCase<T>(deps: UseCaseDeps, work: (uc: UseCase) => Promise<T>): Promise<T> {
  const now = deps.now();
  // Each message with its original: a secret or an attachment is delivered from it, never from the outbox copy.
  const queued: { id: number; mail: Mail }[] = [];
  const result = await deps.database.db.transaction(async (tx) =>
    work({
      tx,
      now,
      queueMail: async (mail) => {
        queued.push({ id: await deps.mailer.queue(tx, mail), mail });
      },
    }),
  );
  markCallWrote();
  // The work and its mail are saved: this first try is a shortcut, the job runner delivers whatever it misses
  // (a failed try, or a process that dies right here) with the same Message-ID.
  await testDeliveryDelay(deps, queued.map((entry) => entry.id));
  for (const { id, mail } of queued) {
    await deps.mailer.deliver(id, mail).catch((error: unknown) => deps.log.warn({ err: error, outboxId: id }, 'queued mail not delivered, the job runner retries it'));
  }
  return result;
}

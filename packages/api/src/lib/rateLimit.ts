import { lt, sql } from 'drizzle-orm';
import { RES } from '@sw/protocol';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { ApiError } from './errors';
import { securityEvent, type Logger } from './log';

/** No limit window is longer than a day: a row whose window began before that is over and may go. */
export const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Every this many counted hits, a process deletes the rows of windows that are over. */
const PRUNE_EVERY = 200;
let hitsSincePrune = 0;

/**
 * Counts one hit for `key` in a fixed window and returns the count including this hit.
 * Lives in the database so every process shares it.
 */
export async function hit(db: Db, key: string, windowMs: number, now = new Date()): Promise<number> {
  if (++hitsSincePrune >= PRUNE_EVERY) {
    hitsSincePrune = 0;
    await pruneLimits(db, now);
  }
  const windowStart = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowStart.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** The count of `key` in its current window, without counting a hit. */
export async function hitsSoFar(db: Db, key: string, windowMs: number, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - windowMs);
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} > ${windowStart.toISOString()}::timestamptz`);
  return row?.count ?? 0;
}

export async function resetLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}

/** Deletes the counters whose window is over; returns how many went. */
export async function pruneLimits(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - LONGEST_WINDOW_MS);
  const gone = await db.delete(rateLimits).where(lt(rateLimits.windowStart, before)).returning({ key: rateLimits.key });
  return gone.length;
}

export interface LimitRule {
  /** What is counted, e.g. `code-check-ip` (the subject is appended). */
  name: string;
  max: number;
  windowMs: number;
  message: string;
}

export interface LimitCaller {
  db: Db;
  log: Logger;
  ip: string;
  now: Date;
  memberId?: string;
  email?: string;
}

const refuse = (rule: LimitRule, caller: LimitCaller) => {
  securityEvent(caller.log, { event: 'limit.hit', result: 'refused', reason: rule.name, ip: caller.ip, memberId: caller.memberId, email: caller.email });
  return new ApiError(RES.RATE_LIMITED, rule.message);
};

/** Counts one hit of `subject` under `rule`; over the limit, a 10009 refusal and a `limit.hit` event. */
export async function enforce(rule: LimitRule, subject: string, caller: LimitCaller): Promise<void> {
  if ((await hit(caller.db, `${rule.name}:${subject}`, rule.windowMs, caller.now)) > rule.max) throw refuse(rule, caller);
}

/** Refuses when `subject` has already used up `rule`, without counting (for caps counted elsewhere). */
export async function enforceNotSpent(rule: LimitRule, subject: string, caller: LimitCaller): Promise<void> {
  if ((await hitsSoFar(caller.db, `${rule.name}:${subject}`, rule.windowMs, caller.now)) >= rule.max) throw refuse(rule, caller);
}

/** Counts one hit without refusing (the refusal comes with the next attempt, from enforceNotSpent). */
export async function count(rule: LimitRule, subject: string, caller: LimitCaller): Promise<void> {
  await hit(caller.db, `${rule.name}:${subject}`, rule.windowMs, caller.now);
}

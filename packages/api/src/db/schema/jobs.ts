import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The scheduled jobs of the job runner (lib/jobs): one row per job, claimed with FOR UPDATE SKIP LOCKED, so
 * that with several processes on one database each run happens in one of them.
 */
export const jobSchedule = pgTable('job_schedule', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** The process running the job holds it until then (a crashed runner's claim runs out). */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
});

/** Work done once (a reminder for one quotation, one day's digest): the key is inserted with the work's mail. */
export const jobMarks = pgTable('job_marks', {
  key: text('key').primaryKey(),
  createdAt: createdAt(),
});

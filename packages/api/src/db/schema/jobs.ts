import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Work done once (a reminder for one quotation, one day's digest): the key is inserted with the work's mail. The
 * jobs themselves, their schedules and retries, are pg-boss's (schema `pgboss`, lib/jobs/boss.ts).
 */
export const jobMarks = pgTable('job_marks', {
  key: text('key').primaryKey(),
  createdAt: createdAt(),
});

/** The jobs domain's face (docs/architecture.md, The back-end's layers): the scheduled jobs: their schedules, the
 * reminders, the digest, pruning, starting pg-boss, in schedule.ts.
 */
export {
  REMINDER_DAYS, SPOOL_MAX_AGE_MS, remindExpiringQuotations, sendUnansweredDigest, pruneSpool, spoolFolders, prune,
  SCHEDULE_TZ, scheduledJobs, scheduledQueue, workScheduled, startJobs, type JobContext, type ScheduledJob,
} from './schedule';

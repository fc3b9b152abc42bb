-- Jobs run on pg-boss (docs/decisions/0012): its own schema `pgboss` holds the queues, schedules and retries, so
-- the home-made runner's schedule table and the outbox's claim columns go; a message keeps its delivery job's id.
DROP TABLE "job_schedule" CASCADE;--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "locked_until";

DROP INDEX "duty_rates_country_hs_idx";--> statement-breakpoint
ALTER TABLE "duty_rates" ALTER COLUMN "hs_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "duty_rates" ALTER COLUMN "rate" SET DATA TYPE numeric(7, 4);--> statement-breakpoint
ALTER TABLE "duty_rates" ADD COLUMN "kind" text DEFAULT 'duty' NOT NULL;--> statement-breakpoint
ALTER TABLE "duty_rates" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "duty_rates" ADD COLUMN "mode" text;--> statement-breakpoint
ALTER TABLE "duty_rates" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "duty_rates" ADD COLUMN "minimum" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "duty_rates" ADD COLUMN "maximum" numeric(12, 2);--> statement-breakpoint
CREATE UNIQUE INDEX "duty_rates_row_idx" ON "duty_rates" USING btree ("country","kind",coalesce("hs_code", ''),coalesce("origin", ''),coalesce("mode", ''),coalesce("label", ''));--> statement-breakpoint
ALTER TABLE "duty_rates" ADD CONSTRAINT "duty_rates_kind_check" CHECK ("duty_rates"."kind" in ('duty', 'additional', 'fee') and ("duty_rates"."kind" = 'fee') = ("duty_rates"."hs_code" is null) and ("duty_rates"."kind" = 'additional') = ("duty_rates"."origin" is not null));--> statement-breakpoint
ALTER TABLE "duty_rates" ADD CONSTRAINT "duty_rates_fee_check" CHECK ("duty_rates"."kind" = 'fee' or ("duty_rates"."mode" is null and "duty_rates"."minimum" is null and "duty_rates"."maximum" is null));
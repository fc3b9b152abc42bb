DROP INDEX "inquiry_items_inquiry_idx";--> statement-breakpoint
ALTER TABLE "quotations" ALTER COLUMN "valid_until" SET DATA TYPE date;--> statement-breakpoint
ALTER TABLE "quotations" ALTER COLUMN "valid_until" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "quick" jsonb;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "original" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "image_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "total_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_items" ADD COLUMN "goods_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_items" ADD COLUMN "image_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_items" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_items" ADD COLUMN "sort" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "status" text DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "lead_time_days" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "terms" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "inquiries_member_status_idx" ON "inquiries" USING btree ("member_id","status","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_created_idx" ON "inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_one_draft_idx" ON "quotations" USING btree ("inquiry_id") WHERE "quotations"."status" = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "quotations_version_idx" ON "quotations" USING btree ("inquiry_id","version");--> statement-breakpoint
CREATE INDEX "inquiry_items_inquiry_idx" ON "inquiry_items" USING btree ("inquiry_id","sort");--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_status_check" CHECK ("quotations"."status" in ('draft', 'sent'));--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_sent_check" CHECK (("quotations"."status" = 'draft') = ("quotations"."version" is null));
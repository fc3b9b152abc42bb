ALTER TABLE "cart_lines" ADD COLUMN "kind" text DEFAULT 'plain' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "spec_key" integer GENERATED ALWAYS AS (coalesce(spec_id, 0)) STORED NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_plain_idx" ON "cart_lines" USING btree ("member_id","goods_id","spec_key") WHERE "cart_lines"."kind" = 'plain';--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_kind_check" CHECK ("cart_lines"."kind" in ('plain', 'custom'));--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_qty_check" CHECK ("cart_lines"."qty" > 0);
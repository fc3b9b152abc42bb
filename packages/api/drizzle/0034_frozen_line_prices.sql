ALTER TABLE "cart_lines" ADD COLUMN "price_list_id" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "price_list_version" integer;--> statement-breakpoint
ALTER TABLE "inquiry_items" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "inquiry_items" ADD COLUMN "price_list_id" integer;--> statement-breakpoint
ALTER TABLE "inquiry_items" ADD COLUMN "price_list_version" integer;--> statement-breakpoint
ALTER TABLE "inquiry_items" ADD COLUMN "catalogue_unit_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "inquiry_items" ADD COLUMN "price_label" text;--> statement-breakpoint
ALTER TABLE "inquiry_items" ADD COLUMN "price_why" text;
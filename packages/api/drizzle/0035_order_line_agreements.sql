ALTER TABLE "order_items" ADD COLUMN "price_list_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "price_list_version" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "price_list_name" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "catalogue_unit_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "catalogue_currency" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_agreement_check" CHECK (("order_items"."price_list_id" is null) = ("order_items"."price_list_version" is null)
    and ("order_items"."price_list_id" is null) = ("order_items"."price_list_name" is null)
    and ("order_items"."price_list_id" is null) = ("order_items"."catalogue_unit_price" is null)
    and ("order_items"."price_list_id" is null) = ("order_items"."catalogue_currency" is null));
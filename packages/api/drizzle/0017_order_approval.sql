ALTER TABLE "inquiry_status_history" DROP CONSTRAINT "inquiry_status_history_actor_check";--> statement-breakpoint
ALTER TABLE "order_status_history" DROP CONSTRAINT "order_status_history_from_check";--> statement-breakpoint
ALTER TABLE "order_status_history" DROP CONSTRAINT "order_status_history_to_check";--> statement-breakpoint
ALTER TABLE "order_status_history" DROP CONSTRAINT "order_status_history_actor_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
DROP INDEX "orders_one_per_quotation_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rejected_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_per_quotation_idx" ON "orders" USING btree ("quotation_id") WHERE "orders"."status" not in ('cancelled', 'rejected');--> statement-breakpoint
ALTER TABLE "inquiry_status_history" ADD CONSTRAINT "inquiry_status_history_actor_check" CHECK ("inquiry_status_history"."actor" in ('buyer', 'staff', 'system', 'admin'));--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_from_check" CHECK ("order_status_history"."from_status" is null or "order_status_history"."from_status" in ('awaiting_approval', 'placed', 'confirmed', 'in_production', 'shipped', 'completed', 'cancelled', 'rejected'));--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_to_check" CHECK ("order_status_history"."to_status" in ('awaiting_approval', 'placed', 'confirmed', 'in_production', 'shipped', 'completed', 'cancelled', 'rejected'));--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_actor_check" CHECK ("order_status_history"."actor" in ('buyer', 'staff', 'system', 'admin'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('awaiting_approval', 'placed', 'confirmed', 'in_production', 'shipped', 'completed', 'cancelled', 'rejected'));
CREATE TABLE "inquiry_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"author_id" uuid,
	"author_side" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"file_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"read_by_buyer_at" timestamp with time zone,
	"read_by_staff_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_messages_side_check" CHECK ("inquiry_messages"."author_side" in ('buyer', 'staff')),
	CONSTRAINT "inquiry_messages_not_empty_check" CHECK (length("inquiry_messages"."body") > 0 or jsonb_array_length("inquiry_messages"."file_keys") > 0)
);
--> statement-breakpoint
CREATE TABLE "inquiry_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_member_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_status_history_from_check" CHECK ("inquiry_status_history"."from_status" is null or "inquiry_status_history"."from_status" in ('submitted', 'quoted', 'revision_requested', 'accepted', 'declined', 'expired')),
	CONSTRAINT "inquiry_status_history_to_check" CHECK ("inquiry_status_history"."to_status" in ('submitted', 'quoted', 'revision_requested', 'accepted', 'declined', 'expired')),
	CONSTRAINT "inquiry_status_history_actor_check" CHECK ("inquiry_status_history"."actor" in ('buyer', 'staff', 'system'))
);
--> statement-breakpoint
ALTER TABLE "order_status_history" DROP CONSTRAINT "order_status_history_by_member_id_members_id_fk";
--> statement-breakpoint
DROP INDEX "order_status_history_order_idx";--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "from_status" text;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "to_status" text NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "actor" text NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "actor_member_id" uuid;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_status_history" ADD CONSTRAINT "inquiry_status_history_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_status_history" ADD CONSTRAINT "inquiry_status_history_actor_member_id_members_id_fk" FOREIGN KEY ("actor_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_messages_thread_idx" ON "inquiry_messages" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_messages_unread_by_buyer_idx" ON "inquiry_messages" USING btree ("inquiry_id") WHERE "inquiry_messages"."author_side" = 'staff' and "inquiry_messages"."read_by_buyer_at" is null;--> statement-breakpoint
CREATE INDEX "inquiry_messages_unread_by_staff_idx" ON "inquiry_messages" USING btree ("inquiry_id") WHERE "inquiry_messages"."author_side" = 'buyer' and "inquiry_messages"."read_by_staff_at" is null;--> statement-breakpoint
CREATE INDEX "inquiry_status_history_parent_idx" ON "inquiry_status_history" USING btree ("inquiry_id","created_at");--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_actor_member_id_members_id_fk" FOREIGN KEY ("actor_member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_specs_sku_idx" ON "goods_specs" USING btree ("sku_code");--> statement-breakpoint
CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "order_status_history_parent_idx" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "order_status_history" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "order_status_history" DROP COLUMN "by_member_id";--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_status_check" CHECK ("inquiries"."status" in ('submitted', 'quoted', 'revision_requested', 'accepted', 'declined', 'expired'));--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_from_check" CHECK ("order_status_history"."from_status" is null or "order_status_history"."from_status" in ('placed', 'confirmed', 'in_production', 'shipped', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_to_check" CHECK ("order_status_history"."to_status" in ('placed', 'confirmed', 'in_production', 'shipped', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_actor_check" CHECK ("order_status_history"."actor" in ('buyer', 'staff', 'system'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('placed', 'confirmed', 'in_production', 'shipped', 'completed', 'cancelled'));
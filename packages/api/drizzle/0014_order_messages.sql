CREATE TABLE "order_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"author_id" uuid,
	"author_side" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"file_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"read_by_buyer_at" timestamp with time zone,
	"read_by_staff_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_messages_side_check" CHECK ("order_messages"."author_side" in ('buyer', 'staff')),
	CONSTRAINT "order_messages_not_empty_check" CHECK (length("order_messages"."body") > 0 or jsonb_array_length("order_messages"."file_keys") > 0)
);
--> statement-breakpoint
CREATE TABLE "order_problems" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"message_id" integer NOT NULL,
	"kind" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_problems_kind_check" CHECK ("order_problems"."kind" in ('damaged', 'wrong_item', 'missing_quantity', 'quality', 'other')),
	CONSTRAINT "order_problems_resolved_check" CHECK (("order_problems"."resolved_at" is null) = ("order_problems"."resolution" is null))
);
--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_message_id_order_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."order_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_problems" ADD CONSTRAINT "order_problems_resolved_by_members_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_messages_thread_idx" ON "order_messages" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_messages_unread_by_buyer_idx" ON "order_messages" USING btree ("order_id") WHERE "order_messages"."author_side" = 'staff' and "order_messages"."read_by_buyer_at" is null;--> statement-breakpoint
CREATE INDEX "order_messages_unread_by_staff_idx" ON "order_messages" USING btree ("order_id") WHERE "order_messages"."author_side" = 'buyer' and "order_messages"."read_by_staff_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_problems_message_idx" ON "order_problems" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "order_problems_order_idx" ON "order_problems" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_problems_open_idx" ON "order_problems" USING btree ("order_id") WHERE "order_problems"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "order_problems_resolved_idx" ON "order_problems" USING btree ("order_id","resolved_at") WHERE "order_problems"."resolved_at" is not null;
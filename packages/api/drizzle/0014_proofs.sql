CREATE TABLE "order_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"version" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"posted_by" uuid,
	"comment" text,
	"pins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_proofs_status_check" CHECK ("order_proofs"."status" in ('pending', 'approved', 'changes_requested', 'superseded')),
	CONSTRAINT "order_proofs_version_check" CHECK ("order_proofs"."version" > 0),
	CONSTRAINT "order_proofs_decided_check" CHECK (("order_proofs"."status" in ('approved', 'changes_requested')) = ("order_proofs"."decided_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_item_id_order_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_posted_by_members_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_proofs" ADD CONSTRAINT "order_proofs_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_proofs_item_version_idx" ON "order_proofs" USING btree ("item_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "order_proofs_one_approved_idx" ON "order_proofs" USING btree ("item_id") WHERE "order_proofs"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "order_proofs_order_idx" ON "order_proofs" USING btree ("order_id","item_id","version");
CREATE TABLE "payment_instructions" (
	"theme" text PRIMARY KEY NOT NULL,
	"beneficiary" text NOT NULL,
	"bank" text NOT NULL,
	"swift" text NOT NULL,
	"account" text NOT NULL,
	"bank_address" text,
	"notes" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_instructions_theme_check" CHECK ("payment_instructions"."theme" in ('default', 'sister'))
);
--> statement-breakpoint
CREATE TABLE "payment_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"payer" text NOT NULL,
	"reference" text,
	"note" text,
	"slip_key" text,
	"slip_name" text,
	"status" text DEFAULT 'to_confirm' NOT NULL,
	"reject_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notices_status_check" CHECK ("payment_notices"."status" in ('to_confirm', 'confirmed', 'rejected')),
	CONSTRAINT "payment_notices_amount_check" CHECK ("payment_notices"."amount" > 0),
	CONSTRAINT "payment_notices_decided_check" CHECK (("payment_notices"."status" = 'to_confirm') = ("payment_notices"."decided_at" is null))
);
--> statement-breakpoint
CREATE TABLE "payment_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"received_on" date NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"notice_id" integer,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_receipts_kind_check" CHECK ("payment_receipts"."kind" in ('receipt', 'refund')),
	CONSTRAINT "payment_receipts_amount_check" CHECK ("payment_receipts"."amount" > 0),
	CONSTRAINT "payment_receipts_refund_check" CHECK ("payment_receipts"."kind" = 'receipt' or "payment_receipts"."notice_id" is null)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "net_terms" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "payment_terms" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_terms" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_due" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "notices_pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_instructions" ADD CONSTRAINT "payment_instructions_updated_by_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notices" ADD CONSTRAINT "payment_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notices" ADD CONSTRAINT "payment_notices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notices" ADD CONSTRAINT "payment_notices_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_notice_id_payment_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."payment_notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_staff_id_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_notices_order_idx" ON "payment_notices" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_receipts_order_idx" ON "payment_receipts" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_receipts_notice_idx" ON "payment_receipts" USING btree ("notice_id") WHERE "payment_receipts"."notice_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_awaiting_deposit_idx" ON "orders" USING btree ("created_at") WHERE "orders"."received" < "orders"."deposit_due" and "orders"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "orders_awaiting_balance_idx" ON "orders" USING btree ("created_at") WHERE "orders"."received" >= "orders"."deposit_due" and "orders"."received" < "orders"."total" and "orders"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "orders_notices_pending_idx" ON "orders" USING btree ("created_at") WHERE "orders"."notices_pending" > 0;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_notices_pending_check" CHECK ("orders"."notices_pending" >= 0);
CREATE TABLE "goods_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"spec_id" integer,
	"cost" numeric(12, 2) NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_costs_cost_check" CHECK ("goods_costs"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "margin_floors" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"category_id" integer,
	"goods_id" integer,
	"percent" numeric(4, 2) NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "margin_floors_scope_check" CHECK ("margin_floors"."scope" in ('default', 'category', 'goods')),
	CONSTRAINT "margin_floors_target_check" CHECK (("margin_floors"."scope" = 'category') = ("margin_floors"."category_id" is not null) and ("margin_floors"."scope" = 'goods') = ("margin_floors"."goods_id" is not null)),
	CONSTRAINT "margin_floors_percent_check" CHECK ("margin_floors"."percent" >= 0 and "margin_floors"."percent" < 100)
);
--> statement-breakpoint
CREATE TABLE "quotation_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"quotation_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"asked_by" uuid NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"note" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_approvals_status_check" CHECK ("quotation_approvals"."status" in ('pending', 'approved', 'returned')),
	CONSTRAINT "quotation_approvals_decided_check" CHECK (("quotation_approvals"."status" = 'pending') = ("quotation_approvals"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "goods_costs" ADD CONSTRAINT "goods_costs_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_costs" ADD CONSTRAINT "goods_costs_spec_id_goods_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."goods_specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_costs" ADD CONSTRAINT "goods_costs_updated_by_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "margin_floors" ADD CONSTRAINT "margin_floors_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "margin_floors" ADD CONSTRAINT "margin_floors_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "margin_floors" ADD CONSTRAINT "margin_floors_updated_by_members_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_approvals" ADD CONSTRAINT "quotation_approvals_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_approvals" ADD CONSTRAINT "quotation_approvals_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_approvals" ADD CONSTRAINT "quotation_approvals_asked_by_members_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_approvals" ADD CONSTRAINT "quotation_approvals_decided_by_members_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_costs_goods_idx" ON "goods_costs" USING btree ("goods_id") WHERE "goods_costs"."spec_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_costs_spec_idx" ON "goods_costs" USING btree ("spec_id") WHERE "goods_costs"."spec_id" is not null;--> statement-breakpoint
CREATE INDEX "goods_costs_goods_spec_idx" ON "goods_costs" USING btree ("goods_id","spec_id");--> statement-breakpoint
CREATE UNIQUE INDEX "margin_floors_default_idx" ON "margin_floors" USING btree ("scope") WHERE "margin_floors"."scope" = 'default';--> statement-breakpoint
CREATE UNIQUE INDEX "margin_floors_category_idx" ON "margin_floors" USING btree ("category_id") WHERE "margin_floors"."category_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "margin_floors_goods_idx" ON "margin_floors" USING btree ("goods_id") WHERE "margin_floors"."goods_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_approvals_pending_idx" ON "quotation_approvals" USING btree ("quotation_id") WHERE "quotation_approvals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "quotation_approvals_inquiry_idx" ON "quotation_approvals" USING btree ("inquiry_id","id");--> statement-breakpoint
CREATE INDEX "quotation_approvals_status_idx" ON "quotation_approvals" USING btree ("status","asked_at");
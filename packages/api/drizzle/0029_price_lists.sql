CREATE TABLE "company_assortment" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"category_id" integer,
	"goods_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_assortment_one_check" CHECK (("company_assortment"."category_id" is null) <> ("company_assortment"."goods_id" is null))
);
--> statement-breakpoint
CREATE TABLE "goods_exclusives" (
	"goods_id" integer NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_exclusives_goods_id_company_id_pk" PRIMARY KEY("goods_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "goods_quantity_rules" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"min_qty" integer,
	"max_qty" integer,
	"increment" integer,
	"mix_and_match" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_quantity_rules_check" CHECK (coalesce("goods_quantity_rules"."min_qty", 1) >= 1 and coalesce("goods_quantity_rules"."max_qty", 1) >= 1 and coalesce("goods_quantity_rules"."increment", 1) >= 1)
);
--> statement-breakpoint
CREATE TABLE "price_list_companies" (
	"price_list_id" integer NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_list_companies_company_id_price_list_id_pk" PRIMARY KEY("company_id","price_list_id")
);
--> statement-breakpoint
CREATE TABLE "price_list_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"price_list_id" integer NOT NULL,
	"scope" text NOT NULL,
	"goods_id" integer,
	"spec_id" integer,
	"category_id" integer,
	"tiers" jsonb,
	"adjust_percent" numeric(6, 2),
	"rounding" text,
	"min_qty" integer,
	"max_qty" integer,
	"increment" integer,
	"mix_and_match" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_list_lines_scope_check" CHECK ("price_list_lines"."scope" in ('spec', 'goods', 'category', 'all') and case "price_list_lines"."scope"
    when 'spec' then "price_list_lines"."spec_id" is not null and "price_list_lines"."goods_id" is null and "price_list_lines"."category_id" is null
    when 'goods' then "price_list_lines"."goods_id" is not null and "price_list_lines"."spec_id" is null and "price_list_lines"."category_id" is null
    when 'category' then "price_list_lines"."category_id" is not null and "price_list_lines"."goods_id" is null and "price_list_lines"."spec_id" is null
    else "price_list_lines"."goods_id" is null and "price_list_lines"."spec_id" is null and "price_list_lines"."category_id" is null end),
	CONSTRAINT "price_list_lines_how_check" CHECK (("price_list_lines"."tiers" is null) = ("price_list_lines"."adjust_percent" is not null) and ("price_list_lines"."adjust_percent" is null) = ("price_list_lines"."rounding" is null)),
	CONSTRAINT "price_list_lines_rounding_check" CHECK ("price_list_lines"."rounding" is null or "price_list_lines"."rounding" in ('minor', '.x0', '.x5', '.x9', '.00', '.50', '.95', '.99')),
	CONSTRAINT "price_list_lines_percent_check" CHECK ("price_list_lines"."adjust_percent" is null or ("price_list_lines"."adjust_percent" > -100 and "price_list_lines"."adjust_percent" <= 1000)),
	CONSTRAINT "price_list_lines_quantity_check" CHECK (coalesce("price_list_lines"."min_qty", 1) >= 1 and coalesce("price_list_lines"."max_qty", 1) >= 1 and coalesce("price_list_lines"."increment", 1) >= 1)
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"priority" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"first_order_minimum" numeric(12, 2),
	"reorder_minimum" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_lists_currency_check" CHECK ("price_lists"."currency" in ('USD', 'EUR', 'GBP', 'CNY')),
	CONSTRAINT "price_lists_days_check" CHECK ("price_lists"."valid_from" is null or "price_lists"."valid_until" is null or "price_lists"."valid_from" <= "price_lists"."valid_until"),
	CONSTRAINT "price_lists_version_check" CHECK ("price_lists"."version" >= 1),
	CONSTRAINT "price_lists_minimums_check" CHECK (coalesce("price_lists"."first_order_minimum", 0) >= 0 and coalesce("price_lists"."reorder_minimum", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "company_assortment" ADD CONSTRAINT "company_assortment_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_assortment" ADD CONSTRAINT "company_assortment_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_assortment" ADD CONSTRAINT "company_assortment_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_exclusives" ADD CONSTRAINT "goods_exclusives_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_exclusives" ADD CONSTRAINT "goods_exclusives_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_quantity_rules" ADD CONSTRAINT "goods_quantity_rules_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_companies" ADD CONSTRAINT "price_list_companies_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_companies" ADD CONSTRAINT "price_list_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_lines" ADD CONSTRAINT "price_list_lines_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_lines" ADD CONSTRAINT "price_list_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_lines" ADD CONSTRAINT "price_list_lines_spec_id_goods_specs_id_fk" FOREIGN KEY ("spec_id") REFERENCES "public"."goods_specs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_lines" ADD CONSTRAINT "price_list_lines_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_assortment_row_idx" ON "company_assortment" USING btree ("company_id",coalesce("category_id", 0),coalesce("goods_id", 0));--> statement-breakpoint
CREATE INDEX "company_assortment_goods_idx" ON "company_assortment" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "company_assortment_category_idx" ON "company_assortment" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "goods_exclusives_company_idx" ON "goods_exclusives" USING btree ("company_id","goods_id");--> statement-breakpoint
CREATE INDEX "price_list_companies_list_idx" ON "price_list_companies" USING btree ("price_list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_lines_goods_idx" ON "price_list_lines" USING btree ("price_list_id","goods_id") WHERE "price_list_lines"."scope" = 'goods';--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_lines_spec_idx" ON "price_list_lines" USING btree ("price_list_id","spec_id") WHERE "price_list_lines"."scope" = 'spec';--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_lines_category_idx" ON "price_list_lines" USING btree ("price_list_id","category_id") WHERE "price_list_lines"."scope" = 'category';--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_lines_all_idx" ON "price_list_lines" USING btree ("price_list_id") WHERE "price_list_lines"."scope" = 'all';--> statement-breakpoint
CREATE INDEX "price_list_lines_goods_target_idx" ON "price_list_lines" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "price_list_lines_spec_target_idx" ON "price_list_lines" USING btree ("spec_id");--> statement-breakpoint
CREATE INDEX "price_list_lines_category_target_idx" ON "price_list_lines" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_name_idx" ON "price_lists" USING btree (lower("name"));
CREATE TABLE "company_trade_defaults" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"incoterm" text NOT NULL,
	"place" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_trade_defaults_incoterm_check" CHECK ("company_trade_defaults"."incoterm" in ('EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'DAP', 'DDP'))
);
--> statement-breakpoint
CREATE TABLE "duty_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"hs_code" text NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"rates_date" date NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duty_rates_rate_check" CHECK ("duty_rates"."rate" >= 0 and "duty_rates"."rate" <= 100)
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"rate_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_check" CHECK ("exchange_rates"."rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hs_code" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "origin_country" text;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "hs_code" text;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "origin_country" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "incoterm" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "incoterm_place" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "freight_mode" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "freight_carrier" text;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "freight_transit_days" integer;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "freight_cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "insurance_cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "duties_cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "exchange_rate" numeric(18, 6);--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "exchange_rate_date" date;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "rate_locked_until" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "trade_terms" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charges" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_trade_defaults" ADD CONSTRAINT "company_trade_defaults_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "duty_rates_country_hs_idx" ON "duty_rates" USING btree ("country","hs_code");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_currency_day_idx" ON "exchange_rates" USING btree ("currency","rate_date");--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_incoterm_check" CHECK ("quotations"."incoterm" is null or "quotations"."incoterm" in ('EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'DAP', 'DDP'));--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_charges_check" CHECK (coalesce("quotations"."freight_cost", 0) >= 0 and coalesce("quotations"."insurance_cost", 0) >= 0 and coalesce("quotations"."duties_cost", 0) >= 0);--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_freight_check" CHECK (("quotations"."freight_cost" is null) = ("quotations"."freight_mode" is null));--> statement-breakpoint
-- Every category so far is stainless-steel fashion jewellery made in China: the line the documents used to print for all.
UPDATE "categories" SET "hs_code" = '7117.19', "origin_country" = 'CN' WHERE "hs_code" IS NULL;

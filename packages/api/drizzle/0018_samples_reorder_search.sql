-- Typo-tolerant search (services/search): trigram similarity, in PostgreSQL's contrib and in PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "sample_credits" (
	"sample_item_id" integer PRIMARY KEY NOT NULL,
	"sample_order_id" integer NOT NULL,
	"bulk_order_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_credits_amount_check" CHECK ("sample_credits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sample_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"rule_percent" integer DEFAULT 200 NOT NULL,
	"rule_minimum" numeric(12, 2) DEFAULT 5 NOT NULL,
	"lead_days" integer DEFAULT 7 NOT NULL,
	"credit_window_days" integer DEFAULT 90 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sample_settings_one_row_check" CHECK ("sample_settings"."id" = 1),
	CONSTRAINT "sample_settings_rule_check" CHECK ("sample_settings"."rule_percent" between 1 and 1000 and "sample_settings"."rule_minimum" >= 0),
	CONSTRAINT "sample_settings_days_check" CHECK ("sample_settings"."lead_days" between 1 and 365 and "sample_settings"."credit_window_days" between 1 and 730)
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"week" date NOT NULL,
	"term" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_misses_week_term_pk" PRIMARY KEY("week","term")
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"synonym" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_distinct_check" CHECK ("search_synonyms"."term" <> "search_synonyms"."synonym" and "search_synonyms"."term" <> '' and "search_synonyms"."synonym" <> '')
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"goods_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "sample_offered" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "sample_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "sample_max_pieces" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'bulk' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sample_credit" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sample_credits" ADD CONSTRAINT "sample_credits_sample_item_id_order_items_id_fk" FOREIGN KEY ("sample_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_credits" ADD CONSTRAINT "sample_credits_sample_order_id_orders_id_fk" FOREIGN KEY ("sample_order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_credits" ADD CONSTRAINT "sample_credits_bulk_order_id_orders_id_fk" FOREIGN KEY ("bulk_order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_credits" ADD CONSTRAINT "sample_credits_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sample_credits_bulk_idx" ON "sample_credits" USING btree ("bulk_order_id");--> statement-breakpoint
CREATE INDEX "sample_credits_sample_idx" ON "sample_credits" USING btree ("sample_order_id");--> statement-breakpoint
CREATE INDEX "search_misses_week_count_idx" ON "search_misses" USING btree ("week","count");--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_pair_idx" ON "search_synonyms" USING btree (least("term", "synonym"),greatest("term", "synonym"));--> statement-breakpoint
CREATE INDEX "search_synonyms_term_idx" ON "search_synonyms" USING btree ("term");--> statement-breakpoint
CREATE INDEX "search_synonyms_synonym_idx" ON "search_synonyms" USING btree ("synonym");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_sample_idx" ON "orders" USING btree ("created_at") WHERE "orders"."kind" = 'sample';--> statement-breakpoint
CREATE INDEX "orders_company_kind_idx" ON "orders" USING btree ("company_id","kind","created_at");--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_sample_price_check" CHECK ("goods"."sample_price" is null or "goods"."sample_price" > 0);--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_sample_max_pieces_check" CHECK ("goods"."sample_max_pieces" between 1 and 100);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('bulk', 'sample'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sample_credit_check" CHECK ("orders"."sample_credit" >= 0);;--> statement-breakpoint
-- The one row of catalogue-wide sample rules, at its defaults.
INSERT INTO "sample_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A synonym changes what a cached search answers, as a catalogue write does (migration 0010).
CREATE TRIGGER "search_synonyms_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_synonyms" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "sample_settings_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sample_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
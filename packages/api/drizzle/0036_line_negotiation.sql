CREATE TABLE "quotation_line_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"substitute_goods_id" integer,
	"substitute_title" text,
	"substitute_code" text,
	"reason" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_line_answers_kind_check" CHECK ("quotation_line_answers"."kind" in ('offers', 'substitute', 'declined')),
	CONSTRAINT "quotation_line_answers_substitute_check" CHECK (("quotation_line_answers"."kind" = 'substitute') = ("quotation_line_answers"."substitute_goods_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "quotation_line_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"quotation_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"kind" text NOT NULL,
	"offer_id" integer,
	"qty" integer,
	"target_price" numeric(12, 2),
	"reason" text,
	"text" text,
	"member_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_line_responses_kind_check" CHECK ("quotation_line_responses"."kind" in ('accept', 'counter', 'drop')),
	CONSTRAINT "quotation_line_responses_accept_check" CHECK (("quotation_line_responses"."kind" = 'accept') = ("quotation_line_responses"."offer_id" is not null)),
	CONSTRAINT "quotation_line_responses_reason_check" CHECK ("quotation_line_responses"."reason" is null or "quotation_line_responses"."reason" in ('price', 'lead_time', 'spec', 'quantity'))
);
--> statement-breakpoint
CREATE TABLE "quotation_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"answer_id" integer NOT NULL,
	"quotation_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"lead_time_days" integer NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"more_at_this_price" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quotation_offers_positive_check" CHECK ("quotation_offers"."qty" > 0 and "quotation_offers"."unit_price" >= 0 and "quotation_offers"."lead_time_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "inquiry_items" ADD COLUMN "points" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_items" ADD COLUMN "spec_notes" text;--> statement-breakpoint
ALTER TABLE "quotation_line_answers" ADD CONSTRAINT "quotation_line_answers_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_line_answers" ADD CONSTRAINT "quotation_line_answers_item_id_inquiry_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inquiry_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_line_answers" ADD CONSTRAINT "quotation_line_answers_substitute_goods_id_goods_id_fk" FOREIGN KEY ("substitute_goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_line_responses" ADD CONSTRAINT "quotation_line_responses_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_line_responses" ADD CONSTRAINT "quotation_line_responses_item_id_inquiry_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inquiry_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_line_responses" ADD CONSTRAINT "quotation_line_responses_offer_id_quotation_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."quotation_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_line_responses" ADD CONSTRAINT "quotation_line_responses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_offers" ADD CONSTRAINT "quotation_offers_answer_id_quotation_line_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."quotation_line_answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_offers" ADD CONSTRAINT "quotation_offers_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_line_answers_line_idx" ON "quotation_line_answers" USING btree ("quotation_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotation_line_responses_line_idx" ON "quotation_line_responses" USING btree ("quotation_id","item_id");--> statement-breakpoint
CREATE INDEX "quotation_offers_answer_idx" ON "quotation_offers" USING btree ("answer_id","sort");--> statement-breakpoint
CREATE INDEX "quotation_offers_quotation_idx" ON "quotation_offers" USING btree ("quotation_id");--> statement-breakpoint
-- A sent quotation's answers and offers are frozen: no insert or update reaches them, whatever code path tries
-- (services/quotation refuses first with 20040). Deletes stay possible, so deleting an account still cascades.
CREATE OR REPLACE FUNCTION refuse_sent_quotation_change() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM quotations WHERE id = NEW.quotation_id AND status = 'sent') THEN
    RAISE EXCEPTION 'quotation % is sent: its line answers are frozen', NEW.quotation_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER quotation_line_answers_frozen BEFORE INSERT OR UPDATE ON quotation_line_answers FOR EACH ROW EXECUTE FUNCTION refuse_sent_quotation_change();--> statement-breakpoint
CREATE TRIGGER quotation_offers_frozen BEFORE INSERT OR UPDATE ON quotation_offers FOR EACH ROW EXECUTE FUNCTION refuse_sent_quotation_change();

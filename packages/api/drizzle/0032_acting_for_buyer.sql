CREATE TABLE "acting_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"staff_id" uuid,
	"buyer_id" uuid,
	"granted_by" uuid,
	"code_hash" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acting_consents_kind_check" CHECK (("acting_consents"."kind" = 'standing' and "acting_consents"."staff_id" is not null and "acting_consents"."code_hash" is null) or ("acting_consents"."kind" = 'code' and "acting_consents"."buyer_id" is not null and "acting_consents"."code_hash" is not null))
);
--> statement-breakpoint
CREATE TABLE "acting_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"staff_id" uuid,
	"buyer_id" uuid,
	"staff_nick" text NOT NULL,
	"buyer_nick" text NOT NULL,
	"consent_id" integer,
	"session_started_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"note" text NOT NULL,
	"path" text,
	"what" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acting_events_reason_check" CHECK ("acting_events"."reason" in ('phone', 'whatsapp', 'trade_fair', 'support')),
	CONSTRAINT "acting_events_kind_check" CHECK ("acting_events"."kind" in ('start', 'write', 'end'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_for_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_consent_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_reason" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_note" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "acting_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "acting_consents" ADD CONSTRAINT "acting_consents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acting_consents" ADD CONSTRAINT "acting_consents_staff_id_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acting_consents" ADD CONSTRAINT "acting_consents_buyer_id_members_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acting_consents" ADD CONSTRAINT "acting_consents_granted_by_members_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acting_events" ADD CONSTRAINT "acting_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acting_events" ADD CONSTRAINT "acting_events_staff_id_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acting_events" ADD CONSTRAINT "acting_events_buyer_id_members_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acting_consents_company_idx" ON "acting_consents" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "acting_consents_staff_idx" ON "acting_consents" USING btree ("staff_id","company_id");--> statement-breakpoint
CREATE INDEX "acting_consents_buyer_idx" ON "acting_consents" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "acting_events_company_idx" ON "acting_events" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "acting_events_staff_idx" ON "acting_events" USING btree ("staff_id","session_started_at");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_acting_for_id_members_id_fk" FOREIGN KEY ("acting_for_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_acting_consent_idx" ON "sessions" USING btree ("acting_consent_id");
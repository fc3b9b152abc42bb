ALTER TABLE "members" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', email || ' ' || translate(email, '@._-', '    ') || ' ' || nick || ' ' || coalesce(contact_name, '') || ' ' || coalesce(company, ''))) STORED;--> statement-breakpoint
ALTER TABLE "contact_leads" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_leads" ADD COLUMN "handled_by" uuid;--> statement-breakpoint
ALTER TABLE "contact_leads" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "contact_leads" ADD CONSTRAINT "contact_leads_handled_by_members_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "members_search_idx" ON "members" USING gin ("search");--> statement-breakpoint
CREATE INDEX "members_country_idx" ON "members" USING btree ("country","created_at");--> statement-breakpoint
CREATE INDEX "members_created_idx" ON "members" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_leads_open_idx" ON "contact_leads" USING btree ("handled","created_at");
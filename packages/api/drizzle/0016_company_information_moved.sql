DROP INDEX "members_country_idx";--> statement-breakpoint
ALTER TABLE "members" drop column "search";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', email || ' ' || translate(email, '@._-', '    ') || ' ' || nick)) STORED;--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "audit_flag";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "company";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "country";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "contact_name";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "phone";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "website";--> statement-breakpoint
ALTER TABLE "members" DROP COLUMN "business_type";--> statement-breakpoint
CREATE INDEX "members_search_idx" ON "members" USING gin ("search");

CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"country" text,
	"contact_name" text,
	"phone" text,
	"website" text,
	"business_type" text,
	"audit_flag" integer DEFAULT 0 NOT NULL,
	"approval_threshold" numeric(12, 2),
	"copy_admins" boolean DEFAULT false NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(contact_name, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"theme" text DEFAULT 'default' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invitations_role_check" CHECK ("company_invitations"."role" in ('admin', 'buyer', 'viewer')),
	CONSTRAINT "company_invitations_theme_check" CHECK ("company_invitations"."theme" in ('default', 'sister'))
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "company_role" text;--> statement-breakpoint
ALTER TABLE "new_design_requests" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_id" uuid;--> statement-breakpoint
-- Every existing buyer gets a company of their own, as its admin, with the company information and the
-- new-design access they had; their inquiries, orders, address book and access requests become the company's.
UPDATE "members" SET "company_id" = gen_random_uuid(), "company_role" = 'admin' WHERE "role" <> 'staff';--> statement-breakpoint
INSERT INTO "companies" ("id", "name", "country", "contact_name", "phone", "website", "business_type", "audit_flag", "created_at")
  SELECT "company_id", "company", "country", "contact_name", "phone", "website", "business_type", "audit_flag", "created_at" FROM "members" WHERE "company_id" IS NOT NULL;--> statement-breakpoint
UPDATE "addresses" r SET "company_id" = m."company_id" FROM "members" m WHERE m."id" = r."member_id";--> statement-breakpoint
UPDATE "new_design_requests" r SET "company_id" = m."company_id" FROM "members" m WHERE m."id" = r."member_id";--> statement-breakpoint
UPDATE "inquiries" r SET "company_id" = m."company_id" FROM "members" m WHERE m."id" = r."member_id";--> statement-breakpoint
UPDATE "orders" r SET "company_id" = m."company_id" FROM "members" m WHERE m."id" = r."member_id";--> statement-breakpoint
-- Records a staff account made while testing the shop (staff have no company) are kept, in one company of their own.
DO $$
DECLARE kept uuid;
BEGIN
  IF EXISTS (SELECT 1 FROM "addresses" WHERE "company_id" IS NULL) OR EXISTS (SELECT 1 FROM "new_design_requests" WHERE "company_id" IS NULL)
    OR EXISTS (SELECT 1 FROM "inquiries" WHERE "company_id" IS NULL) OR EXISTS (SELECT 1 FROM "orders" WHERE "company_id" IS NULL) THEN
    INSERT INTO "companies" ("name") VALUES ('Records of staff accounts') RETURNING "id" INTO kept;
    UPDATE "addresses" SET "company_id" = kept WHERE "company_id" IS NULL;
    UPDATE "new_design_requests" SET "company_id" = kept WHERE "company_id" IS NULL;
    UPDATE "inquiries" SET "company_id" = kept WHERE "company_id" IS NULL;
    UPDATE "orders" SET "company_id" = kept WHERE "company_id" IS NULL;
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "addresses" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "new_design_requests" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_members_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_used_by_members_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin ("search");--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "companies_country_idx" ON "companies" USING btree ("country","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_token_idx" ON "company_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "company_invitations_email_idx" ON "company_invitations" USING btree ("email");--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_design_requests" ADD CONSTRAINT "new_design_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_company_idx" ON "addresses" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "members_company_idx" ON "members" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "new_design_requests_company_idx" ON "new_design_requests" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_company_idx" ON "inquiries" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_company_status_idx" ON "inquiries" USING btree ("company_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_company_status_idx" ON "orders" USING btree ("company_id","status","created_at");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_company_check" CHECK (("members"."role" = 'staff') = ("members"."company_id" is null) and ("members"."company_id" is null) = ("members"."company_role" is null));--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_company_role_check" CHECK ("members"."company_role" in ('admin', 'buyer', 'viewer'));
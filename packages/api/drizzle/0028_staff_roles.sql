ALTER TABLE "companies" ADD COLUMN "account_manager_id" uuid;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "staff_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Existing staff become administrators, so every console keeps working after the upgrade (issue 53).
UPDATE "members" SET "staff_roles" = array['administrator']::text[] WHERE "role" = 'staff';--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_account_manager_id_members_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_account_manager_idx" ON "companies" USING btree ("account_manager_id");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_staff_roles_check" CHECK ("members"."staff_roles" <@ array['sales', 'sales_manager', 'finance', 'production', 'catalogue', 'administrator']::text[] and ("members"."role" = 'staff' or cardinality("members"."staff_roles") = 0));
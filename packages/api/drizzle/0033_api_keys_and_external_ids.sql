CREATE TABLE "integration_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"company_id" uuid,
	"name" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"key_hash" text NOT NULL,
	"hint" text NOT NULL,
	"per_minute" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"last_used_ip" text,
	CONSTRAINT "integration_api_keys_owner_check" CHECK ("integration_api_keys"."owner" in ('manufacturer', 'company') and ("integration_api_keys"."owner" = 'company') = ("integration_api_keys"."company_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "integration_external_ids" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_key" text NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_external_ids_kind_check" CHECK ("integration_external_ids"."kind" in ('goods', 'order', 'inquiry'))
);
--> statement-breakpoint
CREATE TABLE "integration_idempotency" (
	"id" serial PRIMARY KEY NOT NULL,
	"api_key_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_api_keys" ADD CONSTRAINT "integration_api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_api_keys" ADD CONSTRAINT "integration_api_keys_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_idempotency" ADD CONSTRAINT "integration_idempotency_api_key_id_integration_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."integration_api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integration_api_keys_hash_idx" ON "integration_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "integration_api_keys_owner_idx" ON "integration_api_keys" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_external_ids_external_idx" ON "integration_external_ids" USING btree ("owner_key","kind","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_external_ids_record_idx" ON "integration_external_ids" USING btree ("owner_key","kind","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_idempotency_key_idx" ON "integration_idempotency" USING btree ("api_key_id","idempotency_key");
CREATE TABLE "integration_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"delivery_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"status_code" integer,
	"error" text,
	"answer_head" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"endpoint_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_until" timestamp with time zone NOT NULL,
	"next_try_at" timestamp with time zone,
	"last_status_code" integer,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_deliveries_status_check" CHECK ("integration_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "integration_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"company_id" uuid,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"events" jsonb NOT NULL,
	"secret" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"disabled_reason" text,
	"failing_since" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_endpoints_owner_check" CHECK ("integration_endpoints"."owner" in ('manufacturer', 'company') and ("integration_endpoints"."owner" = 'company') = ("integration_endpoints"."company_id" is not null)),
	CONSTRAINT "integration_endpoints_status_check" CHECK ("integration_endpoints"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "integration_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"company_id" uuid,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "integration_attempts" ADD CONSTRAINT "integration_attempts_delivery_id_integration_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."integration_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_deliveries" ADD CONSTRAINT "integration_deliveries_event_id_integration_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."integration_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_deliveries" ADD CONSTRAINT "integration_deliveries_endpoint_id_integration_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."integration_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_endpoints" ADD CONSTRAINT "integration_endpoints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_endpoints" ADD CONSTRAINT "integration_endpoints_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_events" ADD CONSTRAINT "integration_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integration_attempts_delivery_idx" ON "integration_attempts" USING btree ("delivery_id","id");--> statement-breakpoint
CREATE INDEX "integration_deliveries_endpoint_idx" ON "integration_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
CREATE INDEX "integration_deliveries_waiting_idx" ON "integration_deliveries" USING btree ("status") WHERE "integration_deliveries"."job_id" is null;--> statement-breakpoint
CREATE INDEX "integration_endpoints_owner_idx" ON "integration_endpoints" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "integration_events_created_idx" ON "integration_events" USING btree ("created_at");
CREATE TABLE "production_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"milestone" text NOT NULL,
	"note" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sample_size" integer,
	"defects" integer,
	"result" text,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_updates_milestone_check" CHECK ("production_updates"."milestone" in ('materials_ready', 'casting', 'polishing', 'plating', 'quality_check', 'packed')),
	CONSTRAINT "production_updates_result_check" CHECK ("production_updates"."result" is null or "production_updates"."result" in ('pass', 'fail')),
	CONSTRAINT "production_updates_inspection_check" CHECK (case when "production_updates"."milestone" = 'quality_check'
      then "production_updates"."sample_size" >= 1 and "production_updates"."defects" >= 0 and "production_updates"."defects" <= "production_updates"."sample_size" and "production_updates"."result" is not null
      else "production_updates"."sample_size" is null and "production_updates"."defects" is null and "production_updates"."result" is null end)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_ship_date" date;--> statement-breakpoint
ALTER TABLE "production_updates" ADD CONSTRAINT "production_updates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_updates" ADD CONSTRAINT "production_updates_staff_id_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_updates_order_idx" ON "production_updates" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_late_idx" ON "orders" USING btree ("promised_ship_date") WHERE "orders"."status" in ('placed', 'confirmed', 'in_production');
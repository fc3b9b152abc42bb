CREATE TABLE "compliance_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"standard" text NOT NULL,
	"other_name" text,
	"lab" text NOT NULL,
	"report_no" text NOT NULL,
	"issued_on" date NOT NULL,
	"valid_until" date NOT NULL,
	"scope" text NOT NULL,
	"material" text,
	"plating_id" integer,
	"goods_id" integer,
	"pierced" boolean DEFAULT false NOT NULL,
	"result" numeric(6, 3),
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "compliance_documents_standard_check" CHECK ("compliance_documents"."standard" in ('EN1811', 'REACH_SVHC', 'CPSIA', 'PROP65', 'OTHER')),
	CONSTRAINT "compliance_documents_scope_check" CHECK ("compliance_documents"."scope" in ('material', 'plating', 'goods')),
	CONSTRAINT "compliance_documents_dates_check" CHECK ("compliance_documents"."valid_until" >= "compliance_documents"."issued_on"),
	CONSTRAINT "compliance_documents_covers_check" CHECK (("compliance_documents"."scope" = 'material' and "compliance_documents"."material" is not null and "compliance_documents"."plating_id" is null and "compliance_documents"."goods_id" is null)
    or ("compliance_documents"."scope" = 'plating' and "compliance_documents"."plating_id" is not null and "compliance_documents"."material" is null and "compliance_documents"."goods_id" is null)
    or ("compliance_documents"."scope" = 'goods' and "compliance_documents"."goods_id" is not null and "compliance_documents"."material" is null and "compliance_documents"."plating_id" is null))
);
--> statement-breakpoint
ALTER TABLE "compliance_documents" ADD CONSTRAINT "compliance_documents_plating_id_facets_id_fk" FOREIGN KEY ("plating_id") REFERENCES "public"."facets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_documents" ADD CONSTRAINT "compliance_documents_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_documents" ADD CONSTRAINT "compliance_documents_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_documents_standard_idx" ON "compliance_documents" USING btree ("standard","valid_until");--> statement-breakpoint
CREATE INDEX "compliance_documents_valid_until_idx" ON "compliance_documents" USING btree ("valid_until");--> statement-breakpoint
CREATE INDEX "compliance_documents_goods_idx" ON "compliance_documents" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "compliance_documents_plating_idx" ON "compliance_documents" USING btree ("plating_id");--> statement-breakpoint
CREATE TRIGGER "compliance_documents_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "compliance_documents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();

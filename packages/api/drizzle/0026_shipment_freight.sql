CREATE TABLE "order_shipment_containers" (
	"shipment_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"container_no" text NOT NULL,
	"seal_no" text NOT NULL,
	CONSTRAINT "order_shipment_containers_shipment_id_sort_pk" PRIMARY KEY("shipment_id","sort")
);
--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "transport_mode" text DEFAULT 'express' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "transport_doc_no" text;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "vessel" text;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "voyage" text;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "flight" text;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "port_of_loading" text;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "port_of_discharge" text;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "etd" date;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD COLUMN "eta" date;--> statement-breakpoint
ALTER TABLE "order_shipment_containers" ADD CONSTRAINT "order_shipment_containers_shipment_id_order_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."order_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_shipment_containers_no_idx" ON "order_shipment_containers" USING btree ("shipment_id","container_no");--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_transport_mode_check" CHECK ("order_shipments"."transport_mode" in ('express', 'air', 'sea'));--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_freight_check" CHECK ("order_shipments"."transport_mode" = 'express' or ("order_shipments"."transport_doc_no" is not null and "order_shipments"."port_of_loading" is not null and "order_shipments"."port_of_discharge" is not null and "order_shipments"."etd" is not null and "order_shipments"."eta" >= "order_shipments"."etd"));
CREATE TABLE "order_shipment_cartons" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"count" integer NOT NULL,
	"length_mm" integer NOT NULL,
	"width_mm" integer NOT NULL,
	"height_mm" integer NOT NULL,
	"gross_g" integer NOT NULL,
	"net_g" integer NOT NULL,
	CONSTRAINT "order_shipment_cartons_count_check" CHECK ("order_shipment_cartons"."count" > 0),
	CONSTRAINT "order_shipment_cartons_size_check" CHECK ("order_shipment_cartons"."length_mm" > 0 and "order_shipment_cartons"."width_mm" > 0 and "order_shipment_cartons"."height_mm" > 0),
	CONSTRAINT "order_shipment_cartons_weight_check" CHECK ("order_shipment_cartons"."net_g" > 0 and "order_shipment_cartons"."net_g" <= "order_shipment_cartons"."gross_g")
);
--> statement-breakpoint
CREATE TABLE "order_shipment_lines" (
	"shipment_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "order_shipment_lines_shipment_id_order_item_id_pk" PRIMARY KEY("shipment_id","order_item_id"),
	CONSTRAINT "order_shipment_lines_qty_check" CHECK ("order_shipment_lines"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"shipment_no" text NOT NULL,
	"carrier" text NOT NULL,
	"tracking_no" text NOT NULL,
	"ship_date" date NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_shipments_seq_check" CHECK ("order_shipments"."seq" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_shipment_cartons" ADD CONSTRAINT "order_shipment_cartons_shipment_id_order_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."order_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipment_lines" ADD CONSTRAINT "order_shipment_lines_shipment_id_order_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."order_shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipment_lines" ADD CONSTRAINT "order_shipment_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_shipment_cartons_shipment_idx" ON "order_shipment_cartons" USING btree ("shipment_id","sort");--> statement-breakpoint
CREATE INDEX "order_shipment_lines_item_idx" ON "order_shipment_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_shipments_order_seq_idx" ON "order_shipments" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "orders_shipped_idx" ON "orders" USING btree ("shipped_at") WHERE "orders"."status" = 'shipped';
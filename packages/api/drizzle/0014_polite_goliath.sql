ALTER TABLE "mail_outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "new_design_requests" ADD COLUMN "theme" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "theme" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "theme" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "new_design_requests" ADD CONSTRAINT "new_design_requests_theme_check" CHECK ("new_design_requests"."theme" in ('default', 'sister'));--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_theme_check" CHECK ("inquiries"."theme" in ('default', 'sister'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_theme_check" CHECK ("orders"."theme" in ('default', 'sister'));
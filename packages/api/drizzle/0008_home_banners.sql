CREATE TABLE "home_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"link" text NOT NULL,
	"image" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "home_banners" ("title", "subtitle", "link", "image", "sort") VALUES
  ('New Designs Every Week', 'Fresh stainless-steel styles straight from our factories, ready for your next collection.', '/goods/list?newFlag=1&title=New%20Designs&hide=new', '/media/banner/new-designs.svg', 0),
  ('Your Logo, Our Craft', 'OEM and ODM jewellery with custom engraving, plating and packaging from low minimum orders.', '/OEM-ODM', '/media/banner/oem-odm.svg', 1),
  ('Made in Our Own Factories', 'Four plants, over 1,000 craftspeople and two million pieces a month, checked piece by piece.', '/factories', '/media/banner/factories.svg', 2);

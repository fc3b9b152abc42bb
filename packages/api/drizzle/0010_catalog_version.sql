CREATE TABLE "catalog_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_state" ADD CONSTRAINT "catalog_state_one_row" CHECK ("id" = 1);
--> statement-breakpoint
INSERT INTO "catalog_state" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_state" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "facets_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "facets" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "factories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "factories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "goods_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "goods" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "goods_facets_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "goods_facets" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "goods_images_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "goods_images" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "goods_specs_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "goods_specs" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "price_tiers_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "price_tiers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "popular_searches_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "popular_searches" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "home_banners_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "home_banners" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();

DROP INDEX "goods_category_idx";--> statement-breakpoint
DROP INDEX "goods_new_idx";--> statement-breakpoint
DROP INDEX "goods_status_popularity_idx";--> statement-breakpoint
DROP INDEX "goods_status_price_idx";--> statement-breakpoint
DROP INDEX "goods_factory_idx";--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "private_label" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_id","status","private_label","id");--> statement-breakpoint
CREATE INDEX "goods_new_idx" ON "goods" USING btree ("new_flag","status","private_label","id");--> statement-breakpoint
CREATE INDEX "goods_status_popularity_idx" ON "goods" USING btree ("status","private_label","popularity","id");--> statement-breakpoint
CREATE INDEX "goods_status_price_idx" ON "goods" USING btree ("status","private_label","min_price","id");--> statement-breakpoint
CREATE INDEX "goods_factory_idx" ON "goods" USING btree ("factory_id","status","private_label","popularity","id");--> statement-breakpoint
-- goods.private_label is kept by the database from goods_exclusives (issue 51, docs/decisions/0020), in the writer's
-- transaction, whoever writes: a goods with any exclusive row is left out of every shared answer. Updating goods
-- bumps the catalogue version (migration 0010), so no cached shared answer outlives the commit.
CREATE FUNCTION "goods_private_label_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE goods g SET private_label = EXISTS (SELECT 1 FROM goods_exclusives e WHERE e.goods_id = g.id)
  WHERE g.id IN (SELECT goods_id FROM changed_rows)
    AND g.private_label IS DISTINCT FROM EXISTS (SELECT 1 FROM goods_exclusives e WHERE e.goods_id = g.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "goods_exclusives_private_label_insert" AFTER INSERT ON "goods_exclusives" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "goods_private_label_sync"();--> statement-breakpoint
CREATE TRIGGER "goods_exclusives_private_label_delete" AFTER DELETE ON "goods_exclusives" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "goods_private_label_sync"();--> statement-breakpoint
-- The member-only reads that filter by exclusives and assortments are answered fresh, but the catalogue state moves
-- with them too, so any answer kept by catalogue version never outlives their change.
CREATE TRIGGER "goods_exclusives_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "goods_exclusives" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE TRIGGER "company_assortment_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_assortment" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
UPDATE goods g SET private_label = true WHERE EXISTS (SELECT 1 FROM goods_exclusives e WHERE e.goods_id = g.id);--> statement-breakpoint
-- The search vocabulary (migration 0019) holds the words of public goods on sale only: a private label's words are
-- never offered as "Did you mean" to anyone.
CREATE OR REPLACE FUNCTION "search_words_after_goods_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(coalesce((SELECT jsonb_object_agg(word, n) FROM (
    SELECT word, count(*) AS n FROM new_rows, search_vocabulary_words(new_rows.search_text) AS word WHERE new_rows.status = 1 AND NOT new_rows.private_label GROUP BY word
  ) d), '{}'::jsonb));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_words_after_goods_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(coalesce((SELECT jsonb_object_agg(word, n) FROM (
    SELECT word, sum(d) AS n FROM (
      SELECT word, 1 AS d FROM old_rows o JOIN new_rows n ON n.id = o.id, search_vocabulary_words(n.search_text) AS word
      WHERE n.status = 1 AND NOT n.private_label
        AND (o.search_text IS DISTINCT FROM n.search_text OR o.status IS DISTINCT FROM n.status OR o.private_label IS DISTINCT FROM n.private_label)
      UNION ALL
      SELECT word, -1 FROM old_rows o JOIN new_rows n ON n.id = o.id, search_vocabulary_words(o.search_text) AS word
      WHERE o.status = 1 AND NOT o.private_label
        AND (o.search_text IS DISTINCT FROM n.search_text OR o.status IS DISTINCT FROM n.status OR o.private_label IS DISTINCT FROM n.private_label)
    ) x GROUP BY word HAVING sum(d) <> 0
  ) d), '{}'::jsonb));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_words_after_goods_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(coalesce((SELECT jsonb_object_agg(word, -n) FROM (
    SELECT word, count(*) AS n FROM old_rows, search_vocabulary_words(old_rows.search_text) AS word WHERE old_rows.status = 1 AND NOT old_rows.private_label GROUP BY word
  ) d), '{}'::jsonb));
  RETURN NULL;
END $$;

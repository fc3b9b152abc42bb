-- The search vocabulary (search_words) kept by the database itself, in the transaction of every goods write, whoever
-- writes (the console, the seed, a script): the words of goods.search_text of the goods on sale, with how many hold
-- each. Only words of 3 to 40 characters without a digit: codes are found by exact and prefix match, never corrected,
-- and leaving them out keeps the vocabulary small at any catalogue size (docs/decisions/0008).
CREATE OR REPLACE FUNCTION "search_vocabulary_words"(t text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lexeme FROM unnest(to_tsvector('simple'::regconfig, t)) WHERE lexeme !~ '[0-9]' AND length(lexeme) BETWEEN 3 AND 40
$$;--> statement-breakpoint
-- Adds (or with a negative n removes) goods holding each word; one statement per write, words in order (no deadlock).
CREATE OR REPLACE FUNCTION "search_words_add"(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words AS w (word, goods_count)
  SELECT key, greatest(value::int, 0) FROM jsonb_each_text(changes) WHERE value::int <> 0 ORDER BY key
  ON CONFLICT (word) DO UPDATE SET goods_count = greatest(w.goods_count + (changes ->> excluded.word)::int, 0)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_words_after_goods_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(coalesce((SELECT jsonb_object_agg(word, n) FROM (
    SELECT word, count(*) AS n FROM new_rows, search_vocabulary_words(new_rows.search_text) AS word WHERE new_rows.status = 1 GROUP BY word
  ) d), '{}'::jsonb));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_words_after_goods_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(coalesce((SELECT jsonb_object_agg(word, n) FROM (
    SELECT word, sum(d) AS n FROM (
      SELECT word, 1 AS d FROM old_rows o JOIN new_rows n ON n.id = o.id, search_vocabulary_words(n.search_text) AS word
      WHERE n.status = 1 AND (o.search_text IS DISTINCT FROM n.search_text OR o.status IS DISTINCT FROM n.status)
      UNION ALL
      SELECT word, -1 FROM old_rows o JOIN new_rows n ON n.id = o.id, search_vocabulary_words(o.search_text) AS word
      WHERE o.status = 1 AND (o.search_text IS DISTINCT FROM n.search_text OR o.status IS DISTINCT FROM n.status)
    ) x GROUP BY word HAVING sum(d) <> 0
  ) d), '{}'::jsonb));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_words_after_goods_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(coalesce((SELECT jsonb_object_agg(word, -n) FROM (
    SELECT word, count(*) AS n FROM old_rows, search_vocabulary_words(old_rows.search_text) AS word WHERE old_rows.status = 1 GROUP BY word
  ) d), '{}'::jsonb));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_words_after_goods_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_words;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "goods_search_words_insert" AFTER INSERT ON "goods" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_after_goods_insert"();--> statement-breakpoint
CREATE TRIGGER "goods_search_words_update" AFTER UPDATE ON "goods" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_after_goods_update"();--> statement-breakpoint
CREATE TRIGGER "goods_search_words_delete" AFTER DELETE ON "goods" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_after_goods_delete"();--> statement-breakpoint
CREATE TRIGGER "goods_search_words_truncate" AFTER TRUNCATE ON "goods" FOR EACH STATEMENT EXECUTE FUNCTION "search_words_after_goods_truncate"();--> statement-breakpoint
-- The goods already there.
INSERT INTO search_words (word, goods_count)
SELECT word, count(*) FROM goods, search_vocabulary_words(goods.search_text) AS word WHERE goods.status = 1 GROUP BY word
ON CONFLICT (word) DO UPDATE SET goods_count = excluded.goods_count;

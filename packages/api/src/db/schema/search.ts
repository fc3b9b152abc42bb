import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The words the catalogue is found by (titles, codes, categories, facet names), each once, lower case, with how many
 * goods on sale hold it: the typo-tolerant search (services/search) finds the nearest words of what a buyer typed here
 * with pg_trgm (a small table, so a trigram lookup stays fast at any catalogue size), then searches the goods by them.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  goodsCount: integer('goods_count').notNull().default(0),
}, (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)]);

/** Trade synonyms kept by the sales team, applied both ways ('huggie' finds hoops and 'hoop' finds huggies). */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  term: text('term').notNull(),
  synonym: text('synonym').notNull(),
  createdAt: createdAt(),
}, (t) => [
  // One row per pair, whichever way round it was entered.
  uniqueIndex('search_synonyms_pair_idx').on(sql`least(${t.term}, ${t.synonym})`, sql`greatest(${t.term}, ${t.synonym})`),
  index('search_synonyms_term_idx').on(t.term),
  index('search_synonyms_synonym_idx').on(t.synonym),
  check('search_synonyms_distinct_check', sql`${t.term} <> ${t.synonym} and ${t.term} <> '' and ${t.synonym} <> ''`),
]);

/** Searches that found nothing, counted per week (Monday, UTC) and normalised term, without who searched. */
export const searchMisses = pgTable('search_misses', {
  week: date('week', { mode: 'string' }).notNull(),
  term: text('term').notNull(),
  count: integer('count').notNull().default(1),
  lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.week, t.term] }),
  index('search_misses_week_count_idx').on(t.week, t.count),
]);

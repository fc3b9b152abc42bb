import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { searchWords } from '../../db/schema';
import { MAX_TERMS, prefixQuery, quoteLexeme } from '../../lib/textSearch';
import { synonymGroups, type SynonymGroups } from './synonyms';

/**
 * What a keyword search runs over, given by the domain that owns the searched rows (the catalog's goods): the
 * generated tsvector, the code an exact match compares (upper case), and whether a text-search query finds any row on
 * sale (for "Did you mean"). The search domain holds the rules of matching, never the searched table.
 */
export interface SearchTarget {
  search: AnyPgColumn;
  code: AnyPgColumn;
  findsOnSale: (db: Db, tsQuery: string) => Promise<boolean>;
}

/**
 * The goods condition for what a buyer typed: every word as a prefix (so 'gold pla' finds
 * 'Gold Plated') over title, codes, categories, facets and specification values, or the exact goods code.
 * Both branches are indexed (GIN on goods.search, unique btree on goods.code).
 * Text without any searchable word (only punctuation, say) can only match a code.
 */
export async function keywordCondition(db: Db, target: SearchTarget, keyWords: string): Promise<SQL> {
  const query = await prefixQuery(db, keyWords);
  const exactCode = eq(target.code, keyWords.trim().toUpperCase());
  if (!query) return exactCode;
  return or(sql`${target.search} @@ to_tsquery('simple', ${query})`, exactCode)!;
}

/** How many vocabulary words stand in for a word the catalogue does not hold. */
const CORRECTIONS = 3;
/** The looser similarity a "Did you mean" may use when no word passes pg_trgm's threshold (0.3). */
const SUGGESTION_SIMILARITY = 0.2;

/** The words of a search in order, lower case, as the query is matched against synonyms. */
export function queryWords(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, MAX_TERMS);
}

/** A word the vocabulary may correct: letters only (codes are never corrected), long enough to have trigrams worth comparing. */
const correctable = (word: string) => word.length >= 3 && word.length <= 40 && !/\d/.test(word);

/** A term as a tsquery: its words all present (prefixes when long enough to mean something). */
function termQuery(term: string): string {
  const words = queryWords(term);
  const lexemes = words.map((word) => (word.length > 3 ? `${quoteLexeme(word)}:*` : quoteLexeme(word)));
  return lexemes.length > 1 ? `(${lexemes.join(' & ')})` : lexemes[0]!;
}

/** Whether the query's words from `start` spell `term` (its last word may carry a plural s/es). */
function spells(words: readonly string[], start: number, termWords: readonly string[]): boolean {
  if (start + termWords.length > words.length) return false;
  return termWords.every((termWord, i) => {
    const word = words[start + i]!;
    if (word === termWord) return true;
    return i === termWords.length - 1 && (word === `${termWord}s` || word === `${termWord}es`);
  });
}

interface Position {
  /** The words of the query this position covers (one, or a synonym phrase's). */
  words: string[];
  /** The synonym term they spell, with the rest of its group. */
  synonyms?: { term: string; others: readonly string[] };
  /** For a correctable word: whether the vocabulary holds it (or a word it begins), and the nearest words if not. */
  known?: boolean;
  near?: string[];
}

/** The query cut into positions: synonym phrases first (longest match), then single words. */
function positionsOf(words: readonly string[], groups: SynonymGroups): Position[] {
  const terms = [...groups.keys()].map((term) => ({ term, words: queryWords(term) })).sort((a, b) => b.words.length - a.words.length);
  const positions: Position[] = [];
  for (let i = 0; i < words.length;) {
    const match = terms.find((candidate) => candidate.words.length && spells(words, i, candidate.words));
    if (match) {
      positions.push({ words: words.slice(i, i + match.words.length), synonyms: { term: match.term, others: groups.get(match.term)! } });
      i += match.words.length;
    } else {
      positions.push({ words: [words[i]!] });
      i += 1;
    }
  }
  return positions;
}

const likePrefix = (word: string) => `${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * For each correctable word: does the vocabulary hold it or a word it begins (trigram GIN: LIKE 'word%'), and if not,
 * its nearest words (trigram GIN: `%`, pg_trgm's similarity threshold 0.3), most similar first, then the commoner.
 * One statement for all words, each branch with its own constants, so each hits the vocabulary's index.
 */
async function lookUpWords(db: Db, words: string[]): Promise<Map<string, { known: boolean; near: string[] }>> {
  if (!words.length) return new Map();
  const branches = words.map(
    (word, i) => sql`select ${i}::int as i,
      exists (select 1 from ${searchWords} where ${searchWords.word} like ${likePrefix(word)} and ${searchWords.goodsCount} > 0) as known,
      array(select ${searchWords.word} from ${searchWords} where ${searchWords.word} % ${word} and ${searchWords.goodsCount} > 0
        order by similarity(${searchWords.word}, ${word}) desc, ${searchWords.goodsCount} desc, ${searchWords.word} limit ${CORRECTIONS}) as near`,
  );
  const result = await db.execute(sql.join(branches, sql` union all `));
  const { rows } = result as unknown as { rows: { i: number; known: boolean; near: string[] | null }[] };
  return new Map(rows.map((row) => [words[row.i]!, { known: row.known, near: row.near ?? [] }]));
}

export interface KeywordSearch {
  /** The goods condition: the words as typed (prefix) or the exact code, or else their typo corrections and synonyms. */
  where: SQL;
  /** True for goods found by the words as typed: they rank first. Absent when nothing was corrected or expanded. */
  rankFirst?: SQL;
  /** For an answer with no goods: the nearest search that finds goods, or null. */
  suggest: () => Promise<string | null>;
}

/**
 * The forgiving keyword search: words the catalogue's vocabulary does not hold are widened to their nearest words
 * (trigram similarity), and words or phrases with trade synonyms to their whole synonym group; the goods are then
 * searched through the GIN tsvector index as before, the words as typed first (docs/decisions/0008).
 */
export async function planKeywordSearch(db: Db, target: SearchTarget, keyWords: string): Promise<KeywordSearch> {
  const words = queryWords(keyWords);
  const [exact, groups] = await Promise.all([keywordCondition(db, target, keyWords), synonymGroups(db)]);
  const positions = positionsOf(words, groups);
  const single = positions.filter((position) => !position.synonyms && correctable(position.words[0]!));
  const lookups = await lookUpWords(db, [...new Set(single.map((position) => position.words[0]!))]);
  for (const position of single) Object.assign(position, lookups.get(position.words[0]!));

  const widened = positions.some((p) => p.synonyms || (p.known === false && p.near?.length));
  const suggest = () => suggestion(db, target, positions, words);
  if (!widened) return { where: exact, suggest };

  const clauses = positions.map((position) => {
    const typed = position.words.length > 1 ? termQuery(position.words.join(' ')) : position.words[0]!.length > 1 ? `${quoteLexeme(position.words[0]!)}:*` : quoteLexeme(position.words[0]!);
    // The term itself too: 'huggies' spells the term 'huggie', which its prefix would not find.
    const synonyms = position.synonyms ? [position.synonyms.term, ...position.synonyms.others].map(termQuery) : [];
    const alternatives = [...new Set([typed, ...synonyms, ...(position.known === false ? (position.near ?? []).map(quoteLexeme) : [])])];
    return alternatives.length > 1 ? `(${alternatives.join(' | ')})` : alternatives[0]!;
  });
  const forgiving = sql`${target.search} @@ to_tsquery('simple', ${clauses.join(' & ')})`;
  return { where: or(exact, forgiving)!, rankFirst: exact, suggest };
}

/**
 * "Did you mean": each word the vocabulary lacks replaced by its nearest word (a looser similarity if need be), words
 * with no near word left out; offered only when it differs from what was typed and finds goods on sale.
 */
async function suggestion(db: Db, target: SearchTarget, positions: Position[], typed: string[]): Promise<string | null> {
  const parts: string[] = [];
  for (const position of positions) {
    if (position.synonyms || position.known !== false) {
      parts.push(...position.words);
      continue;
    }
    const word = position.words[0]!;
    const nearest = position.near?.[0] ?? (await loosestNear(db, word));
    if (nearest) parts.push(nearest);
  }
  const text = parts.join(' ');
  if (!text || text === typed.join(' ')) return null;
  const query = await prefixQuery(db, text);
  if (!query) return null;
  return (await target.findsOnSale(db, query)) ? text : null;
}

/** The nearest vocabulary word below pg_trgm's threshold, for a suggestion only (the miss path: a scan of the small vocabulary). */
async function loosestNear(db: Db, word: string): Promise<string | null> {
  const [row] = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(and(sql`${searchWords.goodsCount} > 0`, sql`similarity(${searchWords.word}, ${word}) >= ${SUGGESTION_SIMILARITY}`))
    .orderBy(sql`similarity(${searchWords.word}, ${word}) desc`, sql`${searchWords.goodsCount} desc`, searchWords.word)
    .limit(1);
  return row?.word ?? null;
}

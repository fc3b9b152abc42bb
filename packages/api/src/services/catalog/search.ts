import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goods } from '../../db/schema';

/** Words beyond this are ignored: a search box is not a document. */
const MAX_TERMS = 10;

/** Quotes one lexeme for to_tsquery, so user text is never read as query syntax. */
function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The words of a search as the database itself splits them: the same 'simple' parser that built
 * goods.search, so a code like SR2403-0001, '7.5in' or "men's" is cut the same way on both sides.
 */
async function searchLexemes(db: Db, text: string): Promise<string[]> {
  const rows = await db
    .select({ lexeme: sql<string>`lexeme` })
    .from(sql`unnest(to_tsvector('simple', ${text}))`);
  return rows.map((row) => row.lexeme).slice(0, MAX_TERMS);
}

/**
 * The goods condition for what a buyer typed: every word as a prefix (so 'gold pla' finds
 * 'Gold Plated') over title, code and specification values, or the exact goods code.
 * Both branches are indexed (GIN on goods.search, unique btree on goods.code).
 * Text without any searchable word (only punctuation, say) can only match a code.
 */
export async function keywordCondition(db: Db, keyWords: string): Promise<SQL> {
  const lexemes = await searchLexemes(db, keyWords);
  const exactCode = eq(goods.code, keyWords.trim().toUpperCase());
  if (!lexemes.length) return exactCode;
  // A single character as a prefix would match half the catalogue; it must match a whole word.
  const query = lexemes.map((lexeme) => (lexeme.length > 1 ? `${quoteLexeme(lexeme)}:*` : quoteLexeme(lexeme))).join(' & ');
  return or(sql`${goods.search} @@ to_tsquery('simple', ${query})`, exactCode)!;
}

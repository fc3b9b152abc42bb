import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** A LIKE pattern matching `text` literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Words beyond this are ignored: a search box is not a document. */
export const MAX_TERMS = 10;

/** Quotes one lexeme for to_tsquery, so user text is never read as query syntax. */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * The words of a search as the database itself splits them: the same 'simple' parser that built the searched
 * tsvector column, so a code like SR2403-0001, '7.5in' or an email address is cut the same way on both sides.
 */
export async function searchLexemes(db: Db, text: string): Promise<string[]> {
  const rows = await db
    .select({ lexeme: sql<string>`lexeme` })
    .from(sql`unnest(to_tsvector('simple', ${text}))`);
  return rows.map((row) => row.lexeme).slice(0, MAX_TERMS);
}

/**
 * A to_tsquery('simple', …) text for what a person typed: every word as a prefix (so 'gold pla' finds 'Gold
 * Plated'), a single character only as a whole word; null when the text holds no searchable word.
 */
export async function prefixQuery(db: Db, text: string): Promise<string | null> {
  const lexemes = await searchLexemes(db, text);
  if (!lexemes.length) return null;
  return lexemes.map((lexeme) => (lexeme.length > 1 ? `${quoteLexeme(lexeme)}:*` : quoteLexeme(lexeme))).join(' & ');
}

import { desc, eq, sql } from 'drizzle-orm';
import { RES, type ParsedInputOf, type SearchSynonym, type SearchSynonymList, type staffSearch } from '@sw/protocol';
import type { AppDeps } from '../../context';
import type { Db, Tx } from '../../db/client';
import { searchSynonyms } from '../../db/schema';
import { ApiError, invalid, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import type { Member } from '../../lib/member';
import { cachedCatalogAnswer } from '../../lib/catalogAnswerCache';
import { runUseCase } from '../useCase';

/**
 * Trade synonyms kept by staff. Pairs join terms into groups, and a term expands to every other term of its group
 * (transitively: PVD ↔ IP and IP ↔ plated make PVD find plated goods too). A group is kept a tree: a pair whose two
 * terms are already in one group is refused as a loop (it would add nothing but a second path between them).
 */

type Staff = Pick<Member, 'id' | 'email'>;
type Pair = { term: string; synonym: string };

/** term → the other terms of its group, for query time. */
export type SynonymGroups = ReadonlyMap<string, readonly string[]>;

/** Groups of connected terms (union-find over the pairs), each sorted, largest first. */
export function groupsOf(pairs: readonly Pair[]): string[][] {
  const parent = new Map<string, string>();
  const find = (term: string): string => {
    let root = term;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(term, root);
    return root;
  };
  for (const { term, synonym } of pairs) {
    for (const t of [term, synonym]) if (!parent.has(t)) parent.set(t, t);
    parent.set(find(term), find(synonym));
  }
  const groups = new Map<string, string[]>();
  for (const term of parent.keys()) {
    const root = find(term);
    groups.set(root, [...(groups.get(root) ?? []), term]);
  }
  return [...groups.values()].map((group) => group.sort()).sort((a, b) => b.length - a.length || (a[0]! < b[0]! ? -1 : 1));
}

/** The groups for query time, kept while the catalogue version stays (a synonym write bumps it: migration 0018). */
export function synonymGroups(db: Db): Promise<SynonymGroups> {
  return cachedCatalogAnswer(db, 'searchSynonymGroups', async () => {
    const pairs = await db.select({ term: searchSynonyms.term, synonym: searchSynonyms.synonym }).from(searchSynonyms);
    const expansions = new Map<string, string[]>();
    for (const group of groupsOf(pairs)) for (const term of group) expansions.set(term, group.filter((other) => other !== term));
    return expansions;
  });
}

const toView = (row: typeof searchSynonyms.$inferSelect): SearchSynonym => ({
  id: String(row.id), term: row.term, synonym: row.synonym, createdAt: row.createdAt.toISOString(),
});

/** staff/search/synonyms.do: every pair, newest first, and their groups. */
export async function listSynonyms(db: Db | Tx): Promise<SearchSynonymList> {
  const rows = await db.select().from(searchSynonyms).orderBy(desc(searchSynonyms.createdAt), desc(searchSynonyms.id));
  return { list: rows.map(toView), groups: groupsOf(rows) };
}

/**
 * Why a new pair cannot be kept, or null: the same term twice, a pair kept either way round, or a loop (both terms
 * already in one group, so expanding transitively they already find each other).
 */
export function pairRefusal(pairs: readonly Pair[], pair: Pair): ApiError | null {
  if (pair.term === pair.synonym) return invalid('A term cannot be its own synonym.');
  const same = (a: Pair) => (a.term === pair.term && a.synonym === pair.synonym) || (a.term === pair.synonym && a.synonym === pair.term);
  if (pairs.some(same)) return new ApiError(RES.CONFLICT, `“${pair.term}” and “${pair.synonym}” are already synonyms.`);
  const group = groupsOf(pairs).find((terms) => terms.includes(pair.term));
  if (group?.includes(pair.synonym)) {
    return new ApiError(RES.CONFLICT, `“${pair.term}” and “${pair.synonym}” already find each other through ${group.filter((t) => t !== pair.term && t !== pair.synonym).map((t) => `“${t}”`).join(', ')}: this pair would make a loop.`);
  }
  return null;
}

/** staff/search/synonymAdd.do. Adds are serialised (a table lock), so two parallel adds cannot close a loop together. */
export async function addSynonym(deps: AppDeps, staff: Staff, input: ParsedInputOf<typeof staffSearch.synonymAdd>): Promise<SearchSynonym> {
  if (input.term === input.synonym) throw invalid('A term cannot be its own synonym.');
  return runUseCase(deps, async ({ tx }) => {
    await tx.execute(sql`lock table ${searchSynonyms} in share row exclusive mode`);
    const pairs = await tx.select({ term: searchSynonyms.term, synonym: searchSynonyms.synonym }).from(searchSynonyms);
    const refusal = pairRefusal(pairs, input);
    if (refusal) throw refusal;
    const [row] = await tx.insert(searchSynonyms).values({ term: input.term, synonym: input.synonym }).returning();
    await recordAudit(tx, staff, {
      action: 'synonym.create', targetType: 'searchSynonym', targetId: row!.id, summary: `Synonyms ${input.term} ↔ ${input.synonym} added`,
      before: null, after: { term: input.term, synonym: input.synonym },
    });
    return toView(row!);
  });
}

/** staff/search/synonymRemove.do. */
export async function removeSynonym(deps: AppDeps, staff: Staff, id: number): Promise<{ id: string }> {
  return runUseCase(deps, async ({ tx }) => {
    const [row] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
    if (!row) throw notFound('The synonym');
    await recordAudit(tx, staff, {
      action: 'synonym.delete', targetType: 'searchSynonym', targetId: id, summary: `Synonyms ${row.term} ↔ ${row.synonym} removed`,
      before: { term: row.term, synonym: row.synonym }, after: null,
    });
    return { id: String(id) };
  });
}

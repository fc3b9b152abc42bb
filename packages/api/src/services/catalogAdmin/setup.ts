import { and, asc, count, eq, ne } from 'drizzle-orm';
import { RES, type CatalogSetup, type HomeBanner, type ParsedInputOf, type SavedRecord, type StaffCategory, type StaffFacet, type StaffFactory, type staffCatalog } from '@sw/protocol';
import type { AppDeps } from '../../context';
import type { Db, Tx } from '../../db/client';
import { categories, facets, factories, homeBanners, popularSearches } from '../../db/schema';
import { ApiError, invalid, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import type { Member } from '../../lib/member';
import { goodsCountOf, goodsCountsBy, goodsCountsByFacet, goodsOfFacet, loadHomeBanners, refreshSearchText } from '../catalog';
import { runUseCase } from '../useCase';
import { checkPictures } from './pictures';

type Staff = Pick<Member, 'id' | 'email'>;
type Input<K extends keyof typeof staffCatalog> = ParsedInputOf<(typeof staffCatalog)[K]>;

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

async function categoryList(db: Db | Tx): Promise<StaffCategory[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    goodsCountsBy(db, 'category'),
  ]);
  return rows.map((row) => ({
    id: String(row.id), name: row.name, slug: row.slug, parentId: row.parentId === null ? null : String(row.parentId),
    imageUrl: row.imageUrl, sort: row.sort, goodsCount: counts.get(row.id) ?? 0, hsCode: row.hsCode, originCountry: row.originCountry,
  }));
}

async function facetList(db: Db | Tx): Promise<StaffFacet[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(facets).orderBy(asc(facets.kind), asc(facets.sort), asc(facets.id)),
    goodsCountsByFacet(db),
  ]);
  const byId = counts;
  return rows.map((row) => ({
    id: String(row.id), kind: row.kind, name: row.name, popularFlag: row.popularFlag, fromDate: day(row.fromDate), toDate: day(row.toDate),
    imageUrl: row.imageUrl, sort: row.sort, goodsCount: byId.get(row.id) ?? 0,
  }));
}

function toFactory(row: typeof factories.$inferSelect, goodsCount: number): StaffFactory {
  const { id, ...rest } = row;
  return { id: String(id), ...rest, goodsCount };
}

async function factoryList(db: Db | Tx): Promise<StaffFactory[]> {
  const [rows, counts] = await Promise.all([db.select().from(factories).orderBy(asc(factories.sort), asc(factories.id)), goodsCountsBy(db, 'factory')]);
  return rows.map((row) => toFactory(row, counts.get(row.id) ?? 0));
}

async function popularTerms(db: Db | Tx): Promise<string[]> {
  const rows = await db.select({ term: popularSearches.term }).from(popularSearches).orderBy(asc(popularSearches.sort), asc(popularSearches.id));
  return rows.map((row) => row.term);
}

/** staff/catalog/setup.do. */
export async function catalogSetup(db: Db): Promise<CatalogSetup> {
  const [categoryRows, facetRows, factoryRows, terms, banners] = await Promise.all([
    categoryList(db), facetList(db), factoryList(db), popularTerms(db), loadHomeBanners(db),
  ]);
  return { categories: categoryRows, facets: facetRows, factories: factoryRows, popularSearches: terms, banners };
}

const inUse = (message: string) => new ApiError(RES.CONFLICT, message);

export function slugOf(name: string): string {
  return name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80) || 'category';
}

// ---- categories ----

/** staff/catalog/categorySave.do: a category's name, address name, parent, picture and order; renaming re-indexes its goods. */
export async function saveCategory(deps: AppDeps, staff: Staff, input: Input<'categorySave'>): Promise<SavedRecord> {
  return runUseCase(deps, async ({ tx }) => {
    const all = await tx.select().from(categories).for('update');
    const before = input.id ? all.find((row) => row.id === input.id) : undefined;
    if (input.id && !before) throw notFound('Category');
    const slug = input.slug ?? slugOf(input.name);
    if (all.some((row) => row.slug === slug && row.id !== input.id)) throw inUse(`The address name “${slug}” is used by another category.`);
    if (input.parentId) {
      const byId = new Map(all.map((row) => [row.id, row]));
      if (!byId.has(input.parentId)) throw invalid('Please choose a parent category from the list.');
      // The parent may not be the category itself or one under it.
      for (let at = byId.get(input.parentId), steps = 0; at && steps < 20; at = at.parentId === null ? undefined : byId.get(at.parentId), steps++) {
        if (at.id === input.id) throw invalid('A category cannot be placed under itself or one of its sub-categories.');
      }
    }
    await checkPictures(tx, input.imageUrl ? [input.imageUrl] : [], before ? [before.imageUrl] : []);
    const values = { name: input.name, slug, parentId: input.parentId ?? null, imageUrl: input.imageUrl, sort: input.sort ?? before?.sort ?? 0 };
    let id = input.id;
    if (before) await tx.update(categories).set(values).where(eq(categories.id, before.id));
    else [{ id }] = (await tx.insert(categories).values(values).returning({ id: categories.id })) as [{ id: number }];
    if (before && (before.name !== values.name || before.parentId !== values.parentId)) {
      // Goods are found by their category's and its parent's names: those of this category and the ones under it.
      const under = all.filter((row) => row.parentId === before.id).map((row) => row.id);
      await refreshSearchText(tx, [before.id, ...under]);
    }
    await recordAudit(tx, staff, {
      action: before ? 'category.update' : 'category.create', targetType: 'category', targetId: id!,
      summary: `Category ${values.name} ${before ? 'edited' : 'created'}`, before: before ?? null, after: { id, ...values },
    });
    return { id: String(id) };
  });
}

/** staff/catalog/categoryDelete.do: only a category without goods and sub-categories. */
export async function deleteCategory(deps: AppDeps, staff: Staff, id: number): Promise<SavedRecord> {
  return runUseCase(deps, async ({ tx }) => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!row) throw notFound('Category');
    const [children] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
    const goodsIn = await goodsCountOf(tx, { categoryId: id });
    if (children!.n) throw inUse(`${row.name} has ${children!.n} sub-categories. Move or remove them first.`);
    if (goodsIn) throw inUse(`${row.name} still holds ${goodsIn} goods (on sale or offline). Move them to another category first.`);
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, staff, { action: 'category.delete', targetType: 'category', targetId: id, summary: `Category ${row.name} removed`, before: row, after: null });
    return { id: String(id) };
  });
}

// ---- facet values ----

/** staff/catalog/facetSave.do: a value of one of the four facets, with its popular flag, date window, picture and order. */
export async function saveFacet(deps: AppDeps, staff: Staff, input: Input<'facetSave'>): Promise<SavedRecord> {
  return runUseCase(deps, async ({ tx }) => {
    const [before] = input.id ? await tx.select().from(facets).where(eq(facets.id, input.id)).for('update') : [];
    if (input.id && !before) throw notFound('Facet value');
    const [twin] = await tx
      .select({ id: facets.id })
      .from(facets)
      .where(and(eq(facets.kind, input.kind), eq(facets.name, input.name), input.id ? ne(facets.id, input.id) : undefined))
      .limit(1);
    if (twin) throw inUse(`${input.name} is already a value of this facet.`);
    await checkPictures(tx, input.imageUrl ? [input.imageUrl] : [], before ? [before.imageUrl] : []);
    const values = {
      kind: input.kind, name: input.name, popularFlag: input.popularFlag, imageUrl: input.imageUrl, sort: input.sort ?? before?.sort ?? 0,
      fromDate: input.fromDate ? new Date(`${input.fromDate}T00:00:00.000Z`) : null,
      // The whole last day counts.
      toDate: input.toDate ? new Date(`${input.toDate}T23:59:59.999Z`) : null,
    };
    let id = input.id;
    if (before) {
      await tx.update(facets).set(values).where(eq(facets.id, before.id));
      // Its goods are found by the facet's name.
      if (before.name !== values.name) {
        await refreshSearchText(tx, [], { goodsIds: await goodsOfFacet(tx, before.id) });
      }
    } else [{ id }] = (await tx.insert(facets).values(values).returning({ id: facets.id })) as [{ id: number }];
    await recordAudit(tx, staff, {
      action: before ? 'facet.update' : 'facet.create', targetType: 'facet', targetId: id!,
      summary: `Facet value ${values.name} (${values.kind}) ${before ? 'edited' : 'created'}`, before: before ?? null, after: { id, ...values },
    });
    return { id: String(id) };
  });
}

/** staff/catalog/facetDelete.do: the value goes, and with it the goods' links to it. */
export async function deleteFacet(deps: AppDeps, staff: Staff, id: number): Promise<SavedRecord> {
  return runUseCase(deps, async ({ tx }) => {
    const [row] = await tx.select().from(facets).where(eq(facets.id, id)).for('update');
    if (!row) throw notFound('Facet value');
    const linked = await goodsOfFacet(tx, id);
    await tx.delete(facets).where(eq(facets.id, id));
    await refreshSearchText(tx, [], { goodsIds: linked });
    await recordAudit(tx, staff, {
      action: 'facet.delete', targetType: 'facet', targetId: id, summary: `Facet value ${row.name} (${row.kind}) removed from ${linked.length} goods`,
      before: { ...row, goodsIds: linked }, after: null,
    });
    return { id: String(id) };
  });
}

// ---- factories ----

/** staff/catalog/factorySave.do: a factory's details and pictures (the first is its card's). */
export async function saveFactory(deps: AppDeps, staff: Staff, input: Input<'factorySave'>): Promise<SavedRecord> {
  return runUseCase(deps, async ({ tx }) => {
    const [before] = input.id ? await tx.select().from(factories).where(eq(factories.id, input.id)).for('update') : [];
    if (input.id && !before) throw notFound('Factory');
    await checkPictures(tx, input.images, before?.images);
    const { id: _id, sort, ...fields } = input;
    const values = { ...fields, sort: sort ?? before?.sort ?? 0 };
    let id = input.id;
    if (before) await tx.update(factories).set(values).where(eq(factories.id, before.id));
    else [{ id }] = (await tx.insert(factories).values(values).returning({ id: factories.id })) as [{ id: number }];
    await recordAudit(tx, staff, {
      action: before ? 'factory.update' : 'factory.create', targetType: 'factory', targetId: id!,
      summary: `Factory ${values.name} ${before ? 'edited' : 'created'}`, before: before ?? null, after: { id, ...values },
    });
    return { id: String(id) };
  });
}

/** staff/catalog/factoryDelete.do: only a factory no goods name. */
export async function deleteFactory(deps: AppDeps, staff: Staff, id: number): Promise<SavedRecord> {
  return runUseCase(deps, async ({ tx }) => {
    const [row] = await tx.select().from(factories).where(eq(factories.id, id)).for('update');
    if (!row) throw notFound('Factory');
    const made = await goodsCountOf(tx, { factoryId: id });
    if (made) throw inUse(`${row.name} makes ${made} goods (on sale or offline). Give them another factory first.`);
    await tx.delete(factories).where(eq(factories.id, id));
    await recordAudit(tx, staff, { action: 'factory.delete', targetType: 'factory', targetId: id, summary: `Factory ${row.name} removed`, before: row, after: null });
    return { id: String(id) };
  });
}

// ---- popular searches and banners ----

/** staff/catalog/popularSearchesSave.do: the whole list, in order. */
export async function savePopularSearches(deps: AppDeps, staff: Staff, terms: string[]): Promise<string[]> {
  return runUseCase(deps, async ({ tx }) => {
    const before = await popularTerms(tx);
    await tx.delete(popularSearches);
    if (terms.length) await tx.insert(popularSearches).values(terms.map((term, sort) => ({ term, sort })));
    await recordAudit(tx, staff, {
      action: 'popularSearches.save', targetType: 'popularSearches', targetId: 'all',
      summary: `Popular searches: ${terms.join(', ') || '(none)'}`, before: { terms: before }, after: { terms },
    });
    return terms;
  });
}

/** staff/catalog/bannersSave.do: the home carousel, in order. */
export async function saveBanners(deps: AppDeps, staff: Staff, banners: HomeBanner[]): Promise<HomeBanner[]> {
  return runUseCase(deps, async ({ tx }) => {
    const before = await loadHomeBanners(tx);
    await checkPictures(tx, banners.map((banner) => banner.image), before.map((banner) => banner.image));
    await tx.delete(homeBanners);
    if (banners.length) await tx.insert(homeBanners).values(banners.map((banner, sort) => ({ ...banner, sort })));
    await recordAudit(tx, staff, {
      action: 'banners.save', targetType: 'banners', targetId: 'home',
      summary: `Home banners: ${banners.map((banner) => banner.title).join(', ') || '(none)'}`, before: { banners: before }, after: { banners },
    });
    return banners;
  });
}


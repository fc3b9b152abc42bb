import { seedTradeTerms } from './tradeTerms';
import { count, sql } from 'drizzle-orm';
import type { SpecEntry } from '@sw/protocol';
import type { Db, Tx } from '../db/client';
import {
  categories, facets, factories, popularSearches, searchSynonyms,
  type FacetKind,
} from '../db/schema';
import { goodsImageName } from './art';
import { createRandom, type Random } from './random';
import { createGoods, type GoodsInput } from '../services/catalog/goodsWriter';
import {
  BODY_MATERIAL, CATEGORY_TREE, FACTORIES, INSERTS, MATERIALS, PLATINGS, POPULAR_SEARCHES, STARTER_SYNONYMS, STYLES, THEMES,
  type InsertFacet, type LeafCategory, type PlatingFacet, type SpecKind, type TopCategory,
} from './catalogueData';

/**
 * The demo catalogue generator: a believable stainless-steel jewellery wholesaler, the same on
 * every run (seeded randomness, no downloads). Goods go through the goods writer in batches (multi-row
 * inserts, one transaction per batch), so `--goods 100000` works as well as the default few hundred.
 */

export interface SeedCatalogueOptions {
  goods: number;
  /** Goods per transaction; each batch is a handful of multi-row inserts. */
  batchSize?: number;
}

const SEED = 'steel-wholesale-demo-v1';
/** Goods are spread over these two years; codes carry the year and month (SR2403-0001). */
const FIRST_LISTED = Date.UTC(2024, 0, 1);
const LISTING_SPAN_MS = 730 * 24 * 60 * 60 * 1000;

export function slugify(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

export const categoryImageUrl = (slug: string) => `/media/category/${slug}.svg`;
export const facetImageUrl = (kind: FacetKind, name: string) => `/media/facet/${kind.toLowerCase()}-${slugify(name)}.svg`;
export const factoryImageUrl = (n: number, view?: number) => `/media/factory/${view ? `${n}-${view}` : n}.svg`;

// ---- reference data: categories, facets, factories, popular searches ----

interface ReferenceIds {
  categoryIdBySlug: Map<string, number>;
  facetIdByKey: Map<string, number>;
  factoryIdByName: Map<string, number>;
}

const facetKey = (kind: FacetKind, name: string) => `${kind}:${name}`;

/** Inserts what is missing and returns the ids; a half-finished earlier run is reused, not duplicated. */
async function seedReferenceData(tx: Tx): Promise<ReferenceIds> {
  let sort = 0;
  for (const top of CATEGORY_TREE) {
    const slug = slugify(top.name);
    await tx
      .insert(categories)
      .values({ name: top.name, slug, imageUrl: categoryImageUrl(slug), sort: sort++ })
      .onConflictDoNothing({ target: categories.slug });
  }
  const tops = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
  const topIdBySlug = new Map(tops.map((row) => [row.slug, row.id]));
  await tx
    .insert(categories)
    .values(
      CATEGORY_TREE.flatMap((top) =>
        top.children.map((leaf, index) => {
          const slug = slugify(leaf.name);
          return { parentId: topIdBySlug.get(slugify(top.name)), name: leaf.name, slug, imageUrl: categoryImageUrl(slug), sort: index };
        }),
      ),
    )
    .onConflictDoNothing({ target: categories.slug });

  const [facetCount] = await tx.select({ n: count() }).from(facets);
  if (!facetCount?.n) {
    const rows = [
      ...THEMES.map((f) => ({ kind: 'theme' as const, name: f.name, popular: f.popular })),
      ...STYLES.map((f) => ({ kind: 'style' as const, name: f.name, popular: f.popular })),
      ...PLATINGS.map((f) => ({ kind: 'platingMaterial' as const, name: f.name, popular: f.popular })),
      ...INSERTS.map((f) => ({ kind: 'insertMaterial' as const, name: f.name, popular: f.popular })),
    ];
    const sortByKind = new Map<string, number>();
    await tx.insert(facets).values(
      rows.map((row) => {
        const position = sortByKind.get(row.kind) ?? 0;
        sortByKind.set(row.kind, position + 1);
        return { kind: row.kind, name: row.name, popularFlag: row.popular ? 1 : 0, imageUrl: facetImageUrl(row.kind, row.name), sort: position };
      }),
    );
  }

  const [factoryCount] = await tx.select({ n: count() }).from(factories);
  if (!factoryCount?.n) {
    await tx.insert(factories).values(
      FACTORIES.map((f, index) => ({
        name: f.name,
        city: f.city,
        country: 'China',
        foundedYear: f.foundedYear,
        areaSqm: f.areaSqm,
        employees: f.employees,
        monthlyCapacity: f.monthlyCapacity,
        summary: f.summary,
        description: f.description,
        capabilities: f.capabilities,
        certifications: f.certifications,
        images: [1, 2, 3, 4].map((view) => factoryImageUrl(index + 1, view)),
        sort: index,
      })),
    );
  }

  const [searchCount] = await tx.select({ n: count() }).from(popularSearches);
  if (!searchCount?.n) {
    await tx.insert(popularSearches).values(POPULAR_SEARCHES.map((term, index) => ({ term, sort: index })));
  }

  const [synonymCount] = await tx.select({ n: count() }).from(searchSynonyms);
  if (!synonymCount?.n) await tx.insert(searchSynonyms).values(STARTER_SYNONYMS.map(([term, synonym]) => ({ term, synonym })));

  // One after another: a transaction is one connection.
  const allCategories = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
  const allFacets = await tx.select({ id: facets.id, kind: facets.kind, name: facets.name }).from(facets);
  const allFactories = await tx.select({ id: factories.id, name: factories.name }).from(factories);
  return {
    categoryIdBySlug: new Map(allCategories.map((row) => [row.slug, row.id])),
    facetIdByKey: new Map(allFacets.map((row) => [facetKey(row.kind, row.name), row.id])),
    factoryIdByName: new Map(allFactories.map((row) => [row.name, row.id])),
  };
}

// ---- one generated good ----

/** A good before it has an id: the goods row plus what goes into the child tables. */
export interface GeneratedGoods {
  row: Omit<GoodsInput, 'categoryId' | 'factoryId' | 'facetIds' | 'images' | 'specs' | 'tiers'>;
  categorySlug: string;
  factoryName: string;
  facetKeys: string[];
  images: string[];
  specs: { skuCode: string; entries: SpecEntry[] }[];
  tiers: { minQty: number; maxQty: number | null; price: number }[];
}

const TOTAL_WEIGHT = CATEGORY_TREE.reduce((sum, top) => sum + top.weight, 0);

function pickTopCategory(rand: Random): TopCategory {
  let roll = rand.next() * TOTAL_WEIGHT;
  for (const top of CATEGORY_TREE) {
    roll -= top.weight;
    if (roll < 0) return top;
  }
  return CATEGORY_TREE[0]!;
}

/** Popular facets come up twice as often. */
function pickPopular<T extends { popular: boolean }>(rand: Random, items: readonly T[]): T {
  return rand.pick(items.flatMap((item) => (item.popular ? [item, item] : [item])));
}

const round2 = (n: number) => Math.round(n * 100) / 100;

const consecutive = <T>(rand: Random, values: readonly T[], max = 6): T[] => {
  const n = rand.int(1, Math.min(max, values.length));
  const start = rand.int(0, values.length - n);
  return values.slice(start, start + n);
};

/** The orderable specifications: one varying dimension (ring size, length, diameter ...) plus fixed lines. */
function generateSpecs(kind: SpecKind, rand: Random, code: string, plating: PlatingFacet): GoodsSpecsDraft {
  const material = kind === 'body' ? BODY_MATERIAL : rand.pick(MATERIALS);
  const color: SpecEntry = { cd: 'color', nm: 'Color', vl: plating.color };
  const materialLine: SpecEntry = { cd: 'material', nm: 'Material', vl: material };
  let variants: SpecEntry[][];
  switch (kind) {
    case 'ring': {
      const width: SpecEntry = { cd: 'size', nm: 'Width', vl: rand.pick(['2mm', '3mm', '4mm', '6mm', '8mm']) };
      variants = consecutive(rand, ['5#', '6#', '7#', '8#', '9#', '10#', '11#', '12#']).map((size) => [
        { cd: 'ringSize', nm: 'Ring Size', vl: size }, width,
      ]);
      break;
    }
    case 'necklace': {
      const width: SpecEntry = { cd: 'size', nm: 'Width', vl: rand.pick(['1.5mm', '2mm', '3mm', '5mm', '8mm', '12mm']) };
      variants = consecutive(rand, ['16in', '18in', '20in', '22in', '24in', '26in']).map((length) => [
        { cd: 'chainSize', nm: 'Length', vl: length }, width,
      ]);
      break;
    }
    case 'bracelet': {
      const width: SpecEntry = { cd: 'size', nm: 'Width', vl: rand.pick(['3mm', '4mm', '5mm', '6mm', '8mm', '10mm']) };
      variants = consecutive(rand, ['6.5in', '7in', '7.5in', '8in', '8.5in']).map((length) => [
        { cd: 'chainSize', nm: 'Length', vl: length }, width,
      ]);
      break;
    }
    case 'bangle': {
      const width: SpecEntry = { cd: 'widthSize', nm: 'Width', vl: rand.pick(['3mm', '4mm', '6mm', '10mm', '15mm']) };
      variants = consecutive(rand, ['55mm', '58mm', '60mm', '62mm', '65mm']).map((diameter) => [
        { cd: 'size', nm: 'Inner Diameter', vl: diameter }, width,
      ]);
      break;
    }
    case 'earring':
      variants = consecutive(rand, ['6mm', '8mm', '10mm', '12mm', '15mm', '20mm', '25mm', '30mm'], 4).map((diameter) => [
        { cd: 'size', nm: 'Diameter', vl: diameter },
      ]);
      break;
    case 'pendant':
      variants = consecutive(rand, ['12x15mm', '15x20mm', '20x25mm', '25x30mm', '30x40mm'], 4).map((size) => [
        { cd: 'size', nm: 'Pendant Size', vl: size },
      ]);
      break;
    case 'anklet': {
      const extender: SpecEntry = { cd: 'extender', nm: 'Extender', vl: rand.pick(['1.5in', '2in']) };
      variants = consecutive(rand, ['8.5in', '9in', '9.5in', '10in']).map((length) => [
        { cd: 'chainSize', nm: 'Length', vl: length }, extender,
      ]);
      break;
    }
    case 'body': {
      const gauge = rand.pick(['20G', '18G', '16G', '14G']);
      variants = consecutive(rand, ['6mm', '8mm', '10mm', '12mm']).map((bar) => [
        { cd: 'gaugeSize', nm: 'Gauge', vl: gauge }, { cd: 'barSize', nm: 'Bar Length', vl: bar },
      ]);
      break;
    }
  }
  const withModel = rand.chance(0.3);
  return variants.map((entries, index) => {
    const skuCode = `${code}-${String(index + 1).padStart(2, '0')}`;
    const lines = [...entries, color, materialLine];
    if (withModel) lines.push({ cd: 'model', nm: 'Model', vl: skuCode });
    return { skuCode, entries: lines };
  });
}
type GoodsSpecsDraft = { skuCode: string; entries: SpecEntry[] }[];

/** 3 or 4 tiers from the MOQ up, each cheaper per piece than the one before. */
function generateTiers(rand: Random, basePrice: number, moq: number): GeneratedGoods['tiers'] {
  const mins = rand.chance(0.5) ? [moq, 300, 1000] : [moq, 200, 500, 1000];
  const step = 0.05 + rand.next() * 0.04;
  const tiers: GeneratedGoods['tiers'] = [];
  let previous = Infinity;
  mins.forEach((minQty, index) => {
    let price = Math.max(0.1, round2(basePrice * (1 - step * index)));
    if (price >= previous) price = round2(previous - 0.01);
    previous = price;
    const next = mins[index + 1];
    tiers.push({ minQty, maxQty: next ? next - 1 : null, price });
  });
  return tiers;
}

const STYLE_SENTENCES: Record<string, string> = {
  Minimalist: 'A clean everyday design that layers easily and suits any outfit.',
  Dainty: 'Light and delicate, made for stacking and gifting.',
  Classic: 'A timeless shape that sells all year round.',
  Vintage: 'Antique-inspired details give it a collected, heirloom feel.',
  Bohemian: 'Relaxed, free-spirited styling for festival and summer collections.',
  Punk: 'Bold edges and an attitude made for alternative collections.',
  'Hip Hop': 'Heavy, high-shine and made to be noticed.',
  Chunky: 'A weighty, substantial piece that makes a strong statement.',
  Statement: 'An eye-catching centrepiece for any display.',
};

export function generateGoods(index: number, total: number): GeneratedGoods {
  const rand = createRandom(`${SEED}:goods:${index}`);
  const top = pickTopCategory(rand);
  const leaf: LeafCategory = rand.pick(top.children);
  const theme = THEMES.find((t) => t.name === leaf.theme) ?? pickPopular(rand, THEMES);
  const [motifWord, motif] = rand.pick(theme.motifs);
  const styles = rand.chance(0.3) ? rand.sample(STYLES, 2) : [pickPopular(rand, STYLES)];
  const style = styles[0]!;
  const plating = pickPopular(rand, PLATINGS);
  const insert: InsertFacet | null = rand.chance(0.45) ? pickPopular(rand, INSERTS) : null;
  const noun = rand.pick(leaf.nouns);

  const listedAt = new Date(FIRST_LISTED + Math.floor((index * LISTING_SPAN_MS) / Math.max(1, total)));
  const yymm = `${String(listedAt.getUTCFullYear()).slice(2)}${String(listedAt.getUTCMonth() + 1).padStart(2, '0')}`;
  const code = `${top.codePrefix}${yymm}-${String(index + 1).padStart(4, '0')}`;

  // No word twice: 'Statement Statement Ring', 'Cross Cross Pendant'.
  const showStyle = !noun.toLowerCase().includes(style.name.toLowerCase());
  const showMotif = !leaf.plainTitle && !noun.toLowerCase().includes(motifWord.toLowerCase());
  const title =
    [plating.name, 'Stainless Steel', showStyle ? style.name : '', showMotif ? motifWord : '', noun].filter(Boolean).join(' ') +
    (insert ? ` with ${insert.titleWords}` : '');

  const basePrice = round2(
    (leaf.price[0] + rand.next() * (leaf.price[1] - leaf.price[0])) * plating.priceFactor * (insert?.priceFactor ?? 1),
  );
  const moq = rand.pick(basePrice < 1 ? [50, 60, 100] : basePrice < 3 ? [24, 30, 50] : [12, 24]);
  const tiers = generateTiers(rand, basePrice, moq);
  const specs = generateSpecs(leaf.specKind, rand, code, plating);

  const images = Array.from({ length: rand.int(2, 4) }, (_, view) =>
    `/media/goods/${goodsImageName({ shape: leaf.shape, tone: plating.tone, motif, accent: insert?.accent ?? 'none', seed: `${index.toString(36)}v${view}` })}.svg`,
  );

  const material = specs[0]?.entries.find((entry) => entry.cd === 'material')?.vl ?? MATERIALS[0];
  const description =
    `${title}. Made of ${material} with a ${plating.name} finish` +
    `${insert ? ` and ${insert.titleWords.toLowerCase()} details` : ''}: hypoallergenic, nickel-free and tarnish resistant. ` +
    `${STYLE_SENTENCES[style.name] ?? ''} ` +
    `Sold wholesale from ${moq} pieces, with lower prices from ${tiers[1]?.minQty ?? 300} pieces; ` +
    'custom logo engraving, packaging and OEM/ODM changes are available on request.';

  const specialists = FACTORIES.filter((f) => f.specialities.includes(top.name));
  const factory = specialists.length && rand.chance(0.85) ? rand.pick(specialists) : rand.pick(FACTORIES);

  return {
    row: {
      code,
      title,
      description,
      newFlag: rand.chance(0.15) ? 1 : 0,
      moq,
      popularity: Math.floor(10_000 * rand.next() ** 3),
      createdAt: listedAt,
    },
    categorySlug: slugify(leaf.name),
    factoryName: factory.name,
    facetKeys: [
      facetKey('theme', theme.name),
      ...styles.map((s) => facetKey('style', s.name)),
      facetKey('platingMaterial', plating.name),
      ...(insert ? [facetKey('insertMaterial', insert.name)] : []),
    ],
    images,
    specs,
    tiers,
  };
}

// ---- batches ----

function idOf<K>(map: Map<K, number>, key: K, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed: unknown ${what} ${String(key)}`);
  return id;
}

/** The writer's input for a generated good, with the reference names resolved to ids. */
function toGoodsInput(draft: GeneratedGoods, ids: ReferenceIds): GoodsInput {
  return {
    ...draft.row,
    categoryId: idOf(ids.categoryIdBySlug, draft.categorySlug, 'category'),
    factoryId: idOf(ids.factoryIdByName, draft.factoryName, 'factory'),
    facetIds: draft.facetKeys.map((key) => idOf(ids.facetIdByKey, key, 'facet')),
    images: draft.images,
    specs: draft.specs,
    tiers: draft.tiers,
  };
}

/** Seeds the reference data (once) and `goods` generated goods into a catalogue without goods. */
export async function seedCatalogue(db: Db, options: SeedCatalogueOptions): Promise<void> {
  const total = Math.max(0, Math.floor(options.goods));
  const batchSize = options.batchSize ?? 1000;
  const ids = await db.transaction((tx) => seedReferenceData(tx));
  await db.transaction((tx) => seedTradeTerms(tx));
  for (let start = 0; start < total; start += batchSize) {
    const drafts: GeneratedGoods[] = [];
    for (let index = start; index < Math.min(total, start + batchSize); index++) drafts.push(generateGoods(index, total));
    await createGoods(db, drafts.map((draft) => toGoodsInput(draft, ids)));
  }
  // Fresh statistics and visibility map, so counts are index-only scans from the first request
  // (PGlite has no autovacuum to do it later).
  await db.execute(sql`vacuum analyze goods, goods_facets, goods_images, goods_specs, price_tiers, categories, facets`);
}

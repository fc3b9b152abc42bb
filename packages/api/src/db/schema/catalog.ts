import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { FACET_KINDS, type SpecEntry } from '@sw/protocol';
import { createdAt, money, tsvector } from './columns';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  imageUrl: text('image_url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  /** Customs: the HS code and ISO country of origin its goods take unless they name their own. */
  hsCode: text('hs_code'),
  originCountry: text('origin_country'),
}, (t) => [uniqueIndex('categories_slug_idx').on(t.slug), index('categories_parent_idx').on(t.parentId)]);

/** The four catalogue facets are defined once, in the protocol. */
export { FACET_KINDS, type FacetKind } from '@sw/protocol';

export const facets = pgTable('facets', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: FACET_KINDS }).notNull(),
  name: text('name').notNull(),
  popularFlag: integer('popular_flag').notNull().default(0),
  fromDate: timestamp('from_date', { withTimezone: true }),
  toDate: timestamp('to_date', { withTimezone: true }),
  imageUrl: text('image_url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('facets_kind_idx').on(t.kind, t.sort)]);

export const factories = pgTable('factories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  country: text('country').notNull(),
  foundedYear: integer('founded_year').notNull(),
  areaSqm: integer('area_sqm').notNull(),
  employees: integer('employees').notNull(),
  monthlyCapacity: integer('monthly_capacity').notNull(),
  summary: text('summary').notNull(),
  description: text('description').notNull(),
  capabilities: jsonb('capabilities').$type<string[]>().notNull().default([]),
  certifications: jsonb('certifications').$type<string[]>().notNull().default([]),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
});

export const goods = pgTable('goods', {
  id: serial('id').primaryKey(),
  code: text('code').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  categoryId: integer('category_id').notNull().references(() => categories.id),
  factoryId: integer('factory_id').references(() => factories.id),
  newFlag: integer('new_flag').notNull().default(0),
  /** 1 on sale, 0 withdrawn. */
  status: integer('status').notNull().default(1),
  /**
   * Exclusive to one or more companies (a private-label design, issue 51): kept by the database from goods_exclusives
   * (migration price_list_catalogue), so every shared answer leaves it out by this column alone (`onSale`).
   */
  privateLabel: boolean('private_label').notNull().default(false),
  moq: integer('moq').notNull(),
  minPrice: money('min_price').notNull(),
  maxPrice: money('max_price').notNull(),
  imageUrl: text('image_url').notNull(),
  /** Title, code and specification values, maintained with the goods; the search vector derives from it. */
  searchText: text('search_text').notNull().default(''),
  search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
  popularity: integer('popularity').notNull().default(0),
  /**
   * Samples (services/samples): whether they are offered at all, the price per piece (null: the catalogue-wide rule
   * of sample_settings) and the most pieces of each specification one sample order may hold.
   */
  sampleOffered: boolean('sample_offered').notNull().default(true),
  samplePrice: money('sample_price'),
  sampleMaxPieces: integer('sample_max_pieces').notNull().default(2),
  /** Customs: its own HS code and ISO country of origin; null takes the category's. */
  hsCode: text('hs_code'),
  originCountry: text('origin_country'),
  createdAt: createdAt(),
}, (t) => [
  check('goods_sample_price_check', sql`${t.samplePrice} is null or ${t.samplePrice} > 0`),
  check('goods_sample_max_pieces_check', sql`${t.sampleMaxPieces} between 1 and 100`),
  uniqueIndex('goods_code_idx').on(t.code),
  // private_label beside status: the shared lists' page walks stay index-only.
  index('goods_category_idx').on(t.categoryId, t.status, t.privateLabel, t.id),
  index('goods_new_idx').on(t.newFlag, t.status, t.privateLabel, t.id),
  index('goods_status_popularity_idx').on(t.status, t.privateLabel, t.popularity, t.id),
  index('goods_status_price_idx').on(t.status, t.privateLabel, t.minPrice, t.id),
  index('goods_factory_idx').on(t.factoryId, t.status, t.privateLabel, t.popularity, t.id),
  index('goods_search_idx').using('gin', t.search),
]);

export const goodsFacets = pgTable('goods_facets', {
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  facetId: integer('facet_id').notNull().references(() => facets.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.goodsId, t.facetId] }), index('goods_facets_facet_idx').on(t.facetId, t.goodsId)]);

export const goodsImages = pgTable('goods_images', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('goods_images_goods_idx').on(t.goodsId, t.sort)]);

/** One orderable specification of a good: its cd/nm/vl lines. */
export const goodsSpecs = pgTable('goods_specs', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  skuCode: text('sku_code').notNull(),
  entries: jsonb('entries').$type<SpecEntry[]>().notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [
  index('goods_specs_goods_idx').on(t.goodsId, t.sort),
  // An item code names one specification (bulk add from a buyer's sheet looks it up).
  uniqueIndex('goods_specs_sku_idx').on(t.skuCode),
]);

export const priceTiers = pgTable('price_tiers', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  minQty: integer('min_qty').notNull(),
  maxQty: integer('max_qty'),
  price: money('price').notNull(),
}, (t) => [index('price_tiers_goods_idx').on(t.goodsId, t.minQty)]);

export const popularSearches = pgTable('popular_searches', {
  id: serial('id').primaryKey(),
  term: text('term').notNull(),
  sort: integer('sort').notNull().default(0),
});


/** The home page's carousel, managed in the staff console (the first start fills in the three defaults). */
export const homeBanners = pgTable('home_banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  /** A page of this site. */
  link: text('link').notNull(),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * One row whose version a trigger bumps after every statement that changes a catalogue table (migration 0010), in
 * the writing transaction: a cached catalogue answer (lib/catalogAnswerCache.ts) is valid while the version it
 * was read under is current, on every process sharing the database, whoever wrote (console, seed, a script).
 */
export const catalogState = pgTable('catalog_state', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

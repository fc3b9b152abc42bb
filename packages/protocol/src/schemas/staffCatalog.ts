import { goodsCustomsFields } from './tradeTerms';
import { z } from '../z';
import { FACET_KINDS } from '../facets';
import { idField, lineText, optional, text, wholeNumber } from './fields';
import { dayField, moneyField } from './formats';
import { goodsSampleFields } from './samples';

/**
 * Inputs of the staff console's catalogue (staff/catalog…): goods, categories, facet values, factories,
 * popular searches and home-page banners. Pictures are addresses: one the record already has, or a
 * catalogue picture (`/files/catalog/<name>`) uploaded by staff; the back-end checks which.
 */
export const CATALOG_LIMITS = {
  maxImages: 12,
  maxSpecs: 100,
  maxSpecEntries: 8,
  maxTiers: 6,
  maxFacets: 40,
  maxMoq: 1_000_000,
  maxPrice: 100_000,
  maxDescription: 10_000,
  maxPopularSearches: 20,
  maxBanners: 8,
  maxFactoryImages: 12,
  maxListItems: 20,
  pageSize: 25,
  maxPageSize: 100,
} as const;

const picture = () =>
  text(500)
    .min(1, { error: 'Please choose a picture.' })
    .refine((url) => url.startsWith('/') && !url.startsWith('//') && !/[\s"'<>\\]/.test(url), { error: 'A picture must be an address on this site.' });

/** An optional picture: blank means none. */
const maybePicture = () =>
  z.preprocess((v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? '' : v), z.union([z.literal(''), picture()]));

const flag = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' && /^[01]$/.test(v) ? Number(v) : v), z.union([z.literal(0), z.literal(1)], { error: message }));

const sortField = () => optional(wholeNumber(0, 100_000, 'The order must be a whole number from 0 to 100000.'));

const unique = <T>(values: readonly T[], key: (value: T) => string) => new Set(values.map(key)).size === values.length;

// ---- goods ----

export const STAFF_GOODS_SORTS = ['newest', 'oldest', 'code', 'title', 'priceAsc', 'priceDesc', 'popular'] as const;
export type StaffGoodsSort = (typeof STAFF_GOODS_SORTS)[number];

export const staffGoodsListSchema = z.object({
  /** Words of the title, code, category or specifications; or a goods code. */
  keyWords: optional(text(100)),
  categoryId: optional(idField('Please choose a category.')),
  factoryId: optional(idField('Please choose a factory.')),
  /** 1 on sale, 0 offline; left out: both. */
  status: optional(flag('The status must be 0 (offline) or 1 (on sale).')),
  newFlag: optional(flag('The new-design flag must be 0 or 1.')),
  sort: optional(z.enum(STAFF_GOODS_SORTS, { error: 'Please choose a sort order from the list.' })),
  pageNum: optional(wholeNumber(1, 10_000)),
  pageSize: optional(wholeNumber(1, CATALOG_LIMITS.maxPageSize)),
});

export const goodsRefSchema = z.object({ goodsId: idField('Please choose goods.') });

const code = (what: string) =>
  text(40)
    .min(1, { error: `Please enter the ${what}.` })
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { error: `The ${what} may hold letters, digits, dots, hyphens and underscores.` });

export const specEntrySchema = z.object({
  cd: text(40).min(1, { error: 'Each line needs a code (e.g. ringSize, size, material).' }).regex(/^[A-Za-z][A-Za-z0-9_]*$/, {
    error: 'A line code starts with a letter and holds letters, digits and underscores.',
  }),
  nm: lineText(60).min(1, { error: 'Each line needs a name (e.g. Ring Size).' }),
  vl: lineText(120).min(1, { error: 'Each line needs a value.' }),
});

export const goodsSpecSchema = z.object({
  skuCode: code('item code'),
  entries: z
    .array(specEntrySchema)
    .min(1, { error: 'Each specification needs at least one line.' })
    .max(CATALOG_LIMITS.maxSpecEntries, { error: `At most ${CATALOG_LIMITS.maxSpecEntries} lines per specification.` })
    .refine((entries) => unique(entries, (entry) => entry.cd), { error: 'A specification names each line code once.' }),
});

const price = moneyField('price', { max: CATALOG_LIMITS.maxPrice, notPositive: 'Each price must be more than 0.', tooLarge: 'A price is too large.' });

export const goodsTierSchema = z.object({
  minQty: wholeNumber(1, CATALOG_LIMITS.maxMoq, 'Each tier needs a minimum quantity (a whole number).'),
  price,
});

export const staffGoodsSchema = z
  .object({
    /** Left out to create goods. */
    goodsId: optional(idField('Please choose goods.')),
    code: code('goods code'),
    title: lineText(200).min(3, { error: 'Please enter a title of at least 3 characters.' }),
    description: text(CATALOG_LIMITS.maxDescription),
    categoryId: idField('Please choose a category.'),
    factoryId: optional(idField('Please choose a factory.')),
    newFlag: flag('The new-design flag must be 0 or 1.'),
    moq: wholeNumber(1, CATALOG_LIMITS.maxMoq, 'Please enter the MOQ as a whole number of at least 1.'),
    facetIds: z.array(idField('Please choose facet values from the lists.')).max(CATALOG_LIMITS.maxFacets, { error: 'Too many facet values.' }),
    specs: z
      .array(goodsSpecSchema)
      .min(1, { error: 'Please add at least one specification.' })
      .max(CATALOG_LIMITS.maxSpecs, { error: `At most ${CATALOG_LIMITS.maxSpecs} specifications.` })
      .refine((specs) => unique(specs, (spec) => spec.skuCode.toLowerCase()), { error: 'Each item code may appear once.' }),
    tiers: z
      .array(goodsTierSchema)
      .min(1, { error: 'Please add at least one price tier.' })
      .max(CATALOG_LIMITS.maxTiers, { error: `At most ${CATALOG_LIMITS.maxTiers} price tiers.` })
      .refine((tiers) => tiers.every((tier, i) => i === 0 || tier.minQty > tiers[i - 1]!.minQty), {
        error: 'Price tiers go from the smallest quantity up, each quantity larger than the one before.',
      })
      .refine((tiers) => tiers.every((tier, i) => i === 0 || tier.price <= tiers[i - 1]!.price), {
        error: 'A larger quantity cannot cost more a piece than a smaller one.',
      }),
    images: z
      .array(picture())
      .min(1, { error: 'Please add at least one picture.' })
      .max(CATALOG_LIMITS.maxImages, { error: `At most ${CATALOG_LIMITS.maxImages} pictures.` })
      .refine((images) => unique(images, (url) => url), { error: 'Each picture may appear once.' }),
    ...goodsSampleFields,
    ...goodsCustomsFields,
  })
  .refine((goods) => !goods.tiers.length || goods.tiers[0]!.minQty <= goods.moq, {
    error: 'The first price tier must start at the MOQ or below, so the MOQ has a price.',
    path: ['tiers'],
  });

export const goodsStatusSchema = z.object({
  goodsId: idField('Please choose goods.'),
  /** 1 puts it back on sale, 0 takes it offline. */
  status: flag('The status must be 0 (offline) or 1 (on sale).'),
});

// ---- categories, facet values, factories ----

const slug = () =>
  text(80).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'The address name uses lower-case letters, digits and single hyphens.' });

export const staffCategorySchema = z.object({
  id: optional(idField('Please choose a category.')),
  name: lineText(60).min(2, { error: 'Please enter a name of at least 2 characters.' }),
  /** Left blank: made from the name. */
  slug: optional(slug()),
  parentId: optional(idField('Please choose a parent category.')),
  imageUrl: maybePicture(),
  sort: sortField(),
});

export const staffFacetSchema = z
  .object({
    id: optional(idField('Please choose a facet value.')),
    kind: z.enum(FACET_KINDS, { error: 'Please choose a facet from the list.' }),
    name: lineText(60).min(2, { error: 'Please enter a name of at least 2 characters.' }),
    popularFlag: flag('The popular flag must be 0 or 1.'),
    /** Shown only from / until these days (YYYY-MM-DD); blank: always. */
    fromDate: optional(dayField('a date')),
    toDate: optional(dayField('a date')),
    imageUrl: maybePicture(),
    sort: sortField(),
  })
  .refine((facet) => !facet.fromDate || !facet.toDate || facet.fromDate <= facet.toDate, {
    error: 'The last day must not be before the first.',
    path: ['toDate'],
  });

const listOfLines = (what: string) =>
  z
    .array(text(120).min(1, { error: `Each ${what} needs text.` }))
    .max(CATALOG_LIMITS.maxListItems, { error: `At most ${CATALOG_LIMITS.maxListItems} ${what}s.` });

export const staffFactorySchema = z.object({
  id: optional(idField('Please choose a factory.')),
  name: lineText(100).min(2, { error: 'Please enter a name of at least 2 characters.' }),
  city: lineText(80).min(1, { error: 'Please enter the city.' }),
  country: lineText(80).min(1, { error: 'Please enter the country.' }),
  foundedYear: wholeNumber(1800, 2100, 'Please enter the year it was founded (e.g. 2008).'),
  areaSqm: wholeNumber(1, 10_000_000, 'Please enter the floor area in square metres.'),
  employees: wholeNumber(1, 1_000_000, 'Please enter the number of employees.'),
  monthlyCapacity: wholeNumber(1, 1_000_000_000, 'Please enter the pieces made a month.'),
  summary: text(300).min(10, { error: 'Please write a summary of at least 10 characters.' }),
  description: text(CATALOG_LIMITS.maxDescription).min(10, { error: 'Please write a description of at least 10 characters.' }),
  capabilities: listOfLines('capability'),
  certifications: listOfLines('certification'),
  images: z
    .array(picture())
    .min(1, { error: 'Please add at least one picture.' })
    .max(CATALOG_LIMITS.maxFactoryImages, { error: `At most ${CATALOG_LIMITS.maxFactoryImages} pictures.` })
    .refine((images) => unique(images, (url) => url), { error: 'Each picture may appear once.' }),
  sort: sortField(),
});

/** Removes a category, facet value or factory (refused while goods or sub-categories use it). */
export const catalogRefSchema = z.object({ id: idField('Please choose what to remove.') });

// ---- home page and search ----

export const popularSearchesSchema = z.object({
  terms: z
    .array(text(60).min(1, { error: 'A popular search needs text.' }))
    .max(CATALOG_LIMITS.maxPopularSearches, { error: `At most ${CATALOG_LIMITS.maxPopularSearches} popular searches.` })
    .refine((terms) => unique(terms, (term) => term.toLowerCase()), { error: 'Each popular search may appear once.' }),
});

export const homeBannerSchema = z.object({
  title: lineText(80).min(2, { error: 'Each banner needs a title.' }),
  subtitle: lineText(200),
  /** A page of this site: starts with one slash. */
  link: text(300).regex(/^\/(?!\/)[^\s"'<>\\]*$/, { error: 'The link must be a page of this site, starting with /.' }),
  image: picture(),
});

export const homeBannersSchema = z.object({
  banners: z.array(homeBannerSchema).max(CATALOG_LIMITS.maxBanners, { error: `At most ${CATALOG_LIMITS.maxBanners} banners.` }),
});

import { z } from '../z';
import { standardFacetField } from './compliance';
import { CATALOG_FACETS, type FacetParam } from '../facets';
import { MSG } from '../messages';
import { isValidEmail } from '../validation';
import { digitsToNumber, idField, lineText, optional, text, wholeNumber } from './fields';

/**
 * Input schemas of the catalogue, factory, contact and member-cache calls, shared by the
 * back-end (which refuses bad input with 10001 and the message) and the storefront's forms.
 * Values often come straight from URL query parameters, so numbers may arrive as strings and
 * an empty parameter means "not given".
 */

// ---- goods ----

export const GOODS_SORTS = ['popular', 'newest', 'priceAsc', 'priceDesc'] as const;
export const GOODS_PAGE = {
  defaultSize: 24,
  maxSize: 100,
  maxPageNum: 10_000,
  /** A keyword search counts its matches up to here (the list then says '1,000+ results'). */
  keywordCountCap: 1000,
} as const;

function facetFilters() {
  const field = optional(idField());
  return Object.fromEntries(CATALOG_FACETS.map((facet) => [facet.param, field])) as Record<FacetParam, typeof field>;
}

export const goodsListQuerySchema = z.object({
  keyWords: optional(text(200)),
  /** A category name or slug; a top-level category includes its sub-categories. */
  catName1: optional(text(100)),
  /** cateIdForTheme, cateIdForStyle, cateIdForPlatingMaterial, cateIdForInsertMaterial: a facet value's id. */
  ...facetFilters(),
  /** A compliance standard (EN1811, REACH_SVHC, CPSIA, PROP65): only goods a current document of it covers. */
  standard: standardFacetField(),
  newFlag: optional(
    z.preprocess(digitsToNumber, z.union([z.literal(0), z.literal(1)], { error: 'Must be 0 or 1.' })),
  ),
  sort: optional(z.enum(GOODS_SORTS, { error: `Must be one of ${GOODS_SORTS.join(', ')}.` })),
  pageNum: optional(wholeNumber(1, GOODS_PAGE.maxPageNum)),
  pageSize: optional(wholeNumber(1, GOODS_PAGE.maxSize)),
});
export type GoodsListQuery = z.output<typeof goodsListQuerySchema>;

export const goodsDetailQuerySchema = z.object({ goodsId: idField() });
export type GoodsDetailQuery = z.output<typeof goodsDetailQuerySchema>;

/** At most one page of goods at a time. */
export const newDesignPicturesQuerySchema = z.object({ goodsIds: z.array(idField()).min(1).max(100) });
export type NewDesignPicturesQuery = z.output<typeof newDesignPicturesQuerySchema>;

// ---- factories ----

export const factoryDetailQuerySchema = z.object({ id: idField() });
export type FactoryDetailQuery = z.output<typeof factoryDetailQuerySchema>;

// ---- contact form ----

export const CONTACT_MESSAGE = { min: 10, max: 2000 } as const;

export const addContactSchema = z.object({
  name: lineText(100).min(1, { error: 'Please enter your name.' }),
  email: text(254).refine(isValidEmail, { error: MSG.invalidEmail }),
  company: optional(lineText(200)),
  phone: optional(
    lineText(40).regex(/^[0-9+()\-.\s]+$/, { error: 'Please enter a phone number using digits, spaces and + ( ) - only.' }),
  ),
  country: optional(lineText(80)),
  message: z
    .string({ error: 'Must be text.' })
    .trim()
    .min(CONTACT_MESSAGE.min, { error: `Please write at least ${CONTACT_MESSAGE.min} characters in your message.` })
    .max(CONTACT_MESSAGE.max, { error: `Your message must be at most ${CONTACT_MESSAGE.max} characters.` }),
  /** Where the form was sent from, e.g. 'contact', 'oem-odm', 'factory'. */
  source: optional(text(40).regex(/^[A-Za-z0-9_-]+$/, { error: 'Must contain only letters, digits, _ and -.' })),
});
export type AddContactInput = z.output<typeof addContactSchema>;

// ---- member key/value cache ----

export const MEMBER_CACHE = { keyPattern: /^[A-Za-z0-9_.:-]{1,100}$/, maxValueBytes: 20 * 1024, maxKeysPerMember: 200 } as const;

const cacheKey = z
  .string({ error: 'Must be text.' })
  .regex(MEMBER_CACHE.keyPattern, { error: 'Must be 1 to 100 characters of letters, digits and _ . : -' });

/** Size of a value as the JSON the back-end stores. */
export function jsonByteLength(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value) ?? '').length;
}

export const setCacheSchema = z.object({
  key: cacheKey,
  value: z
    .unknown()
    .refine((value) => value !== undefined, { error: 'Is required (send null to clear the key).' })
    .refine((value) => jsonByteLength(value) <= MEMBER_CACHE.maxValueBytes, {
      error: `Must be at most ${MEMBER_CACHE.maxValueBytes / 1024} kB of JSON.`,
    }),
});
export type SetCacheInput = z.output<typeof setCacheSchema>;

export const getCacheSchema = z.object({ key: cacheKey });
export type GetCacheInput = z.output<typeof getCacheSchema>;

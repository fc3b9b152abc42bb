import { z } from '../z';
import { PRICE_LINE_SCOPES } from '../priceLists/resolve';
import { PRICE_LIST_ROUNDINGS } from '../priceLists/rules';
import { PRICE_SHEET_MAX_ROWS } from '../priceLists/desk';
import { QUOTATION_CURRENCIES } from '../tradeTerms';
import { idField, lineText, optional, wholeNumber } from './fields';
import { dayField, moneyTextField } from './formats';

/**
 * Inputs of the console's price lists (issue 51; docs/protocol.md, Price lists). The deep rules of a line (tiers,
 * rule, quantity rule) are the writer's (services/priceLists/lines.ts), which names the line that breaks one.
 */
export const PRICE_LIST_LIMITS = {
  pageSize: 25,
  maxPageSize: 100,
  maxKeyword: 100,
  /** Lines saved or deleted in one call. */
  maxLines: PRICE_SHEET_MAX_ROWS,
  /** Goods codes in one price calculation (the editor's preview asks for a page of them). */
  maxCodes: 25,
} as const;

export const PRICE_LIST_STATES = ['scheduled', 'active', 'ended'] as const;
export type PriceListState = (typeof PRICE_LIST_STATES)[number];

const listId = () => idField('Please choose a price list.');
const keyword = () => optional(lineText(PRICE_LIST_LIMITS.maxKeyword));
const day = (label: string) => optional(dayField(label));
const minimum = (what: string) => optional(moneyTextField(what, { least: 0, max: '100000000' }));

/** staff/priceLists/list.do: every list (a manufacturer has a few hundred at most), by name or currency words. */
export const priceListsSchema = z.object({
  keyword: keyword(),
  state: optional(z.enum(PRICE_LIST_STATES, { error: 'Please choose scheduled, active or ended.' })),
});

export const priceListRefSchema = z.object({ listId: listId() });

/** staff/priceLists/save.do: a new list (no id) or a change of one; days both inclusive, blank open. */
export const savePriceListSchema = z.object({
  id: optional(listId()),
  name: lineText(120).min(1, { error: 'Please name the price list.' }),
  currency: z.enum(QUOTATION_CURRENCIES, { error: `Please choose a currency: ${QUOTATION_CURRENCIES.join(', ')}.` }),
  validFrom: day('the first day'),
  validUntil: day('the last day'),
  priority: wholeNumber(0, 1000, 'Please enter the priority as a whole number from 0 to 1000 (higher wins).'),
  firstOrderMinimum: minimum('first-order minimum'),
  reorderMinimum: minimum('reorder minimum'),
}).refine((input) => !input.validFrom || !input.validUntil || input.validFrom <= input.validUntil, {
  error: 'The last day must be on or after the first day.', path: ['validUntil'],
});

/** staff/priceLists/lines.do: a page of a list's lines, by target code, name or category words. */
export const priceListLinesSchema = z.object({
  listId: listId(),
  keyword: keyword(),
  scope: optional(z.enum(PRICE_LINE_SCOPES, { error: `Please choose a scope: ${PRICE_LINE_SCOPES.join(', ')}.` })),
  pageNum: optional(wholeNumber(1, 10_000)),
  pageSize: optional(wholeNumber(1, PRICE_LIST_LIMITS.maxPageSize)),
});

const count = (name: string) => optional(wholeNumber(1, 1_000_000, `The ${name} is a whole number from 1 to 1,000,000.`));

/** One line as the editor saves it: fixed tiers or a rule, on a specification, goods, category (by id) or all goods. */
export const priceListLineSchema = z.object({
  scope: z.enum(PRICE_LINE_SCOPES, { error: `Please choose what the line prices: ${PRICE_LINE_SCOPES.join(', ')}.` }),
  targetId: z.preprocess((v) => (v === undefined || v === '' ? null : v), idField('Please choose the goods, specification or category.').nullable()),
  tiers: optional(z.array(z.object({
    minQty: wholeNumber(1, 1_000_000, 'Each tier starts at a whole quantity of 1 or more.'),
    price: z.union([z.string(), z.number()], { error: 'Each tier has a price, such as 3.10.' }).transform(String),
  }), { error: 'Tiers are a list of quantities and prices.' }).max(10, { error: 'At most 10 tiers.' })),
  rule: optional(z.object({
    adjustPercent: z.union([z.string(), z.number()], { error: 'Please enter the percentage, such as -12.' }).transform(String),
    rounding: z.enum(PRICE_LIST_ROUNDINGS, { error: `Please choose a rounding: ${PRICE_LIST_ROUNDINGS.join(', ')}.` }),
  })),
  quantity: optional(z.object({
    minQty: count('minimum'), maxQty: count('maximum'), increment: count('increment'),
    mixAndMatch: optional(z.boolean({ error: 'Mix and match is yes or no.' })),
  })),
});

export const savePriceListLinesSchema = z.object({
  listId: listId(),
  lines: z.array(priceListLineSchema, { error: 'Please send the lines.' }).min(1, { error: 'Please send at least one line.' })
    .max(PRICE_LIST_LIMITS.maxLines, { error: `At most ${PRICE_LIST_LIMITS.maxLines} lines at a time.` }),
});

export const deletePriceListLinesSchema = z.object({
  listId: listId(),
  lineIds: z.array(idField('Please choose the lines.'), { error: 'Please choose the lines.' }).min(1, { error: 'Please choose at least one line.' })
    .max(PRICE_LIST_LIMITS.maxLines, { error: `At most ${PRICE_LIST_LIMITS.maxLines} lines at a time.` }),
});

/** staff/priceLists/bulkChange.do: "+5 % on all necklaces in this list" (a category with its subcategories; none: every line). */
export const bulkChangePriceListSchema = z.object({
  listId: listId(),
  percent: z.union([z.string(), z.number()], { error: 'Please enter the percentage, such as 5 or -3.' }).transform((v) => String(v).trim()),
  rounding: z.enum(PRICE_LIST_ROUNDINGS, { error: `Please choose a rounding: ${PRICE_LIST_ROUNDINGS.join(', ')}.` }).default('minor'),
  categoryId: optional(idField('Please choose a category.')),
});

/** staff/priceLists/assign.do: the companies the list is assigned to (the whole set; empty: none). */
export const assignPriceListSchema = z.object({
  listId: listId(),
  companyIds: z.array(z.uuid({ error: 'Please choose companies from the list.' }), { error: 'Please choose the companies.' })
    .max(2000, { error: 'At most 2000 companies.' }),
});

const cell = () => z.preprocess((v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v), lineText(500));

/** staff/priceLists/importLines.do: a sheet's rows, each with its row number; `replace` makes the list's lines exactly the sheet's. */
export const importPriceListLinesSchema = z.object({
  listId: listId(),
  replace: z.boolean({ error: 'Replace is true or false.' }).default(false),
  rows: z.array(z.object({
    row: wholeNumber(1, 1_000_000, 'Each row has its row number.'),
    scope: cell(), target: cell(), tiers: cell(), percent: cell(), rounding: cell(),
    minimum: cell(), maximum: cell(), increment: cell(), mixAndMatch: cell(),
  }), { error: 'Please send the sheet’s rows.' }).min(1, { error: 'The sheet has no rows below its header.' })
    .max(PRICE_SHEET_MAX_ROWS, { error: `A sheet holds at most ${PRICE_SHEET_MAX_ROWS} rows: please split it.` }),
});

/** staff/priceLists/priceCalculation.do: which list priced these goods for the company on the day (blank: today), and how. */
export const priceCalculationSchema = z.object({
  companyId: z.uuid({ error: 'Please choose a company.' }),
  codes: z.array(lineText(100).min(1, { error: 'Please enter a goods code.' }), { error: 'Please enter goods codes.' })
    .min(1, { error: 'Please enter a goods or item code.' }).max(PRICE_LIST_LIMITS.maxCodes, { error: `At most ${PRICE_LIST_LIMITS.maxCodes} codes at a time.` }),
  day: day('the day'),
});

export type SavePriceListInput = z.output<typeof savePriceListSchema>;
export type PriceListLineInputWire = z.output<typeof priceListLineSchema>;

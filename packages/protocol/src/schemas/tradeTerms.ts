import { z } from '../z';
import { defaultNeedsPlace, defaultPlaceMessage, DUTY_KINDS, DUTY_RATE_TEXT, EXCHANGE_RATE_BOUNDS_MESSAGE, FREIGHT_MODES, HS_CODE, INCOTERMS, needsPlaceMessage, QUOTATION_CURRENCIES, RATE_TEXT, withinRateBounds } from '../tradeTerms';
import { idField, lineText, optional, text, wholeNumber } from './fields';
import { dayField, moneyTextField } from './formats';

const charge = (what: string) => moneyTextField(what, { least: 0, max: '1000000' });

export const incotermField = () => z.enum(INCOTERMS, { error: `Please choose an Incoterm: ${INCOTERMS.join(', ')}.` });
export const hsCodeField = () => z.string({ error: 'Please enter an HS code.' }).trim().regex(HS_CODE, { error: 'Please enter an HS code such as 7117.19 (4, 6 or 8 digits, a point after the 4th and 6th).' });
export const originField = () => z.string({ error: 'Please choose a country of origin.' }).trim().regex(/^[A-Za-z]{2}$/, { error: 'Please choose a country of origin.' }).transform((code) => code.toUpperCase());
const countryOrEu = () => z.string({ error: 'Please choose a country.' }).trim().regex(/^[A-Za-z]{2}$/, { error: 'Please choose a country, or EU for the European Union.' }).transform((code) => code.toUpperCase());

/** The trade-terms fields of saveQuotation.do (the rule's place may be left out only for a rule the company's default names). */
export const quotationTradeTermsSchema = z.object({
  incoterm: optional(incotermField()),
  incotermPlace: optional(lineText(120)),
  freight: optional(z.object({
    mode: z.enum(FREIGHT_MODES, { error: 'Please choose the freight mode: express courier, air or sea.' }),
    carrier: lineText(120).min(1, { error: 'Please name the carrier or service.' }),
    transitDays: wholeNumber(1, 120, 'Please enter the transit time in days (1 to 120).'),
    cost: charge('freight cost'),
  })),
  insurance: optional(charge('insurance cost')),
  duties: optional(charge('duties and taxes')),
  /** The last day a foreign-currency quotation may be accepted at its rate; left out: its validity date. */
  rateLockedUntil: optional(dayField('the day the rate is locked until')),
});

/** erp landedCost.do: a sent quotation's landed-cost estimate for a destination (left out: the inquiry's address, else the company's country). */
export const landedCostSchema = z.object({
  quotationId: idField('Please choose a quotation.'),
  country: optional(z.string().trim().regex(/^[A-Za-z]{2}$/, { error: 'Please choose a destination country.' }).transform((code) => code.toUpperCase())),
});

/**
 * A duty-table row: the general duty per destination and HS code; an additional duty on goods of one origin (Section
 * 301); or a fee per entry, for every code, with its least and most (in the catalogue's currency) and, if it applies to
 * one freight mode only, that mode (the US Harbor Maintenance Fee: sea).
 */
export const saveDutyRateSchema = z.object({
  id: optional(idField('Please choose a duty rate.')),
  kind: z.enum(DUTY_KINDS, { error: 'Please choose what the row holds: an import duty, an additional duty by origin, or a fee per entry.' }).default('duty'),
  country: countryOrEu(),
  hsCode: optional(hsCodeField()),
  origin: optional(originField()),
  mode: optional(z.enum(FREIGHT_MODES, { error: 'Please choose the freight mode: express courier, air or sea (or none for every mode).' })),
  label: optional(text(80)),
  rate: z.string({ error: 'Please enter the duty rate in percent.' }).trim().regex(DUTY_RATE_TEXT, { error: 'Please enter the duty rate in percent, such as 4 or 2.5 (at most 4 decimals).' })
    .refine((rate) => Number(rate) <= 100, { error: 'A duty rate is at most 100 %.' }),
  minimum: optional(moneyTextField('minimum per entry', { least: 0, max: '1000000' })),
  maximum: optional(moneyTextField('maximum per entry', { least: 0, max: '1000000' })),
  ratesDate: dayField('the day the rate was checked'),
  note: optional(text(200)),
}).superRefine((row, ctx) => {
  const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (row.kind !== 'fee' && !row.hsCode) problem('hsCode', 'Please enter an HS code.');
  if (row.kind === 'fee' && row.hsCode) problem('hsCode', 'A fee is per entry, for every HS code: please leave the HS code blank.');
  if (row.kind === 'additional' && !row.origin) problem('origin', 'An additional duty applies to goods of one origin: please choose the country of origin.');
  if (row.kind !== 'additional' && row.origin) problem('origin', 'Only an additional duty is for goods of one origin: please leave the origin blank.');
  if (row.kind !== 'duty' && !row.label) problem('label', 'Please name the fee or additional duty (as the estimate lists it).');
  if (row.kind !== 'fee' && (row.mode || row.minimum || row.maximum)) problem(row.mode ? 'mode' : row.minimum ? 'minimum' : 'maximum', 'Only a fee per entry has a freight mode, a minimum or a maximum.');
  if (row.minimum && row.maximum && BigInt(row.maximum.replace('.', '')) < BigInt(row.minimum.replace('.', ''))) problem('maximum', 'The maximum must not be below the minimum.');
});

export const saveExchangeRateSchema = z.object({
  id: optional(idField('Please choose an exchange rate.')),
  currency: z.enum(['EUR', 'GBP', 'CNY'], { error: 'Please choose a currency other than the catalogue’s (EUR, GBP or CNY).' }),
  rate: z.string({ error: 'Please enter the rate.' }).trim().regex(RATE_TEXT, { error: 'Please enter the rate as a number such as 0.9215 (at most 6 decimals).' })
    .refine((rate) => Number(rate) > 0, { error: 'The rate must be more than 0.', abort: true })
    .refine(withinRateBounds, { error: EXCHANGE_RATE_BOUNDS_MESSAGE }),
  rateDate: dayField('the rate’s date'),
  /** Staff confirmed a move of more than RATE_MOVE_PERCENT from the current rate (asked for by 20012). */
  confirmMove: z.boolean({ error: 'Must be true or false.' }).optional(),
});

export const rateRefSchema = z.object({ id: idField('Please choose a row.') });

export const quotationCurrencyField = () =>
  z.enum(QUOTATION_CURRENCIES, { error: `Please choose a currency: ${QUOTATION_CURRENCIES.join(', ')}.` });

/**
 * The buyer's request on an inquiry (confirmOrder.do): a currency, and a rule with its place, each optional; every
 * rule but the D rules (which take the shipping address) needs its place, and a place needs its rule.
 */
export const tradeRequestSchema = z.object({
  currency: optional(quotationCurrencyField()),
  incoterm: optional(incotermField()),
  place: optional(lineText(120)),
}).superRefine((request, ctx) => {
  if (request.place && !request.incoterm) ctx.addIssue({ code: 'custom', path: ['incoterm'], message: 'Please choose the Incoterm the place is for.' });
  if (request.incoterm && !request.place && defaultNeedsPlace(request.incoterm)) {
    ctx.addIssue({ code: 'custom', path: ['place'], message: needsPlaceMessage(request.incoterm) });
  }
});

export const companyTradeDefaultSchema = z.object({
  companyId: z.string({ error: 'Please choose a company.' }).uuid({ error: 'Please choose a company.' }),
  incoterm: optional(incotermField()),
  place: optional(lineText(120)),
});

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The customs fields of the goods form (staff/catalog/goodsSave.do): blank or null takes the category's; left out, an edit keeps them. */
export const goodsCustomsFields = {
  hsCode: z.preprocess(blankToNull, hsCodeField().nullable()).optional(),
  originCountry: z.preprocess(blankToNull, originField().nullable()).optional(),
};

/** company/askTradeDefault.do: the rule (and place, except for D rules) an admin asks new quotations to start from. */
export const askTradeDefaultSchema = z.object({
  incoterm: incotermField(),
  place: optional(lineText(120)),
  note: optional(text(500)),
}).superRefine((ask, ctx) => {
  if (!ask.place && defaultNeedsPlace(ask.incoterm)) ctx.addIssue({ code: 'custom', path: ['place'], message: defaultPlaceMessage(ask.incoterm) });
});

import { z } from '../z';
import { CART_LIMITS, INQUIRY_LIMITS } from '../limits';
import { INQUIRY_STATUSES } from '../statuses';
import { addressFieldsSchema } from './address';
import { cartVariantSchema } from './cart';
import { fileRefSchema, lineCustomizationSchema } from './customization';
import { idField, lineText, optional, text, wholeNumber } from './fields';
import { dayField, moneyField } from './formats';
import { quotationTradeTermsSchema, tradeRequestSchema } from './tradeTerms';
import { QUOTATION_CURRENCIES } from '../tradeTerms';
import { WHOSE_FILTERS } from '../types/sharing';
import { paymentTermsInputSchema } from './payments';

/**
 * Inputs of inquiries and quotations: the buyer's calls (csite/inquiryOrder/) and the sales team's
 * (staff/). Mode 0 is a quick inquiry (files, category, target quantity and price, description), any
 * other mode a precise one (lines from the cart). The back-end checks ownership and the status flow.
 */

export const inquiryIdField = () => idField('Please choose an inquiry.');
const itemIdField = () => idField('Please choose a line of the inquiry.');
const remark = () => optional(text(INQUIRY_LIMITS.maxRemark));

/** Files of one upload folder (the inquiry's, and the order thread's: schemas/orderMessages.ts). */
export const filesIn = (folder: string, max: number, what: string) =>
  z
    .array(fileRefSchema.refine((file) => file.key.startsWith(`${folder}/`), { error: `${what} belong in the ${folder} folder.` }))
    .max(max, { error: `At most ${max} files.` });

const money = (what: string) => moneyField(what, { max: '1000000' });

/** The shipping address of a request: one of the member's book, or a new one (saved to the book too). */
export const shipTo = {
  addressId: optional(idField('Please choose an address.')),
  address: addressFieldsSchema.optional(),
};

// ---- quick inquiry ----

export const quickInquiryFieldsSchema = z.object({
  categoryId: idField('Please choose a category.'),
  targetQty: wholeNumber(1, INQUIRY_LIMITS.maxTargetQty, 'Please enter the quantity you need as a whole number.'),
  targetPrice: optional(money('target price')),
  description: text(INQUIRY_LIMITS.maxDescription).min(10, { error: 'Please describe what you need in at least 10 characters.' }),
  files: filesIn('quick', INQUIRY_LIMITS.maxQuickFiles, 'Quick inquiry files').min(1, { error: 'Please upload at least one picture or file.' }),
});
export type QuickInquiryFields = z.input<typeof quickInquiryFieldsSchema>;

/** quicklyUpload.do: a quick inquiry. */
export const quicklyUploadSchema = quickInquiryFieldsSchema.extend({ ...shipTo, remark: remark() });

// ---- precise inquiry from the cart ----

/** confirmOrder.do: the chosen cart lines become one inquiry; they leave the cart in the same transaction. */
export const confirmOrderSchema = z.object({
  lineIds: z
    .array(idField('Please choose a cart line.'), { error: 'Please choose the cart lines to send.' })
    .min(1, { error: 'Please choose the cart lines to send.' })
    .max(INQUIRY_LIMITS.maxLines, { error: `At most ${INQUIRY_LIMITS.maxLines} lines at once.` }),
  ...shipTo,
  remark: remark(),
  /** What the buyer asks the quotation to be in ('CIF Los Angeles, in USD'). */
  tradeRequest: tradeRequestSchema.optional(),
});

// ---- the inquiry area ----

export const inquiryListSchema = z.object({
  status: optional(z.enum(INQUIRY_STATUSES, { error: 'Please choose a status from the list.' })),
  /** An inquiry number, or words of a goods title or code. */
  keyword: optional(text(100)),
  /** 'mine': only the caller's own; 'all' (default): every colleague's. */
  whose: optional(z.enum(WHOSE_FILTERS, { error: "Please choose 'mine' or 'all'." })),
  pageNum: optional(wholeNumber(1, 10_000)),
  pageSize: optional(wholeNumber(1, INQUIRY_LIMITS.maxPageSize)),
});

export const inquiryRefSchema = z.object({ inquiryId: inquiryIdField() });

/** quicklyEdit.do: the draft of a quick inquiry's edit (every field, as the buyer left the form). */
export const quicklyEditSchema = quickInquiryFieldsSchema.extend({ inquiryId: inquiryIdField(), remark: remark() });

/** preciseEdit.do: opens (or reads) the draft of a precise inquiry's edit; remark and address may change with it. */
export const preciseEditSchema = z.object({ inquiryId: inquiryIdField(), remark: remark(), ...shipTo });

/** preciseQuantityEdit.do: one line's quantities per specification, in the draft. */
export const preciseQuantityEditSchema = z.object({
  inquiryId: inquiryIdField(),
  itemId: itemIdField(),
  variants: z.array(cartVariantSchema).min(1, { error: 'Please choose at least one specification and quantity.' }).max(CART_LIMITS.maxVariants),
});

/** preciseLogoEdit.do: one line's customization, in the draft. */
export const preciseLogoEditSchema = z.object({ inquiryId: inquiryIdField(), itemId: itemIdField(), customization: lineCustomizationSchema });

/** quicklyEditCommit.do / preciseEditCommit.do: applies the draft (or `discard: true` drops it). */
export const editCommitSchema = z.object({ inquiryId: inquiryIdField(), discard: z.boolean().optional() });

/** The buyer's answers to a quotation. */
export const acceptQuotationSchema = z.object({ inquiryId: inquiryIdField(), quotationId: idField('Please choose a quotation.') });
export const requestRevisionSchema = z.object({
  inquiryId: inquiryIdField(),
  message: text(INQUIRY_LIMITS.maxMessage).min(1, { error: 'Please tell us what to change.' }),
});
export const declineInquirySchema = z.object({ inquiryId: inquiryIdField(), reason: optional(text(INQUIRY_LIMITS.maxRemark)) });

// ---- the message thread ----

export const sendMessageSchema = z
  .object({
    inquiryId: inquiryIdField(),
    body: text(INQUIRY_LIMITS.maxMessage).default(''),
    files: filesIn('message', INQUIRY_LIMITS.maxMessageFiles, 'Message files').default([]),
  })
  .refine((m) => m.body.length > 0 || m.files.length > 0, { error: 'Please write a message or attach a file.' });

// ---- the sales team's quotation desk ----

export const staffInquiryQueueSchema = z.object({
  status: optional(z.enum(INQUIRY_STATUSES, { error: 'Please choose a status from the list.' })),
  mode: optional(z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.union([z.literal(0), z.literal(1)], { error: 'Must be 0 or 1.' }))),
  /** Buyer email, company or nick, or an inquiry number. */
  buyer: optional(text(200)),
  /** Submitted on or after / before these days (YYYY-MM-DD). */
  from: optional(dayField('a date')),
  to: optional(dayField('a date')),
  /** "My accounts": only the companies the caller is the account manager of (staff/assignAccountManager.do). */
  mine: optional(z.preprocess((value) => (value === '1' || value === 'true' ? true : value), z.boolean({ error: 'Please choose my accounts or all.' }))),
  pageNum: optional(wholeNumber(1, 10_000)),
  pageSize: optional(wholeNumber(1, INQUIRY_LIMITS.maxPageSize)),
});

export const quotationTierSchema = z.object({
  minQty: wholeNumber(1, CART_LIMITS.maxQty, 'Each tier needs a minimum quantity (a whole number).'),
  unitPrice: money('unit price'),
});

export const quotationLineSchema = z.object({
  /** The inquiry line priced; left out for an extra line the sales team adds (tooling, samples, freight). */
  itemId: optional(itemIdField()),
  title: lineText(200).min(1, { error: 'Each line needs a title.' }),
  qty: wholeNumber(1, CART_LIMITS.maxQty, 'Each line needs a quantity (a whole number).'),
  tiers: z
    .array(quotationTierSchema)
    .min(1, { error: 'Each line needs at least one price.' })
    .max(INQUIRY_LIMITS.maxQuotationTiers, { error: `At most ${INQUIRY_LIMITS.maxQuotationTiers} price tiers per line.` })
    .refine((tiers) => tiers.every((tier, i) => i === 0 || tier.minQty > tiers[i - 1]!.minQty), {
      error: 'Price tiers must go up in quantity.',
    }),
  /** The agreement (price list and version) the line's tiers started from (staff/inquiryView.do's agreementPrices). */
  priceListId: optional(idField('Please choose a price list.')),
  priceListVersion: optional(wholeNumber(1, 2_147_483_647, 'The price list version is a whole number.')),
}).refine((line) => (line.priceListId === undefined) === (line.priceListVersion === undefined), {
  error: 'A line priced from an agreement names both its price list and its version.', path: ['priceListVersion'],
});

/** saveQuotation.do: a draft (new, or the given draft replaced). */
export const saveQuotationSchema = z.object({
  inquiryId: inquiryIdField(),
  quotationId: optional(idField('Please choose a quotation.')),
  currency: z.enum(QUOTATION_CURRENCIES, { error: 'Please choose a currency.' }).default('USD'),
  lines: z.array(quotationLineSchema).min(1, { error: 'A quotation needs at least one line.' }).max(INQUIRY_LIMITS.maxLines),
  leadTimeDays: wholeNumber(1, INQUIRY_LIMITS.maxLeadTimeDays, `Please enter the lead time in days (1 to ${INQUIRY_LIMITS.maxLeadTimeDays}).`),
  /** The last day the prices hold (YYYY-MM-DD); must be in the future when sent. */
  validUntil: dayField('the validity date'),
  remarks: remark(),
  terms: optional(text(4000)),
  /** The payment terms (docs/workflows.md, Payments); left out: 30 % deposit, balance before shipment. */
  paymentTerms: paymentTermsInputSchema.optional(),
  ...quotationTradeTermsSchema.shape,
});

export const sendQuotationSchema = z.object({ inquiryId: inquiryIdField(), quotationId: idField('Please choose a quotation.') });

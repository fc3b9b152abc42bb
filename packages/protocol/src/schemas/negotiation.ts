import { z } from '../z';
import { CART_LIMITS, INQUIRY_LIMITS, ORDER_LIMITS } from '../limits';
import { COUNTER_REASONS, LINE_ANSWER_KINDS, LINE_RESPONSE_KINDS, NEGOTIATION_LIMITS } from '../negotiation';
import { idField, lineText, optional, text, wholeNumber } from './fields';
import { moneyTextField } from './formats';
import { inquiryIdField, shipTo } from './inquiry';

/** Inputs of line-level negotiation (docs/decisions/0024-line-negotiation.md). */

const itemIdField = () => idField('Please choose a line of the inquiry.');
const quotationIdField = () => idField('Please choose a quotation.');
const qtyField = (what: string) => wholeNumber(1, CART_LIMITS.maxQty, `Please enter ${what} as a whole number from 1 to ${CART_LIMITS.maxQty.toLocaleString('en-US')}.`);
const price = (what: string) => moneyTextField(what, { max: '1000000' });
const reason = (what: string) => lineText(NEGOTIATION_LIMITS.maxReason).min(3, { error: `Please give ${what} in a few words.` });

export const quantityPointSchema = z.object({
  qty: qtyField('the quantity'),
  targetPrice: optional(price('target price')),
});

export const lineRequestFieldsSchema = z.object({
  points: z
    .array(quantityPointSchema)
    .max(NEGOTIATION_LIMITS.maxPoints, { error: `At most ${NEGOTIATION_LIMITS.maxPoints} quantities per line.` })
    .refine((points) => new Set(points.map((point) => point.qty)).size === points.length, { error: 'Each quantity may appear once per line.' })
    .default([]),
  specNotes: optional(text(NEGOTIATION_LIMITS.maxSpecNotes)),
});

/** inquiry/lineRequest.do: a line's quantity points and spec notes, while the inquiry waits for a quotation. */
export const lineRequestSchema = lineRequestFieldsSchema.extend({ inquiryId: inquiryIdField(), itemId: itemIdField() });

export const lineOfferSchema = z.object({
  qty: qtyField('the offer’s quantity'),
  unitPrice: price('unit price'),
  leadTimeDays: wholeNumber(1, INQUIRY_LIMITS.maxLeadTimeDays, `Please enter the lead time in days (1 to ${INQUIRY_LIMITS.maxLeadTimeDays}).`),
  spec: optional(lineText(NEGOTIATION_LIMITS.maxSpecLine)),
  moreAtThisPrice: z.boolean({ error: 'Please say whether more may be ordered at this price.' }).default(false),
});

const offers = () => z
  .array(lineOfferSchema)
  .min(1, { error: 'Please give at least one offer.' })
  .max(NEGOTIATION_LIMITS.maxOffers, { error: `At most ${NEGOTIATION_LIMITS.maxOffers} offers per line.` });

/** One line's answer: offers, a substitute (goods, reason and offers) or declined (a reason). */
export const lineAnswerSchema = z
  .object({
    kind: z.enum(LINE_ANSWER_KINDS, { error: 'Please answer the line with offers, a substitute or a decline.' }),
    itemId: itemIdField(),
    offers: offers().optional(),
    goodsId: optional(idField('Please choose the goods you propose instead.')),
    reason: optional(reason('the reason')),
  })
  .refine((line) => line.kind === 'declined' || line.offers !== undefined, { error: 'Please give at least one offer.', path: ['offers'] })
  .refine((line) => line.kind !== 'substitute' || line.goodsId !== undefined, { error: 'Please choose the goods you propose instead.', path: ['goodsId'] })
  .refine((line) => line.kind === 'offers' || line.reason !== undefined, { error: 'Please give the reason the buyer will read.', path: ['reason'] });

/** staff/saveLineAnswers.do: the draft's answers, one per line given (a line left out has no answer in this version). */
export const saveLineAnswersSchema = z.object({
  inquiryId: inquiryIdField(),
  quotationId: quotationIdField(),
  lines: z
    .array(lineAnswerSchema)
    .min(1, { error: 'Please answer at least one line.' })
    .max(INQUIRY_LIMITS.maxLines)
    .refine((lines) => new Set(lines.map((line) => line.itemId)).size === lines.length, { error: 'Each line may be answered once.' }),
});

/** inquiry/answerLine.do: the buyer's answer on one line of a sent version (accept an offer, counter, drop). */
export const answerLineSchema = z
  .object({
    kind: z.enum(LINE_RESPONSE_KINDS, { error: 'Please accept, counter or drop the line.' }),
    inquiryId: inquiryIdField(),
    quotationId: quotationIdField(),
    itemId: itemIdField(),
    offerId: optional(idField('Please choose the offer you accept.')),
    qty: optional(qtyField('the quantity')),
    targetPrice: optional(price('target price')),
    reason: optional(z.enum(COUNTER_REASONS, { error: 'Please choose why: price, lead time, spec or quantity.' })),
    text: optional(text(NEGOTIATION_LIMITS.maxCounterText)),
  })
  .refine((input) => input.kind !== 'accept' || input.offerId !== undefined, { error: 'Please choose the offer you accept.', path: ['offerId'] })
  .refine((input) => input.kind !== 'counter' || input.reason !== undefined, { error: 'Please choose why: price, lead time, spec or quantity.', path: ['reason'] })
  .refine((input) => input.kind !== 'counter' || input.targetPrice !== undefined || input.qty !== undefined, { error: 'Please give a new target price or quantity.', path: ['targetPrice'] });

/** inquiry/placeAcceptedLines.do: an order of the version's accepted lines, shipped as placeOrder.do ships. */
export const placeAcceptedLinesSchema = z
  .object({
    inquiryId: inquiryIdField(),
    quotationId: quotationIdField(),
    ...shipTo,
    poNumber: optional(lineText(ORDER_LIMITS.maxPoNumber).regex(/^[A-Za-z0-9 ._/#-]+$/, { error: 'Please enter the purchase-order number with letters, digits, spaces and . _ / # - only.' })),
    notes: optional(text(ORDER_LIMITS.maxNotes)),
  })
  .refine((input) => input.addressId !== undefined || input.address !== undefined, { error: 'Please choose a shipping address.', path: ['addressId'] });

export const negotiationRefSchema = z.object({ inquiryId: inquiryIdField() });

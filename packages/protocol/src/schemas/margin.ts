import { z } from '../z';
import { idField, lineText, optional, text } from './fields';
import { moneyTextField } from './formats';

/** Inputs of the margin floor's console paths (issue 52, point 6; docs/protocol.md, Margin floor). */

export const MARGIN_FLOOR_SCOPES = ['default', 'category', 'goods'] as const;
export type MarginFloorScope = (typeof MARGIN_FLOOR_SCOPES)[number];

const PERCENT_MESSAGE = 'Please enter the floor as a percentage from 0 to 99.99, with at most two decimals.';

/** A floor: decimal text from 0 to 99.99 (a margin of 100 % would mean a price with no cost). */
export const floorPercentField = () =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: PERCENT_MESSAGE }).trim().regex(/^\d{1,2}(\.\d{1,2})?$/, { error: PERCENT_MESSAGE }),
  ).transform(percentText);

/** '20.00' → '20', '07.50' → '7.5': one text per value, as stored and shown. */
function percentText(value: string): string {
  const trimmed = value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
  return trimmed.replace(/^0+(?=\d)/, '');
}

/** staff/margin/settings.do: the default and category floors, and one goods' cost and floor when named. */
export const marginSettingsSchema = z.object({
  goodsId: optional(idField('Please choose the goods.')),
  /** The goods by its code, as the screen's search asks (a goodsId wins). */
  code: optional(lineText(60)),
});

/** staff/margin/saveCost.do: a goods' cost per piece in USD, or one specification's; cost null removes it. */
export const saveCostSchema = z.object({
  goodsId: idField('Please choose the goods.'),
  specId: optional(idField('Please choose a specification of the goods.')),
  cost: z.preprocess((v) => (v === '' ? null : v), moneyTextField('cost', { max: '1000000' }).nullable()),
});

/** staff/margin/saveFloor.do: the default floor, or a category's or goods' own; percent null removes an own floor. */
export const saveFloorSchema = z.object({
  scope: z.enum(MARGIN_FLOOR_SCOPES, { error: 'Please choose default, category or goods.' }),
  categoryId: optional(idField('Please choose a category.')),
  goodsId: optional(idField('Please choose the goods.')),
  percent: z.preprocess((v) => (v === '' ? null : v), floorPercentField().nullable()),
}).superRefine((input, ctx) => {
  if (input.scope === 'category' && !input.categoryId) ctx.addIssue({ code: 'custom', message: 'Please choose a category.', path: ['categoryId'] });
  if (input.scope === 'goods' && !input.goodsId) ctx.addIssue({ code: 'custom', message: 'Please choose the goods.', path: ['goodsId'] });
  if (input.scope === 'default' && input.percent === null) ctx.addIssue({ code: 'custom', message: 'The default floor cannot be removed; enter 0 for none.', path: ['percent'] });
});

export const quotationMarginsSchema = z.object({ inquiryId: idField('Please choose an inquiry.') });

/** staff/margin/askApproval.do: the draft below its floor goes to a sales manager, with a note why. */
export const askApprovalSchema = z.object({
  inquiryId: idField('Please choose an inquiry.'),
  quotationId: idField('Please choose a quotation.'),
  note: optional(text(1000)),
});

export const approvalsSchema = z.object({});

export const approveSchema = z.object({ approvalId: idField('Please choose an approval request.'), note: optional(text(1000)) });

export const returnToSalesSchema = z.object({
  approvalId: idField('Please choose an approval request.'),
  note: text(1000).min(1, { error: 'Please write a note for the sales person: what to change.' }),
});

import { z } from '../z';
import { CART_LIMITS, CUSTOMIZATION_LIMITS } from '../limits';
import { fileRefSchema, lineCustomizationSchema } from './customization';
import { idField, optional, text, wholeNumber } from './fields';

/**
 * Inputs of the inquiry cart (csite/inquiryCart/). A line is one goods: either a plain line (one
 * specification and a quantity; adding the same goods and specification again merges into it) or a
 * customized line (a breakdown of quantities per specification, with its customization). The goods'
 * MOQ applies to the line's total quantity; the back-end checks it against the goods.
 */

const qtyMessage = `Please enter a whole number of pieces from 1 to ${CART_LIMITS.maxQty.toLocaleString('en-US')}.`;
export const cartQtyField = () => wholeNumber(1, CART_LIMITS.maxQty, qtyMessage);

const lineId = () => idField('Please choose a cart line.');
const goodsId = () => idField('Please choose a product.');
const specId = () => idField('Please choose a specification.');

/** One specification's quantity within a customized line (specId left out for goods without specifications). */
export const cartVariantSchema = z.object({ specId: optional(specId()), qty: cartQtyField() });
export type CartVariantInput = z.input<typeof cartVariantSchema>;

const variants = z
  .array(cartVariantSchema, { error: 'Please choose at least one specification and quantity.' })
  .min(1, { error: 'Please choose at least one specification and quantity.' })
  .max(CART_LIMITS.maxVariants, { error: `At most ${CART_LIMITS.maxVariants} specifications per line.` })
  .refine((list) => new Set(list.map((v) => v.specId ?? 0)).size === list.length, {
    error: 'Each specification may appear only once in a line.',
  });

/** putIntoCart.do: a plain line; merges into the member's plain line of the same goods and specification. */
export const putIntoCartSchema = z.object({ goodsId: goodsId(), specId: optional(specId()), qty: cartQtyField() });

/** putIntoCart2.do: a customized line, never merged (each customization is its own request). */
export const putIntoCart2Schema = z.object({ goodsId: goodsId(), variants, customization: lineCustomizationSchema });

export const cartEditQtySchema = z.object({ lineId: lineId(), qty: cartQtyField() });

export const cartRemoveGoodsSchema = z.object({
  lineIds: z
    .array(lineId(), { error: 'Please choose the lines to remove.' })
    .min(1, { error: 'Please choose the lines to remove.' })
    .max(CART_LIMITS.maxLines, { error: `At most ${CART_LIMITS.maxLines} lines at once.` }),
});

/** cartEditCustomInfo.do: the customization, and with `variants` the breakdown too, in one change (the editor saves both). */
export const cartEditCustomInfoSchema = z.object({ lineId: lineId(), customization: lineCustomizationSchema, variants: variants.optional() });

/** cartEditPreciseInfo.do: replaces the line's breakdown of quantities per specification. */
export const cartEditPreciseInfoSchema = z.object({ lineId: lineId(), variants });

/** cartEditPreciseInfoQty.do: one specification's quantity within the line's breakdown. */
export const cartEditPreciseInfoQtySchema = z.object({ lineId: lineId(), specId: optional(specId()), qty: cartQtyField() });

/** inquiryUpload.do: adds uploaded logo or design files to a line's customization. */
export const inquiryUploadSchema = z.object({
  lineId: lineId(),
  files: z
    .array(fileRefSchema.refine((file) => /^(logo|design)\//.test(file.key), { error: 'Logo files belong in the logo or design folder.' }))
    .min(1, { error: 'Please choose the files to attach.' })
    .max(CUSTOMIZATION_LIMITS.maxFiles, { error: `At most ${CUSTOMIZATION_LIMITS.maxFiles} files.` }),
});

export const getLogoDefaultDataSchema = z.object({ goodsId: goodsId() });

/**
 * bulkAddToCart.do: rows of a buyer's spreadsheet, parsed in the browser. `code` is a goods code or
 * the item code of one specification; `row` is the sheet's row number, echoed in problems.
 */
export const bulkCartRowSchema = z.object({
  row: wholeNumber(1, 1_000_000),
  code: z.string({ error: 'Must be text.' }).trim().max(100, { error: 'The code is too long.' }),
  qty: z.unknown(),
  note: optional(text(CART_LIMITS.maxBulkNote)),
});
export type BulkCartRow = z.input<typeof bulkCartRowSchema>;

export const bulkAddToCartSchema = z.object({
  rows: z
    .array(bulkCartRowSchema, { error: 'The sheet has no rows.' })
    .min(1, { error: 'The sheet has no rows.' })
    .max(CART_LIMITS.maxBulkRows, { error: `At most ${CART_LIMITS.maxBulkRows} rows at once.` }),
});

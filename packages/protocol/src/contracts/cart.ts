import { API } from '../paths';
import { answer, contract } from '../contract';
import {
  bulkAddToCartSchema,
  cartEditCustomInfoSchema,
  cartEditPreciseInfoQtySchema,
  cartEditPreciseInfoSchema,
  cartEditQtySchema,
  cartRemoveGoodsSchema,
  getLogoDefaultDataSchema,
  inquiryUploadSchema,
  putIntoCart2Schema,
  putIntoCartSchema,
} from '../schemas/cart';
import type { BulkAddResult, CartChange, CartView, FontTechnic, LogoDefaults } from '../types/cart';
import { noInput } from './noInput';

/** The inquiry cart (csite/inquiryCart/): a member's own lines only; another member's line id is 20004. */
export const putIntoCart = contract({
  path: API.inquiryCart.putIntoCart, access: 'member', input: putIntoCartSchema, answer: answer<CartChange>(),
});

export const putIntoCart2 = contract({
  path: API.inquiryCart.putIntoCart2, access: 'member', input: putIntoCart2Schema, answer: answer<CartChange>(),
});

export const myCart = contract({
  path: API.inquiryCart.myCart, access: 'member', input: noInput, answer: answer<CartView>(),
});

export const cartEditQty = contract({
  path: API.inquiryCart.cartEditQty, access: 'member', input: cartEditQtySchema, answer: answer<CartChange>(),
});

/** Removes one or several lines, all or none. */
export const cartRemoveGoods = contract({
  path: API.inquiryCart.cartRemoveGoods, access: 'member', input: cartRemoveGoodsSchema, answer: answer<CartChange>(),
});

export const cartEditCustomInfo = contract({
  path: API.inquiryCart.cartEditCustomInfo, access: 'member', input: cartEditCustomInfoSchema, answer: answer<CartChange>(),
});

export const cartEditPreciseInfo = contract({
  path: API.inquiryCart.cartEditPreciseInfo, access: 'member', input: cartEditPreciseInfoSchema, answer: answer<CartChange>(),
});

export const cartEditPreciseInfoQty = contract({
  path: API.inquiryCart.cartEditPreciseInfoQty, access: 'member', input: cartEditPreciseInfoQtySchema, answer: answer<CartChange>(),
});

export const inquiryUpload = contract({
  path: API.inquiryCart.inquiryUpload, access: 'member', input: inquiryUploadSchema, answer: answer<CartChange>(),
});

export const getLogoDefaultData = contract({
  path: API.inquiryCart.getLogoDefaultData, access: 'member', input: getLogoDefaultDataSchema, answer: answer<LogoDefaults>(),
});

export const bulkAddToCart = contract({
  path: API.inquiryCart.bulkAddToCart, access: 'member', input: bulkAddToCartSchema, answer: answer<BulkAddResult>(),
});

/** preq/getFontTechnic.do (inquiryOrder family): fonts and logo techniques. */
export const getFontTechnic = contract({
  path: API.inquiryOrder.getFontTechnic, access: 'member', role: 'viewer', input: noInput, answer: answer<FontTechnic>(),
});

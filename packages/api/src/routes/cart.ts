import { cart } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { attachFiles, bulkAddToCart, editCustomInfo, editPreciseInfo, editPreciseInfoQty, editQty, fontTechnic, logoDefaults, myCart, putIntoCart, putIntoCart2, removeLines } from '../services/cart';

export const cartEndpoints: Endpoint[] = [
  endpoint(cart.putIntoCart, ({ db, deps, member, input }) => putIntoCart(db, member.id, input, deps.now())),
  endpoint(cart.putIntoCart2, ({ db, deps, member, input }) => putIntoCart2(db, member.id, input, deps.now())),
  endpoint(cart.myCart, ({ db, member }) => myCart(db, member.id)),
  endpoint(cart.cartEditQty, ({ db, deps, member, input }) => editQty(db, member.id, input, deps.now())),
  endpoint(cart.cartRemoveGoods, ({ db, member, input }) => removeLines(db, member.id, input.lineIds)),
  endpoint(cart.cartEditCustomInfo, ({ db, deps, member, input }) => editCustomInfo(db, member.id, input, deps.now())),
  endpoint(cart.cartEditPreciseInfo, ({ db, deps, member, input }) => editPreciseInfo(db, member.id, input, deps.now())),
  endpoint(cart.cartEditPreciseInfoQty, ({ db, deps, member, input }) => editPreciseInfoQty(db, member.id, input, deps.now())),
  endpoint(cart.inquiryUpload, ({ db, deps, member, input }) => attachFiles(db, member.id, input, deps.now())),
  endpoint(cart.getLogoDefaultData, ({ db, input }) => logoDefaults(db, input.goodsId)),
  endpoint(cart.bulkAddToCart, ({ db, deps, member, input }) => bulkAddToCart(db, member.id, input.rows, deps.now())),
  endpoint(cart.getFontTechnic, () => fontTechnic()),
];

import { cart } from '@sw/protocol';
import { utcDay } from '../lib/dailyNumber';
import { endpoint, type Endpoint } from '../lib/endpoint';
import type { Member } from '../lib/member';
import { cartTermsLoader } from '../queries/cartTerms';
import { memberCart } from '../queries/memberCart';
import { attachFiles, bulkAddToCart, editCustomInfo, editPreciseInfo, editPreciseInfoQty, editQty, fontTechnic, logoDefaults, putIntoCart, putIntoCart2, removeLines } from '../services/cart';

/** The company's terms (issue 51: what it may see, quantity rules, what prices a line) for the cart's changes. */
const termsFor = (member: Member, now: Date) => cartTermsLoader(member.companyId, utcDay(now));

export const cartEndpoints: Endpoint[] = [
  endpoint(cart.putIntoCart, ({ db, deps, member, input }) => putIntoCart(db, member.id, input, deps.now(), termsFor(member, deps.now()))),
  endpoint(cart.putIntoCart2, ({ db, deps, member, input }) => putIntoCart2(db, member.id, input, deps.now(), termsFor(member, deps.now()))),
  endpoint(cart.myCart, ({ db, deps, member }) => memberCart(db, member, utcDay(deps.now()))),
  endpoint(cart.cartEditQty, ({ db, deps, member, input }) => editQty(db, member.id, input, deps.now(), termsFor(member, deps.now()))),
  endpoint(cart.cartRemoveGoods, ({ db, member, input }) => removeLines(db, member.id, input.lineIds)),
  endpoint(cart.cartEditCustomInfo, ({ db, deps, member, input }) => editCustomInfo(db, member.id, input, deps.now(), termsFor(member, deps.now()))),
  endpoint(cart.cartEditPreciseInfo, ({ db, deps, member, input }) => editPreciseInfo(db, member.id, input, deps.now(), termsFor(member, deps.now()))),
  endpoint(cart.cartEditPreciseInfoQty, ({ db, deps, member, input }) => editPreciseInfoQty(db, member.id, input, deps.now(), termsFor(member, deps.now()))),
  endpoint(cart.inquiryUpload, ({ db, deps, member, input }) => attachFiles(db, member.id, input, deps.now())),
  endpoint(cart.getLogoDefaultData, ({ db, input }) => logoDefaults(db, input.goodsId)),
  endpoint(cart.bulkAddToCart, ({ db, deps, member, input }) => bulkAddToCart(db, member.id, input.rows, deps.now(), termsFor(member, deps.now()))),
  endpoint(cart.getFontTechnic, () => fontTechnic()),
];

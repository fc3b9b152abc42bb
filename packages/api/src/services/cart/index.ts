/**
 * The face of the cart domain: what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
export { addCustomLine, attachFiles, editCustomInfo, editPreciseInfo, editPreciseInfoQty, editQty, findPlainLine, mergeIntoPlainLine, putIntoCart, putIntoCart2, removeLines, takeLinesOut } from './changes';
export { type CartGoods, countLines, goodsNotFound, linesOf, loadCartGoods, myCart, toCartLine, toCartVariant } from './lines';
export { checkCustomization, checkLineTotal, checkRoomForLines, checkVariants, isMoreThanNotes, lockCart } from './rules';
export { bulkAddToCart } from './bulk';
export { type CartTerms, type CartTermsLoader } from './terms';
export { logoDefaults } from './logoDefaults';
export { fontTechnic } from './techniques';

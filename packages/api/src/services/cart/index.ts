/**
 * The face of the cart domain: what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
export { addCustomLine, findPlainLine, mergeIntoPlainLine, takeLinesOut } from './changes';
export { type CartGoods, countLines, linesOf, loadCartGoods, toCartLine, toCartVariant } from './lines';
export { checkCustomization, checkLineTotal, checkRoomForLines, checkVariants, isMoreThanNotes, lockCart } from './rules';

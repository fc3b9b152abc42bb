import {
  cartChangeRefusal, CART_LIMITS, effectiveQuantityRule, isPlainRule, RES, type FileRef, type LineCustomization, type QuantityRule,
} from '@sw/protocol';
import type { Db, Tx } from '../../db/client';
import type { CartPreciseInfo } from '../../db/schema';
import { lockMemberRow } from '../auth';
import { ApiError, invalid } from '../../lib/errors';
import { checkOwnFiles, distinctFiles } from '../files';
import { countLines, type CartGoods } from './lines';
import { FONTS, logoProfile } from './techniques';
import { loadCategoryIndex } from '../catalog';

/** The checks every cart change shares: specifications, quantities, line count, files, customization. */

const pieces = (n: number) => n.toLocaleString('en-US');

export const moqMessage = (moq: number) => `The minimum order for this product is ${pieces(moq)} pieces.`;
export const maxQtyMessage = `A cart line can hold at most ${pieces(CART_LIMITS.maxQty)} pieces.`;

/** The specification a plain line names: required when the goods has specifications, and one of its own. */
export function specOf(info: CartGoods, specId: number | undefined): number | null {
  if (info.specs.size === 0) {
    if (specId !== undefined) throw invalid('This product has no specifications to choose from.');
    return null;
  }
  if (specId === undefined) throw invalid('Please choose a specification.');
  if (!info.specs.has(specId)) throw invalid('This specification does not belong to this product.');
  return specId;
}

/** A line's total: from the goods' MOQ up to the cart's maximum. */
export function checkLineTotal(info: CartGoods, total: number): void {
  if (total > CART_LIMITS.maxQty) throw invalid(maxQtyMessage);
  if (total < info.moq) throw invalid(moqMessage(info.moq));
}

/**
 * A line's pieces against the goods' quantity rule (issue 51), with `goodsTotal` the goods' pieces in the cart after
 * the change: the catalogue's MOQ check and words while the rule asks nothing more, else the rule's (20030, naming
 * the nearest allowed quantities; mix and match refuses only above the maximum, see protocol cartQuantity.ts).
 */
export function checkLineQuantity(info: CartGoods, rule: QuantityRule, lineQty: number, goodsTotal: number): void {
  if (lineQty > CART_LIMITS.maxQty) throw invalid(maxQtyMessage);
  if (rule.minQty === null && isPlainRule(rule)) return checkLineTotal(info, lineQty);
  const refusal = cartChangeRefusal(effectiveQuantityRule(rule, info.moq), lineQty, goodsTotal);
  if (refusal) throw new ApiError(RES.QUANTITY_OFF_RULE, refusal);
}

/**
 * A breakdown of quantities per specification, checked against the goods; answers it and its total. `checkTotal`
 * checks the total (the MOQ by default; the cart's changes check the rule with the goods' other lines instead).
 */
export function checkVariants(
  info: CartGoods, variants: { specId?: number; qty: number }[], checkTotal: (total: number) => void = (total) => checkLineTotal(info, total),
): { variants: CartPreciseInfo['variants']; total: number } {
  const checked = variants.map((variant) => ({ specId: specOf(info, variant.specId), qty: variant.qty }));
  if (new Set(checked.map((variant) => variant.specId ?? 0)).size !== checked.length) {
    throw invalid('Each specification may appear only once in a line.');
  }
  const total = checked.reduce((sum, variant) => sum + variant.qty, 0);
  checkTotal(total);
  return { variants: checked, total };
}

/**
 * Serializes one member's cart writes (the line count, and read-then-write edits). The plain-line unique index
 * keeps merges right on its own; this lock keeps the 'at most N lines' rule right under parallel adds too.
 */
export async function lockCart(tx: Tx, memberId: string): Promise<void> {
  await lockMemberRow(tx, memberId);
}

export async function checkRoomForLines(tx: Tx, memberId: string, adding: number): Promise<void> {
  if (adding <= 0) return;
  if ((await countLines(tx, memberId)) + adding > CART_LIMITS.maxLines) {
    throw new ApiError(
      RES.CONFLICT,
      `Your inquiry cart holds at most ${CART_LIMITS.maxLines} lines. Please request a quotation for some lines or remove a few first.`,
    );
  }
}

/** The category names of a goods, top level first (what decides its logo positions and techniques). */
export async function categoryNamesOf(db: Db | Tx, categoryId: number): Promise<string[]> {
  const index = await loadCategoryIndex(db);
  return index.pathOf(categoryId).map((row) => row.name);
}

/**
 * A customization a goods allows: own files (or `kept`, the files the record already holds: a line ordered again
 * carries a colleague's logo), a technique it offers, a font of the catalogue.
 */
export async function checkCustomization(
  db: Db | Tx, memberId: string, info: CartGoods, customization: LineCustomization, kept: FileRef[] = [],
): Promise<LineCustomization> {
  const logoFiles = distinctFiles(customization.logoFiles);
  if (customization.technique !== undefined) {
    const { techniques } = logoProfile(await categoryNamesOf(db, info.categoryId));
    if (!techniques.some((technique) => technique.code === customization.technique)) {
      throw invalid('This technique is not offered for this product.');
    }
  }
  if (customization.font !== undefined && !FONTS.some((font) => font.name === customization.font)) {
    throw invalid('Please choose a font from the list.');
  }
  await checkOwnFiles(db, memberId, logoFiles, kept);
  return { ...customization, logoFiles };
}

/** A plain line stays plain while its customization holds notes at most; anything more makes it customized. */
export function isMoreThanNotes(customization: LineCustomization | null | undefined): boolean {
  if (!customization) return false;
  return (
    customization.logoFiles.length > 0 ||
    customization.colors.length > 0 ||
    customization.technique !== undefined ||
    customization.font !== undefined ||
    customization.placement !== undefined
  );
}

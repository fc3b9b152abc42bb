import {
  CART_LIMITS, checkQuantity, CUSTOMIZATION_LIMITS, effectiveQuantityRule, isPlainRule, type BulkAddResult, type BulkCartProblem, type LineCustomization,
} from '@sw/protocol';
import type { Db, Tx } from '../../db/client';
import { findByCodes } from '../catalog';
import { countLines, goodsQtyInCart, loadCartGoods, type CartGoods } from './lines';
import { pricedColumns, type CartTerms, type CartTermsLoader } from './terms';
import { checkRoomForLines, lockCart, maxQtyMessage, moqMessage } from './rules';
import { findPlainLine, mergeIntoPlainLine } from './changes';

/**
 * bulkAddToCart.do: the rows of a buyer's sheet become plain lines, all or none.
 * - `code` is an item code (a specification's sku_code) or a goods code, either in any case; a goods code
 *   names a goods without specifications or with exactly one (several: the row must use an item code).
 * - `qty` is a whole number of pieces (a number, or digits with optional thousands commas) from 1 to the maximum.
 * - Rows naming the same goods and specification are summed, with the member's plain line of it if there is one;
 *   the MOQ and the maximum apply to that resulting line, and a refusal is reported on each of its rows.
 * - A row's note is added to the line's notes (`customization.notes`, one line per note); the line stays plain.
 * - Issue 51: a goods the company may not see reads as an unknown code; the goods' quantity rule applies to the
 *   resulting line, with mix and match to the goods' total in the cart after the sheet (a sheet is a whole order).
 */

interface BulkRow {
  row: number;
  code: string;
  qty: unknown;
  note?: string;
}

const upper = (code: string) => code.trim().toUpperCase();

/** A whole number of pieces from a sheet cell: 1200, '1200', '1,200'; undefined for anything else. */
export function sheetQuantity(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!/^(\d{1,3}(,\d{3})+|\d+)$/.test(text)) return undefined;
  return Number(text.replace(/,/g, ''));
}

interface Target {
  info: CartGoods;
  specId: number | null;
}

async function resolveCodes(db: Db, codes: string[]): Promise<{ bySku: Map<string, Target>; byGoodsCode: Map<string, CartGoods> }> {
  const wanted = [...new Set(codes.map(upper).filter(Boolean))];
  if (!wanted.length) return { bySku: new Map(), byGoodsCode: new Map() };
  const { specs: specRows, goods: goodsRows } = await findByCodes(db, wanted);
  const infos = await loadCartGoods(db, [...specRows.map((row) => row.goodsId), ...goodsRows.map((row) => row.id)]);
  const bySku = new Map(specRows.map((row) => [upper(row.skuCode), { info: infos.get(row.goodsId)!, specId: row.id }]));
  const byGoodsCode = new Map(goodsRows.map((row) => [upper(row.code), infos.get(row.id)!]));
  return { bySku, byGoodsCode };
}

type Resolved = { row: number; target: Target; qty: number; note?: string };

/** One reason per row, or what the row adds. */
function checkRow(row: BulkRow, codes: Awaited<ReturnType<typeof resolveCodes>>, maySee: (goodsId: number) => boolean): Resolved | BulkCartProblem {
  const code = upper(row.code);
  if (!code) return { row: row.row, reason: 'Please enter a goods code or an item code.' };
  const unknown = { row: row.row, reason: `No product has the code ${row.code.trim()}.` };
  let target = codes.bySku.get(code);
  if (target && !maySee(target.info.id)) return unknown;
  if (!target) {
    const info = codes.byGoodsCode.get(code);
    if (!info || !maySee(info.id)) return unknown;
    if (info.specs.size > 1) return { row: row.row, reason: 'This product has several specifications: use an item code.' };
    target = { info, specId: info.specs.size === 1 ? [...info.specs.keys()][0]! : null };
  }
  if (target.info.status !== 1) return { row: row.row, reason: 'This product is not available any more.' };
  const qty = sheetQuantity(row.qty);
  if (qty === undefined || qty < 1 || qty > CART_LIMITS.maxQty) {
    return { row: row.row, reason: `The quantity must be a whole number of pieces from 1 to ${CART_LIMITS.maxQty.toLocaleString('en-US')}.` };
  }
  return { row: row.row, target, qty, note: row.note };
}

const lineKey = (target: Target) => `${target.info.id}:${target.specId ?? 0}`;

function withNotes(current: LineCustomization | null, notes: string[]): LineCustomization | null | undefined {
  if (!notes.length) return undefined;
  const base: LineCustomization = current ?? { logoFiles: [], colors: [] };
  return { ...base, notes: [base.notes, ...notes].filter(Boolean).join('\n') };
}

type Group = { target: Target; rows: Resolved[] };

/**
 * The quantity refusal of each goods' resulting lines, by line key: the MOQ and the cart's maximum while the rule
 * asks nothing more; else the rule on each line, or with mix and match on the goods' total after the sheet.
 */
async function quantityReasons(tx: Tx, memberId: string, terms: CartTerms, lines: { key: string; group: Group; total: number; adding: number }[]): Promise<Map<string, string>> {
  const reasons = new Map<string, string>();
  const goodsAdding = new Map<number, number>();
  for (const line of lines) goodsAdding.set(line.group.target.info.id, (goodsAdding.get(line.group.target.info.id) ?? 0) + line.adding);
  for (const { key, group, total } of lines) {
    const { info } = group.target;
    const rule = terms.ruleOf(info.id);
    if (total > CART_LIMITS.maxQty) reasons.set(key, maxQtyMessage);
    else if (rule.minQty === null && isPlainRule(rule)) {
      if (total < info.moq) reasons.set(key, moqMessage(info.moq));
    } else {
      const effective = effectiveQuantityRule(rule, info.moq);
      const counted = effective.mixAndMatch ? (await goodsQtyInCart(tx, memberId, info.id)) + goodsAdding.get(info.id)! : total;
      const check = checkQuantity(effective, counted);
      if (!check.ok) reasons.set(key, check.message);
    }
  }
  return reasons;
}

export async function bulkAddToCart(db: Db, memberId: string, rows: BulkRow[], now: Date, loadTerms: CartTermsLoader): Promise<BulkAddResult> {
  const codes = await resolveCodes(db, rows.map((row) => row.code));
  const terms = await loadTerms(db, [
    ...[...codes.bySku.values()].map((t) => ({ goodsId: t.info.id, specId: t.specId })),
    ...[...codes.byGoodsCode.values()].map((info) => ({ goodsId: info.id, specId: info.specs.size === 1 ? [...info.specs.keys()][0]! : null })),
  ]);
  const problems: BulkCartProblem[] = [];
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const checked = checkRow(row, codes, (goodsId) => terms.maySee(goodsId));
    if ('reason' in checked) {
      problems.push(checked);
      continue;
    }
    const key = lineKey(checked.target);
    const group = groups.get(key) ?? { target: checked.target, rows: [] };
    group.rows.push(checked);
    groups.set(key, group);
  }

  return db.transaction(async (tx) => {
    await lockCart(tx, memberId);
    const writes = [];
    const lines = [];
    for (const [key, group] of groups) {
      const { info, specId } = group.target;
      const existing = await findPlainLine(tx, memberId, info.id, specId);
      const adding = group.rows.reduce((sum, row) => sum + row.qty, 0);
      lines.push({ key, group, total: (existing?.qty ?? 0) + adding, adding });
      const customInfo = withNotes(existing?.customInfo ?? null, group.rows.flatMap((row) => (row.note ? [row.note] : [])));
      writes.push({ key, group, info, specId, qty: adding, customInfo, merged: Boolean(existing) });
    }
    const reasons = await quantityReasons(tx, memberId, terms, lines);
    for (const write of writes) {
      const reason = reasons.get(write.key)
        ?? ((write.customInfo?.notes?.length ?? 0) > CUSTOMIZATION_LIMITS.maxNotes ? `The notes of this line would be longer than ${CUSTOMIZATION_LIMITS.maxNotes} characters.` : null);
      if (reason) for (const row of write.group.rows) problems.push({ row: row.row, reason });
    }
    if (problems.length) {
      problems.sort((a, b) => a.row - b.row);
      return { ok: false, problems, added: 0, merged: 0, cartNum: await countLines(tx, memberId) };
    }
    await checkRoomForLines(tx, memberId, writes.filter((write) => !write.merged).length);
    for (const write of writes) {
      await mergeIntoPlainLine(tx, {
        memberId, goodsId: write.info.id, specId: write.specId, qty: write.qty, customInfo: write.customInfo, priced: pricedColumns(terms, write.info.id, write.specId),
      }, now);
    }
    const merged = writes.filter((write) => write.merged).length;
    return { ok: true, problems: [], added: writes.length - merged, merged, cartNum: await countLines(tx, memberId) };
  });
}

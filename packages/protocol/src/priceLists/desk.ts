import { formatMinor, hasAtMostDigits, parseMinor } from '../money';
import { percentUnits, priceRuleProblem, roundPrice, type PriceListRounding } from './rules';
import { PRICE_LINE_SCOPES, type PriceLineScope } from './resolve';

/**
 * The console's side of price lists (issue 51, docs/decisions/0020, Console): a list's lines as a spreadsheet row
 * (import and export, CSV or XLSX, one layout both ways) and the bulk change "+5 % on all necklaces in this list".
 * Pure: the back-end checks every imported row with it, the console writes the export with it.
 */

/** The sheet's columns, in order; the first row of an export and of an import names them (any case). */
export const PRICE_SHEET_COLUMNS = ['Scope', 'Target', 'Name', 'Tiers', 'Percent', 'Rounding', 'Minimum', 'Maximum', 'Increment', 'Mix and match'] as const;
export type PriceSheetColumn = (typeof PRICE_SHEET_COLUMNS)[number];

/** At most this many rows per import (a manufacturer's 2,000 specifications fit). */
export const PRICE_SHEET_MAX_ROWS = 2000;

/** One sheet row as the console sends it: its row number in the sheet (the header is row 1) and its cells as text. */
export interface PriceSheetRow {
  row: number;
  scope: string;
  /** The goods' code, the specification's item code, the category's slug; blank for all goods. */
  target: string;
  tiers: string;
  percent: string;
  rounding: string;
  minimum: string;
  maximum: string;
  increment: string;
  mixAndMatch: string;
}

/** A row read: what it prices (a target still by its code) and how. */
export interface PriceSheetLine {
  scope: PriceLineScope;
  target: string | null;
  tiers?: { minQty: number; price: string }[];
  rule?: { adjustPercent: string; rounding: PriceListRounding };
  quantity: { minQty: number | null; maxQty: number | null; increment: number | null; mixAndMatch: boolean | null };
}

const SCOPE_WORDS: Record<string, PriceLineScope> = {
  spec: 'spec', specification: 'spec', goods: 'goods', design: 'goods', category: 'category', all: 'all', 'all goods': 'all',
};

/** '1: 3.10; 12: 2.90' (the export's form; '=' for ':' and ',' or a line break for ';' are read too). */
export const tiersText = (tiers: readonly { minQty: number; price: string }[]): string => tiers.map((t) => `${t.minQty}: ${t.price}`).join('; ');

function readTiers(text: string): { minQty: number; price: string }[] | string {
  const parts = text.split(/[;\n]|,(?=\s*\d+\s*[:=])/).map((p) => p.trim()).filter(Boolean);
  const tiers: { minQty: number; price: string }[] = [];
  for (const part of parts) {
    const match = /^(\d{1,7})\s*[:=]\s*(\S+)$/.exec(part);
    if (!match) return `the tier "${part}" is not "quantity: price", such as "1: 3.10; 12: 2.90".`;
    const minor = parseMinor(match[2]!);
    if (minor === null || !hasAtMostDigits(match[2]!) || minor < 1n) return `the price "${match[2]}" is not an amount more than 0 with at most two decimals.`;
    tiers.push({ minQty: Number(match[1]), price: formatMinor(minor) });
  }
  return tiers;
}

function readCount(name: string, text: string): number | null | string {
  const t = text.trim();
  if (!t) return null;
  if (!/^\d{1,7}$/.test(t) || Number(t) < 1) return `the ${name} "${t}" is not a whole number of 1 or more.`;
  return Number(t);
}

function readYesNo(text: string): boolean | null | string {
  const t = text.trim().toLowerCase();
  if (!t) return null;
  if (['yes', 'y', 'true', '1'].includes(t)) return true;
  if (['no', 'n', 'false', '0'].includes(t)) return false;
  return `mix and match is "yes", "no" or blank, not "${text.trim()}".`;
}

/** A sheet row read into a line, or why it is not one (a sentence to follow "Row 7: "). Targets are checked by the back-end. */
export function readPriceSheetRow(row: PriceSheetRow): PriceSheetLine | string {
  const scope = SCOPE_WORDS[row.scope.trim().toLowerCase()];
  if (!scope) return `the scope "${row.scope.trim()}" is not one of ${PRICE_LINE_SCOPES.join(', ')}.`;
  const target = row.target.trim() || null;
  if (scope === 'all' && target) return 'a line on all goods names no target: leave Target blank.';
  if (scope !== 'all' && !target) return `a ${scope === 'spec' ? 'specification' : scope} line names its ${scope === 'spec' ? 'item code' : scope === 'goods' ? 'goods code' : 'category (its slug)'} in Target.`;
  const hasTiers = row.tiers.trim() !== '';
  const hasPercent = row.percent.trim() !== '';
  if (hasTiers === hasPercent) return 'fill in either Tiers (fixed prices) or Percent (a rule on the catalogue price), not both.';
  const minQty = readCount('minimum', row.minimum);
  const maxQty = readCount('maximum', row.maximum);
  const increment = readCount('increment', row.increment);
  const mixAndMatch = readYesNo(row.mixAndMatch);
  for (const value of [minQty, maxQty, increment, mixAndMatch]) if (typeof value === 'string') return value;
  const quantity = { minQty: minQty as number | null, maxQty: maxQty as number | null, increment: increment as number | null, mixAndMatch: mixAndMatch as boolean | null };
  if (hasTiers) {
    const tiers = readTiers(row.tiers);
    if (typeof tiers === 'string') return tiers;
    return { scope, target, tiers, quantity };
  }
  const rounding = (row.rounding.trim().toLowerCase() || 'minor').replace(/^cent$/, 'minor');
  const rule = { adjustPercent: row.percent.trim().replace(/\s*%$/, '').replace('−', '-'), rounding };
  const problem = priceRuleProblem(rule);
  if (problem) return problem.charAt(0).toLowerCase() + problem.slice(1);
  return { scope, target, rule: { adjustPercent: rule.adjustPercent, rounding: rule.rounding as PriceListRounding }, quantity };
}

// ---- bulk change ----

/** A fixed price under a bulk change of `percent` (hundredths exact), rounded by `rounding`: 3.10 at +5 % → 3.26 (minor). */
export function adjustFixedPrice(price: string, percent: string, rounding: PriceListRounding): string {
  const minor = parseMinor(price);
  if (minor === null) throw new RangeError(`Not an amount: ${price}`);
  return formatMinor(roundPrice(minor * (10_000n + percentUnits(percent)), 10_000n, rounding));
}

/**
 * A rule's percentage under a bulk change, compounded: catalogue −12 % then +5 % is 0.88 × 1.05 = 0.924, catalogue
 * −7.6 %; rounded half-up to two decimals. Null when the result is out of a rule's bounds.
 */
export function compoundPercent(adjustPercent: string, percent: string): string | null {
  const product = (10_000n + percentUnits(adjustPercent)) * (10_000n + percentUnits(percent)); // 1e8 scale
  let units = product / 10_000n + ((product % 10_000n) * 2n >= 10_000n ? 1n : 0n) - 10_000n;
  if (product < 0n) units = -10_000n;
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const text = `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return priceRuleProblem({ adjustPercent: text, rounding: 'minor' }) ? null : text;
}

/** Why a bulk change is not one (null: it is). */
export function bulkChangeProblem(change: { percent: string; rounding: string }): string | null {
  const problem = priceRuleProblem({ adjustPercent: change.percent, rounding: change.rounding });
  if (problem) return problem.replace('A rule', 'A change');
  if (percentUnits(change.percent) === 0n) return 'A change of 0 % changes nothing: enter a percentage such as 5 or -3.';
  return null;
}


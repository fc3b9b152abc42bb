import { currencyDigits } from '../money';
import { CATALOGUE_CURRENCY, decimalUnits, RATE_DIGITS } from '../tradeTerms';

/**
 * A price list's rule on the catalogue's tiers (issue 51): a percentage up or down, an exchange rate when the list's
 * currency is not the catalogue's, and a rounding. Computed exactly: the catalogue price × (100 + percent) / 100 × rate
 * is kept as a fraction of bigints and rounded once, so a rule never rounds twice.
 *
 * Rounding:
 * - 'minor': half-up (halves away from zero) to the currency's minor unit, the cent;
 * - an ending '.xD' (D a digit: '.x0', '.x5', '.x9'): UP to the nearest amount whose last cent digit is D
 *   (12.31 with '.x9' → 12.39, 12.39 stays 12.39, 12.395 → 12.49);
 * - an ending '.DD' ('.00', '.50', '.95', '.99'): UP to the nearest amount whose cents are DD (12.31 with '.99' → 12.99,
 *   12.995 → 13.99; '.00' → the next whole unit, 12.00 stays).
 * Endings round up, never down, so an ending never takes more off than the rule's percentage says, and an exact
 * amount that already ends so stays. Every result is at least one minor unit (a price is never zero).
 */

export const PRICE_LIST_ROUNDINGS = ['minor', '.x0', '.x5', '.x9', '.00', '.50', '.95', '.99'] as const;
export type PriceListRounding = (typeof PRICE_LIST_ROUNDINGS)[number];

/** A percentage adjustment: -99.99 … 1000, at most two decimals ('-12', '5.5'). */
export const ADJUST_PERCENT_PATTERN = /^[+-]?\d{1,4}(?:\.\d{1,2})?$/;

export interface PriceRule {
  /** '-12' is catalogue −12 %; '5' is +5 %. */
  adjustPercent: string;
  rounding: PriceListRounding;
}

/** Why a rule is not one (null: it is): the console's form and the back-end say the same. */
export function priceRuleProblem(rule: { adjustPercent: string; rounding: string }): string | null {
  if (!ADJUST_PERCENT_PATTERN.test(rule.adjustPercent.trim())) return 'The percentage is a number with at most two decimals, such as -12 or 5.5.';
  const units = percentUnits(rule.adjustPercent);
  if (units <= -10_000n) return 'A rule cannot take 100 % or more off the catalogue price.';
  if (units > 100_000n) return 'A rule cannot add more than 1000 % to the catalogue price.';
  if (!(PRICE_LIST_ROUNDINGS as readonly string[]).includes(rule.rounding)) return `The rounding is one of ${PRICE_LIST_ROUNDINGS.join(', ')}.`;
  return null;
}

/** The percentage in hundredths: '-12' → -1200n, '5.5' → 550n. */
export function percentUnits(text: string): bigint {
  const trimmed = text.trim();
  const negative = trimmed.startsWith('-');
  const [whole = '0', fraction = ''] = trimmed.replace(/^[+-]/, '').split('.');
  const units = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -units : units;
}

/** ceil(n / d) for n ≥ 0, d > 0. */
const ceilDiv = (n: bigint, d: bigint): bigint => (n + d - 1n) / d;

/** An exact non-negative fraction n / d rounded by the rule's rounding, in minor units (at least 1). */
export function roundPrice(n: bigint, d: bigint, rounding: PriceListRounding): bigint {
  if (n < 0n || d <= 0n) throw new RangeError('A price is not negative');
  let minor: bigint;
  if (rounding === 'minor') {
    minor = n / d + ((n % d) * 2n >= d ? 1n : 0n);
  } else {
    // '.x9' → modulus 10, remainder 9; '.99' → modulus 100, remainder 99.
    const tail = rounding.slice(1);
    const modulus = tail.startsWith('x') ? 10n : 100n;
    const remainder = BigInt(tail.replace('x', ''));
    const up = ceilDiv(n, d);
    minor = up + ((((remainder - up) % modulus) + modulus) % modulus);
  }
  return minor < 1n ? 1n : minor;
}

/**
 * A catalogue price (minor units of the catalogue's currency) under a rule, in the list's currency: `rate` is units of
 * the list's currency for one unit of the catalogue's (the exchange-rate table's meaning), exact decimal text; null
 * when the currencies are the same.
 */
export function applyPriceRule(cataloguePrice: bigint, rule: PriceRule, currency: string, rate: string | null): bigint {
  const problem = priceRuleProblem(rule);
  if (problem) throw new RangeError(problem);
  if (currency !== CATALOGUE_CURRENCY && rate === null) throw new RangeError(`A rule in ${currency} needs an exchange rate`);
  const rateUnits = rate === null ? 10n ** BigInt(RATE_DIGITS) : decimalUnits(rate, RATE_DIGITS);
  if (rateUnits <= 0n) throw new RangeError('An exchange rate is more than zero');
  // Minor units of another digit count (none today: every currency has two) scale by the difference.
  const shift = currencyDigits(currency) - currencyDigits(CATALOGUE_CURRENCY);
  let n = cataloguePrice * (10_000n + percentUnits(rule.adjustPercent)) * rateUnits;
  let d = 10_000n * 10n ** BigInt(RATE_DIGITS);
  if (shift > 0) n *= 10n ** BigInt(shift);
  if (shift < 0) d *= 10n ** BigInt(-shift);
  return roundPrice(n, d, rule.rounding);
}

/** 'catalogue −12 %', 'catalogue +5.5 %', 'catalogue price' (0 %): the rule in the buyer's words (a true minus sign). */
export function adjustText(adjustPercent: string): string {
  const units = percentUnits(adjustPercent);
  if (units === 0n) return 'catalogue price';
  const abs = units < 0n ? -units : units;
  const whole = abs / 100n;
  const cents = abs % 100n;
  const number = cents === 0n ? `${whole}` : `${whole}.${cents.toString().padStart(2, '0').replace(/0$/, '')}`;
  return `catalogue ${units < 0n ? '−' : '+'}${number} %`;
}

/** 'rounded to the cent', 'rounded up to .x9'. */
export const roundingText = (rounding: PriceListRounding): string => (rounding === 'minor' ? 'rounded to the cent' : `rounded up to ${rounding}`);

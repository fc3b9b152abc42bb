/**
 * Money, exactly: every amount the product computes goes through here (both ends; no dependencies).
 *
 * An amount is a bigint count of the currency's minor unit (cents): a numeric(12,2) amount is at most
 * 999,999,999,999 cents, but a unit price times a quantity (up to 1,000,000 pieces) or a sum of lines can go past
 * Number.MAX_SAFE_INTEGER (about 9.007e15), and a bigint stays exact there instead of silently rounding; it is then
 * refused against MONEY_MAX. Rounding is half-up (a half goes away from zero) to the currency's digits, and happens only
 * where a result has more digits than the currency: parsing a longer decimal, and taking a percentage.
 */

/** Digits of every column holding money (numeric(12,2)) and of every currency the product quotes in. */
export const MONEY_DIGITS = 2;

/** The largest amount a numeric(12,2) column holds: 9,999,999,999.99. */
export const MONEY_MAX = 999_999_999_999n;

/** The currencies a quotation can be written in and their digits (ISO 4217 minor units). */
export const CURRENCY_DIGITS = { USD: 2, EUR: 2, GBP: 2, CNY: 2 } as const;

export type Currency = keyof typeof CURRENCY_DIGITS;

/** The currency's digits; an unknown code is a programming error (the schemas only let these four in). */
export function currencyDigits(currency: string): number {
  const digits = (CURRENCY_DIGITS as Record<string, number>)[currency];
  if (digits === undefined) throw new RangeError(`Unknown currency ${currency}`);
  return digits;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
const pow10 = (n: number) => 10n ** BigInt(n);

/** n / d rounded half-up (halves away from zero); d > 0. */
function divideHalfUp(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const q = abs / d + ((abs % d) * 2n >= d ? 1n : 0n);
  return negative ? -q : q;
}

/** Digits and scale of a decimal ('12.345' → 12345n at scale 3), or null when it is not one. */
function decimalParts(value: string | number): { units: bigint; scale: number } | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  // A number's shortest round-trip text is the decimal that was meant: 0.1 → '0.1', 2.675 → '2.675'.
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = '', exponent] = match;
  if (whole === '' && fraction === '') return null;
  let digits = (whole + fraction).replace(/^0+(?=\d)/, '') || '0';
  let scale = fraction.length - Number(exponent ?? 0);
  if (Math.abs(scale) > 400) return null;
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const units = BigInt(digits);
  return { units: sign === '-' ? -units : units, scale };
}

/** `value` (a decimal string such as '12.30' or a number) in minor units, rounded half-up to `digits`; null if not a number. */
export function parseMinor(value: string | number, digits: number = MONEY_DIGITS): bigint | null {
  const parts = decimalParts(value);
  if (!parts) return null;
  return parts.scale <= digits ? parts.units * pow10(digits - parts.scale) : divideHalfUp(parts.units, pow10(parts.scale - digits));
}

/** As parseMinor, for values already checked (database columns, validated input): throws when not a number. */
export function toMinor(value: string | number, digits: number = MONEY_DIGITS): bigint {
  const minor = parseMinor(value, digits);
  if (minor === null) throw new RangeError(`Not an amount: ${String(value)}`);
  return minor;
}

/** True when `value` is a decimal with no more than `digits` decimals that matter ('3.10' and 3.1 yes, 2.675 no). */
export function hasAtMostDigits(value: string | number, digits: number = MONEY_DIGITS): boolean {
  const parts = decimalParts(value);
  return parts !== null && (parts.scale <= digits || parts.units % pow10(parts.scale - digits) === 0n);
}

/** Minor units as a fixed-digit decimal: 123450n → '1234.50', -5n → '-0.05'. */
export function formatMinor(minor: bigint, digits: number = MONEY_DIGITS): string {
  const negative = minor < 0n;
  const text = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  return `${negative ? '-' : ''}${whole}${digits ? `.${text.slice(text.length - digits)}` : ''}`;
}

/** The JSON number of an amount (the wire carries money as numbers): the double nearest the exact decimal. */
export const minorToNumber = (minor: bigint, digits: number = MONEY_DIGITS): number => Number(formatMinor(minor, digits));

/** A unit price times a whole quantity. */
export function times(unitPrice: bigint, qty: number | bigint): bigint {
  if (typeof qty === 'number' && !Number.isSafeInteger(qty)) throw new RangeError(`Not a whole quantity: ${qty}`);
  return unitPrice * BigInt(qty);
}

export function sumMinor(amounts: Iterable<bigint>): bigint {
  let total = 0n;
  for (const amount of amounts) total += amount;
  return total;
}

/** `percent` % of an amount, rounded half-up to the minor unit: 30 % of 100.05 is 30.02 (30.015 rounded up). */
export function percentOf(amount: bigint, percent: number | string): bigint {
  const parts = decimalParts(percent);
  if (!parts) throw new RangeError(`Not a percentage: ${String(percent)}`);
  return divideHalfUp(amount * parts.units, 100n * pow10(parts.scale));
}

/** An amount cut in two by a percentage (a deposit and the balance): the part rounded half-up, the rest what is left, so they always add up. */
export function splitByPercent(amount: bigint, percent: number | string): { part: bigint; rest: bigint } {
  const part = percentOf(amount, percent);
  return { part, rest: amount - part };
}

export const compareMinor = (a: bigint, b: bigint): -1 | 0 | 1 => (a < b ? -1 : a > b ? 1 : 0);
export const minMinor = (amounts: readonly bigint[]): bigint => amounts.reduce((a, b) => (b < a ? b : a));
export const maxMinor = (amounts: readonly bigint[]): bigint => amounts.reduce((a, b) => (b > a ? b : a));

/** True when a numeric(12,2) column can hold the amount. */
export const fitsMoneyColumn = (minor: bigint): boolean => minor <= MONEY_MAX && minor >= -MONEY_MAX;

import { z } from '../z';
import { fitsMoneyColumn, formatMinor, hasAtMostDigits, MONEY_DIGITS, parseMinor } from '../money';

/**
 * The one money rule and the one calendar-day rule of every input (docs/protocol.md, Money and dates;
 * docs/decisions/0009-money-and-day-input.md). Both ends use them: the forms validate with the same schemas.
 */

export type FieldFormat = 'money' | 'day';

/** Which reader a schema's preprocess step is: the contract walk (tests) finds every money and day field by it. */
export const FIELD_FORMATS = new WeakMap<object, FieldFormat>();

/** Plain decimal notation; a comma only between groups of three digits. No sign, exponent, spaces or other digits. */
const MONEY_TEXT = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/;
/** Looks like a decimal comma ('1,5', '1.000,00'): refused with its own message, never guessed. */
const DECIMAL_COMMA = /^[\d.,]*,\d{1,2}$/;

export type MoneyReading = { minor: bigint } | { problem: 'format' | 'comma' | 'digits' };

/** A money value typed or sent: a JSON number or plain decimal text with at most `digits` decimals. */
export function readMoney(value: unknown, digits: number = MONEY_DIGITS): MoneyReading {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { problem: 'format' };
    return hasAtMostDigits(value, digits) ? { minor: parseMinor(value, digits)! } : { problem: 'digits' };
  }
  if (typeof value !== 'string') return { problem: 'format' };
  const match = MONEY_TEXT.exec(value);
  if (!match) return { problem: DECIMAL_COMMA.test(value) ? 'comma' : 'format' };
  if ((match[1] ?? '').length > digits) return { problem: 'digits' };
  return { minor: parseMinor(value.replace(/,/g, ''), digits)! };
}

export function moneyProblemText(what: string, problem: 'format' | 'comma' | 'digits', digits: number = MONEY_DIGITS): string {
  if (problem === 'comma') return `Please write the ${what} with a point for decimals, such as 1234.50 (a comma may only separate thousands: 1,234.50).`;
  if (problem === 'digits') return `The ${what} can have at most ${digits} decimals.`;
  return `Please enter the ${what} as a number such as 1234.50.`;
}

interface MoneyOptions {
  /** Least amount: 'positive' (more than 0, the default) or 0. */
  least?: 'positive' | 0;
  /** Largest amount, as a decimal ('1000000'). */
  max?: string | number;
  tooLarge?: string;
  notPositive?: string;
}

/** Reads a money input into its minor units, or adds the issue and gives up. */
function moneyReader(what: string) {
  const read = (value: unknown, ctx: z.RefinementCtx) => {
    const reading = readMoney(value);
    if ('problem' in reading) {
      ctx.addIssue({ code: 'custom', message: moneyProblemText(what, reading.problem), input: value });
      return value;
    }
    return reading.minor;
  };
  FIELD_FORMATS.set(read, 'money');
  return read;
}

/** An amount of money: a number (JSON) or decimal text; answers its minor units. */
export function moneyMinorField(what: string, options: MoneyOptions = {}) {
  const least = options.least ?? 'positive';
  const max = parseMinor(options.max ?? '9999999999.99', MONEY_DIGITS)!;
  const notPositive = options.notPositive ?? (least === 'positive' ? `The ${what} must be more than 0.` : `The ${what} cannot be negative.`);
  return z.preprocess(
    moneyReader(what),
    z
      .bigint({ error: moneyProblemText(what, 'format') })
      .refine((minor) => (least === 'positive' ? minor > 0n : minor >= 0n), { error: notPositive, abort: true })
      .refine((minor) => minor <= max && fitsMoneyColumn(minor), { error: options.tooLarge ?? `The ${what} is too large.`, abort: true }),
  );
}

/** As moneyMinorField, answering the amount as a number with at most 2 decimals (what the handlers take). */
export const moneyField = (what: string, options: MoneyOptions = {}) =>
  moneyMinorField(what, options).transform((minor) => Number(formatMinor(minor, MONEY_DIGITS)));

/** As moneyMinorField, answering the fixed-digit text ('1234.50') the back-end stores. */
export const moneyTextField = (what: string, options: MoneyOptions = {}) =>
  moneyMinorField(what, options).transform((minor) => formatMinor(minor, MONEY_DIGITS));

export const DAY_RANGE = { min: '2000-01-01', max: '2100-12-31' } as const;

/** True when `text` is YYYY-MM-DD naming a day the calendar has. */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // setUTCFullYear, not Date.UTC: that reads the years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A calendar day, YYYY-MM-DD, within the field's range (by default 2000-01-01 to 2100-12-31). `label` as the sentence
 * names it: 'a date', 'the ship date'.
 */
export function dayField(label: string, options: { verb?: 'enter' | 'choose'; range?: { min: string; max: string } } = {}) {
  const { verb = 'enter', range = DAY_RANGE } = options;
  const notADay = `Please ${verb} ${label} as YYYY-MM-DD.`;
  const outside = `Please ${verb} ${label} from ${range.min} to ${range.max}, as YYYY-MM-DD.`;
  const read = (value: unknown, ctx: z.RefinementCtx) => {
    if (typeof value !== 'string' || !isCalendarDay(value)) ctx.addIssue({ code: 'custom', message: notADay, input: value });
    else if (value < range.min || value > range.max) ctx.addIssue({ code: 'custom', message: outside, input: value });
    return value;
  };
  FIELD_FORMATS.set(read, 'day');
  return z.preprocess(read, z.iso.date({ error: notADay }));
}

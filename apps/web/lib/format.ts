import { dayText, formatPrice, signedMoneyText } from '@sw/protocol';

/**
 * Dates, times and money for every screen, in UTC so the server's render and the browser's agree (no hydration
 * mismatch). Buyer screens show money with the currency's sign ('US$1,234.50'); the staff console with its code
 * ('1,234.50 USD').
 */

/** '5 Nov 2026'; a dash when there is nothing to show. Takes a day (YYYY-MM-DD) or a time. */
export function dateText(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? '—' : dayText(date);
}

/** '5 Nov 2026, 14:05 UTC'. */
export function dateTimeText(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${dateText(iso)}, ${time} UTC`;
}

/** An amount as answers carry it: a number, or a decimal string ('4191.78', LockedRate.catalogueTotal). */
type Amount = number | string;
const isAmount = (value: Amount | null | undefined): value is Amount =>
  typeof value === 'string' ? /^-?\d+(\.\d+)?$/.test(value.trim()) : value !== null && value !== undefined && Number.isFinite(value);

/** 'US$1,234.50' (buyer screens); a dash when there is nothing to show. */
export function moneyText(value: Amount | null | undefined, currency: string | null | undefined = 'USD'): string {
  if (!isAmount(value)) return '—';
  return signedMoneyText(value, currency ?? 'USD');
}

/** '1,234.50 USD' (the staff console). */
export function moneyCodeText(value: Amount | null | undefined, currency: string | null | undefined): string {
  if (!isAmount(value)) return '—';
  return `${formatPrice(value)} ${currency ?? 'USD'}`;
}

export const pcs = (n: number) => `${n.toLocaleString('en-US')} pcs`;

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });

/** 'Germany' for 'DE'; the code itself when unknown, a dash when there is none. */
export function countryText(code: string | null | undefined): string {
  if (!code) return '—';
  try {
    return REGION_NAMES.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Whether a last valid day (YYYY-MM-DD, UTC) is behind us: a quotation's prices no longer hold. */
export function isPastDay(day: string, now: Date = new Date()): boolean {
  return day < now.toISOString().slice(0, 10);
}

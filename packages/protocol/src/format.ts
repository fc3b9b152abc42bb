/** Display rules of spec section 3, shared by server rendering and the browser. */

/** Two decimals with thousands separators; '0.00' when empty or not a number. */
export function formatPrice(value: unknown): string {
  if (value === null || value === undefined || value === '') return '0.00';
  // A decimal string as the back-end sends money ('4191.78'): grouped as it is, never through a float.
  const exact = typeof value === 'string' ? /^(-?)(\d+)\.(\d{2})$/.exec(value.trim()) : null;
  if (exact) return `${exact[1]}${exact[2]!.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${exact[3]}`;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isFinite(n)) return '0.00';
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The site's day format, '1 Dec 2026' (UTC), for a day (YYYY-MM-DD) or a time: screens and the back-end's sentences alike. */
export function dayText(day: string | Date): string {
  const date = typeof day === 'string' ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : day) : day;
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** Each currency's sign as buyer screens, their sentences and mails to them write it; a currency without one is written with its code. */
const CURRENCY_SIGNS: Record<string, string> = { USD: 'US$', EUR: '€', GBP: '£', CNY: 'CN¥' };

/** The sign buyer screens write before an amount ('US$', '€'); the code for a currency without one. */
export const currencySign = (currency: string): string => CURRENCY_SIGNS[currency] ?? currency;

/** 'CN¥17,338.60' (buyer screens); 'XYZ 17,338.60' for a currency without a sign. */
export function signedMoneyText(value: number | string, currency: string): string {
  return `${CURRENCY_SIGNS[currency] ?? `${currency} `}${formatPrice(value)}`;
}

export interface SpecEntry {
  cd: string;
  nm: string;
  vl: string;
}

/** Codes of the specification lines. */
export const SPEC_CODE = {
  fingerSize: 'ringSize',
  size: 'size',
  material: 'material',
  model: 'model',
} as const;

/** Size codes: 'size' itself or any code containing it ('widthSize', 'chainSize'), ring size aside. */
export function isSizeCode(cd: string): boolean {
  return cd !== SPEC_CODE.fingerSize && cd.toLowerCase().includes(SPEC_CODE.size);
}

function lineRank(entry: SpecEntry): number {
  if (entry.cd === SPEC_CODE.fingerSize) return 0;
  if (isSizeCode(entry.cd)) return 1;
  if (entry.cd === SPEC_CODE.material || entry.cd === SPEC_CODE.model) return 3;
  return 2;
}

/** Lines ordered: finger size first, size second, material/model last, the rest between. */
export function orderSpecEntries(entries: readonly SpecEntry[]): SpecEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => lineRank(a.entry) - lineRank(b.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}

/** The ring size keeps only its number followed by '#' when one is present ('7# (17.3 mm)' → '7#'). */
function ringSizeValue(value: string): string {
  const match = /(\d+(?:\.\d+)?)\s*#/.exec(value);
  return match ? `${match[1]}#` : value;
}

/**
 * One specification item shown as one line: size entries (code contains the size code) first,
 * each as name and value, joined by ' x '; then the other values joined by ' | ', blanks removed;
 * '-' when nothing remains.
 */
export function formatSpecLine(entries: readonly SpecEntry[] | null | undefined): string {
  if (!entries?.length) return '-';
  const ordered = orderSpecEntries(entries);
  const sizes: string[] = [];
  const others: string[] = [];
  for (const entry of ordered) {
    const value = (entry.vl ?? '').trim();
    if (entry.cd === SPEC_CODE.fingerSize) {
      if (value) others.push(ringSizeValue(value));
    } else if (isSizeCode(entry.cd)) {
      const joined = `${(entry.nm ?? '').trim()} ${value}`.trim();
      if (joined) sizes.push(joined);
    } else if (value) {
      others.push(value);
    }
  }
  const parts = [sizes.join(' x '), others.join(' | ')].filter(Boolean);
  return parts.length ? parts.join(' | ') : '-';
}

/** A nick containing the words for 'member' or 'WeChat member' gets the prefix 'WS'. */
export function displayNick(nick: string | null | undefined): string {
  const value = nick ?? '';
  return value.includes('会员') || value.includes('微信会员') ? `WS${value}` : value;
}


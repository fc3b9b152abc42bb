import { formatPrice } from '@sw/protocol';

/** Prices are quoted in US dollars, shown as 'US$ 1,234.50'. */
export const CURRENCY_PREFIX = 'US$';

/** 'US$ 1,234.50'; 'US$ 0.00' for an empty value or one that is not a number (spec §3). */
export function priceText(value: unknown, currency: string = CURRENCY_PREFIX): string {
  return `${currency} ${formatPrice(value)}`;
}

/** 'US$ 1.20 - 2.50', or a single price when both ends are the same. */
export function priceRangeText(min: unknown, max: unknown, currency: string = CURRENCY_PREFIX): string {
  const low = formatPrice(min);
  const high = formatPrice(max);
  if (max === null || max === undefined || max === '' || low === high) return `${currency} ${low}`;
  return `${currency} ${low} - ${high}`;
}

interface PriceProps {
  value: unknown;
  currency?: string;
  className?: string;
}

/** A price with two decimals and thousands separators. */
export function Price({ value, currency = CURRENCY_PREFIX, className }: PriceProps) {
  return (
    <span className={className} data-price="">
      {priceText(value, currency)}
    </span>
  );
}

interface PriceRangeProps {
  min: unknown;
  max?: unknown;
  currency?: string;
  className?: string;
}

/** The price range of a good over its quantity tiers. */
export function PriceRange({ min, max, currency = CURRENCY_PREFIX, className }: PriceRangeProps) {
  return (
    <span className={className} data-price="">
      {priceRangeText(min, max, currency)}
    </span>
  );
}

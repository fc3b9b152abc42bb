import { formatMinor } from '../money';
import { signedMoneyText } from '../format';

/**
 * Order minimums of a company's agreement (issue 51): a first-order minimum value and a reorder minimum value, in the
 * list's currency. A company that has never placed an order meets the first-order minimum; after its first order,
 * the reorder minimum. A minimum of null (or 0) asks for nothing.
 *
 * The cart's words: 'US$180.00 more to reach your reorder minimum of US$500.00' (the site's money format,
 * signedMoneyText: the sign, then the amount, no space; '€' for EUR).
 */

export interface OrderMinimums {
  currency: string;
  firstOrderMinimum: bigint | null;
  reorderMinimum: bigint | null;
}

export interface MinimumShortfall {
  kind: 'first' | 'reorder';
  minimum: bigint;
  missing: bigint;
  currency: string;
}

/** What the cart still misses, or null when the minimum that applies is met (or there is none). */
export function minimumShortfall(minimums: OrderMinimums, cartTotal: bigint, hasOrdered: boolean): MinimumShortfall | null {
  const kind = hasOrdered ? 'reorder' : 'first';
  const minimum = hasOrdered ? minimums.reorderMinimum : minimums.firstOrderMinimum;
  if (minimum === null || minimum <= 0n || cartTotal >= minimum) return null;
  return { kind, minimum, missing: minimum - cartTotal, currency: minimums.currency };
}

const KIND_WORDS = { first: 'first-order minimum', reorder: 'reorder minimum' } as const;

export function minimumShortfallText(shortfall: MinimumShortfall): string {
  const money = (minor: bigint) => signedMoneyText(formatMinor(minor), shortfall.currency);
  return `${money(shortfall.missing)} more to reach your ${KIND_WORDS[shortfall.kind]} of ${money(shortfall.minimum)}`;
}

/**
 * A company's minimums from the lists that apply on the day: for each kind, the highest-priority list that sets one
 * (equal priority: the lowest id), in that list's currency (a company's lists share one). Null when none sets any.
 */
export function companyMinimums(
  lists: readonly { id: number; priority: number; currency: string; firstOrderMinimum: bigint | null; reorderMinimum: bigint | null }[],
): OrderMinimums | null {
  const ordered = [...lists].sort((a, b) => b.priority - a.priority || a.id - b.id);
  const first = ordered.find((l) => l.firstOrderMinimum !== null);
  const reorder = ordered.find((l) => l.reorderMinimum !== null);
  const currency = (first ?? reorder)?.currency;
  if (!currency) return null;
  return { currency, firstOrderMinimum: first?.firstOrderMinimum ?? null, reorderMinimum: reorder?.reorderMinimum ?? null };
}

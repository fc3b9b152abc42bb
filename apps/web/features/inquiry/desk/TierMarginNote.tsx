'use client';
import type { TierMarginShown } from './margin';

const SOURCE: Record<string, string> = { goods: 'goods floor', category: 'category floor', default: 'default floor' };

/** Under a tier's price, as it is typed: its margin against the floor that applies, red with the lowest price when below. */
export function TierMarginNote({ shown, label }: { shown: TierMarginShown | null; label: string }) {
  if (!shown) return null;
  const margin = shown.margin === null ? 'no margin' : `margin ${shown.margin} %`;
  return (
    <p
      className={`mt-0.5 pl-10 text-[11px] tabular-nums ${shown.below ? 'font-medium text-red-800' : 'text-ink-muted'}`}
      data-testid="tier-margin"
      data-below={shown.below || undefined}
    >
      <span className="sr-only">{label}: </span>
      {margin} · {SOURCE[shown.source]} {shown.floorPercent} %{shown.below ? ` · below: ${shown.lowest} keeps it` : ''}
    </p>
  );
}

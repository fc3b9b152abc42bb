'use client';
import { useId } from 'react';
import { nextCheaperTier, type PriceTier } from '@sw/protocol';
import { Price } from '@/ui/Price';
import { SpecLine } from '@/ui/SpecLine';
import { QTY_MESSAGES, type QuantitySummary, rowKey, type VariantRow } from './quantities';

const pcs = (n: number) => n.toLocaleString('en-US');

/** One quantity input per specification, with the total against the MOQ and the tier it reaches. */
export function Quantities({
  rows, typed, onType, summary, moq, tiers,
}: {
  rows: readonly VariantRow[];
  typed: Record<string, string>;
  onType: (key: string, value: string) => void;
  summary: QuantitySummary;
  moq: number;
  tiers: readonly PriceTier[];
}) {
  const baseId = useId();
  const next = nextCheaperTier(tiers, summary.total);
  const progress = Math.min(1, summary.total / Math.max(1, moq));

  return (
    <div>
      <ul className="divide-y divide-line rounded-[4px] border border-line" data-testid="variant-rows">
        {rows.map((row, i) => {
          const key = rowKey(row.specId);
          const id = `${baseId}-${i}`;
          const problem = summary.problems[key];
          const value = typed[key] ?? '';
          const active = !problem && Number(value) > 0;
          return (
            <li key={key} data-testid="variant-row" data-spec-id={row.specId ?? ''} className={`flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 transition-colors ${active ? 'bg-accent-soft/50' : ''}`}>
              <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
                <span className="block text-[14px] leading-snug text-ink">{row.sku ? <SpecLine entries={row.sku.entries} /> : 'Standard'}</span>
                {row.sku ? <span className="block text-[11px] tracking-wide text-ink-muted tabular-nums">{row.sku.skuCode}</span> : null}
              </label>
              <div className="relative">
                <input
                  id={id}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="0"
                  value={value}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-error` : undefined}
                  onChange={(event) => onType(key, event.target.value)}
                  className="h-10 w-28 rounded-[3px] border border-line bg-surface pl-3 pr-10 text-right text-[15px] text-ink tabular-nums transition-colors placeholder:text-ink-faint hover:border-ink/30 focus:border-ink focus:outline-none focus:ring-2 focus:ring-accent/25 aria-[invalid=true]:border-red-700/70"
                />
                <span aria-hidden="true" className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-[11px] text-ink-muted">pcs</span>
              </div>
              {problem ? (
                <p id={`${id}-error`} role="alert" className="basis-full text-right text-[12.5px] text-red-800">{QTY_MESSAGES[problem]}</p>
              ) : null}
            </li>
          );
        })}
      </ul>

      <div className="mt-4 rounded-[4px] bg-surface-muted p-4" data-testid="quantity-summary">
        <div className="flex items-baseline justify-between gap-4 text-[13px]">
          <span className="text-ink-muted">
            Total <strong className="ml-1 text-[16px] font-semibold text-ink tabular-nums" data-testid="total-qty">{pcs(summary.total)}</strong> pcs
          </span>
          <span className="text-ink-muted">MOQ {pcs(moq)} pcs</span>
        </div>
        <div className="mt-2.5 h-1 overflow-hidden rounded-full bg-line" aria-hidden="true">
          <div className={`h-full rounded-full transition-[width] duration-500 ${summary.belowMoq ? 'bg-accent/60' : 'bg-accent'}`} style={{ width: `${progress * 100}%` }} />
        </div>
        <p className="mt-2.5 text-[12.5px] leading-relaxed" aria-live="polite" data-testid="moq-message">
          {summary.total === 0 ? (
            <span className="text-ink-muted">Enter the pieces you need per specification; the MOQ counts the whole line.</span>
          ) : summary.belowMoq ? (
            <span className="text-red-800">Below the MOQ: add {pcs(moq - summary.total)} more pcs.</span>
          ) : (
            <span className="text-ink">
              {summary.unitPrice !== null ? <>Tier price <Price value={summary.unitPrice} className="font-semibold" /> / pc reached.</> : 'MOQ reached.'}
              {next ? (
                <span className="text-ink-muted"> {pcs(next.minQty - summary.total)} more pcs reach <Price value={next.price} /> / pc.</span>
              ) : null}
            </span>
          )}
        </p>
        <p className="mt-1 text-[11.5px] text-ink-muted">Prices are estimates before customization costs; your quotation confirms them.</p>
      </div>
    </div>
  );
}

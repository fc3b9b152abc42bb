'use client';
import type { ReactNode } from 'react';
import { INQUIRY_LIMITS } from '@sw/protocol';
import { moneyCodeText } from '@/lib/format';
import { compactInput, ErrorText } from '@/ui/console';
import { labelClass } from '@/ui/form';
import { CloseIcon } from '@/ui/icons';
import { linePreview, type LineDraft, type TierDraft } from './quotationDraft';

const cell = compactInput;

/** A line's price tiers: from a quantity, a unit price; tiers added and removed in place. */
export function TierEditor({
  tiers, errorAt, onChange, lineIndex, marginOf,
}: {
  tiers: TierDraft[];
  errorAt: (path: string) => string | undefined;
  onChange: (tiers: TierDraft[]) => void;
  lineIndex: number;
  /** The tier's margin against its floor, under it (useFloor). */
  marginOf?: (tier: TierDraft, i: number) => ReactNode;
}) {
  const set = (i: number, patch: Partial<TierDraft>) => onChange(tiers.map((tier, at) => (at === i ? { ...tier, ...patch } : tier)));
  return (
    <div className="space-y-1.5" data-testid="tiers">
      {tiers.map((tier, i) => (
        <div key={i} data-testid="tier">
          <div className="flex items-center gap-1.5">
            <span className="w-9 flex-none text-[11px] text-ink-muted">from</span>
            <input
              aria-label={`Line ${lineIndex + 1}, tier ${i + 1}: minimum quantity`}
              inputMode="numeric"
              className={`${cell} !w-20`}
              value={tier.minQty}
              aria-invalid={!!errorAt(`tiers.${i}.minQty`) || undefined}
              onChange={(event) => set(i, { minQty: event.target.value })}
            />
            <span className="flex-none text-[11px] text-ink-muted">pcs</span>
            <input
              aria-label={`Line ${lineIndex + 1}, tier ${i + 1}: unit price`}
              inputMode="decimal"
              placeholder="0.00"
              className={`${cell} !w-24 text-right tabular-nums`}
              value={tier.unitPrice}
              aria-invalid={!!errorAt(`tiers.${i}.unitPrice`) || undefined}
              onChange={(event) => set(i, { unitPrice: event.target.value })}
            />
            <button
              type="button"
              aria-label={`Remove tier ${i + 1}`}
              disabled={tiers.length === 1}
              className="flex h-7 w-7 flex-none items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink disabled:invisible"
              onClick={() => onChange(tiers.filter((_, at) => at !== i))}
            >
              <CloseIcon size={14} />
            </button>
          </div>
          {marginOf?.(tier, i)}
          <ErrorText message={errorAt(`tiers.${i}.minQty`) ?? errorAt(`tiers.${i}.unitPrice`)} />
        </div>
      ))}
      <ErrorText message={errorAt('tiers')} />
      {tiers.length < INQUIRY_LIMITS.maxQuotationTiers ? (
        <button
          type="button"
          className="text-[12px] font-medium text-accent-strong hover:underline"
          onClick={() => {
            const last = Number(tiers.at(-1)?.minQty);
            onChange([...tiers, { minQty: Number.isInteger(last) && last > 0 ? String(last * 2) : '', unitPrice: '' }]);
          }}
        >
          + Add a price tier
        </button>
      ) : null}
    </div>
  );
}

/**
 * One line's pricing row: the title on a row of its own (at 1366 px a title column beside the figures was 46 px
 * wide), then quantity, tiers, and the unit price and amount they reach as you type, each labelled.
 */
export function QuotationLineRow({
  line, index, currency, errorAt, onChange, onRemove, marginOf,
}: {
  line: LineDraft;
  index: number;
  currency: string;
  /** The error of a field of this line ('qty', 'tiers.0.unitPrice'). */
  errorAt: (path: string) => string | undefined;
  onChange: (patch: Partial<LineDraft>) => void;
  onRemove: () => void;
  marginOf?: (tier: TierDraft, i: number) => ReactNode;
}) {
  const preview = linePreview(line);
  return (
    <li className="grid gap-3 py-3 sm:grid-cols-[88px_minmax(0,1fr)] xl:grid-cols-[88px_284px_minmax(0,1fr)_minmax(0,1fr)_28px]" data-testid="quotation-line">
      <div className="min-w-0 sm:col-span-full">
        <span className={labelClass}>Line {index + 1}</span>
        <input
          aria-label={`Line ${index + 1}: title`}
          className={cell}
          value={line.title}
          aria-invalid={!!errorAt('title') || undefined}
          onChange={(event) => onChange({ title: event.target.value })}
        />
        <p className="mt-1 text-[11px] text-ink-faint">{line.itemId ? 'From the inquiry' : 'Extra line'}</p>
        <ErrorText message={errorAt('title')} />
      </div>
      <div>
        <span className={labelClass}>Quantity</span>
        <input
          aria-label={`Line ${index + 1}: quantity`}
          inputMode="numeric"
          className={`${cell} tabular-nums`}
          value={line.qty}
          aria-invalid={!!errorAt('qty') || undefined}
          onChange={(event) => onChange({ qty: event.target.value })}
        />
        <ErrorText message={errorAt('qty')} />
      </div>
      <div>
        <span className={labelClass}>Price tiers</span>
        <TierEditor tiers={line.tiers} lineIndex={index} errorAt={errorAt} onChange={(tiers) => onChange({ tiers })} marginOf={marginOf} />
      </div>
      <div className="flex items-baseline justify-between gap-2 xl:block xl:text-right">
        <span className={`${labelClass} xl:block`}>Unit price</span>
        <span className="text-[13px] tabular-nums text-ink" data-testid="line-unit-price">
          {preview.unitPrice === null ? '—' : moneyCodeText(preview.unitPrice, currency)}
        </span>
      </div>
      <div className="flex items-baseline justify-between gap-2 xl:block xl:text-right">
        <span className={`${labelClass} xl:block`}>Amount</span>
        <span className="text-[13px] font-medium tabular-nums text-ink" data-testid="line-amount">
          {preview.amount === null ? '—' : moneyCodeText(preview.amount, currency)}
        </span>
      </div>
      <div className="xl:pt-5">
        {line.itemId ? null : (
          <button
            type="button"
            aria-label={`Remove line ${index + 1}`}
            className="flex h-7 w-7 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
            onClick={onRemove}
          >
            <CloseIcon size={14} />
          </button>
        )}
      </div>
    </li>
  );
}

import { useId } from 'react';
import { CART_LIMITS, type OrderDetail } from '@sw/protocol';
import { inputClass } from '@/ui/form';
import { Thumb } from '@/ui/Thumb';

/** The lines picked, by line id, each with the pieces affected as typed ('' when not said). */
export type PickedLines = Record<string, string>;

/** Which lines of the order a problem concerns, and how many pieces of each (optional). */
export function ProblemLines({
  detail, value, onChange, optional,
}: { detail: OrderDetail; value: PickedLines; onChange: (next: PickedLines) => void; optional: boolean }) {
  const id = useId();
  const toggle = (lineId: string, on: boolean) => {
    const next = { ...value };
    if (on) next[lineId] = '';
    else delete next[lineId];
    onChange(next);
  };
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-[11px] font-medium uppercase tracking-[0.16em] text-ink-muted">
        Which lines?{optional ? <span className="ml-1.5 normal-case tracking-normal text-ink-muted/70">(optional)</span> : null}
      </legend>
      <ul className="divide-y divide-line rounded-[4px] border border-line" data-testid="problem-line-list">
        {detail.lines.map((line) => {
          const picked = line.lineId in value;
          return (
            <li key={line.lineId} className="flex flex-wrap items-center gap-3 px-3.5 py-3" data-testid="problem-line">
              <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3">
                <input type="checkbox" checked={picked} onChange={(event) => toggle(line.lineId, event.target.checked)} className="size-4 flex-none accent-[var(--accent-strong)]" data-testid="problem-line-pick" />
                {line.goodsId ? <Thumb src={line.imageUrl} alt="" className="size-10 flex-none" /> : null}
                <span className="min-w-0">
                  <span className="block truncate text-[14px] text-ink">{line.title}</span>
                  <span className="block text-[12px] tabular-nums text-ink-muted">{line.qty.toLocaleString('en-US')} pcs ordered</span>
                </span>
              </label>
              {picked ? (
                <span className="flex w-full items-center justify-end gap-2 sm:w-auto">
                  <label htmlFor={`${id}-${line.lineId}`} className="whitespace-nowrap text-[12px] text-ink-muted">Pieces affected</label>
                  <input
                    id={`${id}-${line.lineId}`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={Math.min(line.qty, CART_LIMITS.maxQty)}
                    value={value[line.lineId]}
                    onChange={(event) => onChange({ ...value, [line.lineId]: event.target.value.replace(/\D/g, '') })}
                    placeholder="e.g. 12"
                    className={`${inputClass} h-10 max-w-24 text-right tabular-nums`}
                    data-testid="problem-line-qty"
                  />
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

'use client';
import { useId, useRef, useState } from 'react';
import { BULK_CART_COLUMNS, type BulkCartProblem, CART_LIMITS } from '@sw/protocol';
import { ButtonSpinner, CheckIcon, CloseIcon, DocumentIcon } from '@/ui/icons';
import { bulkAdd, refusalText } from './api';
import { readSheetFile, SHEET_ACCEPT, templateCsv } from './sheet';

type Outcome =
  | { kind: 'added'; added: number; merged: number; fileName: string }
  | { kind: 'problems'; message: string; problems: BulkCartProblem[]; fileName: string }
  | { kind: 'refused'; message: string; fileName?: string };

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(templateCsv())}`;

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/**
 * Bulk add from a spreadsheet: a CSV or XLSX of codes, quantities and notes, read in the browser and added
 * all together or not at all. `onAdded` reloads the cart's lines.
 */
export function BulkAdd({ onAdded, onClose }: { onAdded: () => Promise<void>; onClose: () => void }) {
  const [working, setWorking] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  async function take(file: File | undefined) {
    if (!file || working) return;
    setWorking(true);
    setOutcome(null);
    try {
      const sheet = await readSheetFile(file);
      if (!sheet.ok) {
        setOutcome(sheet.problems ? { kind: 'problems', message: sheet.message, problems: sheet.problems, fileName: file.name } : { kind: 'refused', message: sheet.message, fileName: file.name });
        return;
      }
      const result = await bulkAdd(sheet.rows);
      if (!result.ok) {
        setOutcome({ kind: 'refused', message: refusalText(result), fileName: file.name });
        return;
      }
      if (!result.data.ok) {
        const problems = [...result.data.problems].sort((a, b) => a.row - b.row);
        setOutcome({ kind: 'problems', message: 'Nothing was added; fix these rows and try again.', problems, fileName: file.name });
        return;
      }
      await onAdded();
      setOutcome({ kind: 'added', added: result.data.added, merged: result.data.merged, fileName: file.name });
    } finally {
      setWorking(false);
      if (inputRef.current) inputRef.current.value = '';
    }
  }

  return (
    <section className="rounded-[4px] border border-line bg-surface p-5 sm:p-6" aria-labelledby={`${inputId}-title`} data-testid="bulk-add">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id={`${inputId}-title`} className="font-display text-[24px] leading-tight text-ink">Add from a spreadsheet</h2>
          <p id={hintId} className="mt-1.5 max-w-2xl text-[13px] leading-relaxed text-ink-muted">
            Reorder from your own sheet: one row per goods with the columns <strong className="font-medium text-ink">{BULK_CART_COLUMNS.join(', ')}</strong>.
            The code is a goods code or the item code of one specification. Up to {CART_LIMITS.maxBulkRows} rows; every row is checked first and nothing is added while any row has a problem.
          </p>
        </div>
        <button type="button" onClick={onClose} className="-m-2 rounded p-2 text-ink-muted hover:text-ink" aria-label="Close spreadsheet upload">
          <CloseIcon size={18} />
        </button>
      </div>

      {/* Dropping a file is a shortcut for the file input inside, which keyboards and screen readers use. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <label
        htmlFor={inputId}
        data-testid="bulk-drop"
        data-dragging={dragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          void take(event.dataTransfer.files[0]);
        }}
        className={`mt-5 flex cursor-pointer flex-col items-center justify-center gap-2 rounded-[4px] border border-dashed px-6 py-8 text-center transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${dragging ? 'border-accent bg-accent-soft/40' : 'border-line-strong hover:border-ink hover:bg-surface-muted/60'} ${working ? 'pointer-events-none opacity-70' : ''}`}
      >
        {working ? <ButtonSpinner size={22} /> : <DocumentIcon size={26} className="text-accent" />}
        <span className="text-[14px] text-ink">{working ? 'Reading and checking your sheet…' : 'Drop a .csv or .xlsx file here, or choose one'}</span>
        <span className="text-[12px] text-ink-muted">The first row names the columns; headers in any case.</span>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={SHEET_ACCEPT}
          className="sr-only"
          aria-describedby={hintId}
          disabled={working}
          onChange={(event) => void take(event.target.files?.[0])}
          data-testid="bulk-file"
        />
      </label>
      <p className="mt-3 text-[13px]">
        <a href={TEMPLATE_HREF} download="inquiry-cart-template.csv" className="font-medium text-accent-strong underline-offset-4 hover:underline" data-testid="bulk-template">
          Download template (CSV)
        </a>
      </p>

      <div aria-live="polite">
        {outcome?.kind === 'added' ? (
          <p className="mt-4 flex items-start gap-2 rounded-[4px] border border-emerald-700/20 bg-emerald-50 px-4 py-3 text-[14px] text-emerald-900" data-testid="bulk-added">
            <CheckIcon size={18} className="mt-0.5 flex-none" />
            <span>
              Every row of {outcome.fileName} was added:{' '}
              {[
                outcome.added ? plural(outcome.added, 'new line') : '',
                outcome.merged ? `${plural(outcome.merged, 'line')} merged with what was already in your cart` : '',
              ].filter(Boolean).join(' and ')}
              .
            </span>
          </p>
        ) : null}
        {outcome?.kind === 'refused' ? (
          <p role="alert" className="mt-4 rounded-[4px] border border-red-700/20 bg-red-50 px-4 py-3 text-[14px] text-red-800" data-testid="bulk-refused">
            {outcome.fileName ? <span className="font-medium">{outcome.fileName}: </span> : null}
            {outcome.message}
          </p>
        ) : null}
        {outcome?.kind === 'problems' ? (
          <div role="alert" className="mt-4 rounded-[4px] border border-red-700/20 bg-red-50/60 px-4 py-3" data-testid="bulk-problems">
            <p className="text-[14px] font-medium text-red-800">{outcome.message}</p>
            <p className="mt-0.5 text-[12px] text-red-800/80">
              {plural(outcome.problems.length, 'row')} of {outcome.fileName} cannot be added as they are.
            </p>
            <div className="mt-3 max-h-72 overflow-auto rounded-[4px] border border-line bg-surface">
              <table className="w-full text-left text-[13px]">
                <thead className="sticky top-0 bg-surface-muted text-[11px] uppercase tracking-[0.12em] text-ink-muted">
                  <tr>
                    <th scope="col" className="w-20 px-3 py-2 font-medium">Row</th>
                    <th scope="col" className="px-3 py-2 font-medium">Problem</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {outcome.problems.map((problem) => (
                    <tr key={`${problem.row}-${problem.reason}`} data-testid="bulk-problem">
                      <td className="px-3 py-2 tabular-nums text-ink">{problem.row}</td>
                      <td className="px-3 py-2 text-ink">{problem.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}

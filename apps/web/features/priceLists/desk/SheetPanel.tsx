'use client';
import { useId, useRef, useState } from 'react';
import { errorMessage, PRICE_SHEET_COLUMNS, PRICE_SHEET_MAX_ROWS } from '@sw/protocol';
import { notify } from '@/lib/toast';
import { ConsolePanel } from '@/ui/console';
import { Alert } from '@/ui/form';
import { exportPriceListLines, importPriceListLines } from '../api';
import { downloadPriceSheet, PRICE_SHEET_ACCEPT, readPriceSheet } from './sheet';

type Outcome = { kind: 'problems'; fileName: string; problems: { row: number; reason: string }[] } | { kind: 'imported'; fileName: string; saved: number; deleted: number; version: number };

/**
 * A list's lines as a spreadsheet: exported as CSV or XLSX in the import's own layout, and imported whole: every row
 * is checked first and nothing changes while one has a problem (each named by its row number).
 */
export function SheetPanel({ listId, mayChange, onImported }: { listId: number; mayChange: boolean; onImported: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [replace, setReplace] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function exportAs(kind: 'csv' | 'xlsx') {
    const result = await exportPriceListLines(listId);
    if (!result.ok) return notify(errorMessage(result), 2);
    await downloadPriceSheet(result.data, kind);
  }

  async function take(file: File | undefined) {
    if (!file || busy) return;
    setBusy(true);
    setProblem(null);
    setOutcome(null);
    try {
      const sheet = await readPriceSheet(file);
      if (!sheet.ok) return setProblem(sheet.message);
      const result = await importPriceListLines({ listId, replace, rows: sheet.rows });
      if (!result.ok) return setProblem(errorMessage(result));
      if (!result.data.ok) return setOutcome({ kind: 'problems', fileName: file.name, problems: result.data.problems });
      setOutcome({ kind: 'imported', fileName: file.name, saved: result.data.saved, deleted: result.data.deleted, version: result.data.version });
      onImported();
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <ConsolePanel title="Spreadsheet" testId="price-sheet">
      <p className="mb-3 text-[13px] text-ink-muted">
        Columns: <strong className="font-medium text-ink">{PRICE_SHEET_COLUMNS.join(', ')}</strong>. Scope is goods, spec, category or all; Target the goods code, item code or category slug;
        Tiers “1: 3.10; 12: 2.90”, or Percent (−12) with a Rounding (minor, .x9, .99 …). Up to {PRICE_SHEET_MAX_ROWS.toLocaleString('en-US')} rows.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="btn btn-outline h-9 min-h-9 px-4" onClick={() => void exportAs('xlsx')} data-testid="export-xlsx">Export XLSX</button>
        <button type="button" className="btn btn-outline h-9 min-h-9 px-4" onClick={() => void exportAs('csv')} data-testid="export-csv">Export CSV</button>
      </div>
      {mayChange ? (
        <div className="mt-4 space-y-2 border-t border-line pt-4">
          <label htmlFor={id} className="block text-[13px] font-medium text-ink">Import a sheet (.csv or .xlsx)</label>
          <input ref={input} id={id} type="file" accept={PRICE_SHEET_ACCEPT} disabled={busy} onChange={(e) => void take(e.target.files?.[0])} className="block w-full text-[13px] text-ink-muted file:mr-3 file:h-9 file:cursor-pointer file:rounded-[3px] file:border file:border-ink file:bg-surface file:px-4 file:text-[12px] file:font-medium file:uppercase file:tracking-[0.12em] file:text-ink" data-testid="sheet-file" />
          <label className="flex items-center gap-2 text-[13px] text-ink">
            <input type="checkbox" checked={replace} onChange={(e) => setReplace(e.target.checked)} data-testid="sheet-replace" />
            Replace the list’s lines with the sheet’s (lines the sheet leaves out are removed)
          </label>
          <Alert message={problem} />
          {busy ? <p className="text-[13px] text-ink-muted" role="status">Checking every row…</p> : null}
          {outcome?.kind === 'imported' ? (
            <p className="text-[13px] text-ink" role="status" data-testid="sheet-imported">
              {outcome.fileName}: {outcome.saved} {outcome.saved === 1 ? 'line' : 'lines'} imported{outcome.deleted ? `, ${outcome.deleted} removed` : ''} (version {outcome.version}).
            </p>
          ) : null}
          {outcome?.kind === 'problems' ? (
            <div role="alert" className="rounded-[3px] border border-line bg-surface-muted p-3 text-[13px]" data-testid="sheet-problems">
              <p className="font-medium text-ink">Nothing was imported from {outcome.fileName}: fix {outcome.problems.length === 1 ? 'this row' : `these ${outcome.problems.length} rows`} and import the sheet again.</p>
              <ul className="mt-1 list-disc pl-5 text-ink">
                {outcome.problems.slice(0, 50).map((p) => <li key={p.row} data-testid="sheet-problem" data-row={p.row}>{p.reason}</li>)}
              </ul>
              {outcome.problems.length > 50 ? <p className="mt-1 text-ink-muted">… and {outcome.problems.length - 50} more.</p> : null}
            </div>
          ) : null}
        </div>
      ) : null}
    </ConsolePanel>
  );
}

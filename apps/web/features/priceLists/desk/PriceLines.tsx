'use client';
import { useId, useState } from 'react';
import { errorMessage, PRICE_LINE_SCOPES, type Page, type PriceListLineRow } from '@sw/protocol';
import { useLoad } from '@/lib/useLoad';
import { pageCount } from '@/lib/usePagedLoad';
import { notify } from '@/lib/toast';
import { confirm } from '@/ui/confirm';
import { ConsolePanel } from '@/ui/console';
import { type ConsoleColumn, ConsoleTable } from '@/ui/ConsoleTable';
import { Alert, Input, Select } from '@/ui/form';
import { deletePriceListLines, loadPriceListLines } from '../api';

const SCOPE_LABELS = { all: 'All goods', category: 'Category', goods: 'Goods', spec: 'Specification' } as const;

const quantityText = (q: PriceListLineRow['quantity']) =>
  [q.minQty ? `min ${q.minQty}` : null, q.maxQty ? `max ${q.maxQty}` : null, q.increment ? `packs of ${q.increment}` : null, q.mixAndMatch ? 'mix and match' : null].filter(Boolean).join(', ') || '—';

function columns(onDelete: ((line: PriceListLineRow) => void) | null): ConsoleColumn<PriceListLineRow>[] {
  return [
    { key: 'scope', head: 'Prices', width: 'w-[120px]', cell: (line) => SCOPE_LABELS[line.scope] },
    { key: 'target', head: 'Target', cell: (line) => <><span className="font-medium text-ink">{line.target ?? '—'}</span><br /><span className="text-[12px] text-ink-muted">{line.targetName}</span></> },
    { key: 'how', head: 'Price', cell: (line) => line.howText, className: 'tabular-nums' },
    { key: 'quantity', head: 'Quantity rule', width: 'w-[170px]', cell: (line) => quantityText(line.quantity), className: 'text-ink-muted' },
    ...(onDelete ? [{
      key: 'actions', head: <span className="sr-only">Actions</span>, width: 'w-[90px]', right: true,
      cell: (line: PriceListLineRow) => <button type="button" className="btn btn-outline h-8 min-h-8 px-3 text-[12px]" aria-label={`Remove the line on ${line.target ?? 'all goods'}`} onClick={() => onDelete(line)}>Remove</button>,
    }] : []),
  ];
}

function LineCard({ line, onDelete }: { line: PriceListLineRow; onDelete: ((line: PriceListLineRow) => void) | null }) {
  return (
    <div className="flex items-start justify-between gap-3 py-3 text-[13px]">
      <div className="min-w-0">
        <p><span className="text-ink-muted">{SCOPE_LABELS[line.scope]}</span> <span className="font-medium text-ink">{line.target ?? ''}</span></p>
        <p className="truncate text-[12px] text-ink-muted">{line.targetName}</p>
        <p className="tabular-nums text-ink">{line.howText}</p>
        <p className="text-[12px] text-ink-muted">{quantityText(line.quantity)}</p>
      </div>
      {onDelete ? <button type="button" className="btn btn-outline h-8 min-h-8 shrink-0 px-3 text-[12px]" aria-label={`Remove the line on ${line.target ?? 'all goods'}`} onClick={() => onDelete(line)}>Remove</button> : null}
    </div>
  );
}

/** A list's lines with search and paging (all goods first, then categories, goods, specifications); `version` reloads them after a change. */
export function PriceLines({ listId, version, mayChange, onChanged }: { listId: number; version: number; mayChange: boolean; onChanged: () => void }) {
  const id = useId();
  const [query, setQuery] = useState({ keyword: '', scope: '', pageNum: 1 });
  const [typed, setTyped] = useState({ keyword: '', scope: '' });
  const key = `${listId}|${version}|${query.keyword}|${query.scope}|${query.pageNum}`;
  const { value } = useLoad<{ page: Page<PriceListLineRow> } | { problem: string }>(key, async () => {
    const result = await loadPriceListLines({ listId, pageNum: query.pageNum, ...(query.keyword ? { keyword: query.keyword } : {}), ...(query.scope ? { scope: query.scope as 'all' } : {}) });
    return result.ok ? { page: result.data } : { problem: errorMessage(result) };
  });
  const remove = mayChange ? async (line: PriceListLineRow) => {
    if (!(await confirm({ title: 'Remove this line?', message: `${line.target ?? 'All goods'}: ${line.howText}. Companies pay the next list’s or the catalogue’s price for it.`, confirmText: 'Remove' }))) return;
    const result = await deletePriceListLines(listId, [line.id]);
    if (!result.ok) return notify(errorMessage(result), 2);
    notify(`Line removed (version ${result.data.version}).`);
    onChanged();
  } : null;
  const page = value && 'page' in value ? value.page : null;
  const pages = page ? pageCount(page.total, page.pageSize) : 1;
  return (
    <ConsolePanel title={page ? `Lines (${page.total})` : 'Lines'} testId="price-lines">
      <form role="search" aria-label="Line search" className="mb-3 grid gap-2 sm:grid-cols-[minmax(0,1fr)_180px_auto]" onSubmit={(e) => { e.preventDefault(); setQuery({ ...typed, pageNum: 1 }); }}>
        <label htmlFor={`${id}-q`} className="sr-only">Search the lines</label>
        <Input id={`${id}-q`} value={typed.keyword} onChange={(e) => setTyped((t) => ({ ...t, keyword: e.target.value }))} placeholder="Code, goods or category" className="!h-9 !text-[14px]" data-testid="lines-search" />
        <label htmlFor={`${id}-s`} className="sr-only">What the lines price</label>
        <Select id={`${id}-s`} value={typed.scope} onChange={(e) => setTyped((t) => ({ ...t, scope: e.target.value }))} className="!h-9 !text-[14px]">
          <option value="">Every line</option>
          {PRICE_LINE_SCOPES.map((s) => <option key={s} value={s}>{SCOPE_LABELS[s]}</option>)}
        </Select>
        <button type="submit" className="btn btn-outline h-9 min-h-9 px-4">Search</button>
      </form>
      {value && 'problem' in value ? <Alert message={value.problem} /> : null}
      {page ? (
        <>
          <ConsoleTable rows={page.list} rowKey={(line) => line.id} rowProps={(line) => ({ 'data-testid': 'price-line', 'data-target': line.target ?? '' })} columns={columns(remove)} cards={{ testId: 'price-line-card', render: (line) => <LineCard line={line} onDelete={remove} /> }} />
          {page.total === 0 ? <p className="py-6 text-center text-[13px] text-ink-muted">{query.keyword || query.scope ? 'No line matches.' : 'No lines yet: add one below or import a spreadsheet.'}</p> : null}
          {pages > 1 ? (
            <nav aria-label="Pages of lines" className="mt-3 flex items-center justify-between gap-3 text-[13px]">
              <button type="button" className="btn btn-outline h-8 min-h-8 px-3" disabled={query.pageNum <= 1} onClick={() => setQuery((q) => ({ ...q, pageNum: q.pageNum - 1 }))}>Previous</button>
              <span className="text-ink-muted" data-testid="lines-page">Page {page.pageNum} of {pages}</span>
              <button type="button" className="btn btn-outline h-8 min-h-8 px-3" disabled={query.pageNum >= pages} onClick={() => setQuery((q) => ({ ...q, pageNum: q.pageNum + 1 }))}>Next</button>
            </nav>
          ) : null}
        </>
      ) : <p className="py-6 text-center text-[13px] text-ink-muted">Loading the lines…</p>}
    </ConsolePanel>
  );
}

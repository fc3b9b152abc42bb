'use client';
import { useEffect, useId, useState } from 'react';
import { errorMessage, type StaffGoodsRow } from '@sw/protocol';
import { useLoad } from '@/lib/useLoad';
import { compactInput } from '@/ui/console';
import { labelClass } from '@/ui/form';
import { Thumb } from '@/ui/Thumb';
import { findGoods } from './api';

type Chosen = Pick<StaffGoodsRow, 'goodsId' | 'goodsCode' | 'title'>;
type Found = { rows: StaffGoodsRow[]; total: number } | { problem: string };

const LEAST = 2;
const WAIT_MS = 250;

/** The search's words once the sales person stops typing for a moment. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), WAIT_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

async function search(words: string): Promise<Found> {
  const result = await findGoods(words);
  return result.ok ? { rows: result.data.list, total: result.data.total } : { problem: errorMessage(result) };
}

/** One goods found: its picture, name, item number and category; choosing it fills the form's goodsId. */
function FoundGoods({ row, onChoose }: { row: StaffGoodsRow; onChoose: (row: StaffGoodsRow) => void }) {
  return (
    <li>
      <button
        type="button"
        className="flex w-full items-center gap-3 px-3 py-2 text-left hover:bg-surface-muted focus-visible:bg-surface-muted"
        onClick={() => onChoose(row)}
        data-testid="goods-option"
        data-goods={row.goodsId}
      >
        <Thumb src={row.imageUrl} alt="" className="size-10" />
        <span className="min-w-0">
          <span className="block truncate text-[13px] font-medium text-ink">{row.title}</span>
          <span className="block truncate text-[12px] text-ink-muted">
            {row.goodsCode} · {row.categoryName}{row.status === 0 ? ' · offline' : ''}
          </span>
        </span>
      </button>
    </li>
  );
}

/**
 * The goods a single-goods document covers, found by words of the name or by the item number (the console's goods
 * search, staff/catalog/goodsList.do) and chosen from the list; the form sends the chosen goods' id as `goodsId`.
 */
export function GoodsPicker() {
  const id = useId();
  const [words, setWords] = useState('');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const settled = useSettled(words.trim());
  const asked = !chosen && settled.length >= LEAST ? settled : null;
  const { value: found } = useLoad(asked === null ? null : `goods|${asked}`, () => search(asked!));
  const waiting = asked !== null && (found === undefined || settled !== words.trim());
  const rows = !waiting && found && 'rows' in found ? found.rows : [];

  if (chosen) {
    return (
      <div className="min-w-0 sm:col-span-2" data-testid="goods-picker">
        <p className={labelClass}>Goods</p>
        <input type="hidden" name="goodsId" value={chosen.goodsId} />
        <div className="flex min-h-9 flex-wrap items-center justify-between gap-2 rounded-[3px] border border-line bg-surface-muted px-2.5 py-1.5" data-testid="goods-chosen">
          <span className="min-w-0 text-[13px] text-ink">
            <span className="font-medium">{chosen.title}</span> <span className="text-ink-muted">· {chosen.goodsCode}</span>
          </span>
          <button type="button" className="text-[12px] font-medium text-ink underline underline-offset-4" onClick={() => setChosen(null)} data-testid="goods-change">
            Change<span className="sr-only"> the goods</span>
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="min-w-0 sm:col-span-2" data-testid="goods-picker">
      <label htmlFor={`${id}-find`} className={labelClass}>Goods</label>
      <input
        id={`${id}-find`}
        type="search"
        value={words}
        onChange={(event) => setWords(event.target.value)}
        placeholder="Name or item number"
        autoComplete="off"
        aria-describedby={`${id}-state`}
        aria-controls={rows.length ? `${id}-found` : undefined}
        className={compactInput}
        data-testid="goods-search"
      />
      <p id={`${id}-state`} className="mt-1 text-[12px] text-ink-muted" aria-live="polite" data-testid="goods-search-state">
        {words.trim().length < LEAST
          ? 'Type at least 2 letters of the name, or the item number.'
          : waiting
            ? 'Searching…'
            : found && 'problem' in found
              ? found.problem
              : found && found.total === 0
                ? `No goods match “${asked}”.`
                : found
                  ? `${found.total === 1 ? '1 goods matches' : `${found.total} goods match`}${found.total > found.rows.length ? `; the first ${found.rows.length} are shown` : ''}. Choose one.`
                  : ''}
      </p>
      {rows.length ? (
        <ul id={`${id}-found`} aria-label="Goods found" className="mt-1 max-h-72 divide-y divide-line overflow-y-auto rounded-[3px] border border-line bg-surface">
          {rows.map((row) => (
            <FoundGoods key={row.goodsId} row={row} onChoose={(one) => setChosen({ goodsId: one.goodsId, goodsCode: one.goodsCode, title: one.title })} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

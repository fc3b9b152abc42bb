'use client';
import Link from 'next/link';
import { useState } from 'react';
import type { PriceListView } from '@sw/protocol';
import { dateText } from '@/lib/format';
import { STAFF_PRICE_LISTS_PATH } from '@/lib/links';
import { notify } from '@/lib/toast';
import { ConsolePageHead, ConsolePanel } from '@/ui/console';
import { loadPriceList } from '../api';
import type { CategoryChoice } from './api.server';
import { AssignedCompanies } from './AssignedCompanies';
import { BulkChange } from './BulkChange';
import { LineForm } from './LineForm';
import { daysText, ListStatePill } from './ListStatePill';
import { PriceAsk } from './PriceAsk';
import { PriceLines } from './PriceLines';
import { PriceListForm } from './PriceListForm';
import { SheetPanel } from './SheetPanel';

/**
 * One price list on the console: its terms and schedule, the companies assigned, its lines (search, paging, a line
 * typed or a sheet imported, a bulk change) and a preview of what a chosen company pays. Every change is audited
 * and makes a new version, which the head shows.
 */
export function PriceListEditor({ initial, categories, mayChange }: { initial: PriceListView; categories: CategoryChoice[]; mayChange: boolean }) {
  const [list, setList] = useState(initial);
  // Lines changed: the list's version and counts are read again, and the lines with them.
  const reload = async () => {
    const result = await loadPriceList(list.id);
    if (result.ok) setList(result.data);
  };
  return (
    <div className="space-y-5" data-testid="price-list-editor" data-version={list.version}>
      <Link href={STAFF_PRICE_LISTS_PATH} className="text-[13px] text-accent-strong underline-offset-4 hover:underline">← All price lists</Link>
      <ConsolePageHead
        title={list.name}
        line={<span data-testid="price-list-head">{list.currency} · priority {list.priority} · {daysText(list.validFrom, list.validUntil, dateText)} · version {list.version} <ListStatePill state={list.state} /></span>}
      />
      <div className="grid gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-5">
          <PriceLines listId={list.id} version={list.version} mayChange={mayChange} onChanged={() => void reload()} />
          {mayChange ? <LineForm listId={list.id} onSaved={() => void reload()} /> : null}
          {mayChange ? <BulkChange listId={list.id} categories={categories} onChanged={() => void reload()} /> : null}
        </div>
        <div className="min-w-0 space-y-5">
          {mayChange ? (
            <ConsolePanel title="Terms and schedule" testId="price-list-terms">
              <PriceListForm narrow key={list.version} list={list} onSaved={(saved) => { notify(`${saved.name} saved (version ${saved.version}).`); setList(saved); }} />
            </ConsolePanel>
          ) : null}
          <AssignedCompanies list={list} mayChange={mayChange} onChanged={setList} />
          <SheetPanel listId={list.id} mayChange={mayChange} onImported={() => void reload()} />
        </div>
      </div>
      <ConsolePanel title="Preview: this company sees" testId="price-preview">
        <PriceAsk key={list.companyList[0]?.id ?? 'none'} company={list.companyList[0] ?? null} />
      </ConsolePanel>
    </div>
  );
}

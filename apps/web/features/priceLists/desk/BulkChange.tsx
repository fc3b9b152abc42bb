'use client';
import { useId, useState } from 'react';
import { errorMessage, PRICE_LIST_ROUNDINGS, type PriceListRounding } from '@sw/protocol';
import { notify } from '@/lib/toast';
import { ConsolePanel } from '@/ui/console';
import { Alert, Field, Input, Select } from '@/ui/form';
import { bulkChangePriceList } from '../api';
import type { CategoryChoice } from './api.server';

/**
 * "+5 % on all necklaces in this list": every fixed price of the chosen lines moves by the percentage (rounded once),
 * every rule's percentage compounds. The lines of a category are those on it, its subcategories, their goods and
 * specifications; the line on all goods moves only when every line is chosen.
 */
export function BulkChange({ listId, categories, onChanged }: { listId: number; categories: CategoryChoice[]; onChanged: () => void }) {
  const id = useId();
  const [percent, setPercent] = useState('');
  const [rounding, setRounding] = useState<PriceListRounding>('minor');
  const [categoryId, setCategoryId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ConsolePanel title="Bulk change" testId="bulk-change">
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          setProblem(null);
          const result = await bulkChangePriceList({ listId, percent, rounding, ...(categoryId ? { categoryId: Number(categoryId) } : {}) });
          if (!result.ok) return setProblem(errorMessage(result));
          notify(result.data.saved ? `${result.data.saved} ${result.data.saved === 1 ? 'line' : 'lines'} changed (version ${result.data.version}).` : 'No line is in that category: nothing changed.');
          setPercent('');
          onChanged();
        }}
      >
        <Alert message={problem} />
        <div className="grid gap-x-3 sm:grid-cols-2 lg:grid-cols-[120px_170px_minmax(0,1fr)_auto] lg:items-end">
          <Field label="Percent" id={`${id}-percent`}><Input id={`${id}-percent`} value={percent} onChange={(e) => setPercent(e.target.value)} inputMode="decimal" placeholder="+5" className="!h-9 !text-[14px]" /></Field>
          <Field label="Rounding" id={`${id}-rounding`}>
            <Select id={`${id}-rounding`} value={rounding} onChange={(e) => setRounding(e.target.value as PriceListRounding)} className="!h-9 !text-[14px]">
              {PRICE_LIST_ROUNDINGS.map((r) => <option key={r} value={r}>{r === 'minor' ? 'to the cent' : `up to ${r}`}</option>)}
            </Select>
          </Field>
          <Field label="On the lines of" id={`${id}-category`}>
            <Select id={`${id}-category`} value={categoryId} onChange={(e) => setCategoryId(e.target.value)} className="!h-9 !text-[14px]">
              <option value="">every line of this list</option>
              {categories.map((c) => <option key={c.id} value={c.id}>{`${'— '.repeat(c.depth)}${c.name}`}</option>)}
            </Select>
          </Field>
          <div className="mb-4"><button type="submit" className="btn btn-primary h-9 min-h-9 px-4" data-testid="bulk-change-apply">Apply</button></div>
        </div>
      </form>
    </ConsolePanel>
  );
}

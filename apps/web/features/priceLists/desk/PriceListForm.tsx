'use client';
import { useId, useState } from 'react';
import { errorMessage, QUOTATION_CURRENCIES, type PriceListView } from '@sw/protocol';
import { Alert, Field, Input, Select } from '@/ui/form';
import { savePriceList } from '../api';

const DENSE = '!h-9 !text-[14px]';

type Terms = { name: string; currency: string; validFrom: string; validUntil: string; priority: string; firstOrderMinimum: string; reorderMinimum: string };

const termsOf = (list?: PriceListView): Terms => ({
  name: list?.name ?? '', currency: list?.currency ?? 'USD', validFrom: list?.validFrom ?? '', validUntil: list?.validUntil ?? '',
  priority: String(list?.priority ?? 0), firstOrderMinimum: list?.firstOrderMinimum ?? '', reorderMinimum: list?.reorderMinimum ?? '',
});

/**
 * A list's terms: name, currency, the days it runs (both inclusive; blank open, so "Spring fair −8 % from 1 to 15
 * March" starts and ends by itself), its priority and its order minimums in its currency. Creates a list (no `list`)
 * or saves one; `onSaved` gets the list as saved.
 */
export function PriceListForm({ list, onSaved, narrow = false }: { list?: PriceListView; onSaved: (list: PriceListView) => void; narrow?: boolean }) {
  const id = useId();
  const [form, setForm] = useState<Terms>(() => termsOf(list));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof Terms) => ({
    id: `${id}-${name}`, value: form[name], className: DENSE,
    onChange: (event: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: event.target.value })),
  });
  return (
    <form
      noValidate
      data-testid="price-list-form"
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setProblem(null);
        const result = await savePriceList({ ...(list ? { id: list.id } : {}), ...form, currency: form.currency as 'USD' });
        setBusy(false);
        if (!result.ok) return setProblem(errorMessage(result));
        if (!list) setForm(termsOf());
        onSaved(result.data);
      }}
    >
      <Alert message={problem} />
      <div className={`grid gap-x-3 sm:grid-cols-2 ${narrow ? '' : 'lg:grid-cols-4'}`}>
        <div className="sm:col-span-2"><Field label="Name" id={`${id}-name`} required><Input {...field('name')} placeholder="Spring agreement 2027" /></Field></div>
        <Field label="Currency" id={`${id}-currency`}>
          <Select {...field('currency')}>{QUOTATION_CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}</Select>
        </Field>
        <Field label="Priority (higher wins)" id={`${id}-priority`}><Input {...field('priority')} inputMode="numeric" /></Field>
        <Field label="First day" id={`${id}-validFrom`} optional><Input {...field('validFrom')} type="date" /></Field>
        <Field label="Last day" id={`${id}-validUntil`} optional><Input {...field('validUntil')} type="date" /></Field>
        <Field label="First-order minimum" id={`${id}-firstOrderMinimum`} optional><Input {...field('firstOrderMinimum')} inputMode="decimal" placeholder="0.00" /></Field>
        <Field label="Reorder minimum" id={`${id}-reorderMinimum`} optional><Input {...field('reorderMinimum')} inputMode="decimal" placeholder="0.00" /></Field>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary h-9 min-h-9 px-4" disabled={busy} data-testid="price-list-save">{list ? 'Save terms' : 'Create price list'}</button>
        <p className="text-[12px] text-ink-muted">The days are both inclusive, in UTC; a blank day leaves the list open on that side. Minimums are in the list’s currency.</p>
      </div>
    </form>
  );
}

'use client';
import { useId, useState } from 'react';
import { errorMessage, PRICE_LIST_ROUNDINGS } from '@sw/protocol';
import { notify } from '@/lib/toast';
import { ConsolePanel } from '@/ui/console';
import { Alert, Field, Input, Select } from '@/ui/form';
import { importPriceListLines } from '../api';

const DENSE = '!h-9 !text-[14px]';
const BLANK = { scope: 'goods', target: '', how: 'rule', tiers: '', percent: '', rounding: 'minor', minimum: '', maximum: '', increment: '', mixAndMatch: '' };
const TARGET_HINT: Record<string, string> = { goods: 'Goods code', spec: 'Item code', category: 'Category slug (necklaces)', all: '' };

/**
 * One line, typed: what it prices (by code, as a sheet names it) and how, fixed tiers ("1: 3.10; 12: 2.90") or a rule
 * ("catalogue −12 %" with its rounding), with its quantity rule. Saved as a one-row import, so it is checked and
 * worded exactly as a sheet's row is; a line on a target that has one replaces it.
 */
export function LineForm({ listId, onSaved }: { listId: number; onSaved: () => void }) {
  const id = useId();
  const [form, setForm] = useState(BLANK);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof BLANK) => ({
    id: `${id}-${name}`, value: form[name], className: DENSE,
    onChange: (event: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: event.target.value })),
  });
  return (
    <ConsolePanel title="Add or replace a line" testId="line-form">
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          setBusy(true);
          setProblem(null);
          const row = { ...form, row: 1, target: form.scope === 'all' ? '' : form.target, tiers: form.how === 'tiers' ? form.tiers : '', percent: form.how === 'rule' ? form.percent : '' };
          const result = await importPriceListLines({ listId, rows: [row] });
          setBusy(false);
          if (!result.ok) return setProblem(errorMessage(result));
          if (!result.data.ok) return setProblem(result.data.problems.map((p) => p.reason.replace(/^Row 1: /, '')).join(' ').replace(/^./, (c) => c.toUpperCase()));
          notify(`Line saved (version ${result.data.version}).`);
          setForm(BLANK);
          onSaved();
        }}
      >
        <Alert message={problem} />
        <div className="grid gap-x-3 sm:grid-cols-2 2xl:grid-cols-3">
          <Field label="Prices" id={`${id}-scope`}>
            <Select {...field('scope')}>
              <option value="goods">A goods</option><option value="spec">A specification</option><option value="category">A category</option><option value="all">All goods</option>
            </Select>
          </Field>
          {form.scope === 'all' ? <div /> : <Field label={TARGET_HINT[form.scope]!} id={`${id}-target`}><Input {...field('target')} /></Field>}
          <Field label="How" id={`${id}-how`}>
            <Select {...field('how')}><option value="rule">A rule on the catalogue</option><option value="tiers">Fixed tiers</option></Select>
          </Field>
          {form.how === 'tiers' ? (
            <Field label="Tiers (quantity: price)" id={`${id}-tiers`}><Input {...field('tiers')} placeholder="1: 3.10; 12: 2.90" /></Field>
          ) : (
            <>
              <Field label="Percent on the catalogue" id={`${id}-percent`}><Input {...field('percent')} inputMode="decimal" placeholder="-12" /></Field>
              <Field label="Rounding" id={`${id}-rounding`}>
                <Select {...field('rounding')}>{PRICE_LIST_ROUNDINGS.map((r) => <option key={r} value={r}>{r === 'minor' ? 'to the cent' : `up to ${r}`}</option>)}</Select>
              </Field>
            </>
          )}
          <Field label="Minimum" id={`${id}-minimum`} optional><Input {...field('minimum')} inputMode="numeric" /></Field>
          <Field label="Maximum per order" id={`${id}-maximum`} optional><Input {...field('maximum')} inputMode="numeric" /></Field>
          <Field label="Pack size (increment)" id={`${id}-increment`} optional><Input {...field('increment')} inputMode="numeric" /></Field>
          <Field label="Mix and match" id={`${id}-mixAndMatch`}>
            <Select {...field('mixAndMatch')}><option value="">As the goods says</option><option value="yes">Yes, across specifications</option><option value="no">No</option></Select>
          </Field>
        </div>
        <button type="submit" className="btn btn-primary h-9 min-h-9 px-4" disabled={busy} data-testid="line-save">Save line</button>
      </form>
    </ConsolePanel>
  );
}

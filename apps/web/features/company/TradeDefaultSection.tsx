'use client';
import { useId, useState, type FormEvent } from 'react';
import { defaultNeedsPlace, defaultTermsText, errorMessage, INCOTERM_RULES, INCOTERMS, placeHint, type CompanyView, type Incoterm } from '@sw/protocol';
import { askTradeDefaultSchema } from '@sw/protocol/schemas/tradeTerms';
import { notify } from '@/lib/toast';
import { Alert, Field, Input, Select, SubmitButton, TextArea } from '@/ui/form';
import { askTradeDefault } from './api';
import { sectionClass } from './roles';

type Errors = Partial<Record<'incoterm' | 'place' | 'note', string>>;

/** The rule an admin asks for: the rule, its place (blank for a D rule: each inquiry's address) and a note to the desk. */
function AskForm() {
  const id = useId();
  const [ask, setAsk] = useState({ incoterm: '' as Incoterm | '', place: '', note: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rule = ask.incoterm || null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = askTradeDefaultSchema.safeParse(ask);
    if (!parsed.success) {
      return setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message])));
    }
    setErrors({});
    setBusy(true);
    const result = await askTradeDefault(parsed.data);
    setBusy(false);
    if (!result.ok) return setProblem(errorMessage(result).replace(/^\w+: /, ''));
    setProblem(null);
    setAsk({ incoterm: '', place: '', note: '' });
    notify('Sent to our sales team: they will write to you about the change.', 1);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 max-w-2xl" data-testid="trade-default-ask">
      <p className="mb-3 text-[14px] font-medium text-ink">Ask for a change</p>
      <div className="grid gap-x-4 sm:grid-cols-[minmax(0,17rem)_minmax(0,1fr)]">
        <Field label="Incoterm" id={`${id}-rule`} error={errors.incoterm} required>
          <Select id={`${id}-rule`} name="incoterm" value={ask.incoterm} invalid={Boolean(errors.incoterm)} onChange={(event) => setAsk({ ...ask, incoterm: event.target.value as Incoterm | '' })}>
            <option value="">Choose…</option>
            {INCOTERMS.map((code) => <option key={code} value={code}>{code} · {INCOTERM_RULES[code].name}</option>)}
          </Select>
        </Field>
        <Field label="Place" id={`${id}-place`} error={errors.place} required={rule !== null && defaultNeedsPlace(rule)} optional={rule !== null && !defaultNeedsPlace(rule)}>
          <Input id={`${id}-place`} name="place" value={ask.place} maxLength={120} invalid={Boolean(errors.place)} placeholder={rule && !defaultNeedsPlace(rule) ? "Blank: each inquiry's address" : 'Los Angeles'} onChange={(event) => setAsk({ ...ask, place: event.target.value })} />
        </Field>
      </div>
      <Field label="Note to our sales team" id={`${id}-note`} error={errors.note} optional>
        <TextArea id={`${id}-note`} name="note" rows={2} maxLength={500} value={ask.note} onChange={(event) => setAsk({ ...ask, note: event.target.value })} />
      </Field>
      <p className="-mt-1 mb-4 text-[13px] leading-relaxed text-ink-muted">
        {rule ? `The place names ${placeHint(rule)}. ` : ''}Our sales team reads your request and changes the default; each inquiry may still ask for other terms.
      </p>
      <Alert message={problem} testId="trade-default-ask-error" />
      <SubmitButton busy={busy} className="sm:w-auto" data-testid="trade-default-ask-send">Send request</SubmitButton>
    </form>
  );
}

/** The Company page's trade terms (issue 49): the Incoterm new quotations start from; an admin may ask the desk for another. */
export function TradeDefaultSection({ view, isAdmin }: { view: CompanyView; isAdmin: boolean }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={sectionClass} data-testid="company-trade-default">
      <p className="eyebrow">Quotations</p>
      <h2 id={`${id}-title`} className="mt-2 font-display text-[26px] leading-tight text-ink">Default Incoterm</h2>
      <p className="mt-3 text-[14px] leading-relaxed text-ink" data-testid="company-trade-default-state">
        New quotations start from <strong className="font-medium">{defaultTermsText(view.tradeDefault)}</strong>.
      </p>
      {isAdmin ? <AskForm /> : <p className="mt-2 text-[13px] text-ink-muted">An admin of your company may ask our sales team for other terms.</p>}
    </section>
  );
}

'use client';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import {
  DEFAULT_INCOTERM, defaultNeedsPlace, defaultPlaceMessage, errorField, errorMessage, incotermLabel, INCOTERM_RULES, INCOTERMS, placeHint, type Incoterm,
} from '@sw/protocol';
import { notify } from '@/lib/toast';
import { ConsolePanel } from '@/ui/console';
import { Alert, Field, Input, Select } from '@/ui/form';
import { saveCompanyTradeDefault } from '../api';

type Saved = { incoterm: Incoterm; place: string | null } | null;

const PLACE_MAX = 120;
const DENSE = '!h-10 !text-[14px]';
const shopDefault = `${DEFAULT_INCOTERM.incoterm} ${DEFAULT_INCOTERM.place}`;

/** What new quotations start from, in words. */
function startsFrom(saved: Saved): string {
  if (!saved) return `No default of its own: new quotations start from ${incotermLabel(DEFAULT_INCOTERM.incoterm, DEFAULT_INCOTERM.place)}.`;
  return saved.place
    ? `New quotations start from ${incotermLabel(saved.incoterm, saved.place)}.`
    : `New quotations start from ${saved.incoterm} (Incoterms 2020) at the buyer's address of each inquiry.`;
}

/**
 * A company's default Incoterm (issue 39): the rule and place the sales team's new quotations for the company start
 * from. A D rule may leave the place out (each inquiry's address is used); every other rule needs one. Saved through
 * staff/tradeTerms/saveCompanyDefault.do, which keeps the change in the audit trail.
 */
export function CompanyTradeDefault({ companyId, name, saved }: { companyId: string; name: string; saved: Saved }) {
  const router = useRouter();
  const id = useId();
  const [incoterm, setIncoterm] = useState<Incoterm | ''>(saved?.incoterm ?? '');
  const [place, setPlace] = useState(saved?.place ?? '');
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needsPlace = incoterm !== '' && defaultNeedsPlace(incoterm);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const trimmed = place.trim();
    if (incoterm && needsPlace && !trimmed) return setPlaceError(defaultPlaceMessage(incoterm));
    setPlaceError(null);
    setBusy(true);
    const result = await saveCompanyTradeDefault({ companyId, ...(incoterm ? { incoterm, ...(trimmed ? { place: trimmed } : {}) } : {}) });
    setBusy(false);
    if (!result.ok) {
      const named = errorField(result);
      return named?.path === 'place' ? setPlaceError(named.message) : setProblem(errorMessage(result));
    }
    const { incoterm: rule, place: where } = result.data;
    notify(rule ? `${name}: new quotations start from ${rule}${where ? ` ${where}` : ''}.` : `${name}: the default Incoterm is cleared (${shopDefault}).`);
    router.refresh();
  }

  return (
    <ConsolePanel title="Default Incoterm" testId="company-trade-default">
      <p className="mb-3 text-[14px] text-ink" data-testid="trade-default-state">{startsFrom(saved)}</p>
      <form noValidate onSubmit={(event) => void submit(event)} data-testid="trade-default-form">
        <Alert message={problem} />
        <div className="grid gap-x-4 sm:grid-cols-[minmax(0,16rem)_minmax(0,1fr)_auto] sm:items-start">
          <Field label="Incoterm" id={`${id}-rule`}>
            <Select
              id={`${id}-rule`}
              name="incoterm"
              value={incoterm}
              className={DENSE}
              onChange={(event) => {
                setIncoterm(event.target.value as Incoterm | '');
                setPlaceError(null);
              }}
            >
              <option value="">No default ({shopDefault})</option>
              {INCOTERMS.map((rule) => <option key={rule} value={rule}>{rule} · {INCOTERM_RULES[rule].name}</option>)}
            </Select>
          </Field>
          <Field label="Place" id={`${id}-place`} required={needsPlace} optional={incoterm !== '' && !needsPlace} error={placeError}>
            <Input
              id={`${id}-place`}
              name="place"
              value={place}
              maxLength={PLACE_MAX}
              disabled={incoterm === ''}
              invalid={Boolean(placeError)}
              placeholder={incoterm ? (needsPlace ? 'Hamburg' : "Left blank: each inquiry's address") : ''}
              className={DENSE}
              onChange={(event) => setPlace(event.target.value)}
            />
          </Field>
          <div className="mb-4 sm:pt-[26px]">
            <button type="submit" className="btn btn-primary h-10 min-h-10 w-full px-5 sm:w-auto" disabled={busy} data-testid="trade-default-save">
              {busy ? 'Saving…' : 'Save default'}
            </button>
          </div>
        </div>
        <p className="text-[12px] text-ink-muted">
          {incoterm ? `The place names ${placeHint(incoterm)}.` : 'Choose a rule to set a default.'} A quotation can still change the rule; the change is kept in the audit trail.
        </p>
      </form>
    </ConsolePanel>
  );
}

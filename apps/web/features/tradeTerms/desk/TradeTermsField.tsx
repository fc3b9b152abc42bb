'use client';
import { CATALOGUE_CURRENCY, FREIGHT_MODE_LABELS, FREIGHT_MODES, INCOTERM_RULES, INCOTERMS, placeHint, type FreightMode, type Incoterm } from '@sw/protocol';
import { compactInput, ErrorText } from '@/ui/console';
import { labelClass } from '@/ui/form';

/** The quotation draft's trade-term fields, as typed (the quotation editor's draft holds them among its own). */
export interface TradeTermsDraft {
  currency: string;
  incoterm: Incoterm;
  incotermPlace: string;
  freightMode: FreightMode | '';
  freightCarrier: string;
  freightTransitDays: string;
  freightCost: string;
  insurance: string;
  duties: string;
  rateLockedUntil: string;
}

/** The currency is the editor's own field: this fieldset only reads it. */
type Props = { draft: TradeTermsDraft; errorOf: (path: string) => string | undefined; update: (patch: Partial<Omit<TradeTermsDraft, 'currency'>>) => void };

/** One labelled input of the trade-terms panel. */
function Field({ label, name, value, error, onChange, hint, inputMode = 'decimal', type = 'text' }: {
  label: string; name: string; value: string; error?: string; onChange: (value: string) => void; hint?: string; inputMode?: 'decimal' | 'numeric' | 'text'; type?: string;
}) {
  return (
    <label className="block">
      <span className={labelClass}>{label}</span>
      <input name={name} type={type} inputMode={inputMode} className={compactInput} value={value} placeholder={hint} aria-invalid={!!error || undefined} onChange={(event) => onChange(event.target.value)} />
      <ErrorText message={error} />
    </label>
  );
}

/**
 * The quotation's trade terms (issue 39): the Incoterms 2020 rule and its place, the freight line (mode, carrier,
 * transit days, cost), insurance and duties, each money in the quotation's currency, in its total, listed apart from
 * the goods. The costs the chosen rule makes the seller carry are marked; sending without them is refused.
 */
export function TradeTermsField({ draft, errorOf, update }: Props) {
  const rule = INCOTERM_RULES[draft.incoterm];
  const needs = (kind: 'freight' | 'insurance' | 'duties') => (rule.sellerPays.includes(kind) ? ' (needed)' : '');
  return (
    <fieldset className="mt-5 rounded-lg border border-line p-4" data-testid="trade-terms">
      <legend className="px-1 text-[13px] font-semibold text-ink">Trade terms · Incoterms 2020</legend>
      <div className="grid gap-4 sm:grid-cols-[18rem_minmax(0,1fr)]">
        <label className="block">
          <span className={labelClass}>Rule</span>
          <select name="incoterm" className={compactInput} value={draft.incoterm} onChange={(event) => update({ incoterm: event.target.value as Incoterm })}>
            {INCOTERMS.map((code) => (
              <option key={code} value={code}>
                {code} · {INCOTERM_RULES[code].name}
              </option>
            ))}
          </select>
          <ErrorText message={errorOf('incoterm')} />
        </label>
        <Field label="Place" name="incotermPlace" inputMode="text" value={draft.incotermPlace} hint={placeHint(draft.incoterm)} error={errorOf('incotermPlace')} onChange={(incotermPlace) => update({ incotermPlace })} />
      </div>
      <p className="mt-2 text-[13px] leading-5 text-ink-muted">
        {rule.sellerPays.length
          ? `Under ${draft.incoterm} we pay ${rule.sellerPays.map((kind) => (kind === 'duties' ? 'duties and taxes' : kind)).join(' and ')}: quote ${rule.sellerPays.length === 1 ? 'it' : 'them'} below before sending.`
          : `Under ${draft.incoterm} the buyer pays the main carriage; freight may still be quoted as a service.`}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <label className="block">
          <span className={labelClass}>Freight{needs('freight')}</span>
          <select name="freightMode" className={compactInput} value={draft.freightMode} onChange={(event) => update({ freightMode: event.target.value as FreightMode | '' })}>
            <option value="">No freight quoted</option>
            {FREIGHT_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {FREIGHT_MODE_LABELS[mode]}
              </option>
            ))}
          </select>
          <ErrorText message={errorOf('freight')} />
        </label>
        {draft.freightMode ? (
          <>
            <Field label="Carrier or service" name="freightCarrier" inputMode="text" value={draft.freightCarrier} error={errorOf('freight.carrier')} onChange={(freightCarrier) => update({ freightCarrier })} />
            <Field label="Transit (days)" name="freightTransitDays" inputMode="numeric" value={draft.freightTransitDays} error={errorOf('freight.transitDays')} onChange={(freightTransitDays) => update({ freightTransitDays })} />
            <Field label={`Freight cost (${draft.currency})`} name="freightCost" value={draft.freightCost} error={errorOf('freight.cost')} onChange={(freightCost) => update({ freightCost })} />
          </>
        ) : (
          <ErrorText message={errorOf('freight.cost')} />
        )}
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label={`Insurance${needs('insurance')} (${draft.currency})`} name="insurance" value={draft.insurance} error={errorOf('insurance')} onChange={(insurance) => update({ insurance })} />
        <Field label={`Duties and taxes${needs('duties')} (${draft.currency})`} name="duties" value={draft.duties} error={errorOf('duties')} onChange={(duties) => update({ duties })} />
        {draft.currency !== CATALOGUE_CURRENCY ? (
          <Field label="Rate locked until" name="rateLockedUntil" type="date" value={draft.rateLockedUntil} error={errorOf('rateLockedUntil')} onChange={(rateLockedUntil) => update({ rateLockedUntil })} />
        ) : null}
      </div>
      {draft.currency !== CATALOGUE_CURRENCY ? (
        <p className="mt-2 text-[13px] leading-5 text-ink-muted" data-testid="rate-note">
          Saved at the current {draft.currency} rate of the exchange-rate table (Console · Rates); left empty, the rate holds until the validity date.
        </p>
      ) : null}
    </fieldset>
  );
}

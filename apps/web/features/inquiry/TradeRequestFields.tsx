'use client';
import { useId, useState } from 'react';
import { defaultNeedsPlace, INCOTERM_RULES, INCOTERMS, placeHint, QUOTATION_CURRENCIES, type Incoterm, type InputOf, type inquiry } from '@sw/protocol';
import { tradeRequestSchema } from '@sw/protocol/schemas/tradeTerms';
import { Field, Input, Select } from '@/ui/form';

/** The buyer's request as typed on Confirm inquiry details: a currency and an Incoterm with its place, each optional. */
export interface TradeRequestDraft {
  currency: string;
  incoterm: Incoterm | '';
  place: string;
}
export type TradeRequestErrors = Partial<Record<keyof TradeRequestDraft, string>>;
type RequestInput = InputOf<typeof inquiry.createPreciseInquiry>['tradeRequest'];

export const NO_TRADE_REQUEST: TradeRequestDraft = { currency: '', incoterm: '', place: '' };

/** The request as confirmOrder's input (undefined: nothing asked), or the fields to mark: the back-end's schema. */
export function checkTradeRequest(draft: TradeRequestDraft): { ok: true; input: RequestInput } | { ok: false; errors: TradeRequestErrors } {
  const parsed = tradeRequestSchema.safeParse(draft);
  if (!parsed.success) {
    const errors: TradeRequestErrors = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] as keyof TradeRequestDraft] ??= issue.message;
    return { ok: false, errors };
  }
  const { currency, incoterm, place } = parsed.data;
  return { ok: true, input: currency || incoterm ? { currency, incoterm, place } : undefined };
}

/** A refusal of the back-end about the request ('tradeRequest.place: …') as the field it marks, else null. */
export function tradeRequestRefusal(message: string): TradeRequestErrors | null {
  const match = /^tradeRequest\.(currency|incoterm|place): (.*)$/s.exec(message);
  return match ? { [match[1] as keyof TradeRequestDraft]: match[2] } : null;
}

/** The step's state for its form: `check()` before sending (marks the fields), `refused(message)` after a refusal about it. */
export function useTradeRequest() {
  const [value, onChange] = useState(NO_TRADE_REQUEST);
  const [errors, setErrors] = useState<TradeRequestErrors>({});
  return {
    props: { value, errors, onChange },
    check() {
      const checked = checkTradeRequest(value);
      setErrors(checked.ok ? {} : checked.errors);
      return checked;
    },
    refused(message: string): boolean {
      const marked = tradeRequestRefusal(message);
      setErrors(marked ?? {});
      return marked !== null;
    },
  };
}

/** Confirm inquiry details' terms step: 'CIF Los Angeles, in USD'; the desk's quotation starts from it (issue 49). */
export function TradeRequestFields({ value, errors, onChange }: { value: TradeRequestDraft; errors: TradeRequestErrors; onChange: (value: TradeRequestDraft) => void }) {
  const id = useId();
  const set = (patch: Partial<TradeRequestDraft>) => onChange({ ...value, ...patch });
  const rule = value.incoterm || null;
  return (
    <div data-testid="trade-request">
      <div className="grid gap-x-4 sm:grid-cols-[minmax(0,11rem)_minmax(0,17rem)_minmax(0,1fr)]">
        <Field label="Currency" id={`${id}-currency`} error={errors.currency} optional>
          <Select id={`${id}-currency`} name="requestCurrency" value={value.currency} invalid={Boolean(errors.currency)} onChange={(event) => set({ currency: event.target.value })}>
            <option value="">No preference</option>
            {QUOTATION_CURRENCIES.map((code) => <option key={code} value={code}>{code}</option>)}
          </Select>
        </Field>
        <Field label="Incoterm" id={`${id}-incoterm`} error={errors.incoterm} optional>
          <Select id={`${id}-incoterm`} name="requestIncoterm" value={value.incoterm} invalid={Boolean(errors.incoterm)} onChange={(event) => set({ incoterm: event.target.value as Incoterm | '' })}>
            <option value="">No preference</option>
            {INCOTERMS.map((code) => <option key={code} value={code}>{code} · {INCOTERM_RULES[code].name}</option>)}
          </Select>
        </Field>
        <Field label="Place" id={`${id}-place`} error={errors.place} required={rule !== null && defaultNeedsPlace(rule)} optional={rule !== null && !defaultNeedsPlace(rule)}>
          <Input
            id={`${id}-place`}
            name="requestPlace"
            value={value.place}
            maxLength={120}
            disabled={!rule && !value.place}
            invalid={Boolean(errors.place)}
            placeholder={rule ? (defaultNeedsPlace(rule) ? 'Los Angeles' : 'Blank: your shipping address') : ''}
            onChange={(event) => set({ place: event.target.value })}
          />
        </Field>
      </div>
      <p className="text-[12.5px] leading-relaxed text-ink-muted" data-testid="trade-request-hint">
        {rule
          ? `The place names ${placeHint(rule)}${defaultNeedsPlace(rule) ? '' : '; left blank, your shipping address'}.`
          : 'For example CIF Los Angeles, in USD. Without a preference, we quote your company\'s usual terms (see the Company page).'}
      </p>
    </div>
  );
}

'use client';
import { CATALOGUE_CURRENCY, DUTY_KIND_LABELS, DUTY_KINDS, FREIGHT_MODE_LABELS, FREIGHT_MODES, type DutyKind, type DutyRateRow } from '@sw/protocol';
import { Field, Input, Select } from '@/ui/form';

const DENSE = '!h-9 !text-[14px]';

/** The duty-rate form's values as typed (every field text; blank: not given). */
export interface DutyRateForm {
  id: string;
  kind: DutyKind;
  country: string;
  hsCode: string;
  origin: string;
  mode: string;
  label: string;
  rate: string;
  minimum: string;
  maximum: string;
  ratesDate: string;
  note: string;
}

export const blankDutyRate = (today: string): DutyRateForm => ({
  id: '', kind: 'duty', country: '', hsCode: '7117.19', origin: '', mode: '', label: '', rate: '', minimum: '', maximum: '', ratesDate: today, note: '',
});

export const dutyRateForm = (row: DutyRateRow): DutyRateForm => ({
  id: row.id, kind: row.kind, country: row.country, hsCode: row.hsCode ?? '', origin: row.origin ?? '', mode: row.mode ?? '', label: row.label ?? '',
  rate: row.rate, minimum: row.minimum ?? '', maximum: row.maximum ?? '', ratesDate: row.ratesDate, note: row.note ?? '',
});

/** The table's Kind cell: 'Import duty', 'Section 301 (goods of Chinese origin) · origin CN', 'Harbor Maintenance Fee · sea freight'. */
export function dutyRowKind(row: DutyRateRow): string {
  if (row.kind === 'duty') return DUTY_KIND_LABELS.duty;
  const extra = row.kind === 'additional' ? `origin ${row.origin}` : row.mode ? `${FREIGHT_MODE_LABELS[row.mode].toLowerCase()} only` : 'per entry';
  return `${row.label} · ${extra}`;
}

/** The table's Rate cell: '11.00 %'; a fee's bounds under it ('min 33.58, max 651.50 USD per entry'), so the column stays narrow. */
export function dutyRowRate(row: DutyRateRow) {
  const bounds = row.minimum || row.maximum ? `min ${row.minimum ?? '0.00'}, max ${row.maximum ?? 'none'} ${CATALOGUE_CURRENCY} per entry` : null;
  return (
    <>
      {row.rate}&nbsp;%{bounds ? <span className="block text-[12px] text-ink-muted">{bounds}</span> : null}
    </>
  );
}

const given = (value: string) => value.trim() || undefined;

/** What saveDutyRate.do takes from the form: only the fields the row's kind has. */
export function dutyRateInput(form: DutyRateForm) {
  const fee = form.kind === 'fee';
  return {
    ...(form.id ? { id: form.id } : {}), kind: form.kind, country: form.country, rate: form.rate, ratesDate: form.ratesDate, note: given(form.note),
    hsCode: fee ? undefined : given(form.hsCode), origin: form.kind === 'additional' ? given(form.origin) : undefined,
    label: form.kind === 'duty' ? undefined : given(form.label), mode: fee ? given(form.mode) : undefined,
    minimum: fee ? given(form.minimum) : undefined, maximum: fee ? given(form.maximum) : undefined,
  };
}

/** The duty-rate form's fields, as the row's kind needs them: a code for duties, an origin for an additional duty, bounds and a mode for a fee. */
export function DutyRateFields({ id, form, set }: { id: string; form: DutyRateForm; set: (patch: Partial<DutyRateForm>) => void }) {
  const fee = form.kind === 'fee';
  return (
    <>
      <Field label="Kind" id={`${id}-kind`} required>
        <Select id={`${id}-kind`} name="kind" value={form.kind} className={DENSE} onChange={(e) => set({ kind: e.target.value as DutyKind })}>
          {DUTY_KINDS.map((kind) => <option key={kind} value={kind}>{DUTY_KIND_LABELS[kind]}</option>)}
        </Select>
      </Field>
      <Field label="Country or EU" id={`${id}-country`} required>
        <Input id={`${id}-country`} name="country" value={form.country} maxLength={2} placeholder="DE, GB, US or EU" className={DENSE} onChange={(e) => set({ country: e.target.value.toUpperCase() })} />
      </Field>
      {form.kind !== 'duty' ? (
        <Field label="Name in the estimate" id={`${id}-label`} required>
          <Input id={`${id}-label`} name="label" value={form.label} maxLength={80} placeholder={fee ? 'Merchandise Processing Fee' : 'Section 301 (goods of Chinese origin)'} className={DENSE} onChange={(e) => set({ label: e.target.value })} />
        </Field>
      ) : null}
      {!fee ? (
        <Field label="HS code" id={`${id}-hs`} required>
          <Input id={`${id}-hs`} name="hsCode" value={form.hsCode} className={DENSE} onChange={(e) => set({ hsCode: e.target.value })} />
        </Field>
      ) : null}
      {form.kind === 'additional' ? (
        <Field label="Origin" id={`${id}-origin`} required>
          <Input id={`${id}-origin`} name="origin" value={form.origin} maxLength={2} placeholder="CN" className={DENSE} onChange={(e) => set({ origin: e.target.value.toUpperCase() })} />
        </Field>
      ) : null}
      <Field label={fee ? 'Fee (%)' : 'Duty (%)'} id={`${id}-rate`} required>
        <Input id={`${id}-rate`} name="rate" inputMode="decimal" value={form.rate} placeholder={fee ? '0.3464' : '4.00'} className={DENSE} onChange={(e) => set({ rate: e.target.value })} />
      </Field>
      {fee ? (
        <>
          <Field label="Freight mode" id={`${id}-mode`}>
            <Select id={`${id}-mode`} name="mode" value={form.mode} className={DENSE} onChange={(e) => set({ mode: e.target.value })}>
              <option value="">Every mode</option>
              {FREIGHT_MODES.map((mode) => <option key={mode} value={mode}>{FREIGHT_MODE_LABELS[mode]} only</option>)}
            </Select>
          </Field>
          <Field label={`Minimum per entry (${CATALOGUE_CURRENCY})`} id={`${id}-min`}>
            <Input id={`${id}-min`} name="minimum" inputMode="decimal" value={form.minimum} className={DENSE} onChange={(e) => set({ minimum: e.target.value })} />
          </Field>
          <Field label={`Maximum per entry (${CATALOGUE_CURRENCY})`} id={`${id}-max`}>
            <Input id={`${id}-max`} name="maximum" inputMode="decimal" value={form.maximum} className={DENSE} onChange={(e) => set({ maximum: e.target.value })} />
          </Field>
        </>
      ) : null}
      <Field label="Checked on" id={`${id}-date`} required>
        <Input id={`${id}-date`} name="ratesDate" type="date" value={form.ratesDate} className={DENSE} onChange={(e) => set({ ratesDate: e.target.value })} />
      </Field>
      <Field label="Note (where it was read)" id={`${id}-note`}>
        <Input id={`${id}-note`} name="note" value={form.note} maxLength={200} placeholder="HTSUS 7117.19.90, general rate" className={DENSE} onChange={(e) => set({ note: e.target.value })} />
      </Field>
    </>
  );
}

'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { errorMessage, INQUIRY_LIMITS, type StaffInquiryView } from '@sw/protocol';
import { notify } from '@/lib/toast';
import { confirm } from '@/ui/confirm';
import { Alert, labelClass } from '@/ui/form';
import { ButtonSpinner, CloseIcon } from '@/ui/icons';
import { saveQuotation, sendQuotation } from './api';
import { ConsolePanel } from '@/ui/console';
import { moneyCodeText } from '@/lib/format';
import { compactInput } from '@/ui/console';
import { CURRENCIES } from './format';
import {
  checkDraft, draftTotal, initialDraft, linePreview, newLineKey, type LineDraft, type QuotationDraft, type TierDraft,
} from './quotationDraft';

const cell = compactInput;

function ErrorText({ message }: { message?: string }) {
  return message ? (
    <p className="mt-1 text-[12px] leading-4 text-red-800" data-testid="field-error">
      {message}
    </p>
  ) : null;
}

function TierRows({
  tiers, errorAt, onChange, lineIndex,
}: { tiers: TierDraft[]; errorAt: (path: string) => string | undefined; onChange: (tiers: TierDraft[]) => void; lineIndex: number }) {
  const set = (i: number, patch: Partial<TierDraft>) => onChange(tiers.map((tier, at) => (at === i ? { ...tier, ...patch } : tier)));
  return (
    <div className="space-y-1.5" data-testid="tiers">
      {tiers.map((tier, i) => (
        <div key={i} data-testid="tier">
          <div className="flex items-center gap-1.5">
            <span className="w-9 flex-none text-[11px] text-ink-muted">from</span>
            <input
              aria-label={`Line ${lineIndex + 1}, tier ${i + 1}: minimum quantity`}
              inputMode="numeric"
              className={`${cell} !w-20`}
              value={tier.minQty}
              aria-invalid={!!errorAt(`tiers.${i}.minQty`) || undefined}
              onChange={(event) => set(i, { minQty: event.target.value })}
            />
            <span className="flex-none text-[11px] text-ink-muted">pcs</span>
            <input
              aria-label={`Line ${lineIndex + 1}, tier ${i + 1}: unit price`}
              inputMode="decimal"
              placeholder="0.00"
              className={`${cell} !w-24 text-right tabular-nums`}
              value={tier.unitPrice}
              aria-invalid={!!errorAt(`tiers.${i}.unitPrice`) || undefined}
              onChange={(event) => set(i, { unitPrice: event.target.value })}
            />
            <button
              type="button"
              aria-label={`Remove tier ${i + 1}`}
              disabled={tiers.length === 1}
              className="flex h-7 w-7 flex-none items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink disabled:invisible"
              onClick={() => onChange(tiers.filter((_, at) => at !== i))}
            >
              <CloseIcon size={14} />
            </button>
          </div>
          <ErrorText message={errorAt(`tiers.${i}.minQty`) ?? errorAt(`tiers.${i}.unitPrice`)} />
        </div>
      ))}
      <ErrorText message={errorAt('tiers')} />
      {tiers.length < INQUIRY_LIMITS.maxQuotationTiers ? (
        <button
          type="button"
          className="text-[12px] font-medium text-accent-strong hover:underline"
          onClick={() => {
            const last = Number(tiers.at(-1)?.minQty);
            onChange([...tiers, { minQty: Number.isInteger(last) && last > 0 ? String(last * 2) : '', unitPrice: '' }]);
          }}
        >
          + Add a price tier
        </button>
      ) : null}
    </div>
  );
}

/**
 * The quotation editor: one row per inquiry line (and extra lines), each with its quantity and price tiers;
 * the unit price a quantity reaches and the amounts are worked out as you type. Saved as a draft or sent.
 */
export function QuotationEditor({ view }: { view: StaffInquiryView }) {
  const router = useRouter();
  const [draft, setDraft] = useState<QuotationDraft>(() => initialDraft(view));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const version = (view.quotation?.version ?? 0) + 1;
  const total = draftTotal(draft);

  const update = (patch: Partial<QuotationDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setLine = (index: number, patch: Partial<LineDraft>) =>
    setDraft((d) => ({ ...d, lines: d.lines.map((line, at) => (at === index ? { ...line, ...patch } : line)) }));

  /** Saves the editor as the draft; the saved draft's id, or null (errors shown). */
  async function save(sending: boolean): Promise<string | null> {
    setFailure(null);
    const checked = checkDraft(view.inquiryId, draft, { sending });
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure('Please correct the marked fields.');
      return null;
    }
    setErrors({});
    const result = await saveQuotation(checked.input);
    if (!result.ok) {
      setFailure(errorMessage(result));
      return null;
    }
    update({ quotationId: result.data.quotationId });
    return result.data.quotationId;
  }

  async function onSave() {
    setBusy('save');
    try {
      if (await save(false)) {
        notify('Draft saved.');
        router.refresh();
      }
    } finally {
      setBusy(null);
    }
  }

  async function onSend() {
    const checked = checkDraft(view.inquiryId, draft, { sending: true });
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure('Please correct the marked fields.');
      return;
    }
    const yes = await confirm({
      title: `Send quotation version ${version}?`,
      message: `${view.buyer.email} receives it by email with the PDF, and the inquiry moves to quoted. Total ${moneyCodeText(total, draft.currency)}.`,
      confirmText: 'Send quotation',
      cancelText: 'Keep editing',
    });
    if (!yes) return;
    setBusy('send');
    try {
      const quotationId = await save(true);
      if (!quotationId) return;
      const sent = await sendQuotation(view.inquiryId, quotationId);
      if (!sent.ok) {
        setFailure(errorMessage(sent));
        router.refresh();
        return;
      }
      notify(`Quotation version ${sent.data.version} sent to the buyer.`);
      router.refresh();
    } finally {
      setBusy(null);
    }
  }

  const errorOf = (path: string) => errors[path];
  return (
    <ConsolePanel
      testId="quotation-editor"
      title={`Quotation · version ${version}`}
      actions={
        <span className="text-[12px] text-ink-muted" data-testid="draft-state">
          {draft.quotationId ? 'Draft saved' : view.quotation ? `Re-quote after version ${view.quotation.version}` : 'Not saved yet'}
        </span>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        <div className="hidden grid-cols-[minmax(0,1fr)_76px_284px_88px_104px_28px] gap-3 border-b border-line pb-2 text-[11px] font-medium uppercase tracking-[0.1em] text-ink-muted xl:grid">
          <span>Line</span>
          <span>Quantity</span>
          <span>Price tiers (from qty → unit price)</span>
          <span className="text-right">Unit price</span>
          <span className="text-right">Amount</span>
          <span />
        </div>
        <ol className="divide-y divide-line">
          {draft.lines.map((line, index) => {
            const preview = linePreview(line);
            const at = (path: string) => errorOf(`lines.${index}.${path}`);
            return (
              <li key={line.key} className="grid gap-3 py-3 xl:grid-cols-[minmax(0,1fr)_76px_284px_88px_104px_28px]" data-testid="quotation-line">
                <div className="min-w-0">
                  <label className="xl:sr-only">
                    <span className={labelClass}>Line {index + 1}</span>
                  </label>
                  <input
                    aria-label={`Line ${index + 1}: title`}
                    className={cell}
                    value={line.title}
                    aria-invalid={!!at('title') || undefined}
                    onChange={(event) => setLine(index, { title: event.target.value })}
                  />
                  <p className="mt-1 text-[11px] text-ink-faint">{line.itemId ? 'From the inquiry' : 'Extra line'}</p>
                  <ErrorText message={at('title')} />
                </div>
                <div>
                  <span className={`${labelClass} xl:hidden`}>Quantity</span>
                  <input
                    aria-label={`Line ${index + 1}: quantity`}
                    inputMode="numeric"
                    className={`${cell} tabular-nums`}
                    value={line.qty}
                    aria-invalid={!!at('qty') || undefined}
                    onChange={(event) => setLine(index, { qty: event.target.value })}
                  />
                  <ErrorText message={at('qty')} />
                </div>
                <div>
                  <span className={`${labelClass} xl:hidden`}>Price tiers</span>
                  <TierRows tiers={line.tiers} lineIndex={index} errorAt={at} onChange={(tiers) => setLine(index, { tiers })} />
                </div>
                <div className="flex items-baseline justify-between gap-2 xl:block xl:pt-2 xl:text-right">
                  <span className="text-[12px] text-ink-muted xl:hidden">Unit price</span>
                  <span className="text-[13px] tabular-nums text-ink" data-testid="line-unit-price">
                    {preview.unitPrice === null ? '—' : moneyCodeText(preview.unitPrice, draft.currency)}
                  </span>
                </div>
                <div className="flex items-baseline justify-between gap-2 xl:block xl:pt-2 xl:text-right">
                  <span className="text-[12px] text-ink-muted xl:hidden">Amount</span>
                  <span className="text-[13px] font-medium tabular-nums text-ink" data-testid="line-amount">
                    {preview.amount === null ? '—' : moneyCodeText(preview.amount, draft.currency)}
                  </span>
                </div>
                <div className="xl:pt-1">
                  {line.itemId ? null : (
                    <button
                      type="button"
                      aria-label={`Remove line ${index + 1}`}
                      className="flex h-7 w-7 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
                      onClick={() => update({ lines: draft.lines.filter((_, i) => i !== index) })}
                    >
                      <CloseIcon size={14} />
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
        <ErrorText message={errorOf('lines')} />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3">
          <button
            type="button"
            className="text-[13px] font-medium text-accent-strong hover:underline"
            disabled={draft.lines.length >= INQUIRY_LIMITS.maxLines}
            onClick={() => update({ lines: [...draft.lines, { key: newLineKey(), itemId: null, title: '', qty: '1', tiers: [{ minQty: '1', unitPrice: '' }] }] })}
          >
            + Add an extra line (tooling, samples, freight…)
          </button>
          <p className="text-[14px] text-ink">
            Total <span className="ml-2 font-semibold tabular-nums" data-testid="quotation-total">{total === null ? '—' : moneyCodeText(total, draft.currency)}</span>
          </p>
        </div>

        <div className="mt-5 grid gap-4 sm:grid-cols-3">
          <label className="block">
            <span className={labelClass}>Lead time (days)</span>
            <input
              name="leadTimeDays"
              inputMode="numeric"
              className={cell}
              value={draft.leadTimeDays}
              aria-invalid={!!errorOf('leadTimeDays') || undefined}
              onChange={(event) => update({ leadTimeDays: event.target.value })}
            />
            <ErrorText message={errorOf('leadTimeDays')} />
          </label>
          <label className="block">
            <span className={labelClass}>Valid until</span>
            <input
              name="validUntil"
              type="date"
              className={cell}
              value={draft.validUntil}
              aria-invalid={!!errorOf('validUntil') || undefined}
              onChange={(event) => update({ validUntil: event.target.value })}
            />
            <ErrorText message={errorOf('validUntil')} />
          </label>
          <label className="block">
            <span className={labelClass}>Currency</span>
            <select name="currency" className={cell} value={draft.currency} onChange={(event) => update({ currency: event.target.value as QuotationDraft['currency'] })}>
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <label className="block">
            <span className={labelClass}>Remarks to the buyer</span>
            <textarea
              name="remarks"
              rows={4}
              className={`${cell} !h-auto resize-y py-2`}
              value={draft.remarks}
              aria-invalid={!!errorOf('remarks') || undefined}
              onChange={(event) => update({ remarks: event.target.value })}
            />
            <ErrorText message={errorOf('remarks')} />
          </label>
          <label className="block">
            <span className={labelClass}>Terms</span>
            <textarea
              name="terms"
              rows={4}
              className={`${cell} !h-auto resize-y py-2`}
              value={draft.terms}
              aria-invalid={!!errorOf('terms') || undefined}
              onChange={(event) => update({ terms: event.target.value })}
            />
            <ErrorText message={errorOf('terms')} />
          </label>
        </div>
        <div className="mt-2">
          <Alert message={failure} testId="quotation-error" />
        </div>
        <div className="mt-3 flex flex-wrap justify-end gap-3">
          <button type="submit" disabled={busy !== null} aria-busy={busy === 'save' || undefined} className="btn btn-outline h-10 min-h-10 disabled:opacity-60" data-testid="save-draft">
            {busy === 'save' ? <ButtonSpinner /> : null}
            Save draft
          </button>
          <button
            type="button"
            disabled={busy !== null}
            aria-busy={busy === 'send' || undefined}
            className="btn btn-accent h-10 min-h-10 disabled:opacity-60"
            data-testid="send-quotation"
            onClick={() => void onSend()}
          >
            {busy === 'send' ? <ButtonSpinner /> : null}
            Send quotation
          </button>
        </div>
      </form>
    </ConsolePanel>
  );
}

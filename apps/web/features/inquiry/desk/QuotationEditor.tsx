'use client';
import { useRouter } from 'next/navigation';
import { useState, type ComponentType } from 'react';
import { errorField, errorMessage, INQUIRY_LIMITS, type StaffInquiryView } from '@sw/protocol';
import { notify } from '@/lib/toast';
import { confirm } from '@/ui/confirm';
import { moneyCodeText } from '@/lib/format';
import { compactInput, ConsolePanel, ErrorText } from '@/ui/console';
import { Alert, labelClass } from '@/ui/form';
import { ButtonSpinner } from '@/ui/icons';
import { saveQuotation, sendQuotation } from './api';
import { CURRENCIES } from './format';
import { AgreementPrices } from './AgreementPrices';
import { PaymentTermsField } from './PaymentTermsField';
import { checkDraft, draftKeyOf, draftTotal, initialDraft, lockMark, newLineKey, recheckDraft, type LineDraft, type QuotationDraft } from './quotationDraft';
import { QuotationLineRow } from './QuotationLineRow';
import { useFloor } from './useFloor';

const cell = compactInput;
const MARKED = 'Please correct the marked fields.';

/** Lead time, validity, currency, remarks and terms: the quotation's conditions under the lines. */
function QuotationTerms({
  draft, errorOf, update,
}: { draft: QuotationDraft; errorOf: (path: string) => string | undefined; update: (patch: Partial<QuotationDraft>) => void }) {
  return (
    <>
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
    </>
  );
}

/** 'Save draft' (the form's submit) and 'Send quotation'. */
function EditorButtons({ busy, onSend }: { busy: 'save' | 'send' | null; onSend: () => void }) {
  return (
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
        onClick={onSend}
      >
        {busy === 'send' ? <ButtonSpinner /> : null}
        Send quotation
      </button>
    </div>
  );
}

/** The trade-terms fieldset (features/tradeTerms/desk/TradeTermsField), handed in by the page: features do not import each other. */
export type TradeTermsFieldType = ComponentType<{ draft: QuotationDraft; errorOf: (path: string) => string | undefined; update: (patch: Partial<QuotationDraft>) => void }>;

/**
 * The quotation editor: one row per inquiry line (and extra lines), each with its quantity and price tiers;
 * the unit price a quantity reaches and the amounts are worked out as you type. Saved as a draft or sent.
 */
export function QuotationEditor({ view, TradeTermsField }: { view: StaffInquiryView; TradeTermsField: TradeTermsFieldType }) {
  const router = useRouter();
  const [draft, setDraft] = useState<QuotationDraft>(() => initialDraft(view));
  // A lock day that passed since the draft was saved is marked from the start.
  const [errors, setErrors] = useState<Record<string, string>>(() => lockMark(draft));
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'send' | null>(null);
  const version = (view.quotation?.version ?? 0) + 1;
  const total = draftTotal(draft);

  /** An edit: the marks of what it changed are checked again; the alert goes once nothing is marked. */
  const change = (next: QuotationDraft) => {
    const marks = recheckDraft(view.inquiryId, draft, next, errors);
    setDraft(next);
    setErrors(marks);
    if (Object.keys(marks).length === 0) setFailure((shown) => (shown === MARKED ? null : shown));
  };
  const update = (patch: Partial<QuotationDraft>) => change({ ...draft, ...patch });
  const setLine = (index: number, patch: Partial<LineDraft>) =>
    change({ ...draft, lines: draft.lines.map((line, at) => (at === index ? { ...line, ...patch } : line)) });

  /** Saves the editor as the draft; the saved draft's id, or null (errors shown). */
  async function save(sending: boolean): Promise<string | null> {
    setFailure(null);
    const checked = checkDraft(view.inquiryId, draft, { sending });
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(MARKED);
      return null;
    }
    setErrors({});
    const result = await saveQuotation(checked.input);
    if (!result.ok) {
      // A field's refusal marks the field; its path is never shown.
      const named = errorField(result);
      if (named && draftKeyOf(named.path) in draft) {
        setErrors({ [named.path]: named.message });
        setFailure(MARKED);
      } else setFailure(errorMessage(result));
      return null;
    }
    const quotationId = result.data.quotationId;
    setDraft((d) => ({ ...d, quotationId }));
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
      setFailure(MARKED);
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

  const floor = useFloor(view, draft, () => save(true), setFailure);
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
      <AgreementPrices view={view} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        <ol className="divide-y divide-line">
          {draft.lines.map((line, index) => (
              <QuotationLineRow
                key={line.key}
                line={line}
                index={index}
                currency={draft.currency}
                errorAt={(path) => errorOf(`lines.${index}.${path}`)}
                marginOf={floor.marginOf(line.itemId, index)}
                onChange={(patch) => setLine(index, patch)}
                onRemove={() => update({ lines: draft.lines.filter((_, i) => i !== index) })}
              />
            ))}
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

        <TradeTermsField draft={draft} errorOf={errorOf} update={update} />
        <PaymentTermsField draft={draft} netTerms={view.buyer.netTerms ?? false} errorOf={errorOf} update={update} />
        <QuotationTerms draft={draft} errorOf={errorOf} update={update} />
        <div className="mt-2">
          <Alert message={failure} testId="quotation-error" />
        </div>
        <EditorButtons busy={busy} onSend={() => void onSend()} />
        {floor.panel}
      </form>
    </ConsolePanel>
  );
}

'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { INQUIRY_LIMITS, type InquiryDetail, type InquiryLine } from '@sw/protocol';
import { toast } from '@/lib/toast';
import { confirm } from '@/ui/confirm';
import { Alert, inputClass, SubmitButton, TextArea } from '@/ui/form';
import { ButtonSpinner, PencilIcon } from '@/ui/icons';
import { SpecWithCode } from '@/ui/SpecLine';
import { commitEdit, editLineQuantities, editPrecise, refusalText, useTechniqueNames } from './api';
import { inquiryHref, pcs } from './format';
import { LineCard } from '@/ui/LineCard';
import { Panel } from './RequestView';
import { type ShipTo, type ShipToErrors, shipToInput } from '@/lib/shipTo';
import { ShippingAddressPicker } from '@/ui/ShippingAddressPicker';

const keyOf = (specId: string | null, index: number) => specId ?? `plain-${index}`;

/** One line's quantities per specification, saved to the draft with preciseQuantityEdit. */
function LineQuantities({ detail, line, onSaved }: { detail: InquiryDetail; line: InquiryLine; onSaved: (next: InquiryDetail) => void }) {
  const initial = Object.fromEntries(line.variants.map((v, i) => [keyOf(v.specId, i), String(v.qty)]));
  const [typed, setTyped] = useState<Record<string, string>>(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const changed = line.variants.some((v, i) => typed[keyOf(v.specId, i)] !== String(v.qty));

  async function save() {
    const variants = line.variants.map((v, i) => ({ ...(v.specId ? { specId: v.specId } : {}), qty: Number(typed[keyOf(v.specId, i)]) }));
    if (variants.some((v) => !Number.isInteger(v.qty) || v.qty < 1)) return setProblem('Please enter each quantity as a whole number of at least 1.');
    setBusy(true);
    setProblem(null);
    const result = await editLineQuantities({ inquiryId: detail.inquiryId, itemId: line.itemId, variants });
    setBusy(false);
    if (!result.ok) return setProblem(`Not saved: ${refusalText(result)}`);
    onSaved(result.data);
  }

  return (
    <div data-testid="edit-line-quantities">
      <ul className="divide-y divide-line">
        {line.variants.map((variant, index) => {
          const key = keyOf(variant.specId, index);
          return (
            <li key={key} className="flex items-center justify-between gap-4 py-2.5 text-[13px]">
              <span className="min-w-0 text-ink">
                {variant.entries.length || variant.skuCode ? <SpecWithCode entries={variant.entries} code={variant.skuCode} codeClassName="text-[11px] text-ink-faint" /> : 'Quantity'}
              </span>
              <label className="flex flex-none items-center gap-2">
                <span className="sr-only">Quantity</span>
                <input
                  inputMode="numeric"
                  value={typed[key] ?? ''}
                  onChange={(event) => setTyped((t) => ({ ...t, [key]: event.target.value.replace(/[^\d]/g, '') }))}
                  className={`${inputClass} h-9 w-24 text-right text-[14px] tabular-nums`}
                  data-testid="edit-qty"
                />
                <span className="text-ink-muted">pcs</span>
              </label>
            </li>
          );
        })}
      </ul>
      {problem ? <p className="mt-2 text-[13px] text-red-800" role="alert" data-testid="edit-qty-error">{problem}</p> : null}
      {changed ? (
        <div className="mt-3 flex justify-end gap-2">
          <button type="button" className="btn btn-outline h-9" onClick={() => setTyped(initial)} disabled={busy}>Undo</button>
          <button type="button" className="btn btn-primary h-9" onClick={() => void save()} disabled={busy} data-testid="edit-qty-save">
            {busy ? <ButtonSpinner /> : null}
            Save quantities
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Editing a precise inquiry: each line's quantities (preciseQuantityEdit) and customization (its own page,
 * preciseLogoEdit), the address and remarks (preciseEdit), all in a draft; 'Send changes' applies it
 * (preciseEditCommit), 'Discard' drops it.
 */
export function PreciseEdit({ initial }: { initial: InquiryDetail }) {
  const router = useRouter();
  const [detail, setDetail] = useState(initial);
  const techniqueNames = useTechniqueNames();
  const draft = detail.draft;
  const lines = draft?.lines ?? detail.lines;
  const [shipTo, setShipTo] = useState<ShipTo | null>({ kind: 'keep' });
  const [shipErrors, setShipErrors] = useState<ShipToErrors>({});
  const [remark, setRemark] = useState((draft ? draft.remark : detail.remark) ?? '');
  const [busy, setBusy] = useState<'send' | 'discard' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const ship = shipToInput(shipTo);
    if (!ship.ok) {
      setShipErrors(ship.errors);
      return setProblem(ship.message);
    }
    setShipErrors({});
    setProblem(null);
    setBusy('send');
    const saved = await editPrecise({ inquiryId: detail.inquiryId, ...ship.input, ...(remark.trim() ? { remark: remark.trim() } : {}) });
    const committed = saved.ok ? await commitEdit(detail) : saved;
    if (!committed.ok) {
      setBusy(null);
      return setProblem(`Your changes were not sent: ${refusalText(committed)}`);
    }
    toast.success('Your changes are sent to our sales team.');
    router.push(inquiryHref.details(detail.inquiryId, 1));
  }

  async function discard() {
    if (draft) {
      const ok = await confirm({ title: 'Discard your changes?', message: 'The inquiry stays as it was sent.', confirmText: 'Discard', cancelText: 'Keep editing' });
      if (!ok) return;
      setBusy('discard');
      const result = await commitEdit(detail, true);
      if (!result.ok) {
        setBusy(null);
        return setProblem(`Your changes were not discarded: ${refusalText(result)}`);
      }
      toast.success('Your changes are discarded.');
    }
    router.push(inquiryHref.details(detail.inquiryId, 1));
  }

  return (
    <form onSubmit={send} noValidate className="space-y-6" data-testid="precise-edit">
      {draft ? (
        <p className="rounded-[4px] border border-amber-700/25 bg-amber-50 px-4 py-3 text-[13px] text-amber-900" data-testid="draft-note">
          You have changes not sent yet. Our sales team sees them once you choose “Send changes”.
        </p>
      ) : null}
      <Panel title={`Goods (${lines.length})`}>
        <div className="space-y-4">
          {lines.map((line) => (
            <LineCard
              key={`${line.itemId}-${line.qty}-${detail.updatedAt}-${draft?.updatedAt ?? ''}`}
              line={line}
              techniqueNames={techniqueNames}
              actions={
                line.goodsId ? (
                  <Link href={inquiryHref.customization(detail.inquiryId, line.itemId)} className="inline-flex items-center gap-1.5 text-[13px] font-medium text-accent-strong underline-offset-4 hover:underline" data-testid="edit-customization-link">
                    <PencilIcon size={14} />
                    {line.customization ? 'Edit customization' : 'Add customization'}
                  </Link>
                ) : null
              }
            >
              <LineQuantities detail={detail} line={line} onSaved={setDetail} />
            </LineCard>
          ))}
        </div>
        <p className="mt-3 text-[12px] text-ink-muted">Total {pcs(lines.reduce((sum, line) => sum + line.qty, 0))}</p>
      </Panel>
      <Panel title="Shipping address">
        <ShippingAddressPicker value={shipTo} onChange={setShipTo} errors={shipErrors} current={draft?.address ?? detail.address} />
      </Panel>
      <Panel title="Remarks">
        <label htmlFor="precise-remark" className="sr-only">Remarks</label>
        <TextArea id="precise-remark" rows={3} maxLength={INQUIRY_LIMITS.maxRemark} value={remark} onChange={(event) => setRemark(event.target.value)} data-testid="edit-remark" />
      </Panel>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-start sm:justify-end">
        <button type="button" className="btn btn-outline" onClick={() => void discard()} disabled={busy !== null} data-testid="edit-discard">
          {busy === 'discard' ? <ButtonSpinner /> : null}
          {draft ? 'Discard changes' : 'Cancel'}
        </button>
        <div className="sm:min-w-[240px]">
          <Alert message={problem} testId="edit-error" />
          <SubmitButton busy={busy === 'send'} data-testid="edit-send">Send changes</SubmitButton>
        </div>
      </div>
    </form>
  );
}

'use client';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import {
  type CategoryNode, type FileRef, INQUIRY_LIMITS, type InquiryDetail, quickInquiryFieldsSchema,
} from '@sw/protocol';
import { refreshHeader } from '@/lib/member';
import { useLoad } from '@/lib/useLoad';
import { toast } from '@/lib/toast';
import { EMAIL_FIRST, EMAIL_STEP_ID, type EmailState, EmailStepBody, scrollToEmailStep } from './EmailStep';
import { Alert, Field, Input, Select, SubmitButton, TextArea } from '@/ui/form';
import { Uploader } from '@/ui/Uploader';
import { commitEdit, editQuick, loadCategories, refusalText, sendQuickInquiry } from './api';
import { inquiryHref } from './format';
import { type ShipTo, type ShipToErrors, shipToInput } from '@/lib/shipTo';
import { ShippingAddressPicker } from '@/ui/ShippingAddressPicker';
import { successHref } from './success';

type FieldName = 'categoryId' | 'targetQty' | 'targetPrice' | 'description' | 'files';

function Section({ title, hint, children }: { title: string; hint?: string; children: React.ReactNode }) {
  return (
    <section className="rounded-[4px] border border-line bg-surface p-5 sm:p-7">
      <h2 className="font-display text-[22px] leading-tight text-ink">{title}</h2>
      {hint ? <p className="mt-1 text-[13px] text-ink-muted">{hint}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** The categories to choose from, each top category with its sub-categories ('any' for the top one itself). */
function CategorySelect({
  id, invalid, categories, value, onChange,
}: { id: string; invalid: boolean; categories: CategoryNode[] | null; value: string; onChange: (categoryId: string) => void }) {
  return (
    <Select
      id={id}
      invalid={invalid}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={categories === null}
      data-testid="quick-category"
    >
      <option value="">{categories === null ? 'Loading categories…' : 'Choose a category'}</option>
      {(categories ?? []).map((node) =>
        node.children.length ? (
          <optgroup key={node.cateId} label={node.cateName}>
            <option value={node.cateId}>{node.cateName} (any)</option>
            {node.children.map((child) => (
              <option key={child.cateId} value={child.cateId}>{child.cateName}</option>
            ))}
          </optgroup>
        ) : (
          <option key={node.cateId} value={node.cateId}>{node.cateName}</option>
        ),
      )}
    </Select>
  );
}

/**
 * A quick inquiry: a category, the quantity, a target price if any, a description and pictures or files,
 * with the shipping address and remarks. Sends a new one (quicklyUpload), or, given `editing`, saves the
 * draft (quicklyEdit) and applies it (quicklyEditCommit).
 */
export function QuickInquiryForm({ editing, email = null }: { editing?: InquiryDetail; /** A new request: an unconfirmed address is confirmed in the form. */ email?: EmailState }) {
  const id = useId();
  const router = useRouter();
  const quick = editing?.draft?.quick ?? editing?.quick ?? null;
  const { value: categoryList } = useLoad('categories', loadCategories);
  const categories = categoryList ? (categoryList.ok ? categoryList.data : []) : null;
  const categoryProblem = categoryList && !categoryList.ok ? `The categories could not be loaded: ${refusalText(categoryList)}` : null;
  const [categoryId, setCategoryId] = useState(quick?.categoryId ?? '');
  const [targetQty, setTargetQty] = useState(quick ? String(quick.targetQty) : '');
  const [targetPrice, setTargetPrice] = useState(quick?.targetPrice ? String(quick.targetPrice) : '');
  const [description, setDescription] = useState(quick?.description ?? '');
  const [files, setFiles] = useState<FileRef[]>(quick?.files ?? []);
  const [uploading, setUploading] = useState(false);
  const currentAddress = editing ? (editing.draft?.address ?? editing.address) : null;
  const [shipTo, setShipTo] = useState<ShipTo | null>(currentAddress ? { kind: 'keep' } : null);
  const [shipErrors, setShipErrors] = useState<ShipToErrors>({});
  const [remark, setRemark] = useState(editing ? (editing.draft?.remark ?? editing.remark ?? '') : '');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [emailStep] = useState(() => !editing && email !== null && !email.confirmed);
  const [confirmed, setConfirmed] = useState(email?.confirmed ?? true);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (uploading) return setProblem('Please wait until your files finish uploading, or cancel them.');
    const fields = { categoryId, targetQty, targetPrice: targetPrice.trim() || undefined, description, files };
    const parsed = quickInquiryFieldsSchema.safeParse(fields);
    const found: Partial<Record<FieldName, string>> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as FieldName] ??= issue.message;
    // An edit keeps the address unless another is chosen.
    const ship = shipTo?.kind === 'keep' ? ({ ok: true, input: {} } as const) : shipToInput(shipTo);
    setErrors(found);
    setShipErrors(ship.ok ? {} : ship.errors);
    if (!parsed.success || !ship.ok) {
      setProblem(!parsed.success ? 'Please check the fields marked below.' : ship.ok ? null : ship.message);
      return;
    }
    if (!confirmed) {
      setProblem(EMAIL_FIRST);
      scrollToEmailStep();
      return;
    }
    setProblem(null);
    setBusy(true);
    const extra = { ...ship.input, ...(remark.trim() ? { remark: remark.trim() } : {}) };
    if (!editing) {
      const result = await sendQuickInquiry({ ...fields, ...extra });
      if (!result.ok) {
        setBusy(false);
        return setProblem(`Your inquiry was not sent: ${refusalText(result)}`);
      }
      void refreshHeader();
      router.push(successHref(result.data, 0));
      return;
    }
    const draft = await editQuick({ inquiryId: editing.inquiryId, ...fields, ...extra });
    const committed = draft.ok ? await commitEdit(editing) : draft;
    if (!committed.ok) {
      setBusy(false);
      return setProblem(`Your changes were not sent: ${refusalText(committed)}`);
    }
    toast.success('Your changes are sent to our sales team.');
    router.push(inquiryHref.details(editing.inquiryId, 0));
    router.refresh();
  }

  const idOf = (name: string) => `${id}-${name}`;

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="quick-inquiry-form">
      <Section title="What you need" hint="The more we know, the closer our first quotation.">
        <div className="grid gap-x-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Field label="Category" id={idOf('category')} error={errors.categoryId ?? categoryProblem} required>
              <CategorySelect id={idOf('category')} invalid={Boolean(errors.categoryId)} categories={categories} value={categoryId} onChange={setCategoryId} />
            </Field>
          </div>
          <Field label="Target quantity (pcs)" id={idOf('qty')} error={errors.targetQty} required>
            <Input id={idOf('qty')} invalid={Boolean(errors.targetQty)} inputMode="numeric" value={targetQty} onChange={(event) => setTargetQty(event.target.value)} placeholder="E.g. 500" data-testid="quick-qty" />
          </Field>
          <Field label="Target unit price (US$)" id={idOf('price')} error={errors.targetPrice} optional>
            <Input id={idOf('price')} invalid={Boolean(errors.targetPrice)} inputMode="decimal" value={targetPrice} onChange={(event) => setTargetPrice(event.target.value)} placeholder="E.g. 2.50" data-testid="quick-price" />
          </Field>
          <div className="sm:col-span-2">
            <Field label="Description" id={idOf('description')} error={errors.description} required>
              <TextArea
                id={idOf('description')}
                invalid={Boolean(errors.description)}
                rows={5}
                maxLength={INQUIRY_LIMITS.maxDescription}
                value={description}
                onChange={(event) => setDescription(event.target.value)}
                placeholder="Material, plating, size, finish, packaging, the look you are after…"
                data-testid="quick-description"
              />
            </Field>
          </div>
        </div>
        <Uploader
          folder="quick"
          maxFiles={INQUIRY_LIMITS.maxQuickFiles}
          value={files}
          onChange={setFiles}
          onBusyChange={setUploading}
          label="Pictures and files"
          hint="A photo, a sketch, a reference design or a tech pack"
          disabled={busy}
        />
        {errors.files ? <p className="mt-2 text-[13px] text-red-800" role="alert" data-testid="quick-files-error">{errors.files}</p> : null}
      </Section>

      <Section title="Shipping address" hint="Where samples and the order go.">
        <ShippingAddressPicker value={shipTo} onChange={setShipTo} errors={shipErrors} current={currentAddress} />
      </Section>

      <Section title="Remarks" hint="Deadlines, certificates, anything else (optional).">
        <label htmlFor={idOf('remark')} className="sr-only">Remarks</label>
        <TextArea id={idOf('remark')} rows={3} maxLength={INQUIRY_LIMITS.maxRemark} value={remark} onChange={(event) => setRemark(event.target.value)} data-testid="quick-remark" />
      </Section>

      {emailStep && email ? (
        <div id={EMAIL_STEP_ID} className="scroll-mt-32" data-testid="inquiry-confirm-email" data-confirmed={confirmed}>
          <Section title="Confirm your email" hint={`Inquiries need a confirmed address: we send a 6-digit code to ${email.email}.`}>
            <EmailStepBody email={email.email} confirmed={confirmed} onConfirmed={() => {
              setConfirmed(true);
              setProblem(null);
            }} />
          </Section>
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {editing ? (
          <button type="button" className="btn btn-outline" onClick={() => router.push(inquiryHref.details(editing.inquiryId, 0))} disabled={busy}>
            Cancel
          </button>
        ) : null}
        <div className="sm:min-w-[260px]">
          <Alert message={problem} testId="quick-error" />
          <SubmitButton busy={busy} disabled={uploading} data-testid="quick-send">
            {editing ? 'Send changes' : 'Send quick inquiry'}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}

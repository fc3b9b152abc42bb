'use client';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { COMPLIANCE_STANDARDS, EN1811_LIMITS, errorMessage, type ComplianceLibraryPage, type ComplianceScope, type ComplianceStandard } from '@sw/protocol';
import { toast } from '@/lib/toast';
import { startUpload } from '@/lib/upload';
import { compactInput, ConsolePanel } from '@/ui/console';
import { Alert, labelClass } from '@/ui/form';
import { saveComplianceDocument } from './api';
import { GoodsPicker } from './GoodsPicker';

/** One labelled control of the form, at the console's density. */
function Control({ label, id, children, wide = false }: { label: string; id: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : ''}>
      <label htmlFor={id} className={labelClass}>{label}</label>
      {children}
    </div>
  );
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/**
 * Adds a test report or declaration: the PDF goes through the file store (compliance/, staff only, PDF only), then
 * the document is saved with what it covers; the back-end's refusal (an expired document, dates the wrong way round,
 * a result above the EN 1811 limit) is shown as it says it.
 */
export function AddDocument({ choices }: { choices: Pick<ComplianceLibraryPage, 'materials' | 'platings'> }) {
  const router = useRouter();
  const id = useId();
  const [standard, setStandard] = useState<ComplianceStandard>('EN1811');
  const [scope, setScope] = useState<ComplianceScope>('material');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Counts the saves, so the goods picker starts blank again with the form.
  const [saved, setSaved] = useState(0);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const file = form.get('file');
    setProblem(null);
    if (!(file instanceof File) || !file.size) return setProblem('Please choose the report as a PDF.');
    if (!/\.pdf$/i.test(file.name)) return setProblem('Please upload the report as a PDF.');
    setBusy(true);
    const [uploaded] = await startUpload([file], { folder: 'compliance' }).done;
    if (!uploaded?.completed) {
      setBusy(false);
      return setProblem(uploaded?.error || 'The PDF could not be uploaded. Please try again.');
    }
    const result = await saveComplianceDocument({
      standard, otherName: text(form, 'otherName') || undefined, lab: text(form, 'lab'), reportNo: text(form, 'reportNo'),
      issuedOn: text(form, 'issuedOn'), validUntil: text(form, 'validUntil'), scope,
      material: scope === 'material' ? text(form, 'material') : undefined,
      platingId: scope === 'plating' ? text(form, 'platingId') : undefined,
      goodsId: scope === 'goods' ? text(form, 'goodsId') : undefined,
      pierced: form.get('pierced') === 'on', result: text(form, 'result') || undefined,
      fileKey: uploaded.key, fileName: file.name,
    });
    setBusy(false);
    if (!result.ok) return setProblem(errorMessage(result));
    toast.success(`${result.data.standardName} report ${result.data.reportNo} added.`);
    formElement.reset();
    setSaved((n) => n + 1);
    router.refresh();
  }

  return (
    <ConsolePanel title="Add a report or declaration" testId="compliance-add">
      <form onSubmit={(event) => void submit(event)} className="grid grid-cols-[minmax(0,1fr)] gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4" noValidate>
        <Control label="Standard" id={`${id}-standard`}>
          <select id={`${id}-standard`} value={standard} onChange={(e) => setStandard(e.target.value as ComplianceStandard)} className={compactInput} name="standard">
            {COMPLIANCE_STANDARDS.map((one) => <option key={one.code} value={one.code}>{one.label}</option>)}
          </select>
        </Control>
        {standard === 'OTHER' ? (
          <Control label="Standard's name" id={`${id}-other`}><input id={`${id}-other`} name="otherName" className={compactInput} /></Control>
        ) : null}
        <Control label="Lab" id={`${id}-lab`}><input id={`${id}-lab`} name="lab" className={compactInput} autoComplete="off" /></Control>
        <Control label="Report number" id={`${id}-no`}><input id={`${id}-no`} name="reportNo" className={compactInput} autoComplete="off" /></Control>
        <Control label="Issued" id={`${id}-issued`}><input id={`${id}-issued`} name="issuedOn" type="date" className={compactInput} /></Control>
        <Control label="Valid until" id={`${id}-valid`}><input id={`${id}-valid`} name="validUntil" type="date" className={compactInput} /></Control>
        <Control label="Covers" id={`${id}-scope`}>
          <select id={`${id}-scope`} value={scope} onChange={(e) => setScope(e.target.value as ComplianceScope)} className={compactInput}>
            <option value="material">A material</option>
            <option value="plating">A plating</option>
            <option value="goods">One goods</option>
          </select>
        </Control>
        {scope === 'material' ? (
          <Control label="Material" id={`${id}-material`}>
            <select id={`${id}-material`} name="material" className={compactInput}>
              {choices.materials.map((material) => <option key={material} value={material}>{material}</option>)}
            </select>
          </Control>
        ) : scope === 'plating' ? (
          <Control label="Plating" id={`${id}-plating`}>
            <select id={`${id}-plating`} name="platingId" className={compactInput}>
              {choices.platings.map((plating) => <option key={plating.id} value={plating.id}>{plating.name}</option>)}
            </select>
          </Control>
        ) : (
          <GoodsPicker key={saved} />
        )}
        {standard === 'EN1811' ? (
          <>
            <Control label="Nickel release, µg/cm²/week" id={`${id}-result`}><input id={`${id}-result`} name="result" inputMode="decimal" placeholder="0.05" className={compactInput} /></Control>
            <label className="flex items-end gap-2 pb-2 text-[13px] text-ink">
              <input type="checkbox" name="pierced" className="size-4" />
              Pierced parts (limit {EN1811_LIMITS.pierced}, else {EN1811_LIMITS.skin})
            </label>
          </>
        ) : null}
        <Control label="The report (PDF)" id={`${id}-file`} wide>
          <input id={`${id}-file`} name="file" type="file" accept="application/pdf,.pdf" className="block w-full text-[13px] text-ink file:mr-3 file:rounded-[3px] file:border file:border-line file:bg-surface-muted file:px-3 file:py-1.5" />
        </Control>
        <div className="flex items-end sm:col-span-2 lg:col-span-4">
          <button type="submit" className="btn btn-primary h-10 min-h-10 px-5" disabled={busy} data-testid="compliance-save">{busy ? 'Saving…' : 'Add document'}</button>
        </div>
        <div className="sm:col-span-2 lg:col-span-4"><Alert message={problem} testId="compliance-error" /></div>
      </form>
    </ConsolePanel>
  );
}

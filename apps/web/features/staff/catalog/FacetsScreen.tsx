'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CATALOG_FACETS, staffFacetSchema, type FacetKind, type StaffFacet } from '@sw/protocol';
import { Alert, Field, Input } from '@/ui/form';
import { ConsolePageHead, ConsolePanel } from '@/ui/console';
import { deleteFacet, saveFacet } from './api';
import { CatalogNav, DENSE, FormButtons } from './CatalogNav';
import { PictureList } from './PictureList';
import { removeRecord, saveRecord } from '@/ui/recordActions';

type FormInput = z.input<typeof staffFacetSchema>;
type FormOutput = z.output<typeof staffFacetSchema>;

function FacetForm({ facet, kind, onDone }: { facet: StaffFacet | null; kind: FacetKind; onDone: () => void }) {
  const router = useRouter();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, control, handleSubmit, formState: { errors, isSubmitting } } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(staffFacetSchema),
    defaultValues: facet
      ? { id: facet.id, kind: facet.kind, name: facet.name, popularFlag: facet.popularFlag, fromDate: facet.fromDate ?? '', toDate: facet.toDate ?? '', imageUrl: facet.imageUrl, sort: facet.sort }
      : { kind, name: '', popularFlag: 0, fromDate: '', toDate: '', imageUrl: '', sort: '' },
  });
  const onSubmit = handleSubmit((values) =>
    saveRecord(values.name, () => saveFacet(values), setProblem, () => {
      onDone();
      router.refresh();
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate data-testid="facet-form">
      <Alert message={problem} />
      <Field label="Name" id={`${id}-name`} error={errors.name?.message} required>
        <Input id={`${id}-name`} {...register('name')} invalid={Boolean(errors.name)} className={DENSE} />
      </Field>
      <div className="grid grid-cols-2 gap-x-3">
        <Field label="Shown from" id={`${id}-from`} error={errors.fromDate?.message} optional>
          <Input id={`${id}-from`} type="date" {...register('fromDate')} className={DENSE} />
        </Field>
        <Field label="Shown until" id={`${id}-to`} error={errors.toDate?.message} optional>
          <Input id={`${id}-to`} type="date" {...register('toDate')} className={DENSE} />
        </Field>
      </div>
      <Field label="Order" id={`${id}-sort`} error={errors.sort?.message} optional>
        <Input id={`${id}-sort`} inputMode="numeric" {...register('sort')} className={`${DENSE} w-28`} />
      </Field>
      <Controller control={control} name="popularFlag" render={({ field }) => (
        <label className="mb-3 flex items-center gap-2 text-[13px] text-ink">
          <input type="checkbox" checked={Number(field.value) === 1} onChange={(event) => field.onChange(event.target.checked ? 1 : 0)} />
          Popular (marked in the menus)
        </label>
      )} />
      <Controller control={control} name="imageUrl" render={({ field }) => (
        <PictureList value={field.value ? [String(field.value)] : []} onChange={(urls) => field.onChange(urls[0] ?? '')} max={1} label="Picture" testId="facet-picture" />
      )} />
      <FormButtons label={facet ? 'Save value' : 'Add value'} disabled={isSubmitting} onCancel={onDone} />
    </form>
  );
}

/** The values of the four facets (theme, style, plating, insert material) the header's shop-by menus and the list filters show. */
export function FacetsScreen({ facets }: { facets: StaffFacet[] }) {
  const router = useRouter();
  const [kind, setKind] = useState<FacetKind>(CATALOG_FACETS[0].kind);
  const [editing, setEditing] = useState<StaffFacet | 'new' | null>(null);
  const values = facets.filter((facet) => facet.kind === kind);

  const remove = (facet: StaffFacet) =>
    removeRecord(facet.name, facet.goodsCount ? `${facet.goodsCount} goods lose this value.` : 'No goods carry it.', () => deleteFacet(facet.id), () => router.refresh());

  return (
    <div className="space-y-4">
      <CatalogNav current="facets" />
      <ConsolePageHead title="Facet values" actions={<button type="button" className="btn btn-primary h-9 min-h-9 px-4" onClick={() => setEditing('new')}>New value</button>} />
      <div role="tablist" aria-label="Facet" className="flex flex-wrap gap-2">
        {CATALOG_FACETS.map((facet) => (
          <button key={facet.kind} type="button" role="tab" aria-selected={facet.kind === kind} onClick={() => {
            setKind(facet.kind);
            setEditing(null);
          }}
            className={`rounded-full border px-3 py-1 text-[13px] ${facet.kind === kind ? 'border-ink bg-ink text-surface' : 'border-line bg-surface text-ink hover:border-ink/40'}`}>
            {facet.label} <span className="opacity-70">{facets.filter((value) => value.kind === facet.kind).length}</span>
          </button>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="relative overflow-x-auto rounded-[3px] border border-line bg-surface">
          <table className="w-full text-left text-[13px]" data-testid="facets-table">
            <thead className="border-b border-line bg-surface-muted text-[11px] uppercase tracking-[0.12em] text-ink-muted">
              <tr><th className="px-3 py-2 font-medium">Value</th><th className="px-3 py-2 font-medium">Shown</th><th className="px-3 py-2 text-right font-medium">Goods</th><th className="px-3 py-2 text-right font-medium">Order</th><th className="px-3 py-2"><span className="sr-only">Actions</span></th></tr>
            </thead>
            <tbody>
              {values.map((facet) => (
                <tr key={facet.id} className="border-b border-line last:border-0">
                  <td className="px-3 py-1.5 font-medium text-ink">{facet.name}{facet.popularFlag ? <span className="ml-2 rounded-[2px] bg-accent-soft px-1.5 text-[11px] font-normal">Popular</span> : null}</td>
                  <td className="px-3 py-1.5 text-ink-muted">{facet.fromDate || facet.toDate ? `${facet.fromDate ?? '…'} – ${facet.toDate ?? '…'}` : 'Always'}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{facet.goodsCount}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{facet.sort}</td>
                  <td className="px-3 py-1.5 text-right whitespace-nowrap">
                    <button type="button" className="btn btn-outline h-8 min-h-8 px-3 text-[12px]" onClick={() => setEditing(facet)}>Edit</button>{' '}
                    <button type="button" className="btn btn-outline h-8 min-h-8 px-3 text-[12px]" onClick={() => void remove(facet)}>Remove</button>
                  </td>
                </tr>
              ))}
              {values.length === 0 ? <tr><td colSpan={5} className="px-3 py-8 text-center text-ink-muted">No values yet.</td></tr> : null}
            </tbody>
          </table>
        </div>
        {editing ? (
          <ConsolePanel title={editing === 'new' ? `New ${CATALOG_FACETS.find((facet) => facet.kind === kind)!.label.toLowerCase()} value` : `Edit ${editing.name}`}>
            <FacetForm key={editing === 'new' ? `new-${kind}` : editing.id} facet={editing === 'new' ? null : editing} kind={kind} onDone={() => setEditing(null)} />
          </ConsolePanel>
        ) : (
          <p className="text-[13px] text-ink-muted">A value with dates is listed in the menus only between them (a seasonal theme, say).</p>
        )}
      </div>
    </div>
  );
}

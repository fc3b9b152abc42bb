'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CATALOG_LIMITS, staffFactorySchema, type StaffFactory } from '@sw/protocol';
import { Alert, Field, Input, TextArea } from '@/ui/form';
import { ConsolePageHead, ConsolePanel } from '@/ui/console';
import { deleteFactory, saveFactory } from './api';
import { CatalogNav, DENSE, FormButtons } from './CatalogNav';
import { PictureList } from './PictureList';
import { removeRecord, saveRecord } from '@/ui/recordActions';

type FormInput = z.input<typeof staffFactorySchema>;
type FormOutput = z.output<typeof staffFactorySchema>;

const NUMBERS = [
  ['foundedYear', 'Founded'], ['areaSqm', 'Floor area (m²)'], ['employees', 'Employees'], ['monthlyCapacity', 'Pieces a month'],
] as const;

/** Lines of a textarea to a list and back (capabilities, certifications). */
const toLines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean);

function FactoryForm({ factory, onDone }: { factory: StaffFactory | null; onDone: () => void }) {
  const router = useRouter();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const { register, control, handleSubmit, formState: { errors, isSubmitting } } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(staffFactorySchema),
    defaultValues: factory
      ? { ...factory, goodsCount: undefined } as FormInput
      : { name: '', city: '', country: '', foundedYear: '', areaSqm: '', employees: '', monthlyCapacity: '', summary: '', description: '', capabilities: [], certifications: [], images: [], sort: '' },
  });
  const onSubmit = handleSubmit((values) =>
    saveRecord(values.name, () => saveFactory(values), setProblem, () => {
      onDone();
      router.refresh();
    }),
  );
  const listField = (name: 'capabilities' | 'certifications', label: string) => (
    <Controller control={control} name={name} render={({ field, fieldState }) => (
      <Field label={label} id={`${id}-${name}`} error={fieldState.error?.message ?? (fieldState.error as { root?: { message?: string } } | undefined)?.root?.message} optional hint={<span className="text-[11px] text-ink-muted">one a line</span>}>
        <TextArea id={`${id}-${name}`} rows={3} defaultValue={(field.value ?? []).join('\n')} onChange={(event) => field.onChange(toLines(event.target.value))} className="text-[13px]" />
      </Field>
    )} />
  );
  return (
    <form onSubmit={onSubmit} noValidate data-testid="factory-form">
      <Alert message={problem} />
      <Field label="Name" id={`${id}-name`} error={errors.name?.message} required>
        <Input id={`${id}-name`} {...register('name')} invalid={Boolean(errors.name)} className={DENSE} />
      </Field>
      <div className="grid grid-cols-2 gap-x-3">
        <Field label="City" id={`${id}-city`} error={errors.city?.message} required><Input id={`${id}-city`} {...register('city')} className={DENSE} /></Field>
        <Field label="Country" id={`${id}-country`} error={errors.country?.message} required><Input id={`${id}-country`} {...register('country')} className={DENSE} /></Field>
        {NUMBERS.map(([name, label]) => (
          <Field key={name} label={label} id={`${id}-${name}`} error={errors[name]?.message} required>
            <Input id={`${id}-${name}`} inputMode="numeric" {...register(name)} invalid={Boolean(errors[name])} className={DENSE} />
          </Field>
        ))}
      </div>
      <Field label="Summary (on its card)" id={`${id}-summary`} error={errors.summary?.message} required>
        <TextArea id={`${id}-summary`} rows={2} {...register('summary')} className="text-[13px]" />
      </Field>
      <Field label="Description" id={`${id}-description`} error={errors.description?.message} required>
        <TextArea id={`${id}-description`} rows={5} {...register('description')} className="text-[13px]" />
      </Field>
      {listField('capabilities', 'Capabilities')}
      {listField('certifications', 'Certifications')}
      <Field label="Order" id={`${id}-sort`} error={errors.sort?.message} optional>
        <Input id={`${id}-sort`} inputMode="numeric" {...register('sort')} className={`${DENSE} w-28`} />
      </Field>
      <Controller control={control} name="images" render={({ field }) => (
        <PictureList value={field.value} onChange={field.onChange} max={CATALOG_LIMITS.maxFactoryImages} label="Pictures (the first is its card’s)" testId="factory-pictures" onBusyChange={setUploading} />
      )} />
      <p className="text-[13px] text-red-800">{errors.images?.message ?? errors.images?.root?.message}</p>
      <FormButtons label={factory ? 'Save factory' : 'Add factory'} disabled={isSubmitting || uploading} onCancel={onDone} />
    </form>
  );
}

/** Factories: what the factory pages, the home page's factory cards and the goods pages' maker show. */
export function FactoriesScreen({ factories }: { factories: StaffFactory[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<StaffFactory | 'new' | null>(null);

  const remove = (factory: StaffFactory) => removeRecord(factory.name, 'Only a factory that makes no goods can go.', () => deleteFactory(factory.id), () => router.refresh());

  return (
    <div className="space-y-4">
      <CatalogNav current="factories" />
      <ConsolePageHead title="Factories" line={`${factories.length} factories`} actions={<button type="button" className="btn btn-primary h-9 min-h-9 px-4" onClick={() => setEditing('new')}>New factory</button>} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <ul className="space-y-2" data-testid="factories-list">
          {factories.map((factory) => (
            <li key={factory.id} className="flex flex-wrap items-center gap-3 rounded-[3px] border border-line bg-surface p-2.5 sm:flex-nowrap">
              {/* eslint-disable-next-line @next/next/no-img-element -- a small catalogue picture */}
              <img src={factory.images[0]} alt="" className="h-14 w-20 flex-none rounded-[2px] border border-line object-cover" />
              <div className="min-w-0 flex-1 text-[13px]">
                <p className="truncate font-medium text-ink">{factory.name}</p>
                <p className="text-ink-muted">{factory.city}, {factory.country} · {factory.goodsCount} goods · order {factory.sort}</p>
              </div>
              {/* On a phone the buttons take a line of their own, leaving the name and place the card's width. */}
              <div className="flex w-full justify-end gap-2 sm:w-auto">
                <button type="button" className="btn btn-outline h-8 min-h-8 px-3 text-[12px]" onClick={() => setEditing(factory)}>Edit</button>
                <button type="button" className="btn btn-outline h-8 min-h-8 px-3 text-[12px]" onClick={() => void remove(factory)}>Remove</button>
              </div>
            </li>
          ))}
        </ul>
        {editing ? (
          <ConsolePanel title={editing === 'new' ? 'New factory' : `Edit ${editing.name}`}>
            <FactoryForm key={editing === 'new' ? 'new' : editing.id} factory={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
          </ConsolePanel>
        ) : (
          <p className="text-[13px] text-ink-muted">Choose a factory to edit its details and pictures, or add one.</p>
        )}
      </div>
    </div>
  );
}

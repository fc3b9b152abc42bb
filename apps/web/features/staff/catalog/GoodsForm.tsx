'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import {
  CATALOG_FACETS, CATALOG_LIMITS, errorMessage, formatSpecLine, staffGoodsSchema, type CatalogSetup, type StaffGoodsView,
} from '@sw/protocol';
import { goodsHref, staffCatalogHref } from '@/lib/links';
import { notify } from '@/lib/toast';
import { Alert, Field, Input, Select, TextArea } from '@/ui/form';
import { ButtonSpinner } from '@/ui/icons';
import { ConsolePanel } from '@/ui/console';
import { saveGoods } from './api';
import { DENSE } from './CatalogNav';
import { GoodsStatusButton } from './GoodsStatusButton';
import { PictureList } from './PictureList';

type FormInput = z.input<typeof staffGoodsSchema>;
type FormOutput = z.output<typeof staffGoodsSchema>;

const EMPTY_SPEC = { skuCode: '', entries: [{ cd: 'size', nm: 'Size', vl: '' }] };

function defaultsOf(goods: StaffGoodsView | null): FormInput {
  if (!goods) {
    return {
      code: '', title: '', description: '', categoryId: '', factoryId: '', newFlag: 0, moq: 100, facetIds: [],
      specs: [EMPTY_SPEC], tiers: [{ minQty: 100, price: '' }], images: [],
    };
  }
  return {
    goodsId: goods.goodsId, code: goods.code, title: goods.title, description: goods.description, categoryId: goods.categoryId,
    factoryId: goods.factoryId ?? '', newFlag: goods.newFlag, moq: goods.moq, facetIds: goods.facetIds, specs: goods.specs,
    tiers: goods.tiers, images: goods.images,
  };
}

/** The first message react-hook-form holds under a path (arrays keep theirs in `root` or at the top). */
function messageAt(errors: unknown, ...path: (string | number)[]): string | undefined {
  let at: unknown = errors;
  for (const key of path) at = at && typeof at === 'object' ? (at as Record<string | number, unknown>)[key] : undefined;
  if (!at || typeof at !== 'object') return undefined;
  const node = at as { message?: string; root?: { message?: string } };
  return node.message ?? node.root?.message;
}

function SpecEditor({ index, control, register, errors, onRemove, canRemove }: {
  index: number;
  control: Control<FormInput, unknown, FormOutput>;
  register: UseFormRegister<FormInput>;
  errors: unknown;
  onRemove: () => void;
  canRemove: boolean;
}) {
  const entries = useFieldArray({ control, name: `specs.${index}.entries` });
  const watched = useWatch({ control, name: `specs.${index}.entries` });
  const cell = `w-full rounded-[3px] border border-line bg-surface ${DENSE}`;
  return (
    <li className="rounded-[3px] border border-line p-3" data-testid="spec">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-[11px] font-medium uppercase tracking-[0.12em] text-ink-muted">
          Item code
          <input {...register(`specs.${index}.skuCode`)} className={`${cell} w-48 font-mono normal-case tracking-normal`} aria-label={`Item code of specification ${index + 1}`} />
        </label>
        <p className="min-w-0 flex-1 pb-2 text-[13px] text-ink-muted">
          Shown as <span className="font-medium text-ink" data-testid="spec-preview">{formatSpecLine(watched?.filter((entry) => entry?.vl) as never)}</span>
        </p>
        {canRemove ? <button type="button" className="btn btn-outline h-8 min-h-8 px-3 text-[12px]" onClick={onRemove}>Remove specification</button> : null}
      </div>
      <p className="text-[12px] text-red-800">{messageAt(errors, 'specs', index, 'skuCode') ?? messageAt(errors, 'specs', index, 'entries')}</p>
      <table className="mt-2 w-full text-[13px]">
        <thead className="text-left text-[11px] uppercase tracking-[0.12em] text-ink-muted">
          <tr><th className="py-1 pr-2 font-medium">Code</th><th className="py-1 pr-2 font-medium">Name</th><th className="py-1 pr-2 font-medium">Value</th><th><span className="sr-only">Remove</span></th></tr>
        </thead>
        <tbody>
          {entries.fields.map((entry, line) => (
            <tr key={entry.id}>
              <td className="py-1 pr-2"><input {...register(`specs.${index}.entries.${line}.cd`)} className={`${cell} font-mono`} aria-label={`Line ${line + 1} code`} placeholder="ringSize" /></td>
              <td className="py-1 pr-2"><input {...register(`specs.${index}.entries.${line}.nm`)} className={cell} aria-label={`Line ${line + 1} name`} placeholder="Ring Size" /></td>
              <td className="py-1 pr-2"><input {...register(`specs.${index}.entries.${line}.vl`)} className={cell} aria-label={`Line ${line + 1} value`} placeholder="US 7# (17.3mm)" /></td>
              <td className="w-8 py-1">
                {entries.fields.length > 1 ? (
                  <button type="button" className="text-[12px] text-ink-muted hover:text-ink" onClick={() => entries.remove(line)} aria-label={`Remove line ${line + 1}`}>✕</button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {entries.fields.length < CATALOG_LIMITS.maxSpecEntries ? (
        <button type="button" className="mt-1 text-[12px] font-medium text-accent-strong hover:underline" onClick={() => entries.append({ cd: '', nm: '', vl: '' })}>+ Add a line</button>
      ) : null}
    </li>
  );
}

/** Creates or edits goods: every field of staffGoodsSchema, checked in the page by the same schema as the back-end. */
export function GoodsForm({ goods, setup }: { goods: StaffGoodsView | null; setup: CatalogSetup }) {
  const router = useRouter();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const { register, control, handleSubmit, formState: { errors, isSubmitting } } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(staffGoodsSchema),
    defaultValues: defaultsOf(goods),
  });
  const specs = useFieldArray({ control, name: 'specs' });
  const tiers = useFieldArray({ control, name: 'tiers' });
  const err = (name: keyof FormInput) => messageAt(errors, name);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const result = await saveGoods(values);
    if (!result.ok) {
      setProblem(errorMessage(result));
      return;
    }
    notify(goods ? `${result.data.code} saved. The shop shows the change now.` : `${result.data.code} created and on sale.`);
    if (goods) router.refresh();
    else router.replace(staffCatalogHref.editGoods(result.data.goodsId));
  });

  const categoryOptions = setup.categories.map((category) => {
    const parent = category.parentId ? setup.categories.find((other) => other.id === category.parentId) : undefined;
    return { id: category.id, label: parent ? `${parent.name} › ${category.name}` : category.name };
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="goods-form">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Link href={staffCatalogHref.goods()} className="text-[13px] text-ink-muted hover:text-ink">← Goods</Link>
          <h1 className="font-display text-[28px] leading-tight text-ink">{goods ? `${goods.code}` : 'New goods'}</h1>
          {goods ? (
            <p className="text-[13px] text-ink-muted">
              {goods.status ? 'On sale' : 'Offline'} ·{' '}
              {goods.status ? <a href={goodsHref(goods.goodsId)} target="_blank" rel="noopener" className="underline hover:text-ink" data-testid="storefront-link">Open in the shop</a> : 'not shown in the shop'}
            </p>
          ) : null}
        </div>
        <div className="flex gap-2">
          {goods ? <GoodsStatusButton goodsId={goods.goodsId} code={goods.code} status={goods.status} className="btn btn-outline h-9 min-h-9 px-4" /> : null}
          <button type="submit" className="btn btn-primary h-9 min-h-9 px-5" disabled={isSubmitting || uploading} data-testid="save-goods">
            {isSubmitting ? <ButtonSpinner /> : null}
            {goods ? 'Save changes' : 'Create goods'}
          </button>
        </div>
      </div>
      <Alert message={problem ?? (Object.keys(errors).length ? 'Please correct the marked fields.' : null)} />

      <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          <ConsolePanel title="Goods">
            <div className="grid gap-x-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
              <Field label="Goods code" id={`${id}-code`} error={err('code')} required>
                <Input id={`${id}-code`} {...register('code')} invalid={Boolean(errors.code)} className={`${DENSE} font-mono uppercase`} />
              </Field>
              <Field label="Title" id={`${id}-title`} error={err('title')} required>
                <Input id={`${id}-title`} {...register('title')} invalid={Boolean(errors.title)} className={DENSE} />
              </Field>
            </div>
            <div className="grid gap-x-4 sm:grid-cols-2">
              <Field label="Category" id={`${id}-category`} error={err('categoryId')} required>
                <Select id={`${id}-category`} {...register('categoryId')} invalid={Boolean(errors.categoryId)} className={DENSE}>
                  <option value="">Choose…</option>
                  {categoryOptions.map((option) => <option key={option.id} value={option.id}>{option.label}</option>)}
                </Select>
              </Field>
              <Field label="Factory" id={`${id}-factory`} error={err('factoryId')} optional>
                <Select id={`${id}-factory`} {...register('factoryId')} className={DENSE}>
                  <option value="">None</option>
                  {setup.factories.map((factory) => <option key={factory.id} value={factory.id}>{factory.name}</option>)}
                </Select>
              </Field>
            </div>
            <Field label="Description" id={`${id}-description`} error={err('description')}>
              <TextArea id={`${id}-description`} rows={5} {...register('description')} className="text-[13px]" />
            </Field>
            <Controller
              control={control}
              name="newFlag"
              render={({ field }) => (
                <label className="flex items-center gap-2 text-[13px] text-ink">
                  <input type="checkbox" checked={Number(field.value) === 1} onChange={(event) => field.onChange(event.target.checked ? 1 : 0)} data-testid="new-flag" />
                  New design (its pictures are shown only to approved buyers)
                </label>
              )}
            />
          </ConsolePanel>

          <ConsolePanel title="Pictures">
            <Controller
              control={control}
              name="images"
              render={({ field }) => (
                <PictureList value={field.value} onChange={field.onChange} max={CATALOG_LIMITS.maxImages} label="Add pictures" testId="goods-pictures" onBusyChange={setUploading} />
              )}
            />
            <p className="mt-2 text-[13px] text-red-800">{err('images')}</p>
          </ConsolePanel>

          <ConsolePanel title="Specifications" actions={
            specs.fields.length < CATALOG_LIMITS.maxSpecs ? (
              <button type="button" className="btn btn-outline h-8 min-h-8 px-3 text-[12px]" onClick={() => specs.append(EMPTY_SPEC)}>Add specification</button>
            ) : null
          }>
            <p className="mb-2 text-[13px] text-red-800">{err('specs')}</p>
            <ol className="space-y-3">
              {specs.fields.map((spec, index) => (
                <SpecEditor key={spec.id} index={index} control={control} register={register} errors={errors} onRemove={() => specs.remove(index)} canRemove={specs.fields.length > 1} />
              ))}
            </ol>
          </ConsolePanel>
        </div>

        <div className="space-y-4">
          <ConsolePanel title="Prices">
            <Field label="MOQ (pieces)" id={`${id}-moq`} error={err('moq')} required>
              <Input id={`${id}-moq`} inputMode="numeric" {...register('moq')} invalid={Boolean(errors.moq)} className={`${DENSE} w-40`} />
            </Field>
            <table className="w-full text-[13px]" data-testid="tiers">
              <thead className="text-left text-[11px] uppercase tracking-[0.12em] text-ink-muted">
                <tr><th className="py-1 pr-2 font-medium">From (pcs)</th><th className="py-1 pr-2 font-medium">Price a piece (USD)</th><th><span className="sr-only">Remove</span></th></tr>
              </thead>
              <tbody>
                {tiers.fields.map((tier, index) => (
                  <tr key={tier.id} data-testid="tier">
                    <td className="py-1 pr-2"><input {...register(`tiers.${index}.minQty`)} inputMode="numeric" aria-label={`Tier ${index + 1} from quantity`} className={`w-full rounded-[3px] border border-line ${DENSE}`} /></td>
                    <td className="py-1 pr-2"><input {...register(`tiers.${index}.price`)} inputMode="decimal" aria-label={`Tier ${index + 1} price`} className={`w-full rounded-[3px] border border-line ${DENSE}`} /></td>
                    <td className="w-8 py-1">
                      {tiers.fields.length > 1 ? <button type="button" className="text-[12px] text-ink-muted hover:text-ink" onClick={() => tiers.remove(index)} aria-label={`Remove tier ${index + 1}`}>✕</button> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="text-[12px] text-red-800">{err('tiers') ?? messageAt(errors, 'tiers', 0, 'price') ?? messageAt(errors, 'tiers', 0, 'minQty')}</p>
            {tiers.fields.length < CATALOG_LIMITS.maxTiers ? (
              <button type="button" className="text-[12px] font-medium text-accent-strong hover:underline" onClick={() => tiers.append({ minQty: '', price: '' })} data-testid="add-tier">+ Add a tier</button>
            ) : null}
            <p className="mt-2 text-[12px] text-ink-muted">Each tier is the price from its quantity up; the first starts at the MOQ or below.</p>
          </ConsolePanel>

          <ConsolePanel title="Facets">
            <Controller
              control={control}
              name="facetIds"
              render={({ field }) => {
                const chosen = new Set((field.value ?? []).map(String));
                const toggle = (facetId: string) => {
                  const next = new Set(chosen);
                  if (next.has(facetId)) next.delete(facetId);
                  else next.add(facetId);
                  field.onChange([...next]);
                };
                return (
                  <div className="space-y-3">
                    {CATALOG_FACETS.map((facet) => {
                      const values = setup.facets.filter((value) => value.kind === facet.kind);
                      return (
                        <fieldset key={facet.kind}>
                          <legend className="mb-1 text-[11px] font-medium uppercase tracking-[0.12em] text-ink-muted">{facet.label}</legend>
                          <div className="flex max-h-36 flex-wrap gap-x-4 gap-y-1 overflow-y-auto">
                            {values.length ? values.map((value) => (
                              <label key={value.id} className="flex items-center gap-1.5 text-[13px] text-ink">
                                <input type="checkbox" checked={chosen.has(value.id)} onChange={() => toggle(value.id)} />
                                {value.name}
                              </label>
                            )) : <span className="text-[12px] text-ink-muted">No values yet.</span>}
                          </div>
                        </fieldset>
                      );
                    })}
                  </div>
                );
              }}
            />
          </ConsolePanel>
        </div>
      </div>
    </form>
  );
}

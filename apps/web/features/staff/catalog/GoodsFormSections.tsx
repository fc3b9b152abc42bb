'use client';
import Link from 'next/link';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import {
  CATALOG_FACETS, CATALOG_LIMITS, formatSpecLine, type staffGoodsSchema, type CatalogSetup, type StaffCategory, type StaffGoodsView,
} from '@sw/protocol';
import { goodsHref, staffCatalogHref } from '@/lib/links';
import { ConsolePanel } from '@/ui/console';
import { Field, Input, Select, TextArea } from '@/ui/form';
import { ButtonSpinner } from '@/ui/icons';
import { DENSE } from './CatalogNav';
import { inheritedCustoms, inheritedHint } from './categoryRows';
import { GoodsStatusButton } from './GoodsStatusButton';
import { PictureList } from './PictureList';

/** The goods form's sections, one per panel (GoodsForm composes them). */

export type FormInput = z.input<typeof staffGoodsSchema>;
export type FormOutput = z.output<typeof staffGoodsSchema>;

export const EMPTY_SPEC = { skuCode: '', entries: [{ cd: 'size', nm: 'Size', vl: '' }] };

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

type Form = {
  control: Control<FormInput, unknown, FormOutput>;
  register: UseFormRegister<FormInput>;
  errors: FieldErrors<FormInput>;
};

/** The title row: back to the goods, the code, where it shows, and the status and save buttons. */
export function GoodsFormHead({ goods, busy, submitting }: { goods: StaffGoodsView | null; busy: boolean; submitting: boolean }) {
  return (
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
        <button type="submit" className="btn btn-primary h-9 min-h-9 px-5" disabled={busy} data-testid="save-goods">
          {submitting ? <ButtonSpinner /> : null}
          {goods ? 'Save changes' : 'Create goods'}
        </button>
      </div>
    </div>
  );
}

/** Code, title, category, factory, description and the new-design flag. */
export function GoodsFields({ id, register, control, errors, setup }: Form & { id: string; setup: CatalogSetup }) {
  const err = (name: keyof FormInput) => messageAt(errors, name);
  const categoryOptions = setup.categories.map((category) => {
    const parent = category.parentId ? setup.categories.find((other) => other.id === category.parentId) : undefined;
    return { id: category.id, label: parent ? `${parent.name} › ${category.name}` : category.name };
  });

  return (
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
  );
}

/** The pictures, uploaded in place (saving waits while one uploads). */
export function PicturesSection({ control, errors, onBusyChange }: Pick<Form, 'control' | 'errors'> & { onBusyChange: (busy: boolean) => void }) {
  return (
    <ConsolePanel title="Pictures">
      <Controller
        control={control}
        name="images"
        render={({ field }) => (
          <PictureList value={field.value} onChange={field.onChange} max={CATALOG_LIMITS.maxImages} label="Add pictures" testId="goods-pictures" onBusyChange={onBusyChange} />
        )}
      />
      <p className="mt-2 text-[13px] text-red-800">{messageAt(errors, 'images')}</p>
    </ConsolePanel>
  );
}

/** The specifications, each with its item code and code/name/value lines. */
export function SpecsSection({ register, control, errors }: Form) {
  const specs = useFieldArray({ control, name: 'specs' });
  return (
    <ConsolePanel title="Specifications" actions={
      specs.fields.length < CATALOG_LIMITS.maxSpecs ? (
        <button type="button" className="btn btn-outline h-8 min-h-8 px-3 text-[12px]" onClick={() => specs.append(EMPTY_SPEC)}>Add specification</button>
      ) : null
    }>
      <p className="mb-2 text-[13px] text-red-800">{messageAt(errors, 'specs')}</p>
      <ol className="space-y-3">
        {specs.fields.map((spec, index) => (
          <SpecEditor key={spec.id} index={index} control={control} register={register} errors={errors} onRemove={() => specs.remove(index)} canRemove={specs.fields.length > 1} />
        ))}
      </ol>
    </ConsolePanel>
  );
}

/** The MOQ and the tier editor: the price a piece from each quantity up. */
export function PricesSection({ id, register, control, errors }: Form & { id: string }) {
  const tiers = useFieldArray({ control, name: 'tiers' });
  const err = (name: keyof FormInput) => messageAt(errors, name);
  return (
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
  );
}

/** Samples of the goods: offered or not, an own price a piece (blank: the catalogue rule on /admin/samples) and the limit. */
export function SamplesSection({ id, register, errors }: Pick<Form, 'register' | 'errors'> & { id: string }) {
  const err = (name: keyof FormInput) => messageAt(errors, name);
  return (
    <ConsolePanel title="Samples" testId="goods-samples">
      <label className="mb-3 flex items-center gap-2 text-[13px] text-ink">
        <input type="checkbox" {...register('sampleOffered')} className="size-4 accent-[var(--color-accent)]" data-testid="sample-offered" />
        Samples offered (buyers may request them from the goods page and the cart)
      </label>
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field label="Sample price a piece (USD)" id={`${id}-sample-price`} error={err('samplePrice')} hint="Blank: the rule" optional>
          <Input id={`${id}-sample-price`} inputMode="decimal" {...register('samplePrice')} invalid={Boolean(errors.samplePrice)} className={`${DENSE} tabular-nums`} />
        </Field>
        <Field label="Most pieces per specification" id={`${id}-sample-max`} error={err('sampleMaxPieces')} required>
          <Input id={`${id}-sample-max`} inputMode="numeric" {...register('sampleMaxPieces')} invalid={Boolean(errors.sampleMaxPieces)} className={`${DENSE} w-28 tabular-nums`} />
        </Field>
      </div>
      <p className="text-[12px] text-ink-muted">
        Without an own price, a sample costs the catalogue rule: a percentage of the highest tier price, with a minimum (<Link href="/admin/samples" className="underline">sample rules</Link>).
      </p>
    </ConsolePanel>
  );
}

/**
 * Customs (issue 39): the goods' own HS code and country of origin; blank takes its category's, which the hints name
 * (issue 49), so the desk sees what the commercial invoice and packing list will print per line.
 */
export function CustomsSection({ id, register, control, errors, categories }: Form & { id: string; categories: StaffCategory[] }) {
  const err = (name: keyof FormInput) => messageAt(errors, name);
  const inherited = inheritedCustoms(categories, String(useWatch({ control, name: 'categoryId' }) ?? ''));
  return (
    <ConsolePanel title="Customs" testId="goods-customs">
      <div className="grid gap-x-3 sm:grid-cols-2">
        <Field label="HS code" id={`${id}-hs-code`} error={err('hsCode')} optional>
          <Input id={`${id}-hs-code`} {...register('hsCode')} placeholder={inherited?.hsCode ?? '7117.19'} invalid={Boolean(errors.hsCode)} className={`${DENSE} tabular-nums`} />
        </Field>
        <Field label="Country of origin" id={`${id}-origin`} error={err('originCountry')} optional>
          <Input id={`${id}-origin`} {...register('originCountry')} placeholder={inherited?.originCountry ?? 'CN'} maxLength={2} invalid={Boolean(errors.originCountry)} className={`${DENSE} w-28 uppercase`} />
        </Field>
      </div>
      <ul className="mb-2 text-[12.5px] leading-5 text-ink" data-testid="customs-inherited">
        <li data-testid="hs-inherited">HS code · {inheritedHint(inherited, 'hsCode')}</li>
        <li data-testid="origin-inherited">Origin · {inheritedHint(inherited, 'originCountry')}</li>
      </ul>
      <p className="text-[12px] text-ink-muted">The code and origin print on each line of the commercial invoice and packing list, and set the import duty of the buyer&apos;s landed-cost estimate.</p>
    </ConsolePanel>
  );
}

/** The facet values the goods carries, by facet. */
export function FacetsSection({ control, facets }: Pick<Form, 'control'> & { facets: CatalogSetup['facets'] }) {
  return (
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
                const values = facets.filter((value) => value.kind === facet.kind);
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
  );
}

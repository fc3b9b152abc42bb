'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { staffCategorySchema, type StaffCategory } from '@sw/protocol';
import { Alert, Field, Input, Select } from '@/ui/form';
import { ConsolePageHead, ConsolePanel } from '@/ui/console';
import { deleteCategory, saveCategory } from './api';
import { CatalogNav, DENSE, FormButtons } from './CatalogNav';
import { categoryRows } from './categoryRows';
import { PictureList } from './PictureList';
import { removeRecord, saveRecord } from '@/ui/recordActions';

type FormInput = z.input<typeof staffCategorySchema>;
type FormOutput = z.output<typeof staffCategorySchema>;

function CategoryForm({ category, categories, onDone }: { category: StaffCategory | null; categories: StaffCategory[]; onDone: () => void }) {
  const router = useRouter();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, control, handleSubmit, formState: { errors, isSubmitting } } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(staffCategorySchema),
    defaultValues: category
      ? { id: category.id, name: category.name, slug: category.slug, parentId: category.parentId ?? '', imageUrl: category.imageUrl, sort: category.sort }
      : { name: '', slug: '', parentId: '', imageUrl: '', sort: '' },
  });
  const onSubmit = handleSubmit((values) =>
    saveRecord(values.name, () => saveCategory(values), setProblem, () => {
      onDone();
      router.refresh();
    }),
  );
  // A category cannot sit under itself or one of its own sub-categories.
  const below = new Set<string>(category ? [category.id] : []);
  for (let grew = true; grew;) {
    grew = false;
    for (const other of categories) {
      if (other.parentId && below.has(other.parentId) && !below.has(other.id)) {
        below.add(other.id);
        grew = true;
      }
    }
  }
  return (
    <form onSubmit={onSubmit} noValidate data-testid="category-form">
      <Alert message={problem} />
      <Field label="Name" id={`${id}-name`} error={errors.name?.message} required>
        <Input id={`${id}-name`} {...register('name')} invalid={Boolean(errors.name)} className={DENSE} />
      </Field>
      <Field label="Address name" id={`${id}-slug`} error={errors.slug?.message} optional hint={<span className="text-[11px] text-ink-muted">blank: made from the name</span>}>
        <Input id={`${id}-slug`} {...register('slug')} invalid={Boolean(errors.slug)} className={`${DENSE} font-mono`} />
      </Field>
      <Field label="Under" id={`${id}-parent`} error={errors.parentId?.message}>
        <Select id={`${id}-parent`} {...register('parentId')} className={DENSE}>
          <option value="">Top level</option>
          {categories.filter((other) => !below.has(other.id)).map((other) => <option key={other.id} value={other.id}>{other.name}</option>)}
        </Select>
      </Field>
      <Field label="Order" id={`${id}-sort`} error={errors.sort?.message} optional>
        <Input id={`${id}-sort`} inputMode="numeric" {...register('sort')} className={`${DENSE} w-28`} />
      </Field>
      <Controller control={control} name="imageUrl" render={({ field }) => (
        <PictureList value={field.value ? [String(field.value)] : []} onChange={(urls) => field.onChange(urls[0] ?? '')} max={1} label="Picture" testId="category-picture" />
      )} />
      <FormButtons label={category ? 'Save category' : 'Add category'} disabled={isSubmitting} onCancel={onDone} />
    </form>
  );
}

/** Categories: the tree the storefront's menus, list filters and home page show, with pictures and order. */
export function CategoriesScreen({ categories }: { categories: StaffCategory[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<StaffCategory | 'new' | null>(null);
  const rows = categoryRows(categories);

  const remove = (category: StaffCategory) => removeRecord(category.name, 'Only a category without goods and sub-categories can go.', () => deleteCategory(category.id), () => router.refresh());

  return (
    <div className="space-y-4">
      <CatalogNav current="categories" />
      <ConsolePageHead title="Categories" line={`${categories.length} categories`} actions={<button type="button" className="btn btn-primary h-9 min-h-9 px-4" onClick={() => setEditing('new')} data-testid="new-category">New category</button>} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="relative overflow-x-auto rounded-[3px] border border-line bg-surface">
          <table className="w-full text-left text-[13px]" data-testid="categories-table">
            <thead className="border-b border-line bg-surface-muted text-[11px] uppercase tracking-[0.12em] text-ink-muted">
              <tr><th className="px-3 py-2 font-medium">Name</th><th className="px-3 py-2 font-medium">Address</th><th className="px-3 py-2 text-right font-medium">Goods</th><th className="px-3 py-2 text-right font-medium">Order</th><th className="px-3 py-2"><span className="sr-only">Actions</span></th></tr>
            </thead>
            <tbody>
              {rows.map(({ category, depth, goods }) => (
                <tr key={category.id} className="border-b border-line last:border-0" data-testid="category-row">
                  <td className="px-3 py-1.5" style={{ paddingLeft: `${0.75 + depth * 1.25}rem` }}>
                    <span className="flex items-center gap-2">
                      {/* eslint-disable-next-line @next/next/no-img-element -- a small catalogue picture */}
                      {category.imageUrl ? <img src={category.imageUrl} alt="" className="h-7 w-7 rounded-[2px] border border-line object-cover" /> : <span className="h-7 w-7" />}
                      <span className={depth ? '' : 'font-medium text-ink'}>{category.name}</span>
                    </span>
                  </td>
                  <td className="px-3 py-1.5 font-mono text-[12px] text-ink-muted">{category.slug}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{goods}</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{category.sort}</td>
                  <td className="px-3 py-1.5 text-right whitespace-nowrap">
                    <button type="button" className="btn btn-outline h-8 min-h-8 px-3 text-[12px]" onClick={() => setEditing(category)}>Edit</button>{' '}
                    <button type="button" className="btn btn-outline h-8 min-h-8 px-3 text-[12px]" onClick={() => void remove(category)}>Remove</button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {editing ? (
          <ConsolePanel title={editing === 'new' ? 'New category' : `Edit ${editing.name}`}>
            <CategoryForm key={editing === 'new' ? 'new' : editing.id} category={editing === 'new' ? null : editing} categories={categories} onDone={() => setEditing(null)} />
          </ConsolePanel>
        ) : (
          <p className="text-[13px] text-ink-muted">Choose a category to edit, or add one. Renaming a category updates what the shop’s search finds at once.</p>
        )}
      </div>
    </div>
  );
}

'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CATALOG_LIMITS, errorMessage, homeBannersSchema, type HomeBanner } from '@sw/protocol';
import { notify } from '@/lib/toast';
import { Alert, Field, Input, TextArea } from '@/ui/form';
import { ConsolePageHead, ConsolePanel } from '@/ui/console';
import { saveBanners, savePopularSearches } from './api';
import { CatalogNav, DENSE } from './CatalogNav';
import { PictureList } from './PictureList';

type BannersInput = z.input<typeof homeBannersSchema>;
type BannersOutput = z.output<typeof homeBannersSchema>;

/** The search dialog's popular searches: one a line, in order. */
function PopularSearches({ terms }: { terms: string[] }) {
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState(terms.join('\n'));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    setProblem(null);
    const result = await savePopularSearches(text.split('\n').map((line) => line.trim()).filter(Boolean));
    setBusy(false);
    if (!result.ok) return setProblem(errorMessage(result));
    setText(result.data.join('\n'));
    notify('Popular searches saved.');
    router.refresh();
  }
  return (
    <ConsolePanel title="Popular searches" testId="popular-searches">
      <Alert message={problem} />
      <Field label={`Shown in the search dialog, one a line (at most ${CATALOG_LIMITS.maxPopularSearches})`} id={id}>
        <TextArea id={id} rows={8} value={text} onChange={(event) => setText(event.target.value)} className="text-[13px]" />
      </Field>
      <button type="button" className="btn btn-primary h-9 min-h-9 px-5" disabled={busy} onClick={() => void save()}>Save popular searches</button>
    </ConsolePanel>
  );
}

/** The home page's carousel: each banner's title, line, link and picture, in order. */
function Banners({ banners }: { banners: HomeBanner[] }) {
  const router = useRouter();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const { register, control, handleSubmit, formState: { errors, isSubmitting } } = useForm<BannersInput, unknown, BannersOutput>({
    resolver: zodResolver(homeBannersSchema),
    defaultValues: { banners },
  });
  const list = useFieldArray({ control, name: 'banners' });
  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const result = await saveBanners(values.banners);
    if (!result.ok) return setProblem(errorMessage(result));
    notify('Banners saved. The home page shows them now.');
    router.refresh();
  });
  return (
    <ConsolePanel title="Home banners" testId="banners" actions={
      list.fields.length < CATALOG_LIMITS.maxBanners ? (
        <button type="button" className="btn btn-outline h-8 min-h-8 px-3 text-[12px]" onClick={() => list.append({ title: '', subtitle: '', link: '/', image: '' })}>Add banner</button>
      ) : null
    }>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        <Alert message={problem ?? errors.banners?.message ?? errors.banners?.root?.message} />
        <ol className="space-y-3">
          {list.fields.map((banner, index) => {
            const err = errors.banners?.[index];
            return (
              <li key={banner.id} className="rounded-[3px] border border-line p-3" data-testid="banner">
                <div className="mb-2 flex items-center justify-between gap-2">
                  <span className="text-[12px] font-medium uppercase tracking-[0.12em] text-ink-muted">Banner {index + 1}</span>
                  <span className="flex gap-1">
                    <button type="button" className="btn btn-outline h-8 min-h-8 px-2 text-[12px]" disabled={index === 0} onClick={() => list.move(index, index - 1)} aria-label={`Move banner ${index + 1} up`}>↑</button>
                    <button type="button" className="btn btn-outline h-8 min-h-8 px-2 text-[12px]" disabled={index === list.fields.length - 1} onClick={() => list.move(index, index + 1)} aria-label={`Move banner ${index + 1} down`}>↓</button>
                    <button type="button" className="btn btn-outline h-8 min-h-8 px-3 text-[12px]" onClick={() => list.remove(index)}>Remove</button>
                  </span>
                </div>
                <div className="grid gap-x-3 md:grid-cols-2">
                  <Field label="Title" id={`${id}-${index}-title`} error={err?.title?.message} required>
                    <Input id={`${id}-${index}-title`} {...register(`banners.${index}.title`)} className={DENSE} />
                  </Field>
                  <Field label="Link (a page of this shop)" id={`${id}-${index}-link`} error={err?.link?.message} required>
                    <Input id={`${id}-${index}-link`} {...register(`banners.${index}.link`)} className={`${DENSE} font-mono`} />
                  </Field>
                </div>
                <Field label="Line under the title" id={`${id}-${index}-subtitle`} error={err?.subtitle?.message} optional>
                  <Input id={`${id}-${index}-subtitle`} {...register(`banners.${index}.subtitle`)} className={DENSE} />
                </Field>
                <Controller control={control} name={`banners.${index}.image`} render={({ field }) => (
                  <PictureList value={field.value ? [field.value] : []} onChange={(urls) => field.onChange(urls[0] ?? '')} max={1} label="Picture (wide, about 3:1)" testId="banner-picture" onBusyChange={setUploading} />
                )} />
                <p className="text-[12px] text-red-800">{err?.image?.message}</p>
              </li>
            );
          })}
        </ol>
        {list.fields.length === 0 ? <p className="text-[13px] text-ink-muted">No banners: the home page starts with its categories.</p> : null}
        <button type="submit" className="btn btn-primary h-9 min-h-9 px-5" disabled={isSubmitting || uploading}>Save banners</button>
      </form>
    </ConsolePanel>
  );
}

export function HomeScreen({ banners, popularSearches }: { banners: HomeBanner[]; popularSearches: string[] }) {
  return (
    <div className="space-y-4">
      <CatalogNav current="home" />
      <ConsolePageHead title="Home & search" line="What the home page’s carousel and the search dialog show" />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Banners banners={banners} />
        <PopularSearches terms={popularSearches} />
      </div>
    </div>
  );
}

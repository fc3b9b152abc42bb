'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage, SAMPLE_LIMITS, staffGoodsSchema, type CatalogSetup, type StaffGoodsView } from '@sw/protocol';
import { staffCatalogHref } from '@/lib/links';
import { notify } from '@/lib/toast';
import { Alert } from '@/ui/form';
import { saveGoods } from './api';
import {
  CustomsSection, EMPTY_SPEC, FacetsSection, type FormInput, type FormOutput, GoodsFields, GoodsFormHead, PicturesSection, PricesSection, SamplesSection, SpecsSection,
} from './GoodsFormSections';

function defaultsOf(goods: StaffGoodsView | null): FormInput {
  if (!goods) {
    return {
      code: '', title: '', description: '', categoryId: '', factoryId: '', newFlag: 0, moq: 100, facetIds: [],
      specs: [EMPTY_SPEC], tiers: [{ minQty: 100, price: '' }], images: [], sampleOffered: true, samplePrice: '', sampleMaxPieces: SAMPLE_LIMITS.defaultMaxPieces, hsCode: '', originCountry: '',
    };
  }
  return {
    goodsId: goods.goodsId, code: goods.code, title: goods.title, description: goods.description, categoryId: goods.categoryId,
    factoryId: goods.factoryId ?? '', newFlag: goods.newFlag, moq: goods.moq, facetIds: goods.facetIds, specs: goods.specs,
    tiers: goods.tiers, images: goods.images,
    sampleOffered: goods.sampleOffered, samplePrice: goods.samplePrice === null ? '' : goods.samplePrice.toFixed(2), sampleMaxPieces: goods.sampleMaxPieces,
    hsCode: goods.hsCode ?? '', originCountry: goods.originCountry ?? '',
  };
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

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="goods-form">
      <GoodsFormHead goods={goods} busy={isSubmitting || uploading} submitting={isSubmitting} />
      <Alert message={problem ?? (Object.keys(errors).length ? 'Please correct the marked fields.' : null)} />

      <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-4">
          <GoodsFields id={id} register={register} control={control} errors={errors} setup={setup} />

          <PicturesSection control={control} errors={errors} onBusyChange={setUploading} />

          <SpecsSection register={register} control={control} errors={errors} />
        </div>

        <div className="space-y-4">
          <PricesSection id={id} register={register} control={control} errors={errors} />

          <SamplesSection id={id} register={register} errors={errors} />

          <CustomsSection id={id} register={register} control={control} errors={errors} categories={setup.categories} />

          <FacetsSection control={control} facets={setup.facets} />
        </div>
      </div>
    </form>
  );
}

'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import {
  INSPECTION_MILESTONE, PRODUCTION_FOLDER, PRODUCTION_LIMITS, PRODUCTION_MILESTONE_LABEL, PRODUCTION_MILESTONES, PRODUCTION_PICTURES, PRODUCTION_VIDEOS,
  productionUpdateSchema, type ProductionTimeline,
} from '@sw/protocol';
import { toast } from '@/lib/toast';
import { compactInput } from '@/ui/console';
import { Alert, Field, TextArea } from '@/ui/form';
import { ButtonSpinner } from '@/ui/icons';
import { Uploader } from '@/ui/Uploader';
import type { UpdateFormInput, UpdateFormOutput } from './formValues';
import { InspectionFields } from './InspectionFields';
import { postProductionUpdate, refusalText } from './api';


const ACCEPT = [...PRODUCTION_PICTURES, ...PRODUCTION_VIDEOS].map((extension) => `.${extension}`).join(',');

/**
 * A production update: the milestone, a note, photos or short videos (uploaded to production/) and, for the quality
 * check, the inspection. Checked in the page with the protocol's schema, and again by the back-end.
 */
export function UpdateForm({ orderId, onPosted, onCancel }: { orderId: string; onPosted: (timeline: ProductionTimeline) => void; onCancel: () => void }) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const { register, control, handleSubmit, formState: { errors, isSubmitting } } = useForm<UpdateFormInput, unknown, UpdateFormOutput>({
    resolver: zodResolver(productionUpdateSchema) as unknown as Resolver<UpdateFormInput, unknown, UpdateFormOutput>,
    // The inspection's fields leave the form with the quality check, so another milestone never sends them.
    shouldUnregister: true,
    defaultValues: { orderId, milestone: 'materials_ready', note: '', files: [] },
  });
  const milestone = useWatch({ control, name: 'milestone' });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const result = await postProductionUpdate(values);
    if (!result.ok) return setProblem(refusalText(result));
    toast.success(`${PRODUCTION_MILESTONE_LABEL[values.milestone]} posted; the buyer is emailed.`);
    onPosted(result.data);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5" data-testid="production-form">
      <input type="hidden" {...register('orderId')} />
      <Field label="Milestone" id={`${id}-milestone`} error={errors.milestone?.message} required>
        <select id={`${id}-milestone`} {...register('milestone')} className={compactInput} data-testid="production-milestone">
          {PRODUCTION_MILESTONES.map((value) => (
            <option key={value} value={value}>{PRODUCTION_MILESTONE_LABEL[value]}</option>
          ))}
        </select>
      </Field>
      {milestone === INSPECTION_MILESTONE ? <InspectionFields id={id} register={register} errors={errors} /> : null}
      <Field label="Note to the buyer" id={`${id}-note`} error={errors.note?.message} optional>
        <TextArea
          id={`${id}-note`}
          rows={3}
          maxLength={PRODUCTION_LIMITS.maxNote}
          {...register('note')}
          invalid={Boolean(errors.note)}
          placeholder="e.g. 600 rings cast in 316L; polishing starts Monday."
          data-testid="production-note"
        />
      </Field>
      <Controller
        control={control}
        name="files"
        render={({ field }) => (
          <Uploader
            folder={PRODUCTION_FOLDER}
            maxFiles={PRODUCTION_LIMITS.maxFiles}
            accept={ACCEPT}
            value={field.value ?? []}
            onChange={field.onChange}
            onBusyChange={setUploading}
            label="Photos and short videos"
            hint="JPG, PNG, WebP or GIF photos; short MP4, MOV or WebM videos"
          />
        )}
      />
      {errors.files ? <p className="mt-2 text-[13px] text-red-800" role="alert">{errors.files.message ?? errors.files.root?.message}</p> : null}
      <div className="mt-4">
        <Alert message={problem} testId="production-error" />
      </div>
      <div className="mt-2 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn h-10 min-h-10 px-4 text-ink-muted hover:text-ink" onClick={onCancel}>Cancel</button>
        <button type="submit" disabled={isSubmitting || uploading} className="btn btn-primary h-10 min-h-10 disabled:opacity-60" data-testid="production-submit">
          {isSubmitting ? <ButtonSpinner /> : null}
          {uploading ? 'Uploading…' : 'Post update'}
        </button>
      </div>
    </form>
  );
}

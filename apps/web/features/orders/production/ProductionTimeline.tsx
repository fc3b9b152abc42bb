'use client';
import { useState } from 'react';
import { PRODUCTION_MILESTONES, type ProductionUpdate } from '@sw/protocol';
import { dateText, dateTimeText } from '@/lib/format';
import { fileUrl } from '@/lib/files';
import { StatusBadge } from '@/ui/StatusBadge';
import { CheckIcon } from '@/ui/icons';
import { inspectionText, isVideo, milestoneLabel } from './format';
import { MediaViewer } from './MediaViewer';

/** The six milestones, each marked once an update reached it. */
export function MilestoneSteps({ updates }: { updates: ProductionUpdate[] }) {
  const reached = new Set(updates.map((update) => update.milestone));
  return (
    <ol className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3 lg:grid-cols-6" aria-label="Production milestones" data-testid="production-milestones">
      {PRODUCTION_MILESTONES.map((milestone) => {
        const done = reached.has(milestone);
        return (
          <li key={milestone} className="flex items-center gap-2 text-[12.5px]" data-done={done}>
            <span className={`grid size-5 flex-none place-items-center rounded-full border ${done ? 'border-accent bg-accent text-white' : 'border-line-strong text-transparent'}`} aria-hidden="true">
              <CheckIcon size={11} strokeWidth={3} />
            </span>
            <span className={done ? 'font-medium text-ink' : 'text-ink-muted'}>
              {milestoneLabel(milestone)}
              <span className="sr-only">{done ? ' (reached)' : ' (not yet)'}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** An update's photos and videos as thumbnails; a click opens the viewer on that one. */
function MediaGrid({ update, onOpen }: { update: ProductionUpdate; onOpen: (index: number) => void }) {
  if (!update.files.length) return null;
  return (
    <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6" aria-label={`Photos and videos: ${milestoneLabel(update.milestone)}`}>
      {update.files.map((file, index) => (
        <li key={file.key}>
          <button
            type="button"
            onClick={() => onOpen(index)}
            aria-label={`Open ${isVideo(file.key) ? 'video' : 'photo'} ${index + 1} of ${update.files.length}: ${file.name}`}
            className="group relative block aspect-square w-full overflow-hidden rounded-[3px] border border-line bg-surface-muted transition hover:border-ink/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            data-testid="production-media"
          >
            {isVideo(file.key) ? (
              <>
                <video src={`${fileUrl(file.key)}#t=0.1`} muted playsInline preload="metadata" className="size-full object-cover" aria-hidden="true" tabIndex={-1} />
                <span className="absolute inset-0 grid place-items-center bg-black/25" aria-hidden="true">
                  <span className="grid size-9 place-items-center rounded-full bg-white/90 text-ink">
                    <svg viewBox="0 0 24 24" className="ml-0.5 size-4" fill="currentColor"><path d="M8 5v14l11-7z" /></svg>
                  </span>
                </span>
              </>
            ) : (
              // eslint-disable-next-line @next/next/no-img-element -- an uploaded file, served privately: no image optimizer.
              <img src={fileUrl(file.key)} alt="" loading="lazy" className="size-full object-cover transition group-hover:scale-[1.03]" />
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Entry({ update, last, onOpen }: { update: ProductionUpdate; last: boolean; onOpen: (index: number) => void }) {
  const inspection = update.inspection;
  return (
    <li className="relative pb-7 pl-7 last:pb-0" data-testid="production-update" data-milestone={update.milestone}>
      {last ? null : <span className="absolute left-[5px] top-2 h-full w-px bg-line" aria-hidden="true" />}
      <span className="absolute left-0 top-1.5 size-[11px] rounded-full border-2 border-accent bg-surface" aria-hidden="true" />
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 className="text-[15px] font-medium text-ink">{milestoneLabel(update.milestone)}</h3>
        <time dateTime={update.at} className="text-[12px] tabular-nums text-ink-muted">{dateTimeText(update.at)}</time>
      </div>
      {inspection ? (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-[13px] text-ink" data-testid="production-inspection" data-result={inspection.result}>
          <StatusBadge tone={inspection.result === 'pass' ? 'done' : 'problem'} dense>
            Inspection {inspection.result === 'pass' ? 'passed' : 'failed'}
          </StatusBadge>
          <span className="tabular-nums text-ink-muted">{inspectionText(inspection)}</span>
        </p>
      ) : null}
      {update.note ? <p className="mt-2 whitespace-pre-line break-words text-[14px] leading-relaxed text-ink" data-testid="production-note">{update.note}</p> : null}
      <MediaGrid update={update} onOpen={onOpen} />
    </li>
  );
}

/** The production updates, oldest first, each with its note, inspection and media; one viewer for all. */
export function ProductionTimeline({ updates }: { updates: ProductionUpdate[] }) {
  const [viewing, setViewing] = useState<{ updateId: string; index: number } | null>(null);
  const open = viewing ? updates.find((update) => update.updateId === viewing.updateId) : undefined;
  return (
    <>
      <ol className="space-y-0" data-testid="production-timeline">
        {updates.map((update, i) => (
          <Entry key={update.updateId} update={update} last={i === updates.length - 1} onOpen={(index) => setViewing({ updateId: update.updateId, index })} />
        ))}
      </ol>
      <MediaViewer
        files={open?.files ?? []}
        index={open && viewing ? viewing.index : null}
        onIndexChange={(index) => setViewing(index === null || !viewing ? null : { ...viewing, index })}
        title={open ? `${milestoneLabel(open.milestone)}, ${dateText(open.at)}` : 'Production photos'}
      />
    </>
  );
}

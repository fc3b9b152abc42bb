'use client';
import { useEffect } from 'react';
import type { FileRef } from '@sw/protocol';
import { fileUrl } from '@/lib/files';
import { Dialog } from '@/ui/Dialog';
import { ChevronLeft, ChevronRight } from '@/ui/icons';
import { isVideo } from './format';

interface MediaViewerProps {
  /** The update's photos and videos; `index` is the one shown, null when closed. */
  files: FileRef[];
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** What the files show, e.g. 'Quality check, 27 Nov 2026'. */
  title: string;
}

const arrowClass =
  'absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-black/55 text-white transition hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * The production photo viewer: a dialog (ui/Dialog) showing one photo or video at a time, with previous and next
 * buttons, the left and right arrow keys, and the update's thumbnails to jump to one. Videos play with controls.
 */
export function MediaViewer({ files, index, onIndexChange, title }: MediaViewerProps) {
  const open = index !== null && files.length > 0;
  const count = files.length;
  const current = open ? files[Math.min(index, count - 1)]! : null;
  const go = (step: number) => onIndexChange(index === null ? null : (index + step + count) % count);

  useEffect(() => {
    if (!open || count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      // A playing video keeps its own arrow keys (seeking).
      if ((event.target as HTMLElement | null)?.tagName === 'VIDEO') return;
      if (event.key === 'ArrowRight') onIndexChange(((index ?? 0) + 1) % count);
      else if (event.key === 'ArrowLeft') onIndexChange(((index ?? 0) - 1 + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, index, count, onIndexChange]);

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onIndexChange(null))} title={title} size="lg" className="p-4! sm:p-6!">
      {current ? (
        <div className="mt-4" data-testid="media-viewer">
          <div className="relative flex h-[min(62dvh,560px)] items-center justify-center overflow-hidden rounded-[3px] bg-neutral-950">
            {isVideo(current.key) ? (
              <video key={current.key} src={fileUrl(current.key)} controls playsInline preload="metadata" className="max-h-full max-w-full" data-testid="media-video">
                <track kind="captions" />
              </video>
            ) : (
              // eslint-disable-next-line @next/next/no-img-element -- an uploaded file, served privately: no image optimizer.
              <img key={current.key} src={fileUrl(current.key)} alt={current.name} className="max-h-full max-w-full object-contain" data-testid="media-photo" />
            )}
            {count > 1 ? (
              <>
                <button type="button" onClick={() => go(-1)} className={`${arrowClass} left-2 sm:left-3`} aria-label="Previous photo" data-testid="media-previous">
                  <ChevronLeft size={22} />
                </button>
                <button type="button" onClick={() => go(1)} className={`${arrowClass} right-2 sm:right-3`} aria-label="Next photo" data-testid="media-next">
                  <ChevronRight size={22} />
                </button>
              </>
            ) : null}
          </div>
          <div className="mt-3 flex items-baseline justify-between gap-3 text-[13px]">
            <a href={fileUrl(current.key)} target="_blank" rel="noopener" className="min-w-0 truncate text-ink underline decoration-line-strong underline-offset-4 hover:text-accent-strong" data-testid="media-name">
              {current.name}
            </a>
            <span className="flex-none tabular-nums text-ink-muted" aria-live="polite" data-testid="media-position">
              {(index ?? 0) + 1} of {count}
            </span>
          </div>
          {count > 1 ? (
            <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="All photos and videos of this update">
              {files.map((file, i) => (
                <li key={file.key} className="flex-none">
                  <button
                    type="button"
                    onClick={() => onIndexChange(i)}
                    aria-label={`Show ${file.name}`}
                    aria-current={i === index ? 'true' : undefined}
                    className={`block size-14 overflow-hidden rounded-[3px] border-2 bg-neutral-950 ${i === index ? 'border-accent' : 'border-transparent opacity-70 hover:opacity-100'}`}
                  >
                    {isVideo(file.key) ? (
                      <span className="grid size-full place-items-center text-[10px] font-medium uppercase tracking-wider text-white">Video</span>
                    ) : (
                      // eslint-disable-next-line @next/next/no-img-element -- a private upload.
                      <img src={fileUrl(file.key)} alt="" className="size-full object-cover" loading="lazy" />
                    )}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}

'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { UI_LIMITS } from '@/lib/constants';
import { CloseIcon } from './icons';

interface ImageViewerProps {
  /** The pictures to page through; at least one. */
  images: readonly string[];
  /** The picture shown first. */
  initialIndex?: number;
  alt: string;
  onClose: () => void;
}

/**
 * The full-screen picture viewer of the image component: a layer above everything (z-index 99999),
 * closed with the close button, Escape or a click on the backdrop; arrows page through the preview list.
 */
export function ImageViewer({ images, initialIndex = 0, alt, onClose }: ImageViewerProps) {
  const count = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(initialIndex, 0), Math.max(count - 1, 0)));
  const closeRef = useRef<HTMLButtonElement>(null);
  const go = useCallback((step: number) => setIndex((i) => (i + step + count) % count), [count]);

  useEffect(() => {
    const previousFocus = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowRight' && count > 1) go(1);
      else if (event.key === 'ArrowLeft' && count > 1) go(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previousFocus?.focus?.();
    };
  }, [count, go, onClose]);

  if (typeof document === 'undefined' || count === 0) return null;
  const current = images[index] ?? images[0];

  return createPortal(
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Image viewer"
      data-testid="image-viewer"
      className="fixed inset-0 flex flex-col"
      style={{ zIndex: UI_LIMITS.imageViewerZIndex }}
    >
      {/* The backdrop: a click anywhere outside the picture and the controls closes the viewer. */}
      <button
        type="button"
        tabIndex={-1}
        aria-label="Close"
        onClick={onClose}
        className="absolute inset-0 cursor-default bg-black/85 backdrop-blur-sm"
      />
      <div className="pointer-events-none relative flex items-center justify-between px-5 py-4 text-sm text-white/80 [&>button]:pointer-events-auto">
        <span aria-live="polite">{count > 1 ? `${index + 1} / ${count}` : ''}</span>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label="Close image viewer"
          className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
        >
          <CloseIcon strokeWidth={2} className="size-5" />
        </button>
      </div>
      <div className="pointer-events-none relative flex min-h-0 flex-1 items-center justify-center px-4 sm:px-16 [&>*]:pointer-events-auto">
        <img
          src={current}
          alt={count > 1 ? `${alt} (${index + 1} of ${count})` : alt}
          className="max-h-full max-w-full rounded object-contain shadow-2xl"
          style={{ maxHeight: 'calc(100vh - 11rem)' }}
        />
        {count > 1 && (
          <>
            <ViewerArrow direction="previous" onClick={() => go(-1)} />
            <ViewerArrow direction="next" onClick={() => go(1)} />
          </>
        )}
      </div>
      {count > 1 ? (
        <div className="relative mx-auto flex max-w-full gap-2 overflow-x-auto px-4 py-4">
          {images.map((image, i) => (
            <button
              key={`${image}-${i}`}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Show image ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              className={`size-14 shrink-0 overflow-hidden rounded border-2 transition ${i === index ? 'border-white' : 'border-transparent opacity-60 hover:opacity-100'}`}
            >
              <img src={image} alt="" className="size-full object-cover" loading="lazy" />
            </button>
          ))}
        </div>
      ) : (
        <div className="pointer-events-none relative h-6" />
      )}
    </div>,
    document.body,
  );
}

function ViewerArrow({ direction, onClick }: { direction: 'previous' | 'next'; onClick: () => void }) {
  const next = direction === 'next';
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={next ? 'Next image' : 'Previous image'}
      className={`absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/10 text-white transition hover:bg-white/25 ${next ? 'right-3 sm:right-6' : 'left-3 sm:left-6'}`}
    >
      <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d={next ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

'use client';
import { type CSSProperties, useState } from 'react';
import { rasterSources } from '@sw/protocol/mediaRaster';
import { IMAGE_PERMISSION, UI_LIMITS } from '@/lib/constants';
import { UI_MSG } from '@/lib/copy';
import { ClockIcon, LockIcon } from './icons';
import { IMAGE_PLACEHOLDER_SRC } from './ImagePlaceholder';
import { ImageViewer } from './ImageViewer';

export type ImageSize = 'small' | 'medium';
/** 0 viewable (with enlarge), 1 no permission (placeholder and apply), 2 application pending. */
export type ImagePermission = (typeof IMAGE_PERMISSION)[keyof typeof IMAGE_PERMISSION];

/** Default box of each size, in CSS pixels. */
export const IMAGE_BOX: Record<ImageSize, number> = { small: 96, medium: 240 };

export interface ImageProps {
  src: string;
  alt: string;
  size?: ImageSize;
  permission?: ImagePermission;
  /** The pictures the viewer pages through; the clicked picture opens first. */
  previewList?: readonly string[];
  /** Corner radius in px, 4 by default. */
  radius?: number;
  /** Intrinsic size, so the page does not shift while the picture loads; the size's box by default. */
  width?: number;
  height?: number;
  /** Fill the parent box (the parent sets the size, e.g. with an aspect ratio). */
  fill?: boolean;
  /** How wide the picture shows (the img sizes attribute), for a demo picture's WebP widths; the width in px by default. */
  sizes?: string;
  /** Offer the enlarge action when the picture is viewable (on by default). */
  enlarge?: boolean;
  fit?: 'cover' | 'contain';
  loading?: 'lazy' | 'eager';
  /** The apply action of a picture without permission. */
  onApply?: (src: string) => void;
  className?: string;
}

/** A picture that follows the viewing permission of spec §3 and §4. */
export function Image({
  src,
  alt,
  size = 'medium',
  permission = IMAGE_PERMISSION.viewable,
  previewList,
  radius = UI_LIMITS.imageRadius,
  width,
  height,
  fill = false,
  sizes,
  enlarge = true,
  fit = 'cover',
  loading = 'lazy',
  onApply,
  className = '',
}: ImageProps) {
  const [viewerOpen, setViewerOpen] = useState(false);
  const w = width ?? IMAGE_BOX[size];
  const h = height ?? w;
  const small = size === 'small';

  const boxStyle: CSSProperties = fill
    ? { borderRadius: radius }
    : { borderRadius: radius, width: w, maxWidth: '100%', aspectRatio: `${w} / ${h}` };
  const boxClass = `relative block overflow-hidden bg-surface-muted ${fill ? 'size-full' : ''} ${className}`;
  const imgClass = `block size-full ${fit === 'contain' ? 'object-contain' : 'object-cover'}`;

  if (permission !== IMAGE_PERMISSION.viewable) {
    const pending = permission === IMAGE_PERMISSION.pending;
    return (
      <span className={boxClass} style={boxStyle} data-permission={permission} data-size={size}>
        <img src={IMAGE_PLACEHOLDER_SRC} alt="" width={w} height={h} className={imgClass} />
        <span
          className={`absolute inset-x-0 bottom-0 flex flex-col items-center text-center ${small ? 'gap-1 px-1 pb-1.5' : 'gap-2.5 px-3 pb-[10%]'}`}
        >
          {pending ? (
            <span
              role="status"
              className={`inline-flex items-center gap-1.5 rounded-full bg-white/85 font-medium text-ink shadow-sm ring-1 ring-black/5 ${small ? 'px-1.5 py-0.5 text-[10px]' : 'px-3 py-1 text-xs'}`}
            >
              <ClockIcon size={small ? 10 : 13} className="text-accent-strong" />
              {UI_MSG.applicationPending}
            </span>
          ) : (
            <>
              <span className={`inline-flex items-center gap-1.5 font-medium tracking-[0.18em] text-ink-muted uppercase ${small ? 'text-[9px]' : 'text-[11px]'}`}>
                <LockIcon size={small ? 10 : 13} />
                {UI_MSG.noPermission}
              </span>
              {/* Raised above a card's stretched link, so the card around it can still be a link. */}
              <button
                type="button"
                onClick={(event) => {
                  event.preventDefault();
                  event.stopPropagation();
                  onApply?.(src);
                }}
                className={`relative z-[1] rounded-[var(--radius)] bg-brand font-medium tracking-[0.16em] text-brand-ink uppercase shadow-sm transition hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${small ? 'px-2 py-0.5 text-[9px]' : 'px-4 py-2 text-[11px]'}`}
              >
                Apply
              </button>
            </>
          )}
        </span>
        <span className="sr-only">{alt}</span>
      </span>
    );
  }

  // An eager picture is one the first view shows: fetched before the scripts, so it paints (and counts as the page's
  // largest paint) early.
  // A demo picture comes as WebP at the width it shows: the browser decodes a small raster instead of drawing the SVG
  // on its main thread.
  const picture = (
    <img
      {...rasterSources(src, w, sizes ?? `${w}px`)}
      alt={alt}
      width={w}
      height={h}
      loading={loading}
      fetchPriority={loading === 'eager' ? 'high' : undefined}
      decoding="async"
      className={imgClass}
    />
  );

  if (!enlarge) {
    return (
      <span className={boxClass} style={boxStyle} data-permission={permission} data-size={size}>
        {picture}
      </span>
    );
  }

  const images = previewList?.length ? previewList : [src];
  const start = Math.max(0, images.indexOf(src));
  return (
    <>
      <button
        type="button"
        onClick={() => setViewerOpen(true)}
        aria-label={`Enlarge image: ${alt}`}
        className={`group cursor-zoom-in text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${boxClass}`}
        style={boxStyle}
        data-permission={permission}
        data-size={size}
      >
        {picture}
        <span
          aria-hidden="true"
          className={`absolute right-2 bottom-2 grid place-items-center rounded-full bg-white/90 text-ink shadow-sm transition group-hover:scale-105 group-hover:opacity-100 group-focus-visible:opacity-100 sm:opacity-0 ${small ? 'size-6' : 'size-9'}`}
        >
          <svg viewBox="0 0 24 24" className={small ? 'size-3.5' : 'size-4.5'} fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="11" cy="11" r="6.5" />
            <path d="M16 16l4.5 4.5M11 8.5v5M8.5 11h5" strokeLinecap="round" />
          </svg>
        </span>
      </button>
      {viewerOpen && <ImageViewer images={images} initialIndex={start} alt={alt} onClose={() => setViewerOpen(false)} />}
    </>
  );
}

'use client';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import type { LogoPlacement } from '@sw/protocol';
import { type Corner, describePlacement, moveBy, placementForKey, resizeFromCorner } from './placement';

interface LogoStageProps {
  pictureUrl: string;
  title: string;
  placement: LogoPlacement;
  onChange: (placement: LogoPlacement) => void;
  /** The first image among the uploaded files; without one the text below is previewed. */
  logoUrl: string | null;
  onLogoRatio?: (ratio: number) => void;
  previewText: string;
  fontFamily: string | undefined;
}

type Drag =
  | { kind: 'move'; pointerId: number; x: number; y: number; start: LogoPlacement }
  | { kind: 'resize'; pointerId: number; x: number; y: number; start: LogoPlacement; corner: Corner };

const CORNERS: { corner: Corner; name: string; cursor: string }[] = [
  { corner: { sx: -1, sy: -1 }, name: 'top-left', cursor: 'cursor-nwse-resize' },
  { corner: { sx: 1, sy: -1 }, name: 'top-right', cursor: 'cursor-nesw-resize' },
  { corner: { sx: -1, sy: 1 }, name: 'bottom-left', cursor: 'cursor-nesw-resize' },
  { corner: { sx: 1, sy: 1 }, name: 'bottom-right', cursor: 'cursor-nwse-resize' },
];

const pct = (n: number) => `${(n * 100).toFixed(2)}%`;

/** What the box shows: the buyer's logo (measured once it loads), or the preview text as if cut into the metal. */
function LogoMark({
  logoUrl, onLogoRatio, text, fontFamily,
}: Pick<LogoStageProps, 'logoUrl' | 'onLogoRatio' | 'fontFamily'> & { text: string }) {
  return logoUrl ? (
    // eslint-disable-next-line @next/next/no-img-element -- the buyer's own file, sized by its box
    <img
      src={logoUrl}
      alt="Your logo"
      draggable={false}
      data-testid="logo-image"
      onLoad={(event) => {
        const img = event.currentTarget;
        if (img.naturalWidth && img.naturalHeight) onLogoRatio?.(img.naturalWidth / img.naturalHeight);
      }}
      // Multiplied onto the picture: a logo on a white background sits on the metal like a mark on it.
      className="pointer-events-none absolute inset-0 size-full object-contain mix-blend-multiply"
    />
  ) : (
    <span data-testid="logo-text" className="pointer-events-none absolute inset-0 grid place-items-center overflow-hidden [container-type:size]">
      <span
        className="leading-none whitespace-nowrap text-[rgb(42_34_26/0.82)]"
        style={{
          fontFamily,
          fontSize: `min(62cqh, ${Math.round(165 / Math.max(3, text.length))}cqw)`,
          // Reads as cut into the metal: a dark face with a light lower edge.
          textShadow: '0 1px 0 rgb(255 255 255 / 0.55), 0 -1px 0 rgb(0 0 0 / 0.12)',
        }}
      >
        {text}
      </span>
    </span>
  );
}

/** How to move and resize the logo (the keys too, on a keyboard). */
function StageHint({ id }: { id: string }) {
  return (
    <figcaption id={id} className="mt-2.5 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 text-[12px] text-ink-muted">
      <span>Drag the logo to move it</span>
      <span aria-hidden="true" className="text-ink-faint">·</span>
      <span>Drag a corner to resize</span>
      <span aria-hidden="true" className="hidden text-ink-faint sm:inline">·</span>
      <span className="hidden sm:inline">
        <kbd className="rounded border border-line px-1 text-[11px]">←↑→↓</kbd> and <kbd className="rounded border border-line px-1 text-[11px]">+ −</kbd> work too
      </span>
    </figcaption>
  );
}

/**
 * The goods picture with the logo over it: drag the logo to move it, drag a corner to scale it (aspect
 * ratio kept, always on the picture), or focus it and use the arrow keys and +/-. Pointer events with
 * pointer capture, so mouse, pen and touch behave the same; moves are applied once per frame.
 */
export function LogoStage({ pictureUrl, title, placement, onChange, logoUrl, onLogoRatio, previewText, fontFamily }: LogoStageProps) {
  const stageRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const frame = useRef(0);
  const pending = useRef<{ x: number; y: number } | null>(null);
  const [dragging, setDragging] = useState<Drag['kind'] | null>(null);
  const [snap, setSnap] = useState({ x: false, y: false });
  const [announce, setAnnounce] = useState('');
  const hintId = useId();

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  function begin(event: PointerEvent, next: { kind: 'move' } | { kind: 'resize'; corner: Corner }) {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.preventDefault();
    event.stopPropagation();
    try {
      stageRef.current?.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: the moves still reach the stage while over it.
    }
    drag.current = { ...next, pointerId: event.pointerId, x: event.clientX, y: event.clientY, start: placement } as Drag;
    setDragging(next.kind);
    (event.currentTarget.closest('[data-logo-box]') as HTMLElement | null)?.focus({ preventScroll: true });
  }

  function apply() {
    frame.current = 0;
    const current = drag.current;
    const point = pending.current;
    const rect = stageRef.current?.getBoundingClientRect();
    if (!current || !point || !rect || rect.width === 0) return;
    const dx = (point.x - current.x) / rect.width;
    const dy = (point.y - current.y) / rect.height;
    if (current.kind === 'move') {
      const moved = moveBy(current.start, dx, dy);
      setSnap({ x: moved.snapX, y: moved.snapY });
      onChange(moved.placement);
    } else {
      onChange(resizeFromCorner(current.start, current.corner, dx, dy));
    }
  }

  function onPointerMove(event: PointerEvent) {
    if (!drag.current || event.pointerId !== drag.current.pointerId) return;
    pending.current = { x: event.clientX, y: event.clientY };
    if (!frame.current) frame.current = requestAnimationFrame(apply);
  }

  function end(event: PointerEvent) {
    if (!drag.current || event.pointerId !== drag.current.pointerId) return;
    if (frame.current) {
      cancelAnimationFrame(frame.current);
      apply();
    }
    drag.current = null;
    pending.current = null;
    setDragging(null);
    setSnap({ x: false, y: false });
    setAnnounce(describePlacement(placement));
  }

  function onKeyDown(event: KeyboardEvent) {
    const next = placementForKey(placement, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onChange(next);
    setAnnounce(describePlacement(next));
  }

  return (
    <figure className="m-0">
      <div
        ref={stageRef}
        data-testid="logo-stage"
        onPointerMove={onPointerMove}
        onPointerUp={end}
        onPointerCancel={end}
        // Only the logo takes touches (a swipe elsewhere scrolls the page). On desktop the picture shrinks on
        // short screens so the summary and its button stay in view.
        className="relative mx-auto aspect-square w-full overflow-hidden rounded-[4px] bg-surface-muted select-none lg:max-w-[max(360px,calc(100svh_-_470px))]"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- a plain picture the logo is measured against */}
        <img src={pictureUrl} alt={title} draggable={false} className="pointer-events-none absolute inset-0 size-full object-cover" />
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_center,transparent_55%,rgb(0_0_0/0.06))]" />

        {/* Centre guides, shown while the logo snaps onto them. */}
        <div aria-hidden="true" className={`pointer-events-none absolute inset-y-0 left-1/2 w-px -translate-x-1/2 bg-accent transition-opacity duration-150 ${snap.x ? 'opacity-80' : 'opacity-0'}`} />
        <div aria-hidden="true" className={`pointer-events-none absolute inset-x-0 top-1/2 h-px -translate-y-1/2 bg-accent transition-opacity duration-150 ${snap.y ? 'opacity-80' : 'opacity-0'}`} />

        <button
          type="button"
          data-logo-box=""
          data-testid="logo-box"
          data-placement={JSON.stringify(placement)}
          aria-roledescription="movable logo"
          aria-label={`${logoUrl ? 'Your logo' : previewText.trim() || 'Your Logo'}: its placement, arrow keys move it, plus and minus resize it`}
          aria-describedby={hintId}
          onPointerDown={(event) => begin(event, { kind: 'move' })}
          onKeyDown={onKeyDown}
          style={{ left: pct(placement.x), top: pct(placement.y), width: pct(placement.width), height: pct(placement.height) }}
          className={`group absolute touch-none p-0 outline-none ${dragging ? '' : 'transition-[left,top,width,height] duration-300 ease-[cubic-bezier(0.2,0.8,0.2,1)]'} ${dragging === 'move' ? 'cursor-grabbing' : 'cursor-grab'}`}
        >
          <span
            className={`absolute inset-0 rounded-[2px] ring-1 transition-[box-shadow,background-color] duration-200 ${
              dragging
                ? 'bg-white/10 ring-accent shadow-[0_10px_30px_-10px_rgb(0_0_0/0.45)]'
                : 'ring-white/70 group-hover:ring-accent group-focus-visible:ring-2 group-focus-visible:ring-accent'
            }`}
            style={{ outline: '1px dashed rgb(0 0 0 / 0.25)', outlineOffset: '-1px' }}
          />
          <LogoMark logoUrl={logoUrl} onLogoRatio={onLogoRatio} text={previewText.trim() || 'Your Logo'} fontFamily={fontFamily} />
          {CORNERS.map(({ corner, name, cursor }) => (
            <span
              key={name}
              data-handle={name}
              aria-hidden="true"
              onPointerDown={(event) => begin(event, { kind: 'resize', corner })}
              style={{ left: corner.sx === 1 ? '100%' : 0, top: corner.sy === 1 ? '100%' : 0 }}
              className={`absolute ${cursor} grid size-10 -translate-x-1/2 -translate-y-1/2 place-items-center sm:size-7 transition-opacity duration-200 ${
                dragging ? 'opacity-100' : 'opacity-90 sm:opacity-0 sm:group-hover:opacity-100 sm:group-focus-visible:opacity-100'
              }`}
            >
              <span className="size-3 rounded-full border-2 border-accent bg-surface shadow-[0_1px_4px_rgb(0_0_0/0.35)]" />
            </span>
          ))}
          <span
            aria-hidden="true"
            className={`pointer-events-none absolute left-1/2 top-full mt-2 -translate-x-1/2 rounded-full bg-surface-deep/85 px-2.5 py-1 text-[11px] whitespace-nowrap text-white tabular-nums backdrop-blur transition-opacity duration-150 ${dragging ? 'opacity-100' : 'opacity-0'}`}
          >
            {Math.round(placement.x * 100)}% · {Math.round(placement.y * 100)}% · {Math.round(placement.width * 100)}% wide
          </span>
        </button>
      </div>
      <StageHint id={hintId} />
      <p className="sr-only" aria-live="polite">{announce}</p>
    </figure>
  );
}

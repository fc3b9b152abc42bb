import { LOADING_OVERLAY } from '@/lib/constants';

export interface LoadingOverlayProps {
  /** Shown when true, hidden (not rendered) when false. */
  active?: boolean;
  /** Defaults to 'Loading...'. */
  text?: string;
  /** Cover only the nearest positioned parent instead of the whole screen. */
  contained?: boolean;
}

const BARS = Array.from({ length: LOADING_OVERLAY.bars }, (_, i) => i);

/** The 12-bar spinner of the loading overlay, `size` px square in `color`. */
export function Spinner({ size = LOADING_OVERLAY.spinnerSizePx, color = LOADING_OVERLAY.color }: { size?: number; color?: string }) {
  const step = 360 / LOADING_OVERLAY.bars;
  const period = 1.2;
  return (
    <span className="loading-spinner" style={{ width: size, height: size, color }} aria-hidden="true" data-bars={LOADING_OVERLAY.bars}>
      {BARS.map((i) => (
        <i key={i} style={{ transform: `rotate(${i * step}deg)`, animationDelay: `${-period + (i * period) / LOADING_OVERLAY.bars}s` }} />
      ))}
    </span>
  );
}

/**
 * The generic full-screen loading overlay of spec §2: text 'Loading...', 12 bars in #409EFF,
 * background 70 percent black, spinner 50 px, text 20 px.
 */
export function LoadingOverlay({ active = true, text = LOADING_OVERLAY.text, contained = false }: LoadingOverlayProps) {
  if (!active) return null;
  return (
    <div
      className="loading-overlay"
      style={{ background: LOADING_OVERLAY.background, position: contained ? 'absolute' : 'fixed' }}
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-testid="loading-overlay"
    >
      <Spinner />
      {text ? <span style={{ color: LOADING_OVERLAY.color, fontSize: LOADING_OVERLAY.textSizePx, lineHeight: 1.4 }}>{text}</span> : null}
    </div>
  );
}

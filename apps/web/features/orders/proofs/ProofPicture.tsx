'use client';
import type { FileRef, ProofPin } from '@sw/protocol';
import { fileUrl } from '@/lib/files';
import { DocumentIcon, ExternalIcon } from '@/ui/icons';

const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 10_000) / 10_000));

/** A numbered marker at a pin's place (the pin's words are in the list beside the picture, so it is hidden from readers). */
export function PinMarker({ n, className = '', style, testId }: { n: number; className?: string; style?: React.CSSProperties; testId?: string }) {
  return (
    <span
      aria-hidden="true"
      style={style}
      data-testid={testId}
      className={`inline-flex size-6 flex-none items-center justify-center rounded-full bg-accent-strong text-[11px] font-semibold text-white shadow-[0_1px_3px_rgb(0_0_0/0.35)] ring-2 ring-white ${className}`}
    >
      {n}
    </span>
  );
}

/**
 * A proof as the buyer and the desk see it: a picture with the pins drawn where the buyer clicked (as fractions, so
 * they hold at any size), or a PDF to open. With `onPick`, a click on the picture asks for a pin there (a keyboard
 * press pins the middle, to be moved by clicking).
 */
export function ProofPicture({
  file, picture, pins, onPick, label,
}: { file: FileRef; picture: boolean; pins: ProofPin[]; onPick?: (x: number, y: number) => void; label: string }) {
  const url = fileUrl(file.key);
  if (!picture) {
    return (
      <a
        href={url}
        target="_blank"
        rel="noopener"
        className="flex h-40 flex-col items-center justify-center gap-2 rounded-[4px] border border-line bg-surface-muted px-4 text-center text-ink-muted transition hover:border-ink hover:text-ink"
        data-testid="proof-pdf"
      >
        <DocumentIcon size={26} />
        <span className="text-[13px] font-medium text-ink">PDF proof</span>
        <span className="inline-flex max-w-full items-center gap-1 text-[12px]">
          <span className="truncate">Open {file.name}</span>
          <ExternalIcon size={13} className="flex-none" />
        </span>
      </a>
    );
  }
  return (
    <div className="relative mx-auto w-full max-w-[460px] overflow-hidden rounded-[4px] border border-line bg-surface-muted" data-testid="proof-picture">
      {/* eslint-disable-next-line @next/next/no-img-element -- a proof is served privately to the order's buyer and staff: no image optimizer. */}
      <img src={url} alt={label} className="block h-auto w-full" />
      {onPick ? (
        <button
          type="button"
          aria-label="Pin a point on the proof"
          className="absolute inset-0 cursor-crosshair focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent"
          onClick={(event) => {
            if (event.detail === 0) return onPick(0.5, 0.5);
            const box = event.currentTarget.getBoundingClientRect();
            onPick(clamp((event.clientX - box.left) / box.width), clamp((event.clientY - box.top) / box.height));
          }}
          data-testid="proof-pin-area"
        />
      ) : null}
      {pins.map((pin, index) => (
        <PinMarker
          key={`${index}-${pin.x}-${pin.y}`}
          n={index + 1}
          className="pointer-events-none absolute -translate-x-1/2 -translate-y-1/2"
          style={{ left: `${pin.x * 100}%`, top: `${pin.y * 100}%` }}
          testId="proof-pin"
        />
      ))}
    </div>
  );
}

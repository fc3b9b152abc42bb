'use client';
import type { ProofPin, ProofVersion } from '@sw/protocol';
import { dateText } from '@/lib/format';
import { StatusBadge } from '@/ui/StatusBadge';
import { PROOF_STATUS_TEXT } from './format';
import { PinMarker, ProofPicture } from './ProofPicture';

/** The pins of a change request, numbered as on the picture, each with what should change there. */
export function PinList({ pins, testId = 'proof-pin-notes' }: { pins: ProofPin[]; testId?: string }) {
  if (!pins.length) return null;
  return (
    <ol className="mt-2 space-y-1.5" data-testid={testId}>
      {pins.map((pin, index) => (
        <li key={`${index}-${pin.x}-${pin.y}`} className="flex items-start gap-2 text-[13px] leading-snug text-ink">
          <PinMarker n={index + 1} className="!size-5 !text-[10px]" />
          <span className="pt-0.5">{pin.note || <span className="text-ink-muted">Marked on the picture</span>}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * One version of a line's proof: its number, status, the picture (with the pins of its change request, or of the one
 * being written: `draftPins` and `onPick`), the sales team's note and the buyer's decision.
 */
export function ProofVersionCard({
  version, side, latest = false, draftPins, onPick,
}: { version: ProofVersion; side: 'buyer' | 'staff'; latest?: boolean; draftPins?: ProofPin[]; onPick?: (x: number, y: number) => void }) {
  const status = PROOF_STATUS_TEXT[version.status];
  const decided = version.comment || version.pins.length;
  return (
    <article
      className={`min-w-0 rounded-[4px] border p-4 ${latest ? 'border-line-strong bg-surface' : 'border-line bg-surface-muted/50'}`}
      data-testid="proof-version"
      data-version={version.version}
      data-status={version.status}
    >
      <header className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-[13px] text-ink">
          <span className="font-medium">Version {version.version}</span>
          <span className="text-ink-muted"> · {latest ? 'latest' : 'previous'} · {dateText(version.postedAt)}</span>
        </p>
        <StatusBadge tone={status.tone} status={version.status} dense testId="proof-status">{status.label}</StatusBadge>
      </header>
      <ProofPicture
        file={version.file}
        picture={version.picture}
        pins={draftPins ?? version.pins}
        onPick={onPick}
        label={`Artwork proof, version ${version.version}`}
      />
      {version.note ? (
        <p className="mt-3 whitespace-pre-line break-words text-[13px] leading-relaxed text-ink" data-testid="proof-note">
          <span className="text-ink-muted">{side === 'buyer' ? 'From our sales team: ' : 'Note to the buyer: '}</span>
          {version.note}
        </p>
      ) : null}
      {decided && !draftPins ? (
        <div className="mt-3 border-t border-line pt-3" data-testid="proof-decision">
          <p className="text-[11px] font-medium uppercase tracking-[0.14em] text-ink-muted">
            {side === 'buyer' ? 'Your comment' : "The buyer's comment"}
            {version.decidedAt ? ` · ${dateText(version.decidedAt)}` : ''}
          </p>
          {version.comment ? <p className="mt-1 whitespace-pre-line break-words text-[13px] leading-relaxed text-ink" data-testid="proof-comment">{version.comment}</p> : null}
          <PinList pins={version.pins} />
        </div>
      ) : null}
    </article>
  );
}

'use client';
import type { PlacedBy } from '@sw/protocol';
import { VIEWER_NOTE } from '@/lib/copy';
import { useSeat } from '@/lib/member';

/** Who of the company placed an inquiry or order: 'you', or the colleague's name (records are shared in a company). */
export function PlacedByText({ placedBy, verb = 'Placed', className = '' }: { placedBy?: PlacedBy; verb?: string; className?: string }) {
  const seat = useSeat();
  if (!placedBy) return null;
  const mine = seat?.memId === placedBy.memId;
  return (
    <span className={className} data-testid="placed-by" data-mine={mine || undefined} title={mine ? undefined : placedBy.email || undefined}>
      {verb} by {mine ? 'you' : placedBy.nick || placedBy.email}
    </span>
  );
}

/** The note a viewer reads where a write would be: the role reads and downloads, the back-end refuses changes (20011). */
export function ViewerNote({ note = VIEWER_NOTE, className = '' }: { note?: string; className?: string }) {
  return (
    <p className={`rounded-[4px] border border-line bg-surface-muted/60 px-4 py-3 text-[13px] leading-relaxed text-ink-muted ${className}`} role="note" data-testid="viewer-note">
      {note}
    </p>
  );
}

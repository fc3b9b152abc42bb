'use client';
import { useId, useState } from 'react';
import { PROOF_LIMITS, type OrderProofs, type ProofVersion } from '@sw/protocol';
import { Alert, Field, SubmitButton, TextArea } from '@/ui/form';
import { CloseIcon } from '@/ui/icons';
import { refusalText, requestProofChanges } from './api';
import { PinMarker } from './ProofPicture';

/** A pin being placed: where, and what should change there. */
export interface DraftPin {
  x: number;
  y: number;
  note: string;
}

/**
 * The buyer's change request on the latest version: the pins they click on the picture (drawn by the card, listed here
 * with a note each) and what should change, sent together.
 */
export function ChangeRequestForm({
  proof, pins, onPinsChange, onCancel, onSent,
}: { proof: ProofVersion; pins: DraftPin[]; onPinsChange: (pins: DraftPin[]) => void; onCancel: () => void; onSent: (next: OrderProofs) => void }) {
  const id = useId();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!comment.trim()) return setProblem('Please say what should change.');
    setBusy(true);
    setProblem(null);
    const result = await requestProofChanges({
      proofId: proof.proofId,
      comment: comment.trim(),
      pins: pins.map((pin) => ({ x: pin.x, y: pin.y, ...(pin.note.trim() ? { note: pin.note.trim() } : {}) })),
    });
    setBusy(false);
    if (!result.ok) return setProblem(refusalText(result));
    onSent(result.data);
  }

  const setNote = (index: number, note: string) => onPinsChange(pins.map((pin, i) => (i === index ? { ...pin, note } : pin)));
  return (
    <form onSubmit={send} noValidate className="rounded-[4px] border border-accent-line bg-accent-soft/40 p-4" data-testid="proof-changes-form">
      <p className="mb-3 text-[13px] leading-relaxed text-ink">
        {proof.picture
          ? `Click the picture of version ${proof.version} to pin each place that should change (up to ${PROOF_LIMITS.maxPins}), then tell us what.`
          : 'Tell us what should change in this PDF proof.'}
      </p>
      {pins.length ? (
        <ol className="mb-3 space-y-2" aria-label="Your pins">
          {pins.map((pin, index) => (
            <li key={`${index}-${pin.x}-${pin.y}`} className="flex items-center gap-2">
              <PinMarker n={index + 1} />
              <label htmlFor={`${id}-pin-${index}`} className="sr-only">What should change at pin {index + 1}</label>
              <input
                id={`${id}-pin-${index}`}
                value={pin.note}
                maxLength={PROOF_LIMITS.maxPinNote}
                onChange={(event) => setNote(index, event.target.value)}
                placeholder={`What should change at pin ${index + 1}`}
                className="h-10 min-w-0 flex-1 rounded-[3px] border border-line bg-surface px-3 text-[14px] text-ink placeholder:text-ink-muted/70 focus:border-ink focus:outline-none"
                data-testid="proof-pin-note"
              />
              <button
                type="button"
                onClick={() => onPinsChange(pins.filter((_, i) => i !== index))}
                className="flex size-9 flex-none items-center justify-center rounded-full text-ink-muted hover:bg-surface hover:text-ink"
                aria-label={`Remove pin ${index + 1}`}
              >
                <CloseIcon size={15} />
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <Field label="What should change" id={`${id}-comment`} required>
        <TextArea
          id={`${id}-comment`}
          rows={3}
          maxLength={PROOF_LIMITS.maxComment}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          placeholder="E.g. the logo should be twice as big and centred."
          data-testid="proof-comment-input"
        />
      </Field>
      <Alert message={problem} testId="proof-changes-error" />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn btn-outline" onClick={onCancel}>Cancel</button>
        <SubmitButton busy={busy} className="sm:w-auto" data-testid="proof-changes-send">Send the changes</SubmitButton>
      </div>
    </form>
  );
}

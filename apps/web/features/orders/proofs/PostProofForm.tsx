'use client';
import { useId, useState } from 'react';
import { PROOF_LIMITS, type FileRef, type LineProofs, type OrderProofs } from '@sw/protocol';
import { toast } from '@/lib/toast';
import { compactInput } from '@/ui/console';
import { Alert, Field } from '@/ui/form';
import { ButtonSpinner } from '@/ui/icons';
import { Uploader } from '@/ui/Uploader';
import { postProof, refusalText } from './api';

/** The next version of a line's proof: one picture or PDF from the proof/ folder and a note; the buyer is emailed. */
export function PostProofForm({ orderId, line, onPosted, onCancel }: { orderId: string; line: LineProofs; onPosted: (next: OrderProofs) => void; onCancel?: () => void }) {
  const id = useId();
  const [files, setFiles] = useState<FileRef[]>([]);
  const [note, setNote] = useState('');
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const version = (line.versions[0]?.version ?? 0) + 1;

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    const file = files[0];
    if (!file) return setProblem('Please upload the proof first.');
    setBusy(true);
    setProblem(null);
    const result = await postProof({ orderId, lineId: line.lineId, file, ...(note.trim() ? { note: note.trim() } : {}) });
    setBusy(false);
    if (!result.ok) return setProblem(refusalText(result));
    toast.success(`Proof version ${version} of ${line.title} is posted; the buyer is emailed.`);
    setFiles([]);
    setNote('');
    onPosted(result.data);
  }

  return (
    <form onSubmit={send} noValidate className="space-y-3 rounded-[3px] border border-line bg-surface-muted/60 p-4" data-testid="post-proof-form">
      <Uploader
        folder="proof"
        maxFiles={1}
        accept=".png,.jpg,.jpeg,.webp,.pdf"
        value={files}
        onChange={setFiles}
        onBusyChange={setUploading}
        label={`Proof version ${version}`}
        hint="A picture (PNG, JPG, WebP) the buyer can pin comments on, or a PDF"
      />
      <Field label="Note to the buyer" id={`${id}-note`} optional>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={PROOF_LIMITS.maxNote}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          className={`${compactInput} h-auto py-2`}
          placeholder="e.g. Laser engraved, 2 mm high, centred on the band."
          data-testid="post-proof-note"
        />
      </Field>
      <Alert message={problem} testId="post-proof-error" />
      <div className="flex justify-end gap-3">
        {onCancel ? <button type="button" className="btn h-10 min-h-10 px-4 text-ink-muted hover:text-ink" onClick={onCancel}>Cancel</button> : null}
        <button type="submit" disabled={busy || uploading} className="btn btn-primary h-10 min-h-10 disabled:opacity-60" data-testid="post-proof-send">
          {busy ? <ButtonSpinner /> : null}
          Send version {version} to the buyer
        </button>
      </div>
    </form>
  );
}

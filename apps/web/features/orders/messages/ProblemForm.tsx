'use client';
import { useId, useState } from 'react';
import { ORDER_PROBLEM_KIND_TEXT, ORDER_PROBLEM_KINDS, ORDER_THREAD_LIMITS, type FileRef, type OrderDetail, type OrderMessage, type OrderProblemKind } from '@sw/protocol';
import { Alert, Field, SubmitButton, TextArea } from '@/ui/form';
import { Uploader } from '@/ui/Uploader';
import { refusalText, reportOrderProblem } from './api';
import { ProblemLines, type PickedLines } from './ProblemLines';

/** The problem report: what happened, which lines (pieces optional), a description and photos (message/ folder). */
export function ProblemForm({ detail, onCancel, onReported }: { detail: OrderDetail; onCancel: () => void; onReported: (message: OrderMessage) => void }) {
  const id = useId();
  const [kind, setKind] = useState<OrderProblemKind | null>(null);
  const [lines, setLines] = useState<PickedLines>({});
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<FileRef[]>([]);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    const picked = Object.entries(lines).map(([lineId, qty]) => ({ lineId, ...(qty ? { qty: Number(qty) } : {}) }));
    if (!kind) return setProblem('Please choose what happened.');
    if (kind !== 'other' && !picked.length) return setProblem('Please choose the lines the problem concerns.');
    if (!description.trim()) return setProblem('Please describe what happened.');
    setBusy(true);
    setProblem(null);
    const result = await reportOrderProblem({ orderId: detail.orderId, kind, lines: picked, description: description.trim(), files });
    setBusy(false);
    if (!result.ok) return setProblem(`Your report was not sent: ${refusalText(result)}`);
    onReported(result.data);
  }

  return (
    <form onSubmit={send} className="mt-6 space-y-5" data-testid="problem-form" noValidate>
      <fieldset className="min-w-0">
        <legend className="mb-2 text-[11px] font-medium uppercase tracking-[0.16em] text-ink-muted">What happened?</legend>
        <div className="flex flex-wrap gap-2">
          {ORDER_PROBLEM_KINDS.map((value) => (
            <label
              key={value}
              className={`cursor-pointer rounded-full border px-3.5 py-2 text-[13px] transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/40 ${
                kind === value ? 'border-ink bg-ink text-surface' : 'border-line bg-surface text-ink hover:border-ink/40'
              }`}
            >
              <input type="radio" name={`${id}-kind`} value={value} checked={kind === value} onChange={() => {
                  setKind(value);
                  setProblem(null);
                }} className="sr-only" data-testid={`problem-kind-${value}`} />
              {ORDER_PROBLEM_KIND_TEXT[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <ProblemLines
        detail={detail}
        value={lines}
        onChange={(next) => {
          setLines(next);
          setProblem(null);
        }}
        optional={kind === 'other'}
      />
      <Field label="What you found" id={`${id}-description`} required>
        <TextArea
          id={`${id}-description`}
          rows={4}
          maxLength={ORDER_THREAD_LIMITS.maxMessage}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder="E.g. 12 of the 600 pendants arrived with bent bails; the outer carton was crushed."
          data-testid="problem-description"
        />
      </Field>
      <Uploader
        folder="message"
        maxFiles={ORDER_THREAD_LIMITS.maxProblemPhotos}
        accept=".png,.jpg,.jpeg,.webp,.gif,.pdf"
        value={files}
        onChange={setFiles}
        onBusyChange={setUploading}
        label="Photos"
        hint="Pictures of the goods and the packaging help us settle it quickly."
        disabled={busy}
      />
      <Alert message={problem} testId="problem-error" />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn btn-outline" onClick={onCancel}>Not now</button>
        <SubmitButton busy={busy} disabled={uploading} className="sm:w-auto" data-testid="problem-send">
          {uploading ? 'Uploading…' : 'Send the report'}
        </SubmitButton>
      </div>
    </form>
  );
}

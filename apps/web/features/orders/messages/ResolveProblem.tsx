'use client';
import { useId, useState } from 'react';
import { errorMessage, ORDER_LIMITS, ORDER_PROBLEM_KIND_TEXT, type OrderMessage, type OrderProblem } from '@sw/protocol';
import { toast } from '@/lib/toast';
import { Dialog } from '@/ui/Dialog';
import { Alert, Field, SubmitButton, TextArea } from '@/ui/form';
import { resolveOrderProblem } from './api';

/** Marks an open problem report resolved with a note the buyer reads (audited, emailed to the buyer). */
export function ResolveProblem({ problem, onResolved }: { problem: OrderProblem; onResolved: (message: OrderMessage) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (!note.trim()) return setRefusal('Please say how the problem was resolved.');
    setBusy(true);
    setRefusal(null);
    const result = await resolveOrderProblem({ problemId: problem.problemId, note: note.trim() });
    setBusy(false);
    if (!result.ok) return setRefusal(errorMessage(result));
    toast.success('The report is resolved; the buyer was emailed.');
    setOpen(false);
    onResolved(result.data);
  }

  return (
    <div>
      <button type="button" className="btn btn-outline h-8 min-h-8 px-3 text-[11px]" onClick={() => setOpen(true)} data-testid="problem-resolve">
        Mark resolved…
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Resolve: ${ORDER_PROBLEM_KIND_TEXT[problem.kind].toLowerCase()}`}
        description="Say what was done (a replacement, a credit, a refund). The buyer reads the note on the order and by email."
      >
        <form onSubmit={send} className="mt-5 space-y-4" data-testid="resolve-form">
          <Field label="How it was resolved" id={`${id}-note`} required>
            <TextArea
              id={`${id}-note`}
              rows={4}
              maxLength={ORDER_LIMITS.maxNote}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder="E.g. 12 replacements ship with DHL on Monday; tracking follows."
              data-testid="resolve-note"
            />
          </Field>
          <Alert message={refusal} testId="resolve-error" />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>Not yet</button>
            <SubmitButton busy={busy} className="sm:w-auto" data-testid="resolve-confirm">Mark resolved</SubmitButton>
          </div>
        </form>
      </Dialog>
    </div>
  );
}

'use client';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { errorMessage, type CallResult } from '@sw/protocol';
import { notify } from '@/lib/toast';
import { Dialog } from '@/ui/Dialog';
import { Alert, Field, TextArea } from '@/ui/form';
import { ButtonSpinner } from '@/ui/icons';

/**
 * A console action that asks for a line of text first (the message to a buyer, a lead's note, why an account
 * is disabled): a button that opens a dialog with the text box, sends, says what happened and refreshes the page.
 */
export function NoteDialog({
  label, title, description, field, placeholder, required = false, max, confirm, done, send, tone = 'outline', testId,
}: {
  label: string;
  title: string;
  description?: string;
  field: string;
  placeholder?: string;
  required?: boolean;
  max: number;
  confirm: string;
  done: string;
  send: (text: string | undefined) => Promise<CallResult<unknown>>;
  tone?: 'outline' | 'primary';
  testId?: string;
}) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const value = text.trim();
    if (required && !value) return setProblem('Please write it first.');
    if (value.length > max) return setProblem(`At most ${max} characters.`);
    setProblem(null);
    setBusy(true);
    setFailure(null);
    const result = await send(value || undefined);
    setBusy(false);
    if (!result.ok) return setFailure(errorMessage(result));
    setOpen(false);
    setText('');
    notify(done);
    router.refresh();
  }

  return (
    <>
      <button
        type="button"
        className={`btn ${tone === 'primary' ? 'btn-primary' : 'btn-outline'} h-9 min-h-9 px-3 text-[12px]`}
        data-testid={testId}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <Dialog open={open} onOpenChange={setOpen} title={title} size="md" description={description}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Field label={field} id={id} optional={!required} required={required} error={problem}>
            <TextArea id={id} rows={4} value={text} invalid={Boolean(problem)} onChange={(event) => setText(event.target.value)} placeholder={placeholder} />
          </Field>
          <Alert message={failure} />
          <div className="mt-2 flex justify-end gap-3">
            <button type="button" className="btn h-10 min-h-10 px-4 text-ink-muted hover:text-ink" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit" disabled={busy} className="btn btn-primary h-10 min-h-10 disabled:opacity-60" data-testid={testId ? `${testId}-confirm` : undefined}>
              {busy ? <ButtonSpinner /> : null}
              {confirm}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

/** A console action without text: one click, then the page refreshes (busy while it runs). */
export function ActionButton({
  label, done, send, tone = 'outline', testId,
}: { label: string; done: string; send: () => Promise<CallResult<unknown>>; tone?: 'outline' | 'primary'; testId?: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    const result = await send();
    setBusy(false);
    if (!result.ok) return notify(errorMessage(result), 2);
    notify(done);
    router.refresh();
  }
  return (
    <button
      type="button"
      disabled={busy}
      className={`btn ${tone === 'primary' ? 'btn-primary' : 'btn-outline'} h-9 min-h-9 px-3 text-[12px] disabled:opacity-60`}
      data-testid={testId}
      onClick={() => void run()}
    >
      {busy ? <ButtonSpinner /> : null}
      {label}
    </button>
  );
}

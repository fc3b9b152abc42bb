'use client';
import { useState } from 'react';
import type { FileRef } from '@sw/protocol';
import { inputClass } from '@/ui/form';
import { AlertIcon, ButtonSpinner } from '@/ui/icons';
import type { MessageDraft } from '@/ui/threadTypes';
import { Uploader } from '@/ui/Uploader';

/**
 * A thread's writer: the message, attachments once asked for (upload folder message/), Ctrl + Enter or the button to
 * send. The draft stays when `onSend` answers a refusal, shown under it. `id` is the textarea's (the thread's own id).
 */
export function ThreadWriter({ id, onSend, otherSideName, maxFiles, maxLength }: {
  id: string;
  onSend: (draft: MessageDraft) => Promise<string | null>;
  otherSideName: string;
  maxFiles: number;
  maxLength: number;
}) {
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<FileRef[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [attachOpen, setAttachOpen] = useState(false);

  async function send() {
    const text = body.trim();
    if (!text && files.length === 0) {
      setProblem('Please write a message or attach a file.');
      return;
    }
    setSending(true);
    setProblem(null);
    const refusal = await onSend({ body: text, files });
    setSending(false);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setBody('');
    setFiles([]);
    setAttachOpen(false);
  }

  return (
    <form
      className="space-y-3 border-t border-line px-5 py-5 sm:px-6"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={id} className="sr-only">Your message</label>
      <textarea
        id={id}
        value={body}
        maxLength={maxLength}
        rows={3}
        placeholder={`Write to ${otherSideName}…`}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            void send();
          }
        }}
        className={`${inputClass} h-auto resize-y py-3`}
        data-testid="thread-body"
      />
      {attachOpen || files.length ? (
        <Uploader
          folder="message"
          maxFiles={maxFiles}
          value={files}
          onChange={setFiles}
          onBusyChange={setUploading}
          label="Attachments"
          hint="Pictures, artwork or documents"
          disabled={sending}
        />
      ) : null}
      {problem ? (
        <p className="flex items-start gap-2 text-[13px] text-red-800" role="alert" data-testid="thread-error">
          <AlertIcon size={15} className="mt-[2px] flex-none" />
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {attachOpen || files.length ? (
          <span className="text-[12px] text-ink-faint">Ctrl + Enter sends</span>
        ) : (
          <button type="button" className="text-[13px] font-medium text-ink underline decoration-accent/60 underline-offset-4 hover:text-accent-strong" onClick={() => setAttachOpen(true)} data-testid="thread-attach">
            Attach files
          </button>
        )}
        <button type="submit" className="btn btn-primary min-w-[140px]" disabled={sending || uploading} data-testid="thread-send">
          {sending ? <ButtonSpinner /> : null}
          {uploading ? 'Uploading…' : 'Send message'}
        </button>
      </div>
    </form>
  );
}

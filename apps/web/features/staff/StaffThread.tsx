'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { errorMessage, INQUIRY_LIMITS, type FileRef, type InquiryMessage } from '@sw/protocol';
import { notify } from '@/lib/toast';
import { Alert, inputClass } from '@/ui/form';
import { ButtonSpinner } from '@/ui/icons';
import { Uploader } from '@/ui/Uploader';
import { sendStaffMessage } from './api';
import { Panel } from './ConsoleLayout';
import { FileList } from './FileList';
import { dateTimeText } from './format';

/** The inquiry's messages with the buyer; the sales team writes and attaches files here. */
export function StaffThread({ inquiryId, messages }: { inquiryId: string; messages: InquiryMessage[] }) {
  const router = useRouter();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<FileRef[]>([]);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);

  async function send() {
    setFailure(null);
    if (!body.trim() && files.length === 0) {
      setFailure('Please write a message or attach a file.');
      return;
    }
    setBusy(true);
    const result = await sendStaffMessage({ inquiryId, body: body.trim(), files });
    setBusy(false);
    if (!result.ok) {
      setFailure(errorMessage(result));
      return;
    }
    setBody('');
    setFiles([]);
    setResetKey((k) => k + 1);
    notify('Message sent to the buyer.');
    router.refresh();
  }

  return (
    <Panel title="Messages" testId="message-thread">
      {messages.length === 0 ? (
        <p className="pb-3 text-[13px] text-ink-muted">No messages yet. The buyer is emailed about every message you send.</p>
      ) : (
        <ol className="mb-4 space-y-3" data-testid="messages">
          {messages.map((message) => {
            const mine = message.side === 'staff';
            return (
              <li key={message.messageId} data-testid="message" data-side={message.side} className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
                <div className={`max-w-[85%] rounded-[4px] border px-3.5 py-2.5 ${mine ? 'border-accent-line bg-accent-soft' : 'border-line bg-surface-muted'}`}>
                  <p className="mb-1 text-[11px] text-ink-muted">
                    <span className="font-medium text-ink">{mine ? 'Sales team' : message.authorName}</span> · {dateTimeText(message.createdAt)}
                    {mine ? <span className="ml-1">{message.readByOtherSide ? '· read' : '· not read yet'}</span> : null}
                  </p>
                  {message.body ? <p className="whitespace-pre-line break-words text-[14px] text-ink">{message.body}</p> : null}
                  {message.files.length ? (
                    <div className="mt-2">
                      <FileList files={message.files} compact />
                    </div>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <form
        noValidate
        className="space-y-3 border-t border-line pt-4"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label className="block">
          <span className="sr-only">Message to the buyer</span>
          <textarea
            name="message"
            rows={3}
            maxLength={INQUIRY_LIMITS.maxMessage}
            placeholder="Write to the buyer…"
            className={`${inputClass} h-auto resize-y py-2 text-[14px]`}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        </label>
        <Uploader
          key={resetKey}
          folder="message"
          maxFiles={INQUIRY_LIMITS.maxMessageFiles}
          value={files}
          onChange={setFiles}
          onBusyChange={setUploading}
          label="Attach files"
          hint={`Up to ${INQUIRY_LIMITS.maxMessageFiles} files.`}
        />
        <Alert message={failure} testId="message-error" />
        <div className="flex justify-end">
          <button type="submit" disabled={busy || uploading} className="btn btn-primary h-10 min-h-10 disabled:opacity-60" data-testid="send-message">
            {busy ? <ButtonSpinner /> : null}
            Send message
          </button>
        </div>
      </form>
    </Panel>
  );
}

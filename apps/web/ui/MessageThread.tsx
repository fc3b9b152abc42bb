'use client';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { FileRef, ThreadMessage } from '@sw/protocol';
import { Attachments } from '@/ui/Attachments';
import { Uploader } from '@/ui/Uploader';
import { inputClass } from '@/ui/form';
import { VIEWER_NOTE } from '@/lib/copy';
import { useSeat } from '@/lib/member';
import { AlertIcon, ButtonSpinner, ChatIcon, CheckIcon } from '@/ui/icons';

export type ThreadSide = ThreadMessage['side'];

export interface MessageDraft {
  body: string;
  files: FileRef[];
}

export interface MessageThreadProps<M extends ThreadMessage = ThreadMessage> {
  messages: M[];
  /** Who is reading: their own messages sit on the right, the other side's unread ones carry a 'New' marker. */
  viewerSide: ThreadSide;
  /** Sends a message; answers null when sent, or the refusal in words (the draft is kept). */
  onSend: (draft: MessageDraft) => Promise<string | null>;
  /**
   * How many of the other side's latest messages were unread before this reading (the summary's `unread`):
   * reading a thread marks them read, so the markers come from the count taken before. Without it, the other
   * side's messages the answer still reports unread are marked.
   */
  newCount?: number;
  /** The thread is being loaded. */
  loading?: boolean;
  /** The thread could not be loaded (in words), with a way to try again. */
  loadError?: string | null;
  onRetry?: () => void;
  /** Why writing is closed (e.g. a finished inquiry), or nothing when the viewer may write. */
  closedNote?: string | null;
  /** The other side's name as the empty thread mentions it ('our sales team', 'the buyer'). */
  otherSideName?: string;
  maxFiles?: number;
  maxLength?: number;
  title?: string;
  /** What the thread is about, as the empty thread says it ('this inquiry', 'this order'). */
  about?: string;
  /** More of a message under its words and files (an order's problem report). */
  renderExtra?: (message: M) => ReactNode;
  /** Messages drawn flagged (an open problem report). */
  flagged?: (message: M) => boolean;
}

const time = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

function Bubble({ message, own, isNew, extra, flagged }: { message: ThreadMessage; own: boolean; isNew: boolean; extra?: ReactNode; flagged?: boolean }) {
  const unreadByViewer = isNew;
  return (
    <li
      className={`flex ${own ? 'justify-end' : 'justify-start'}`}
      data-testid="thread-message"
      data-side={message.side}
      data-unread={unreadByViewer || undefined}
      data-flagged={flagged || undefined}
    >
      <div className={`w-full max-w-[560px] sm:w-auto sm:min-w-[240px] ${own ? 'text-right' : ''}`}>
        <p className={`mb-1.5 flex items-center gap-2 text-[12px] text-ink-muted ${own ? 'justify-end' : ''}`}>
          <span className="font-medium text-ink">{own ? 'You' : message.authorName}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
          {unreadByViewer ? (
            <span className="rounded-full bg-accent px-2 py-0.5 text-[10px] font-medium uppercase tracking-[0.14em] text-brand-ink" data-testid="thread-new">
              New
            </span>
          ) : null}
        </p>
        <div
          className={`rounded-[6px] border px-4 py-3 text-left text-[14px] leading-relaxed ${
            flagged ? 'border-red-800/40 bg-red-50 text-ink' : own ? 'border-accent/30 bg-accent-soft/50 text-ink' : 'border-line bg-surface text-ink'
          } ${unreadByViewer ? 'ring-1 ring-accent/40' : ''}`}
        >
          {extra}
          {message.body ? <p className="whitespace-pre-line break-words">{message.body}</p> : null}
          {message.files.length ? (
            <div className={message.body ? 'mt-3' : ''}>
              <Attachments files={message.files} size="small" label="Attached files" />
            </div>
          ) : null}
        </div>
        {own ? (
          <p className="mt-1 inline-flex items-center gap-1 text-[11px] text-ink-faint" data-testid="thread-read">
            {message.readByOtherSide ? (
              <>
                <CheckIcon size={12} /> Read
              </>
            ) : (
              'Sent'
            )}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The thread's list: a skeleton while it loads, the refusal with a retry, what an empty thread means, or the messages. */
function ThreadBody<M extends ThreadMessage>({
  messages, viewerSide, viewerId, newIds, loading, loadError, onRetry, otherSideName, about, renderExtra, flagged,
}: Pick<MessageThreadProps<M>, 'messages' | 'viewerSide' | 'loading' | 'loadError' | 'onRetry' | 'renderExtra' | 'flagged'> & {
  newIds: ReadonlySet<string>;
  /** The reading buyer's id: a colleague's message of the same side is theirs, not 'You'. */
  viewerId?: string;
  otherSideName: string;
  about: string;
}) {
  return loading ? (
    <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading messages">
      {[0, 1].map((i) => (
        <div key={i} className={`flex ${i ? 'justify-end' : ''}`}>
          <div className="h-16 w-3/4 max-w-[420px] animate-pulse rounded-[6px] bg-line/60" />
        </div>
      ))}
    </div>
  ) : loadError ? (
    <div className="flex flex-wrap items-center gap-3 text-[14px] text-red-800" role="alert">
      <AlertIcon size={16} />
      <span>{loadError}</span>
      {onRetry ? (
        <button type="button" className="text-[13px] font-medium text-ink underline underline-offset-4" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  ) : messages.length === 0 ? (
    <p className="py-4 text-center text-[14px] text-ink-muted" data-testid="thread-empty">
      No messages yet. Write to {otherSideName} about {about}: questions, changes, files.
    </p>
  ) : (
    <ol className="space-y-5" data-testid="thread-list">
      {messages.map((message) => (
        <Bubble
          key={message.messageId}
          message={message}
          own={message.side === viewerSide && (!viewerId || !message.authorId || message.authorId === viewerId)}
          isNew={newIds.has(message.messageId)}
          extra={renderExtra?.(message)}
          flagged={flagged?.(message)}
        />
      ))}
    </ol>
  );
}

/**
 * The message thread of an inquiry or an order, for either side (buyer pages and the staff console): oldest first,
 * unread markers, and a writer with attachments (upload folder message/). Presentational: the caller loads
 * the messages and sends through `onSend`.
 */
export function MessageThread<M extends ThreadMessage>({
  messages, viewerSide, onSend, newCount, loading, loadError, onRetry, closedNote, otherSideName = viewerSide === 'buyer' ? 'our sales team' : 'the buyer',
  maxFiles = 5, maxLength = 4000, title = 'Messages', about = 'this inquiry', renderExtra, flagged,
}: MessageThreadProps<M>) {
  const bodyId = useId();
  const seat = useSeat();
  const viewerId = viewerSide === 'buyer' ? seat?.memId : undefined;
  // A viewer of the company reads the thread but writes nothing (the back-end refuses it with 20011).
  const writeClosed = closedNote || (viewerSide === 'buyer' && seat?.companyRole === 'viewer' ? VIEWER_NOTE : null);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<FileRef[]>([]);
  const [uploading, setUploading] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [attachOpen, setAttachOpen] = useState(false);
  /** The scrolling list: kept at its newest message without moving the page. */
  const listRef = useRef<HTMLDivElement>(null);
  const count = messages.length;
  const fromOther = messages.filter((m) => m.side !== viewerSide);
  const newIds = new Set(
    (newCount === undefined ? fromOther.filter((m) => !m.readByOtherSide) : newCount > 0 ? fromOther.slice(-newCount) : []).map((m) => m.messageId),
  );
  const unread = newIds.size;

  useEffect(() => {
    const list = listRef.current;
    if (count && list) list.scrollTop = list.scrollHeight;
  }, [count]);

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
    <section aria-labelledby={`${bodyId}-title`} className="rounded-[4px] border border-line bg-surface" data-testid="message-thread">
      <header className="flex items-center justify-between gap-3 border-b border-line px-5 py-4 sm:px-6">
        <h2 id={`${bodyId}-title`} className="flex items-center gap-2.5 font-display text-[22px] leading-tight text-ink">
          <ChatIcon size={18} className="text-accent-strong" />
          {title}
        </h2>
        {unread ? (
          <span className="whitespace-nowrap text-[12px] font-medium text-accent-strong" data-testid="thread-unread">
            {unread} new
          </span>
        ) : null}
      </header>

      <div ref={listRef} className="max-h-[560px] overflow-y-auto bg-surface-muted/40 px-4 py-5 sm:px-6">
        <ThreadBody
          messages={messages}
          viewerSide={viewerSide}
          viewerId={viewerId}
          newIds={newIds}
          loading={loading}
          loadError={loadError}
          onRetry={onRetry}
          otherSideName={otherSideName}
          about={about}
          renderExtra={renderExtra}
          flagged={flagged}
        />
      </div>

      {writeClosed ? (
        <p className="border-t border-line px-5 py-4 text-[13px] text-ink-muted sm:px-6" data-testid="thread-closed">{writeClosed}</p>
      ) : (
        <form
          className="space-y-3 border-t border-line px-5 py-5 sm:px-6"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label htmlFor={bodyId} className="sr-only">Your message</label>
          <textarea
            id={bodyId}
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
      )}
    </section>
  );
}

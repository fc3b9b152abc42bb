import type { ReactNode } from 'react';
import type { ThreadMessage } from '@sw/protocol';
import { Attachments } from '@/ui/Attachments';
import { AlertIcon, CheckIcon } from '@/ui/icons';
import type { MessageThreadProps } from '@/ui/threadTypes';

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
export function ThreadBody<M extends ThreadMessage>({
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

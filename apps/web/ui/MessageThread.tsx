'use client';
import { useEffect, useId, useRef } from 'react';
import type { ThreadMessage } from '@sw/protocol';
import { VIEWER_NOTE } from '@/lib/copy';
import { useSeat } from '@/lib/member';
import { ChatIcon } from '@/ui/icons';
import { ThreadBody } from '@/ui/ThreadMessages';
import { ThreadWriter } from '@/ui/ThreadWriter';
import type { MessageThreadProps } from '@/ui/threadTypes';

export type { MessageDraft, MessageThreadProps, ThreadSide } from '@/ui/threadTypes';

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
        <ThreadWriter id={bodyId} onSend={onSend} otherSideName={otherSideName} maxFiles={maxFiles} maxLength={maxLength} />
      )}
    </section>
  );
}

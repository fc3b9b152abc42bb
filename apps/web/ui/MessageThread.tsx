'use client';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { FileRef, ThreadMessage } from '@sw/protocol';
import { VIEWER_NOTE } from '@/lib/copy';
import { useSeat } from '@/lib/member';
import { ChatIcon } from '@/ui/icons';
import { ThreadBody } from '@/ui/ThreadMessages';
import { ThreadWriter } from '@/ui/ThreadWriter';

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

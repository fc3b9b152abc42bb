import type { ReactNode } from 'react';
import type { FileRef, ThreadMessage } from '@sw/protocol';

// The thread's props, apart from MessageThread so that its parts (ThreadMessages, ThreadWriter) can name them without
// importing the component that imports them.

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

'use client';
import { INQUIRY_LIMITS, type InquiryMessage } from '@sw/protocol';
import { useLoad } from '@/lib/useLoad';
import { MessageThread } from '@/ui/MessageThread';
import { loadMessages, refusalText, sendMessage } from './api';

/** The buyer's side of an inquiry's thread: loads it (marking the sales team's messages read) and sends. */
export function InquiryThread({ inquiryId, unreadBefore, closed }: { inquiryId: string; unreadBefore: number; closed: boolean }) {
  const { value: answer, loading, reload, set } = useLoad(inquiryId, async (): Promise<{ messages: InquiryMessage[]; problem: string | null }> => {
    const result = await loadMessages(inquiryId);
    return result.ok ? { messages: result.data, problem: null } : { messages: [], problem: `The messages could not be loaded: ${refusalText(result)}` };
  });
  const messages = answer?.messages ?? [];

  return (
    <MessageThread
      messages={messages}
      viewerSide="buyer"
      newCount={unreadBefore}
      loading={loading}
      loadError={loading ? null : (answer?.problem ?? null)}
      onRetry={reload}
      maxFiles={INQUIRY_LIMITS.maxMessageFiles}
      maxLength={INQUIRY_LIMITS.maxMessage}
      closedNote={closed ? 'This inquiry is closed. For anything new, send a new inquiry or use the contact button.' : null}
      onSend={async (draft) => {
        const result = await sendMessage({ inquiryId, body: draft.body, files: draft.files });
        if (!result.ok) return `Your message was not sent: ${refusalText(result)}`;
        set((current) => ({ ...current, messages: [...current.messages, result.data] }));
        return null;
      }}
    />
  );
}

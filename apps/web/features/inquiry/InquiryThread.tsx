'use client';
import { useCallback, useEffect, useState } from 'react';
import { INQUIRY_LIMITS, type InquiryMessage } from '@sw/protocol';
import { MessageThread } from '@/ui/MessageThread';
import { loadMessages, refusalText, sendMessage } from './api';

/** The buyer's side of an inquiry's thread: loads it (marking the sales team's messages read) and sends. */
export function InquiryThread({ inquiryId, unreadBefore, closed }: { inquiryId: string; unreadBefore: number; closed: boolean }) {
  const [messages, setMessages] = useState<InquiryMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    setProblem(null);
    const result = await loadMessages(inquiryId);
    setLoading(false);
    if (result.ok) setMessages(result.data);
    else setProblem(`The messages could not be loaded: ${refusalText(result)}`);
  }, [inquiryId]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <MessageThread
      messages={messages}
      viewerSide="buyer"
      newCount={unreadBefore}
      loading={loading}
      loadError={problem}
      onRetry={() => void load()}
      maxFiles={INQUIRY_LIMITS.maxMessageFiles}
      maxLength={INQUIRY_LIMITS.maxMessage}
      closedNote={closed ? 'This inquiry is closed. For anything new, send a new inquiry or use the contact button.' : null}
      onSend={async (draft) => {
        const result = await sendMessage({ inquiryId, body: draft.body, files: draft.files });
        if (!result.ok) return `Your message was not sent: ${refusalText(result)}`;
        setMessages((current) => [...current, result.data]);
        return null;
      }}
    />
  );
}

'use client';
import { useEffect, useState } from 'react';
import { INQUIRY_LIMITS, type InquiryMessage } from '@sw/protocol';
import { MessageThread } from '@/ui/MessageThread';
import { loadMessages, refusalText, sendMessage } from './api';

/** The buyer's side of an inquiry's thread: loads it (marking the sales team's messages read) and sends. */
export function InquiryThread({ inquiryId, unreadBefore, closed }: { inquiryId: string; unreadBefore: number; closed: boolean }) {
  const [attempt, setAttempt] = useState(0);
  const key = `${inquiryId}|${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; messages: InquiryMessage[]; problem: string | null } | null>(null);
  const loading = answer?.key !== key;
  const messages = answer?.messages ?? [];

  useEffect(() => {
    let live = true;
    void loadMessages(inquiryId).then((result) => {
      if (!live) return;
      if (result.ok) setAnswer({ key, messages: result.data, problem: null });
      else setAnswer({ key, messages: [], problem: `The messages could not be loaded: ${refusalText(result)}` });
    });
    return () => {
      live = false;
    };
  }, [inquiryId, key]);

  return (
    <MessageThread
      messages={messages}
      viewerSide="buyer"
      newCount={unreadBefore}
      loading={loading}
      loadError={loading ? null : (answer?.problem ?? null)}
      onRetry={() => setAttempt((n) => n + 1)}
      maxFiles={INQUIRY_LIMITS.maxMessageFiles}
      maxLength={INQUIRY_LIMITS.maxMessage}
      closedNote={closed ? 'This inquiry is closed. For anything new, send a new inquiry or use the contact button.' : null}
      onSend={async (draft) => {
        const result = await sendMessage({ inquiryId, body: draft.body, files: draft.files });
        if (!result.ok) return `Your message was not sent: ${refusalText(result)}`;
        setAnswer((current) => (current ? { ...current, messages: [...current.messages, result.data] } : current));
        return null;
      }}
    />
  );
}

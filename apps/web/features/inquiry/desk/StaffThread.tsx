'use client';
import { useRouter } from 'next/navigation';
import { errorMessage, INQUIRY_LIMITS, type InquiryMessage, type InquiryStatus, isFinalStatus, INQUIRY_FLOW } from '@sw/protocol';
import { MessageThread } from '@/ui/MessageThread';
import { sendStaffMessage } from './api';

/** The inquiry's thread from the sales side: staff write and attach files; the buyer is emailed about each message. */
export function StaffThread({
  inquiryId, messages, unread, status,
}: { inquiryId: string; messages: InquiryMessage[]; unread: number; status: InquiryStatus }) {
  const router = useRouter();
  return (
    <MessageThread
      messages={messages}
      viewerSide="staff"
      newCount={unread}
      maxFiles={INQUIRY_LIMITS.maxMessageFiles}
      maxLength={INQUIRY_LIMITS.maxMessage}
      closedNote={isFinalStatus(INQUIRY_FLOW, status) ? 'This inquiry is closed; the thread is kept for reference.' : null}
      onSend={async (draft) => {
        const result = await sendStaffMessage({ inquiryId, body: draft.body, files: draft.files });
        if (!result.ok) return errorMessage(result);
        router.refresh();
        return null;
      }}
    />
  );
}

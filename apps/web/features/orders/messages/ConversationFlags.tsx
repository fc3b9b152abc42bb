import type { OrderConversation } from '@sw/protocol';
import { AlertIcon } from '@/ui/icons';
import { UnreadBadge } from '@/ui/UnreadBadge';

/** An order's unread buyer messages and open problem reports, beside its number on the desk. */
export function ConversationFlags({ conversation }: { conversation: OrderConversation }) {
  return (
    <>
      <UnreadBadge count={conversation.unread} />
      {conversation.openProblems ? (
        <span
          className="inline-flex items-center gap-1 rounded-full border border-red-800/30 bg-red-50 px-2 py-0.5 text-[11px] font-semibold text-red-900"
          title={`${conversation.openProblems} open problem report${conversation.openProblems === 1 ? '' : 's'}`}
          data-testid="problem-flag"
        >
          <AlertIcon size={12} />
          Problem
        </span>
      ) : null}
    </>
  );
}

'use client';
import { useRouter } from 'next/navigation';
import { errorMessage, ORDER_THREAD_LIMITS, type OrderMessage, type OrderThread, type StaffOrderView } from '@sw/protocol';
import { useLoad } from '@/lib/useLoad';
import { MessageThread } from '@/ui/MessageThread';
import { loadStaffOrderThread, sendStaffOrderMessage } from '../../messages/api';
import { ProblemFacts } from '../../messages/ProblemFacts';
import { ResolveProblem } from './ResolveProblem';

type Answer = { thread: OrderThread | null; problem: string | null };

/**
 * The order's conversation from the sales side: loading it marks the buyer's messages read; staff write and attach
 * files (the buyer is emailed); open problem reports are flagged, each with its way to resolve it.
 */
export function DeskConversation({ view }: { view: StaffOrderView }) {
  const router = useRouter();
  const { value: answer, loading, reload, set } = useLoad(view.orderId, async (): Promise<Answer> => {
    const result = await loadStaffOrderThread(view.orderId);
    return result.ok ? { thread: result.data, problem: null } : { thread: null, problem: `The messages could not be loaded: ${errorMessage(result)}` };
  });
  const thread = answer?.thread;
  const replace = (message: OrderMessage) =>
    set((current) => (current.thread ? { ...current, thread: { ...current.thread, messages: current.thread.messages.map((m) => (m.messageId === message.messageId ? message : m)) } } : current));

  return (
    <div id="messages" className="scroll-mt-24" data-testid="desk-conversation">
      <MessageThread<OrderMessage>
        title="Conversation"
        messages={thread?.messages ?? []}
        viewerSide="staff"
        newCount={view.conversation.unread}
        loading={loading}
        loadError={loading ? null : (answer?.problem ?? null)}
        onRetry={reload}
        about="this order"
        maxFiles={ORDER_THREAD_LIMITS.maxMessageFiles}
        maxLength={ORDER_THREAD_LIMITS.maxMessage}
        closedNote={thread?.closed ?? null}
        flagged={(message) => message.problem?.status === 'open'}
        renderExtra={(message) =>
          message.problem ? (
            <ProblemFacts
              problem={message.problem}
              action={
                message.problem.status === 'open' ? (
                  <ResolveProblem
                    problem={message.problem}
                    onResolved={(resolved) => {
                      replace(resolved);
                      router.refresh();
                    }}
                  />
                ) : null
              }
            />
          ) : null
        }
        onSend={async (draft) => {
          const result = await sendStaffOrderMessage({ orderId: view.orderId, body: draft.body, files: draft.files });
          if (!result.ok) return errorMessage(result);
          set((current) => (current.thread ? { ...current, thread: { ...current.thread, messages: [...current.thread.messages, result.data] } } : current));
          return null;
        }}
      />
    </div>
  );
}

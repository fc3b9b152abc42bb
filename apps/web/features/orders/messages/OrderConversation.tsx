'use client';
import { ORDER_THREAD_LIMITS, type OrderDetail, type OrderMessage, type OrderThread } from '@sw/protocol';
import { useLoad } from '@/lib/useLoad';
import { MessageThread } from '@/ui/MessageThread';
import { loadOrderThread, refusalText, sendOrderMessage } from './api';
import { ProblemFacts } from './ProblemFacts';
import { ReportProblem } from './ReportProblem';
import { useIsViewer } from '@/lib/member';

/** The id of the order page's conversation, the unread notice's target. */
export const ORDER_THREAD_ANCHOR = 'messages';

type Answer = { thread: OrderThread | null; problem: string | null };

/**
 * The buyer's side of an order's conversation: loads it (marking the sales team's messages read), sends messages,
 * and offers the problem report while the order is within 30 days of delivery.
 */
export function OrderConversation({ detail }: { detail: OrderDetail }) {
  const { orderId } = detail;
  const viewer = useIsViewer();
  const { value: answer, loading, reload, set } = useLoad(orderId, async (): Promise<Answer> => {
    const result = await loadOrderThread(orderId);
    return result.ok ? { thread: result.data, problem: null } : { thread: null, problem: `The messages could not be loaded: ${refusalText(result)}` };
  });
  const thread = answer?.thread;
  const add = (message: OrderMessage) => set((current) => (current.thread ? { ...current, thread: { ...current.thread, messages: [...current.thread.messages, message] } } : current));

  return (
    <div id={ORDER_THREAD_ANCHOR} className="scroll-mt-36 space-y-4" data-testid="order-conversation">
      {thread && !viewer ? <ReportProblem detail={detail} window={thread.problemReport} onReported={add} /> : null}
      <MessageThread<OrderMessage>
        messages={thread?.messages ?? []}
        viewerSide="buyer"
        newCount={detail.conversation.unread}
        loading={loading}
        loadError={loading ? null : (answer?.problem ?? null)}
        onRetry={reload}
        about="this order"
        maxFiles={ORDER_THREAD_LIMITS.maxMessageFiles}
        maxLength={ORDER_THREAD_LIMITS.maxMessage}
        closedNote={thread?.closed ?? null}
        renderExtra={(message) => (message.problem ? <ProblemFacts problem={message.problem} /> : null)}
        flagged={(message) => message.problem?.status === 'open'}
        onSend={async (draft) => {
          const result = await sendOrderMessage({ orderId, body: draft.body, files: draft.files });
          if (!result.ok) return `Your message was not sent: ${refusalText(result)}`;
          add(result.data);
          return null;
        }}
      />
    </div>
  );
}

'use client';
import { useRouter } from 'next/navigation';
import { errorMessage, ORDER_THREAD_LIMITS, type CallResult, type OrderDetail, type OrderMessage, type OrderProblem, type OrderThread, type StaffOrderView } from '@sw/protocol';
import { useIsViewer } from '@/lib/member';
import { useLoad } from '@/lib/useLoad';
import { MessageThread } from '@/ui/MessageThread';
import { loadOrderThread, loadStaffOrderThread, refusalText, sendOrderMessage, sendStaffOrderMessage } from './api';
import { ProblemFacts } from './ProblemFacts';
import { ReportProblem } from './ReportProblem';
import { ResolveProblem } from './ResolveProblem';

/** The id of the order's conversation on either side, the unread notice's target. */
export const ORDER_THREAD_ANCHOR = 'messages';

type Answer = { thread: OrderThread | null; problem: string | null };

/** The buyer's order page draws its side of the conversation, the order desk the sales team's. */
export type ConversationProps = { side: 'buyer'; detail: OrderDetail } | { side: 'staff'; view: StaffOrderView };

/** What differs between the two sides besides the problem reports: where the thread sits, its calls, and the refusals' words. */
const SIDES = {
  buyer: {
    className: 'scroll-mt-36 space-y-4', testId: 'order-conversation', title: undefined, load: loadOrderThread, send: sendOrderMessage,
    say: refusalText, notSent: (refusal: string) => `Your message was not sent: ${refusal}`,
  },
  staff: {
    className: 'scroll-mt-24', testId: 'desk-conversation', title: 'Conversation', load: loadStaffOrderThread, send: sendStaffOrderMessage,
    say: (result: CallResult<unknown>) => (result.ok ? '' : errorMessage(result)), notSent: (refusal: string) => refusal,
  },
} as const;

/**
 * An order's conversation, for either side: loading it marks the other side's messages read; each side writes and
 * attaches files (the other is emailed). A problem report is flagged while open. The buyer may report a problem while
 * the order is within 30 days of delivery; the desk resolves an open one.
 */
export function OrderConversation(props: ConversationProps) {
  const { side } = props;
  const order = side === 'buyer' ? props.detail : props.view;
  const { orderId } = order;
  const words = SIDES[side];
  const router = useRouter();
  const viewer = useIsViewer();
  const { value: answer, loading, reload, set } = useLoad(orderId, async (): Promise<Answer> => {
    const result = await words.load(orderId);
    return result.ok ? { thread: result.data, problem: null } : { thread: null, problem: `The messages could not be loaded: ${words.say(result)}` };
  });
  const thread = answer?.thread;
  const add = (message: OrderMessage) => set((current) => (current.thread ? { ...current, thread: { ...current.thread, messages: [...current.thread.messages, message] } } : current));
  const replace = (message: OrderMessage) =>
    set((current) => (current.thread ? { ...current, thread: { ...current.thread, messages: current.thread.messages.map((m) => (m.messageId === message.messageId ? message : m)) } } : current));
  const resolve = (problem: OrderProblem) =>
    side === 'staff' && problem.status === 'open' ? (
      <ResolveProblem
        problem={problem}
        onResolved={(resolved) => {
          replace(resolved);
          router.refresh();
        }}
      />
    ) : null;

  return (
    <div id={ORDER_THREAD_ANCHOR} className={words.className} data-testid={words.testId}>
      {side === 'buyer' && thread && !viewer ? <ReportProblem detail={props.detail} window={thread.problemReport} onReported={add} /> : null}
      <MessageThread<OrderMessage>
        title={words.title}
        messages={thread?.messages ?? []}
        viewerSide={side}
        newCount={order.conversation.unread}
        loading={loading}
        loadError={loading ? null : (answer?.problem ?? null)}
        onRetry={reload}
        about="this order"
        maxFiles={ORDER_THREAD_LIMITS.maxMessageFiles}
        maxLength={ORDER_THREAD_LIMITS.maxMessage}
        closedNote={thread?.closed ?? null}
        renderExtra={(message) => (message.problem ? <ProblemFacts problem={message.problem} action={resolve(message.problem)} /> : null)}
        flagged={(message) => message.problem?.status === 'open'}
        onSend={async (draft) => {
          const result = await words.send({ orderId, body: draft.body, files: draft.files });
          if (!result.ok) return words.notSent(words.say(result));
          add(result.data);
          return null;
        }}
      />
    </div>
  );
}

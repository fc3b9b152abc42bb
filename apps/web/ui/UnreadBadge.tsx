import { ChatIcon } from '@/ui/icons';

/** Unread messages from the buyer, as a small counter (the console's inquiry and order queues). */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="unread-badge"
      title={`${count} unread message${count === 1 ? '' : 's'} from the buyer`}
      className="inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-[11px] font-semibold leading-5 text-white"
    >
      {count}
    </span>
  );
}

/** Unread messages from the sales team on a buyer's list row ('2 new messages'). */
export function UnreadMarker({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span className="inline-flex items-center gap-1 text-[12px] font-medium text-accent-strong" data-testid={testId}>
      <ChatIcon size={13} />
      {count} new {count === 1 ? 'message' : 'messages'}
    </span>
  );
}

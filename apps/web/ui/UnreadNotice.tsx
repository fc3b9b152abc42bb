import Link from 'next/link';
import { ChatIcon } from '@/ui/icons';

/**
 * Unread messages from the sales team, said at the top of a buyer's page whose thread sits further down (an inquiry,
 * an order): a link jumps to the thread.
 */
export function UnreadNotice({ count, href }: { count: number; href: string }) {
  if (!count) return null;
  const words = count === 1 ? 'a new message' : `${count} new messages`;
  return (
    <div
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-[4px] border border-accent-line bg-accent-soft/50 px-5 py-4"
      role="status"
      data-testid="unread-notice"
    >
      <p className="flex items-center gap-2.5 text-[14px] font-medium text-ink">
        <ChatIcon size={18} className="flex-none text-accent-strong" />
        Our sales team sent you {words}.
      </p>
      <Link href={href} className="btn btn-outline h-10 min-h-10 px-4" data-testid="unread-read">
        Read {count === 1 ? 'it' : 'them'}
      </Link>
    </div>
  );
}

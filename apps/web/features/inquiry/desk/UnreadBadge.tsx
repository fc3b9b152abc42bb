/** Unread buyer messages, as a small counter. */
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

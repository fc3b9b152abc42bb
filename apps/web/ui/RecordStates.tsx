import type { ComponentType, ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { type IconProps, WarningIcon } from './icons';

/** One record (an inquiry, an order) as the page has it: loading, not found, not loadable just now, or there. */
export type RecordState<T> =
  | { state: 'loading' }
  | { state: 'missing'; message: string }
  | { state: 'error'; message: string }
  | { state: 'ready'; detail: T };

/** While one record (an inquiry, an order) loads: the shape of its page. */
export function RecordSkeleton({ label, testId }: { label: string; testId: string }) {
  return (
    <div className="space-y-5" role="status" aria-busy="true" aria-label={label} data-testid={testId}>
      <div className="h-4 w-32 animate-pulse rounded bg-line/60" />
      <div className="h-9 w-72 animate-pulse rounded bg-line/60" />
      <div className="h-28 animate-pulse rounded-[4px] border border-line bg-surface-muted" />
      <div className="h-56 animate-pulse rounded-[4px] border border-line bg-surface-muted" />
    </div>
  );
}

/** A record that could not be loaded just now (not a missing one): the reason and 'Try again'. */
export function RecordProblem({ title, message, onRetry, testId }: { title: string; message: string; onRetry: () => void; testId: string }) {
  return (
    <div role="alert" className="flex flex-col items-center rounded-[4px] border border-line bg-surface-muted/60 px-6 py-14 text-center" data-testid={testId}>
      <WarningIcon size={28} className="text-accent" />
      <h2 className="mt-4 font-display text-[26px] leading-tight text-ink">{title}</h2>
      <p className="mt-2 max-w-md text-[14px] leading-relaxed text-ink-muted">{message}</p>
      <button type="button" className="btn btn-primary mt-6" onClick={onRetry}>Try again</button>
    </div>
  );
}

/**
 * One of the member's records (an order, an inquiry): the shape of its page while it loads, 'not found' (another
 * account's record is not found either) with the way back to the list, a failure with 'Try again', else `children`.
 */
export function RecordGate<T>({
  record, noun, icon, list, children,
}: {
  record: RecordState<T> & { reload: () => void };
  /** 'order', 'inquiry': the words ('Loading the order', 'Order not found' ...) and the test ids ('order-missing' ...). */
  noun: string;
  icon: ComponentType<IconProps>;
  /** The member's list of them ('My Order'). */
  list: { href: string; label: string };
  children: (detail: T) => ReactNode;
}) {
  if (record.state === 'loading') return <RecordSkeleton label={`Loading the ${noun}`} testId={`${noun}-loading`} />;
  if (record.state === 'missing') {
    return (
      <div data-testid={`${noun}-missing`}>
        <EmptyState icon={icon} title={`${noun[0]!.toUpperCase()}${noun.slice(1)} not found`} actions={[{ href: list.href, label: list.label, primary: true }]}>
          {record.message} It may belong to another account, or the link may be incomplete.
        </EmptyState>
      </div>
    );
  }
  if (record.state === 'error') {
    return <RecordProblem title={`We could not open this ${noun} just now`} message={record.message} onRetry={record.reload} testId={`${noun}-error`} />;
  }
  return <>{children(record.detail)}</>;
}

import { WarningIcon } from './icons';

/** While one record (an inquiry, an order) loads: the shape of its page. */
export function RecordSkeleton({ label, testId }: { label: string; testId: string }) {
  return (
    <div className="space-y-5" aria-busy="true" aria-label={label} data-testid={testId}>
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

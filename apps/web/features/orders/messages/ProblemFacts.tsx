import type { ReactNode } from 'react';
import { ORDER_PROBLEM_KIND_TEXT, type OrderProblem } from '@sw/protocol';
import { dateText } from '@/lib/format';
import { AlertIcon, CheckIcon } from '@/ui/icons';

/**
 * A problem report's facts at the head of its message, for both sides: what happened, the lines and pieces, and
 * whether the sales team has resolved it (with their note). `action`: the desk's way to resolve it.
 */
export function ProblemFacts({ problem, action }: { problem: OrderProblem; action?: ReactNode }) {
  const open = problem.status === 'open';
  return (
    <div className="mb-3 space-y-2 border-b border-red-800/15 pb-3" data-testid="problem-facts" data-status={problem.status}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="flex items-start gap-2 text-[12px] font-medium uppercase tracking-[0.12em] text-red-900">
          <AlertIcon size={14} className="mt-[2px] flex-none" />
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            Problem reported · {ORDER_PROBLEM_KIND_TEXT[problem.kind]}
            <span
              className={`rounded-full px-2 py-0.5 text-[10.5px] tracking-[0.1em] ${open ? 'bg-red-800 text-white' : 'bg-emerald-800 text-white'}`}
              data-testid="problem-status"
            >
              {open ? 'Open' : 'Resolved'}
            </span>
          </span>
        </p>
        {action}
      </div>
      {problem.lines.length ? (
        <ul className="space-y-0.5 text-[13px] text-ink" data-testid="problem-lines">
          {problem.lines.map((line) => (
            <li key={line.lineId} className="break-words">
              {line.title}
              {line.qty ? <span className="tabular-nums text-ink-muted"> · {line.qty.toLocaleString('en-US')} pcs affected</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {problem.resolution ? (
        <p className="flex items-start gap-2 rounded-[3px] bg-emerald-50 px-3 py-2 text-[13px] text-emerald-950" data-testid="problem-resolution">
          <CheckIcon size={14} className="mt-[3px] flex-none" />
          <span className="whitespace-pre-line break-words">
            Resolved {problem.resolvedAt ? dateText(problem.resolvedAt) : ''}: {problem.resolution}
          </span>
        </p>
      ) : null}
    </div>
  );
}

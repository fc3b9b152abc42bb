'use client';
import type { StatusStep } from '@sw/protocol';
import { dateTimeText } from '@/lib/format';
import { useSeat } from '@/lib/member';

const ACTOR: Record<StatusStep['actor'], string> = { buyer: 'You', staff: 'Sales team', system: 'Automatically', admin: 'Company admin' };

/** Who made a step: 'You' for the reader's own, a colleague by name (the company's records are shared). */
function actorText(step: StatusStep, readerId: string | undefined): string {
  if (!step.by) return ACTOR[step.actor];
  if (step.by.memId === readerId) return 'You';
  return step.by.nick || step.by.email || ACTOR[step.actor];
}

/** A status history, newest first: what happened, who did it and when, with the note given. */
export function StatusTimeline({ history, stepText, testId }: { history: StatusStep[]; stepText: (step: StatusStep) => string; testId: string }) {
  const steps = history.toReversed();
  const readerId = useSeat()?.memId;
  return (
    <ol className="relative space-y-5 border-l border-line pl-5" data-testid={testId}>
      {steps.map((step, index) => (
        <li key={`${step.at}-${index}`} className="relative" data-testid="history-step" data-to={step.to}>
          <span className={`absolute -left-[25px] top-1.5 size-2.5 rounded-full ${index === 0 ? 'bg-accent ring-4 ring-accent-soft' : 'bg-line-strong'}`} aria-hidden="true" />
          <p className="text-[14px] font-medium text-ink">{stepText(step)}</p>
          <p className="mt-0.5 text-[12px] text-ink-muted">
            {actorText(step, readerId)} · <time dateTime={step.at}>{dateTimeText(step.at)}</time>
          </p>
          {step.note ? <p className="mt-1.5 whitespace-pre-line break-words text-[13px] leading-relaxed text-ink-muted">“{step.note}”</p> : null}
        </li>
      ))}
    </ol>
  );
}

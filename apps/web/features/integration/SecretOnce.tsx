'use client';
import { TextButton } from '@/ui/form';

/** A new secret, this once (an endpoint's signing secret, an API key): it is never shown again (docs/integration.md). */
export function SecretOnce({ title, hint, secret, onDone, testId = 'endpoint-secret' }: { title: string; hint: string; secret: string; onDone: () => void; testId?: string }) {
  return (
    <div role="status" className="rounded-[4px] border border-accent bg-surface-muted p-4" data-testid={testId}>
      <p className="text-[14px] font-medium text-ink">{title}</p>
      <p className="mt-1 text-[13px] text-ink-muted">{hint}</p>
      <code className="mt-3 block break-all rounded-[3px] border border-line bg-surface px-3 py-2 text-[13px] text-ink" data-testid={`${testId}-value`}>
        {secret}
      </code>
      <TextButton className="mt-3" onClick={onDone} data-testid={`${testId}-done`}>I have copied it</TextButton>
    </div>
  );
}

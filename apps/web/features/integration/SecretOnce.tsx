'use client';
import type { EndpointCreated } from '@sw/protocol';
import { TextButton } from '@/ui/form';

/** The new endpoint's signing secret, this once: it is never shown again (docs/integration.md, Signatures). */
export function SecretOnce({ created, onDone }: { created: EndpointCreated; onDone: () => void }) {
  return (
    <div role="status" className="rounded-[4px] border border-accent bg-surface-muted p-4" data-testid="endpoint-secret">
      <p className="text-[14px] font-medium text-ink">Signing secret for {created.endpoint.name}</p>
      <p className="mt-1 text-[13px] text-ink-muted">Copy it now into your receiver: it is shown only this once.</p>
      <code className="mt-3 block break-all rounded-[3px] border border-line bg-surface px-3 py-2 text-[13px] text-ink" data-testid="endpoint-secret-value">
        {created.secret}
      </code>
      <TextButton className="mt-3" onClick={onDone} data-testid="endpoint-secret-done">I have copied it</TextButton>
    </div>
  );
}

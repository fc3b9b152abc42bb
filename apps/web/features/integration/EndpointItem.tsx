'use client';
import { useState } from 'react';
import { errorMessage, type WebhookEndpoint } from '@sw/protocol';
import { Alert, TextButton } from '@/ui/form';
import type { IntegrationApi } from './api';
import { DeliveryLog } from './DeliveryLog';

/** One endpoint: address, events, status (enable, disable, remove) and its delivery log on demand. */
export function EndpointItem({ api, endpoint, onChanged }: { api: IntegrationApi; endpoint: WebhookEndpoint; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const active = endpoint.status === 'active';
  const run = async (work: () => Promise<{ ok: boolean }>) => {
    const result = await work();
    if (!result.ok) return setProblem(errorMessage(result as never));
    setProblem(null);
    onChanged();
  };
  return (
    <li className="rounded-[4px] border border-line bg-surface p-4 sm:p-5" data-testid="endpoint" data-status={endpoint.status}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-[15px] font-medium text-ink">{endpoint.name} <span className="text-[12px] font-normal uppercase tracking-[0.12em] text-ink-muted">{endpoint.status}</span></p>
          <p className="mt-1 break-all text-[13px] text-ink" data-testid="endpoint-address">{endpoint.url}</p>
          <p className="mt-1 break-words text-[12px] text-ink-muted">{endpoint.events.join(', ')} · secret {endpoint.secretHint}</p>
          {endpoint.disabledReason ? <p className="mt-1 text-[12px] text-danger">{endpoint.disabledReason}</p> : null}
        </div>
        <div className="flex flex-wrap gap-4">
          <TextButton onClick={() => setOpen((v) => !v)} aria-expanded={open} data-testid="endpoint-deliveries">{open ? 'Hide deliveries' : 'Deliveries'}</TextButton>
          <TextButton onClick={() => run(() => api.update(endpoint.endpointId, { status: active ? 'disabled' : 'active' }))} data-testid="endpoint-toggle">
            {active ? 'Disable' : 'Enable'}
          </TextButton>
          <TextButton onClick={() => run(() => api.remove(endpoint.endpointId))} data-testid="endpoint-remove">Remove</TextButton>
        </div>
      </div>
      <Alert message={problem} testId="endpoint-item-error" />
      {open ? <div className="mt-4 border-t border-line pt-3"><DeliveryLog api={api} endpointId={endpoint.endpointId} active={active} /></div> : null}
    </li>
  );
}

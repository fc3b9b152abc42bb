'use client';
import { useState } from 'react';
import { errorMessage, type WebhookDelivery } from '@sw/protocol';
import { Alert, TextButton } from '@/ui/form';
import { useLoad } from '@/lib/useLoad';
import type { IntegrationApi } from './api';

const when = (iso: string) => new Date(iso).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

/** One delivery: its event, status and every try (status code, time, duration, the answer's first bytes), and replay. */
function DeliveryRow({ delivery, onReplay }: { delivery: WebhookDelivery; onReplay: () => void }) {
  return (
    <li className="border-t border-line py-3 first:border-t-0" data-testid="delivery" data-status={delivery.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-[14px] text-ink">
          <code className="text-[13px]">{delivery.type}</code>{' '}
          <span className="text-ink-muted">· {delivery.status} · {delivery.attempts} {delivery.attempts === 1 ? 'try' : 'tries'}</span>
        </p>
        <TextButton onClick={onReplay} data-testid="delivery-replay">Replay</TextButton>
      </div>
      <p className="mt-1 break-all text-[12px] text-ink-muted">Delivery id {delivery.deliveryId}{delivery.nextTryAt ? ` · next try ${when(delivery.nextTryAt)}` : ''}</p>
      <ol className="mt-2 space-y-1">
        {delivery.attemptsLog.map((attempt, i) => (
          <li key={i} className="text-[12px] text-ink-muted">
            <span className="font-medium text-ink" data-testid="attempt-status">{attempt.statusCode ?? 'no answer'}</span> · {when(attempt.at)} · {attempt.durationMs} ms
            {attempt.error ? <span className="block break-all">{attempt.error}</span> : null}
            {attempt.answerHead ? <code className="block max-h-16 overflow-hidden break-all">{attempt.answerHead}</code> : null}
          </li>
        ))}
      </ol>
    </li>
  );
}

/** The endpoint's delivery log, newest first, with replay of one delivery or of every failed one. */
export function DeliveryLog({ api, endpointId, active }: { api: IntegrationApi; endpointId: string; active: boolean }) {
  const [version, setVersion] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const { value, latest } = useLoad(`deliveries:${endpointId}:${version}`, () => api.deliveries(endpointId));
  const shown = value ?? latest;
  const act = async (run: () => Promise<{ ok: boolean }>) => {
    const result = await run();
    setProblem(result.ok ? null : errorMessage(result as never));
    setVersion((n) => n + 1);
  };
  if (!shown) return <p className="text-[13px] text-ink-muted">Loading deliveries…</p>;
  if (!shown.ok) return <Alert message={`We could not load the deliveries: ${errorMessage(shown)}`} />;
  const page = shown.data;
  return (
    <div data-testid="delivery-log">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-[13px] text-ink-muted">{page.total} {page.total === 1 ? 'delivery' : 'deliveries'}</p>
        <div className="flex gap-4">
          <TextButton onClick={() => setVersion((n) => n + 1)} data-testid="deliveries-refresh">Refresh</TextButton>
          {active && page.list.some((d) => d.status === 'failed') ? (
            <TextButton onClick={() => act(() => api.replayFailed(endpointId))} data-testid="deliveries-replay-failed">Replay all failed</TextButton>
          ) : null}
        </div>
      </div>
      <Alert message={problem} testId="delivery-error" />
      {page.list.length ? (
        <ul className="mt-2">{page.list.map((d) => <DeliveryRow key={d.deliveryId} delivery={d} onReplay={() => act(() => api.replay(endpointId, d.deliveryId))} />)}</ul>
      ) : (
        <p className="mt-2 text-[13px] text-ink-muted">No deliveries yet: they appear when a chosen event happens.</p>
      )}
    </div>
  );
}

'use client';
import { useMemo, useState } from 'react';
import { errorMessage, type EndpointCreated } from '@sw/protocol';
import { Alert } from '@/ui/form';
import { useLoad } from '@/lib/useLoad';
import { integrationApi, type IntegrationSide } from './api';
import { EndpointForm } from './EndpointForm';
import { EndpointItem } from './EndpointItem';
import { SecretOnce } from './SecretOnce';
import { ApiKeysSection } from './ApiKeysSection';

/**
 * The Integration page: signed webhooks to the owner's own systems (docs/integration.md). A company admin's (from the
 * Company page: its own records' events only) or the console's (the manufacturer's, every company's events).
 */
export function IntegrationPage({ side }: { side: IntegrationSide }) {
  const api = useMemo(() => integrationApi(side), [side]);
  const [version, setVersion] = useState(0);
  const [created, setCreated] = useState<EndpointCreated | null>(null);
  const { value, latest } = useLoad(`endpoints:${side}:${version}`, api.list);
  const shown = value ?? latest;
  const reload = () => setVersion((n) => n + 1);
  return (
    <div className="space-y-6" data-testid="integration-page">
      <header className={side === 'company' ? 'rounded-[4px] border border-line bg-surface p-6 sm:p-8' : ''}>
        <p className="eyebrow">{side === 'company' ? 'Company account' : 'Console'}</p>
        <h1 className="mt-2 font-display text-[30px] leading-tight text-ink">Integration</h1>
        <p className="mt-2 max-w-2xl text-[14px] leading-relaxed text-ink-muted">
          {side === 'company'
            ? 'Your systems hear of your company’s inquiries, quotations, orders, payments and shipments as they happen: each event is posted to your endpoint, signed with its secret, and retried for 24 hours until it answers.'
            : 'The manufacturer’s systems hear of every company’s inquiries, quotations, orders, payments and shipments: each event is posted, signed, and retried for 24 hours.'}{' '}
          Three days of failures disable an endpoint and mail its owner.
        </p>
      </header>
      {created ? (
        <SecretOnce
          title={`Signing secret for ${created.endpoint.name}`} hint="Copy it now into your receiver: it is shown only this once."
          secret={created.secret} onDone={() => setCreated(null)}
        />
      ) : null}
      <section className="rounded-[4px] border border-line bg-surface p-6 sm:p-8" aria-label="Add an endpoint">
        <EndpointForm api={api} onCreated={(answer) => { setCreated(answer); reload(); }} />
      </section>
      <section aria-labelledby="endpoints-title">
        <h2 id="endpoints-title" className="mb-3 font-display text-[24px] leading-tight text-ink">Endpoints</h2>
        {!shown ? <p className="text-[13px] text-ink-muted">Loading…</p> : !shown.ok ? (
          <Alert message={`We could not load the endpoints: ${errorMessage(shown)}`} />
        ) : shown.data.length ? (
          <ul className="space-y-3">{shown.data.map((endpoint) => <EndpointItem key={endpoint.endpointId} api={api} endpoint={endpoint} onChanged={reload} />)}</ul>
        ) : (
          <p className="text-[14px] text-ink-muted" data-testid="endpoints-empty">No endpoints yet.</p>
        )}
      </section>
      <ApiKeysSection api={api} side={side} />
    </div>
  );
}

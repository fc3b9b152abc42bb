'use client';
import { useState } from 'react';
import { errorMessage, type ApiKeyCreated } from '@sw/protocol';
import { Alert } from '@/ui/form';
import { useLoad } from '@/lib/useLoad';
import type { IntegrationApi, IntegrationSide } from './api';
import { ApiKeyForm } from './ApiKeyForm';
import { ApiKeyItem } from './ApiKeyItem';
import { SecretOnce } from './SecretOnce';

/** The owner's API keys for /api/v1 (docs/integration.md, API keys): make one (shown once), see its last use, revoke it. */
export function ApiKeysSection({ api, side }: { api: IntegrationApi; side: IntegrationSide }) {
  const [version, setVersion] = useState(0);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const { value, latest } = useLoad(`apiKeys:${side}:${version}`, api.keys);
  const shown = value ?? latest;
  const reload = () => setVersion((n) => n + 1);
  return (
    <section aria-labelledby="api-keys-title" className="space-y-4" data-testid="api-keys">
      <div>
        <h2 id="api-keys-title" className="font-display text-[24px] leading-tight text-ink">API keys</h2>
        <p className="mt-1 max-w-2xl text-[14px] leading-relaxed text-ink-muted">
          {side === 'company'
            ? 'Your ERP reads your orders and goods at your prices and sends inquiries through the public API (/api/v1) with a key. A key acts with your rights and only on your company’s records.'
            : 'The manufacturer’s systems read orders and the catalogue through the public API (/api/v1). A key’s scopes never exceed the roles of the person who made it.'}{' '}
          The API is described at <a className="underline" href="/api/v1/openapi.json">/api/v1/openapi.json</a>.
        </p>
      </div>
      {created ? (
        <SecretOnce
          title={`API key ${created.apiKey.name}`} hint="Copy it now into your system’s settings: it is shown only this once and stored only as a hash."
          secret={created.secret} onDone={() => setCreated(null)} testId="api-key-secret"
        />
      ) : null}
      <div className="rounded-[4px] border border-line bg-surface p-6 sm:p-8">
        <ApiKeyForm api={api} side={side} onCreated={(answer) => { setCreated(answer); reload(); }} />
      </div>
      {!shown ? <p className="text-[13px] text-ink-muted">Loading…</p> : !shown.ok ? (
        <Alert message={`We could not load the keys: ${errorMessage(shown)}`} />
      ) : shown.data.length ? (
        <ul className="space-y-3">{shown.data.map((key) => <ApiKeyItem key={key.keyId} api={api} apiKey={key} onChanged={reload} />)}</ul>
      ) : (
        <p className="text-[14px] text-ink-muted" data-testid="api-keys-empty">No keys yet.</p>
      )}
    </section>
  );
}

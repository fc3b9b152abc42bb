'use client';
import { useState } from 'react';
import { errorMessage, type ApiKey } from '@sw/protocol';
import { Alert, TextButton } from '@/ui/form';
import type { IntegrationApi } from './api';

const when = (iso: string | null, none: string) => (iso ? new Date(iso).toISOString().slice(0, 16).replace('T', ' ') + ' UTC' : none);

/** One key: its hint, scopes, expiry and last use; revoked at once on demand. */
export function ApiKeyItem({ api, apiKey, onChanged }: { api: IntegrationApi; apiKey: ApiKey; onChanged: () => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const revoke = async () => {
    const result = await api.revokeKey(apiKey.keyId);
    if (!result.ok) return setProblem(errorMessage(result));
    setProblem(null);
    onChanged();
  };
  return (
    <li className="rounded-[4px] border border-line bg-surface p-4 sm:p-5" data-testid="api-key" data-state={apiKey.state}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-[15px] font-medium text-ink">{apiKey.name} <span className="text-[12px] font-normal uppercase tracking-[0.12em] text-ink-muted">{apiKey.state}</span></p>
          <p className="mt-1 break-all text-[13px] text-ink"><code>{apiKey.hint}</code> · {apiKey.scopes.join(', ')}</p>
          <p className="mt-1 break-words text-[12px] text-ink-muted" data-testid="api-key-use">
            Expires {when(apiKey.expiresAt, 'never')} · last used {apiKey.lastUsedAt ? `${when(apiKey.lastUsedAt, '')} from ${apiKey.lastUsedIp ?? 'an unknown address'}` : 'never'} · {apiKey.perMinute} requests a minute
          </p>
        </div>
        {apiKey.state === 'active' ? <TextButton onClick={revoke} data-testid="api-key-revoke">Revoke</TextButton> : null}
      </div>
      <Alert message={problem} testId="api-key-item-error" />
    </li>
  );
}

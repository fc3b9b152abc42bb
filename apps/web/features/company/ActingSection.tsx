'use client';
import { useEffect, useId, useState } from 'react';
import { errorMessage, type ActingCode, type ActingConsentView, type ActingOverview } from '@sw/protocol';
import { dateText } from '@/lib/format';
import { notify } from '@/lib/toast';
import { Alert, Field, Select } from '@/ui/form';
import { grantActing, loadActing, revokeActing, showActingCode } from './api';
import { sectionClass } from './roles';

/**
 * Acting on the company's behalf (issue 53): an admin names a sales person for 30 or 90 days and revokes at once; any
 * member shows a one-off code to read out on the phone; the log of what was done on the company's behalf.
 */
export function ActingSection({ isAdmin }: { isAdmin: boolean }) {
  const id = useId();
  const [overview, setOverview] = useState<ActingOverview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [code, setCode] = useState<ActingCode | null>(null);
  const [busy, setBusy] = useState(false);

  const show = (result: Awaited<ReturnType<typeof loadActing>>) => {
    if (result.ok) setOverview(result.data);
    else setProblem(errorMessage(result));
  };
  const reload = async () => show(await loadActing());
  useEffect(() => {
    let live = true;
    void loadActing().then((result) => {
      if (!live) return;
      if (result.ok) setOverview(result.data);
      else setProblem(errorMessage(result));
    });
    return () => {
      live = false;
    };
  }, []);

  const act = async (work: () => ReturnType<typeof grantActing> | ReturnType<typeof revokeActing>, done: string) => {
    setBusy(true);
    const result = await work();
    setBusy(false);
    if (!result.ok) return setProblem(errorMessage(result));
    setProblem(null);
    notify(done, 1);
    await reload();
  };

  const newCode = async () => {
    setBusy(true);
    const result = await showActingCode();
    setBusy(false);
    if (!result.ok) return setProblem(errorMessage(result));
    setCode(result.data);
  };

  return (
    <section aria-labelledby={`${id}-title`} className={sectionClass} data-testid="company-acting">
      <p className="eyebrow">Sales team access</p>
      <h2 id={`${id}-title`} className="mt-2 font-display text-[26px] leading-tight text-ink">Orders by phone and at fairs</h2>
      <p className="mt-2 max-w-2xl text-[14px] leading-relaxed text-ink-muted">
        Our sales team can place inquiries and orders for you at your prices and terms, only with your consent. They never see
        passwords or bank details, never change members and never approve for you. Everything they do is listed below.
      </p>
      <Alert message={problem} testId="acting-error" />
      <div className="mt-5">
        <button type="button" className="btn btn-outline min-h-10 text-[13px]" disabled={busy} onClick={() => void newCode()} data-testid="acting-show-code">
          Show a one-off code
        </button>
        {code ? (
          <p className="mt-3 text-[14px] text-ink" data-testid="acting-code" aria-live="polite">
            Read this code to the sales person: <strong className="font-mono text-[20px] tracking-[0.2em]">{code.code}</strong>
            <span className="block text-[13px] text-ink-muted">It works once, for 10 minutes.</span>
          </p>
        ) : null}
      </div>
      {isAdmin && overview ? <GrantForm overview={overview} busy={busy} onGrant={(staffId, days) => act(() => grantActing(staffId, days), 'Consent given.')} /> : null}
      {overview?.consents.length ? (
        <ConsentList consents={overview.consents} busy={busy} onRevoke={(consentId) => act(() => revokeActing(consentId), 'Consent revoked: any session on it has ended.')} />
      ) : null}
      <h3 className="mt-8 text-[12px] font-medium uppercase tracking-[0.16em] text-ink-muted">Done on your behalf</h3>
      {!overview ? null : overview.log.length === 0 ? (
        <p className="mt-3 text-[14px] text-ink-muted" data-testid="acting-log-empty">Nothing yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line border-y border-line" data-testid="acting-log">
          {overview.log.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="py-3 text-[14px]" data-testid="acting-log-entry">
              <p className="font-medium text-ink">{entry.what}</p>
              <p className="break-words text-[13px] text-ink-muted">{entry.attribution} · {dateText(entry.at)}{entry.kind === 'start' ? ` · ${entry.note}` : ''}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GrantForm({ overview, busy, onGrant }: { overview: ActingOverview; busy: boolean; onGrant: (staffId: string, days: 30 | 90) => Promise<void> }) {
  const personId = useId();
  const daysId = useId();
  const [staffId, setStaffId] = useState(overview.salesPeople[0]?.memId ?? '');
  const [days, setDays] = useState<30 | 90>(30);
  if (!overview.salesPeople.length) return null;
  return (
    <form
      className="mt-6 grid gap-x-4 sm:grid-cols-[minmax(0,1fr)_160px_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        void onGrant(staffId, days);
      }}
      data-testid="acting-grant-form"
    >
      <Field label="Sales person" id={personId}>
        <Select id={personId} value={staffId} onChange={(event) => setStaffId(event.target.value)} data-testid="acting-grant-person">
          {overview.salesPeople.map((p) => <option key={p.memId} value={p.memId}>{p.nick}{p.accountManager ? ' (your account manager)' : ''}</option>)}
        </Select>
      </Field>
      <Field label="For" id={daysId}>
        <Select id={daysId} value={String(days)} onChange={(event) => setDays(event.target.value === '90' ? 90 : 30)} data-testid="acting-grant-days">
          <option value="30">30 days</option>
          <option value="90">90 days</option>
        </Select>
      </Field>
      <button type="submit" className="btn btn-primary mb-7 min-h-12 px-5" disabled={busy} data-testid="acting-grant">
        Give consent
      </button>
    </form>
  );
}

function ConsentList({ consents, busy, onRevoke }: { consents: ActingConsentView[]; busy: boolean; onRevoke: (consentId: number) => Promise<void> }) {
  return (
    <>
      <h3 className="mt-6 text-[12px] font-medium uppercase tracking-[0.16em] text-ink-muted">Consents</h3>
      <ul className="mt-3 divide-y divide-line border-y border-line" data-testid="acting-consents">
        {consents.map((c) => (
          <li key={c.consentId} className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="acting-consent">
            <p className="min-w-0 text-[14px] text-ink">
              {c.kind === 'standing' ? `${c.staffNick ?? 'A sales person'}, until ${dateText(c.expiresAt)}` : `One-off code${c.staffNick ? ` used by ${c.staffNick}` : ''}`}
              <span className="block text-[13px] text-ink-muted">{c.live ? 'Active' : c.revokedAt ? `Revoked ${dateText(c.revokedAt)}` : 'Ended'}</span>
            </p>
            {c.live || (c.kind === 'code' && !c.revokedAt) ? (
              <button type="button" className="btn btn-outline min-h-10 w-fit text-[13px]" disabled={busy} onClick={() => void onRevoke(c.consentId)} data-testid="acting-revoke">
                Revoke
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

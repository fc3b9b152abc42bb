'use client';
import { useState, type ReactNode } from 'react';
import { errorMessage, type CompanyView } from '@sw/protocol';
import { Alert } from '@/ui/form';
import { loadCompany } from './api';
import { InvitationsSection } from './InvitationsSection';
import { PeopleSection } from './PeopleSection';
import { roleLabel } from './roles';
import { SettingsSection } from './SettingsSection';
import { TradeDefaultSection } from './TradeDefaultSection';
import { ActingSection } from './ActingSection';

/**
 * The account area's Company page: people and roles, invitations, the approval rule and the default Incoterm. Admins change them;
 * buyers and viewers read. `agreements` is the price lists' section, handed in by the page (another domain's piece). After every change the company is read again, so the page shows the back-end's rules.
 */
export function CompanyPage({ initial, agreements }: { initial: CompanyView; agreements?: ReactNode }) {
  const [view, setView] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const isAdmin = view.yourRole === 'admin';

  const reload = async () => {
    const result = await loadCompany();
    if (result.ok) {
      setView(result.data);
      setProblem(null);
    } else setProblem(`We could not reload your company: ${errorMessage(result)}`);
  };

  return (
    <div className="space-y-8" data-testid="company-page">
      <header className="rounded-[4px] border border-line bg-surface p-6 sm:p-8">
        <p className="eyebrow">Company account</p>
        <h1 className="mt-2 font-display text-balance text-[30px] leading-tight text-ink" data-testid="company-name">
          {view.name ?? 'Your company'}
        </h1>
        <p className="mt-2 max-w-2xl text-[14px] leading-relaxed text-ink-muted">
          Colleagues share the company&apos;s inquiries, quotations, orders and address book. Your role:{' '}
          <strong className="font-medium text-ink" data-testid="company-your-role">{roleLabel(view.yourRole)}</strong>.
          {view.name || !isAdmin ? null : ' Add the company name on My Account.'}
        </p>
        {isAdmin ? <a href="/company/integration" className="mt-3 inline-block text-[14px] text-ink underline decoration-accent/60 underline-offset-4 hover:text-accent" data-testid="company-integration-link">Integration: webhooks to your systems</a> : null}
      </header>
      <Alert message={problem} testId="company-error" />
      <PeopleSection people={view.people} isAdmin={isAdmin} onChanged={reload} />
      {isAdmin && view.invitations ? <InvitationsSection invitations={view.invitations} onChanged={reload} /> : null}
      <SettingsSection view={view} isAdmin={isAdmin} onSaved={reload} />
      <TradeDefaultSection view={view} isAdmin={isAdmin} />
      {agreements}
      <ActingSection isAdmin={isAdmin} />
    </div>
  );
}

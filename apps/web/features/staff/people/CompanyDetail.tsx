import Link from 'next/link';
import type { ReactNode } from 'react';
import type { StaffCompanyView, StaffTeamMember } from '@sw/protocol';
import { countryText, dateText, moneyCodeText } from '@/lib/format';
import { STAFF_COMPANIES_PATH } from '@/lib/links';
import { Alert } from '@/ui/form';
import { ConsolePanel } from '@/ui/console';
import { AccessBadge, companyName } from './Companies';
import { CompanyPeople, CompanyRecords } from './CompanyRecords';
import { AccountManagerPanel } from './StaffRoles';
import { Fact } from './ListPieces';
import { everyColleague } from './words';

const REQUEST_LABEL = { 1: 'Waiting', 2: 'Approved', 3: 'Problem flagged' } as const;

/** New-design access: the company's, so every colleague has it; its requests with who asked and who decided. */
function CompanyAccess({ view }: { view: StaffCompanyView }) {
  return (
    <ConsolePanel title="New designs" testId="company-access">
      <div className="flex flex-wrap items-center gap-2 text-[13px]">
        <AccessBadge auditFlag={view.auditFlag} />
        <span className="text-ink-muted">
          for {everyColleague(view.peopleCount)}
        </span>
      </div>
      {view.accessRequests.length ? (
        <ul className="mt-3 space-y-2 text-[12px] text-ink-muted">
          {view.accessRequests.map((r) => (
            <li key={r.requestId}>
              {r.requestedBy} asked {dateText(r.requestedAt)}: <span className="text-ink">{REQUEST_LABEL[r.status]}</span>
              {r.decidedAt ? ` ${dateText(r.decidedAt)}${r.decidedBy ? ` by ${r.decidedBy}` : ''}` : ''}
              {r.note ? <span className="block whitespace-pre-wrap">“{r.note}”</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-[12px] text-ink-muted">No one has asked yet.</p>
      )}
      {view.auditFlag === 1 ? (
        <Link href="/admin/access" className="mt-3 inline-block text-[13px] underline underline-offset-4">
          Decide in Access requests
        </Link>
      ) : null}
    </ConsolePanel>
  );
}

/** One company: its information, new-design access, people and roles, inquiries, orders and payment notices. */
export function CompanyDetail({ view, failure, tradeDefault, team = [], mayAssign = false }: {
  view: StaffCompanyView | null;
  failure: string | null;
  /** The company's default Incoterm (features/tradeTerms/desk), drawn by the page. */
  tradeDefault: ReactNode;
  team?: StaffTeamMember[];
  mayAssign?: boolean;
}) {
  if (!view) return <Alert message={failure ?? 'This company could not be loaded.'} />;
  const threshold = view.approvalThreshold === null ? 'No rule' : `Orders above ${moneyCodeText(Number(view.approvalThreshold), 'USD')}`;
  return (
    <div className="space-y-5" data-testid="company-detail">
      <Link href={STAFF_COMPANIES_PATH} className="inline-flex items-center gap-1 text-[13px] text-ink-muted hover:text-ink">
        ← Companies
      </Link>
      <div className="min-w-0">
        <h1 className="break-words font-display text-[28px] leading-tight text-ink" data-testid="company-name">{companyName(view)}</h1>
        <p className="text-[13px] text-ink-muted">
          {countryText(view.country)} · {view.peopleCount} {view.peopleCount === 1 ? 'person' : 'people'} · {view.orderCount} {view.orderCount === 1 ? 'order' : 'orders'}
          {view.openOrderCount ? ` (${view.openOrderCount} open)` : ''}
        </p>
      </div>
      <div className="grid gap-5 xl:grid-cols-[2fr_1fr]">
        <ConsolePanel title="Company information">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
            <Fact term="Company">{view.company}</Fact>
            <Fact term="Contact">{view.contactName}</Fact>
            <Fact term="Country">{countryText(view.country)}</Fact>
            <Fact term="Phone">{view.phone}</Fact>
            <Fact term="Website">{view.website}</Fact>
            <Fact term="Business">{view.businessType}</Fact>
            <Fact term="Since">{dateText(view.createdAt)}</Fact>
            <Fact term="Order approval">{threshold}</Fact>
            <Fact term="Admins copied">{view.copyAdmins ? 'Yes' : 'No'}</Fact>
          </dl>
        </ConsolePanel>
        <CompanyAccess view={view} />
      </div>
      <AccountManagerPanel companyId={view.companyId} name={companyName(view)} manager={view.accountManager} team={team} mayAssign={mayAssign} />
      {tradeDefault}
      <CompanyPeople people={view.people} />
      <CompanyRecords view={view} />
    </div>
  );
}

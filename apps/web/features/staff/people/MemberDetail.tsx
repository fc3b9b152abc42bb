import Link from 'next/link';
import { PEOPLE_LIMITS, type StaffMemberView } from '@sw/protocol';
import { countryText, dateText, dateTimeText, moneyCodeText } from '@/lib/format';
import { staffCompanyHref, staffInquiryHref } from '@/lib/links';
import { Alert } from '@/ui/form';
import { ConsoleEmpty, ConsolePanel } from '@/ui/console';
import { StatusBadge } from '@/ui/StatusBadge';
import { Fact } from './ListPieces';
import { ACCESS_LABEL, AccountBadges } from './Members';
import { MemberActions } from './MemberActions';
import { NetTerms } from './NetTerms';
import { StaffRolesPanel } from './StaffRoles';

const REQUEST_LABEL = { 1: 'Waiting', 2: 'Approved', 3: 'Problem flagged' } as const;

/** One account: who, company information, access state, account state with disable / enable, inquiries and orders. */
export function MemberDetail({
  view, failure, self, mayEditRoles = false,
}: { view: StaffMemberView | null; failure: string | null; self: boolean; mayEditRoles?: boolean }) {
  if (!view) return <Alert message={failure ?? 'This member could not be loaded.'} />;
  return (
    <div className="space-y-5" data-testid="member-detail">
      <Link href="/admin/members" className="inline-flex items-center gap-1 text-[13px] text-ink-muted hover:text-ink">
        ← Members
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words font-display text-[28px] leading-tight text-ink">{view.company || view.contactName || view.nick}</h1>
          <p className="flex flex-wrap items-center gap-2 text-[13px] text-ink-muted">
            {view.email}
            <AccountBadges member={view} />
          </p>
        </div>
        {!self ? <MemberActions memberId={view.memId} email={view.email} disabled={view.disabled} maxReason={PEOPLE_LIMITS.maxDisableReason} /> : null}
      </div>
      {view.disabled ? (
        <p className="rounded-[3px] border border-line bg-surface px-4 py-3 text-[13px]" data-testid="disabled-note">
          Disabled {dateTimeText(view.disabledAt)}{view.disabledReason ? `: ${view.disabledReason.replace(/[.!]+$/, '')}` : ''}. Sign-in is refused and no
          session is open.
        </p>
      ) : null}
      {view.role === 'staff' ? <StaffRolesPanel memberId={view.memId} email={view.email} roles={view.staffRoles} editable={mayEditRoles} /> : null}
      {view.role === 'buyer' ? <NetTerms memberId={view.memId} email={view.email} netTerms={view.netTerms} /> : null}
      <div className="grid gap-5 xl:grid-cols-[2fr_1fr]">
        <ConsolePanel title="Account and company">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
            <Fact term="Name">{view.contactName || view.nick}</Fact>
            <Fact term="Company">
              {view.companyId ? (
                <Link href={staffCompanyHref(view.companyId)} className="text-accent-strong underline-offset-4 hover:underline" data-testid="member-company">
                  {view.company || 'Company without a name'}
                </Link>
              ) : null}
            </Fact>
            <Fact term="Country">{countryText(view.country)}</Fact>
            <Fact term="Phone">{view.phone}</Fact>
            <Fact term="Website">{view.website}</Fact>
            <Fact term="Business">{view.businessType}</Fact>
            <Fact term="Joined">{dateText(view.createdAt)}</Fact>
            <Fact term="Email">{view.emailConfirmed ? 'Confirmed' : 'Not confirmed'}</Fact>
            <Fact term="Last sign-in">{dateTimeText(view.lastSignInAt)}</Fact>
            <Fact term="Open sessions">
              <span data-testid="open-sessions">{view.openSessions}</span>
            </Fact>
          </dl>
        </ConsolePanel>
        <ConsolePanel title="New designs">
          <p className="text-[14px]" data-testid="member-access">
            {view.role === 'staff' ? 'Staff see every design.' : ACCESS_LABEL[view.auditFlag] ?? view.auditFlag}
          </p>
          {view.accessRequests.length ? (
            <ul className="mt-3 space-y-2 text-[12px] text-ink-muted">
              {view.accessRequests.map((r) => (
                <li key={r.requestId}>
                  Asked {dateText(r.requestedAt)}: <span className="text-ink">{REQUEST_LABEL[r.status]}</span>
                  {r.decidedAt ? ` ${dateText(r.decidedAt)}${r.decidedBy ? ` by ${r.decidedBy}` : ''}` : ''}
                  {r.note ? <span className="block whitespace-pre-wrap">“{r.note}”</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
          {view.auditFlag === 1 ? (
            <Link href="/admin/access" className="mt-3 inline-block text-[13px] underline underline-offset-4">
              Decide in Access requests
            </Link>
          ) : null}
        </ConsolePanel>
      </div>
      <ConsolePanel title={`Inquiries (${view.inquiryCount})`} testId="member-inquiries">
        {view.inquiries.length === 0 ? (
          <ConsoleEmpty>No inquiries.</ConsoleEmpty>
        ) : (
          <ul className="divide-y divide-line text-[13px]">
            {view.inquiries.map((q) => (
              <li key={q.inquiryId} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
                <Link href={staffInquiryHref(String(q.inquiryId))} className="font-medium underline-offset-4 hover:underline">
                  {q.inquiryNo}
                </Link>
                <span className="min-w-0 flex-1 truncate">{q.title}</span>
                <StatusBadge dense tone="closed">{q.status.replace(/_/g, ' ')}</StatusBadge>
                <span className="text-ink-muted">{dateText(q.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </ConsolePanel>
      <ConsolePanel title={`Orders (${view.orderCount})`} testId="member-orders">
        {view.orders.length === 0 ? (
          <ConsoleEmpty>No orders.</ConsoleEmpty>
        ) : (
          <ul className="divide-y divide-line text-[13px]">
            {view.orders.map((o) => (
              <li key={o.orderId} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
                <Link href={`/admin/orders/${o.orderId}`} className="font-medium underline-offset-4 hover:underline">
                  {o.orderNo}
                </Link>
                <span className="flex-1">{moneyCodeText(Number(o.total), o.currency)}</span>
                <StatusBadge dense tone="closed">{o.status.replace(/_/g, ' ')}</StatusBadge>
                <span className="text-ink-muted">{dateText(o.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </ConsolePanel>
    </div>
  );
}

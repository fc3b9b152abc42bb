import Link from 'next/link';
import type { Page, StaffMemberSummary } from '@sw/protocol';
import { countryText, dateText } from '@/lib/format';
import { staffCompanyHref } from '@/lib/links';
import { type ConsoleColumn, ConsoleTable } from '@/ui/ConsoleTable';
import { ConsolePageHead, countText, FilterField, FilterForm, isFiltered, queueControl, QueueFiltersPanel, QueueResults } from '@/ui/console';
import { StatusBadge } from '@/ui/StatusBadge';
import { AddStaff } from './AddStaff';
import { listHref } from './listQuery';

const BASE = '/admin/members';
export const memberHref = (memberId: string) => `${BASE}/${encodeURIComponent(memberId)}`;

const SORT_LINE: Record<string, string> = { newest: 'newest first', oldest: 'oldest first', email: 'by email', company: 'by company' };

export const ACCESS_LABEL: Record<number, string> = { 0: 'No access', 1: 'Asked', 2: 'Approved', 3: 'Problem' };

/** A member's account state as badges: staff, disabled. */
export function AccountBadges({ member }: { member: Pick<StaffMemberSummary, 'role' | 'disabled'> }) {
  return (
    <>
      {member.role === 'staff' ? <StatusBadge dense tone="accent">Staff</StatusBadge> : null}
      {member.disabled ? <StatusBadge dense tone="closed" testId="member-disabled">Disabled</StatusBadge> : null}
    </>
  );
}

/** A column heading that sorts the list by it (a link: the URL carries the order). */
function SortLink({ raw, sort, children, active }: { raw: Record<string, string>; sort: string; children: string; active: boolean }) {
  return (
    <Link href={listHref(BASE, raw, { sort })} className={`underline-offset-4 hover:text-ink hover:underline ${active ? 'text-ink' : ''}`}>
      {children}
    </Link>
  );
}

/** aria-sort of the column the list is sorted by. */
const sorted = (sort: string, active: boolean) => (active ? (sort === 'oldest' ? 'descending' : 'ascending') : undefined);

/** The columns, with the sortable headings as links that keep the filters. */
function memberColumns(raw: Record<string, string>): ConsoleColumn<StaffMemberSummary>[] {
  const byDate = !raw.sort || raw.sort === 'newest' || raw.sort === 'oldest';
  return [
    {
      key: 'member',
      head: <SortLink raw={raw} sort="email" active={raw.sort === 'email'}>Member</SortLink>,
      sort: sorted('email', raw.sort === 'email'),
      cell: (m) => (
        <>
          <Link href={memberHref(m.memId)} className="font-medium text-ink underline-offset-4 hover:underline">
            {m.email}
          </Link>
          <p className="text-[12px] text-ink-muted">{m.contactName || m.nick}</p>
        </>
      ),
    },
    {
      key: 'company',
      head: <SortLink raw={raw} sort="company" active={raw.sort === 'company'}>Company</SortLink>,
      sort: sorted('company', raw.sort === 'company'),
      cell: (m) =>
        m.companyId ? (
          <Link href={staffCompanyHref(m.companyId)} className="underline-offset-4 hover:underline" data-testid="member-company">
            {m.company || 'Company without a name'}
          </Link>
        ) : (
          '—'
        ),
    },
    { key: 'country', head: 'Country', cell: (m) => countryText(m.country) },
    { key: 'access', head: 'New designs', cell: (m) => (m.role === 'staff' ? '—' : ACCESS_LABEL[m.auditFlag] ?? m.auditFlag) },
    {
      key: 'account',
      head: 'Account',
      cell: (m) => (
        <span className="flex flex-wrap gap-1.5">
          <AccountBadges member={m} />
          {m.role === 'buyer' && !m.disabled ? <span className="text-ink-muted">{m.emailConfirmed ? 'Active' : 'Email not confirmed'}</span> : null}
        </span>
      ),
    },
    {
      key: 'joined',
      head: (
        <SortLink raw={raw} sort={raw.sort === 'newest' || !raw.sort ? 'oldest' : 'newest'} active={byDate}>
          {raw.sort === 'oldest' ? 'Joined ↑' : 'Joined ↓'}
        </SortLink>
      ),
      sort: sorted(raw.sort === 'newest' || !raw.sort ? 'oldest' : 'newest', byDate),
      right: true,
      className: 'text-ink-muted',
      cell: (m) => dateText(m.createdAt),
    },
  ];
}

/** Every account, newest first, searched by email, name, company and country; staff accounts are added here. */
export function Members({
  page, raw, problems, failure,
}: { page: Page<StaffMemberSummary> | null; raw: Record<string, string>; problems: string[]; failure: string | null }) {
  const filtered = isFiltered(raw);
  return (
    <div className="space-y-5">
      <ConsolePageHead title="Members" line={page ? `${countText(page.total, filtered, 'account', 'accounts')}, ${SORT_LINE[raw.sort ?? 'newest'] ?? SORT_LINE.newest}` : 'Accounts'} actions={<AddStaff />} />
      <QueueFiltersPanel problems={problems}>
        <FilterForm action={BASE} testId="member-filters">
          <FilterField label="Search" wide>
            <input name="keyword" type="search" defaultValue={raw.keyword ?? ''} placeholder="Email, name or company" className={queueControl} />
          </FilterField>
          <FilterField label="Country code">
            <input name="country" defaultValue={raw.country ?? ''} maxLength={2} placeholder="e.g. DE" className={`${queueControl} uppercase placeholder:normal-case`} />
          </FilterField>
          <FilterField label="Role">
            <select name="role" defaultValue={raw.role ?? ''} className={queueControl}>
              <option value="">Buyers and staff</option>
              <option value="buyer">Buyers</option>
              <option value="staff">Staff</option>
            </select>
          </FilterField>
          <FilterField label="State">
            <select name="state" defaultValue={raw.state ?? ''} className={queueControl}>
              <option value="">Active and disabled</option>
              <option value="active">Active</option>
              <option value="disabled">Disabled</option>
            </select>
          </FilterField>
        </FilterForm>
      </QueueFiltersPanel>
      <QueueResults page={page} failure={failure} testId="members" empty={filtered ? 'No account matches these filters.' : 'No accounts yet.'} href={(n) => listHref(BASE, raw, { page: n })}>
        {(list) => (
          <ConsoleTable
            rows={list}
            columns={memberColumns(raw)}
            rowKey={(m) => m.memId}
            rowProps={(m) => ({ 'data-testid': 'member-row', 'data-email': m.email })}
            hover
            minWidth="min-w-[760px]"
          />
        )}
      </QueueResults>
    </div>
  );
}

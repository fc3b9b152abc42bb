import Link from 'next/link';
import type { Page, StaffMemberSummary } from '@sw/protocol';
import { countryText, dateText } from '@/lib/format';
import { ConsolePageHead, countText, FilterField, FilterForm, isFiltered, queueControl, QueueFiltersPanel, QueueResults } from '@/ui/console';
import { ToneBadge } from '../StatusBadge';
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
      {member.role === 'staff' ? <ToneBadge tone="waiting">Staff</ToneBadge> : null}
      {member.disabled ? <ToneBadge tone="closed" testId="member-disabled">Disabled</ToneBadge> : null}
    </>
  );
}

/** A column heading that sorts the list by it (a link: the URL carries the order). */
function SortHeader({ raw, sort, children, right = false, current }: { raw: Record<string, string>; sort: string; children: string; right?: boolean; current?: boolean }) {
  const active = current ?? raw.sort === sort;
  return (
    <th className={`py-2 pr-3 font-medium ${right ? 'text-right' : ''}`} aria-sort={active ? (sort === 'oldest' ? 'descending' : 'ascending') : undefined}>
      <Link href={listHref(BASE, raw, { sort })} className={`underline-offset-4 hover:text-ink hover:underline ${active ? 'text-ink' : ''}`}>
        {children}
      </Link>
    </th>
  );
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
        <div className="overflow-x-auto">
          <table className="w-full min-w-[760px] text-left text-[13px]">
            <thead className="text-[11px] uppercase tracking-[0.1em] text-ink-muted">
              <tr className="border-b border-line">
                <SortHeader raw={raw} sort="email">Member</SortHeader>
                <SortHeader raw={raw} sort="company">Company</SortHeader>
                <th className="py-2 pr-3 font-medium">Country</th>
                <th className="py-2 pr-3 font-medium">New designs</th>
                <th className="py-2 pr-3 font-medium">Account</th>
                <SortHeader raw={raw} sort={raw.sort === 'newest' || !raw.sort ? 'oldest' : 'newest'} right current={!raw.sort || raw.sort === 'newest' || raw.sort === 'oldest'}>
                  {raw.sort === 'oldest' ? 'Joined ↑' : 'Joined ↓'}
                </SortHeader>
              </tr>
            </thead>
            <tbody>
              {list.map((m) => (
                <tr key={m.memId} className="border-b border-line last:border-b-0 hover:bg-surface-muted" data-testid="member-row" data-email={m.email}>
                  <td className="py-2.5 pr-3">
                    <Link href={memberHref(m.memId)} className="font-medium text-ink underline-offset-4 hover:underline">
                      {m.email}
                    </Link>
                    <p className="text-[12px] text-ink-muted">{m.contactName || m.nick}</p>
                  </td>
                  <td className="py-2.5 pr-3">{m.company || '—'}</td>
                  <td className="py-2.5 pr-3">{countryText(m.country)}</td>
                  <td className="py-2.5 pr-3">{m.role === 'staff' ? '—' : ACCESS_LABEL[m.auditFlag] ?? m.auditFlag}</td>
                  <td className="py-2.5 pr-3">
                    <span className="flex flex-wrap gap-1.5">
                      <AccountBadges member={m} />
                      {m.role === 'buyer' && !m.disabled ? <span className="text-ink-muted">{m.emailConfirmed ? 'Active' : 'Email not confirmed'}</span> : null}
                    </span>
                  </td>
                  <td className="py-2.5 pr-3 text-right text-ink-muted">{dateText(m.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        )}
      </QueueResults>
    </div>
  );
}

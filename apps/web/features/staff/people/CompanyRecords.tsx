import Link from 'next/link';
import type { StaffCompanyView } from '@sw/protocol';
import { dateText, dateTimeText, moneyCodeText } from '@/lib/format';
import { staffInquiryHref, staffOrderHref } from '@/lib/links';
import { ConsoleEmpty, ConsolePanel } from '@/ui/console';
import { type ConsoleColumn, ConsoleTable } from '@/ui/ConsoleTable';
import { ScrollRegion } from '@/ui/ScrollRegion';
import { StatusBadge, type StatusTone } from '@/ui/StatusBadge';
import { memberHref } from './Members';

type Person = StaffCompanyView['people'][number];

const ROLE_TONE: Record<Person['companyRole'], StatusTone> = { admin: 'accent', buyer: 'new', viewer: 'closed' };
const NOTICE: Record<string, { label: string; tone: StatusTone }> = {
  to_confirm: { label: 'To confirm', tone: 'working' },
  confirmed: { label: 'Confirmed', tone: 'done' },
  rejected: { label: 'Rejected', tone: 'problem' },
};
const statusText = (status: string) => status.replace(/_/g, ' ');

const PEOPLE_COLUMNS: ConsoleColumn<Person>[] = [
  {
    key: 'person',
    head: 'Person',
    cell: (p) => (
      <>
        <Link href={memberHref(p.memId)} className="font-medium text-ink underline-offset-4 hover:underline" data-testid="company-person">
          {p.email}
        </Link>
        <p className="text-[12px] text-ink-muted">{p.nick}</p>
      </>
    ),
  },
  { key: 'role', head: 'Role', cell: (p) => <StatusBadge dense tone={ROLE_TONE[p.companyRole]} testId="company-role">{p.companyRole}</StatusBadge> },
  {
    key: 'state',
    head: 'Account',
    cell: (p) =>
      p.disabled ? <StatusBadge dense tone="closed">Disabled</StatusBadge> : <span className="text-ink-muted">{p.emailConfirmed ? 'Active' : 'Email not confirmed'}</span>,
  },
  { key: 'signIn', head: 'Last sign-in', className: 'text-ink-muted', cell: (p) => dateTimeText(p.lastSignInAt) },
  { key: 'joined', head: 'Joined', right: true, className: 'text-ink-muted', cell: (p) => dateText(p.createdAt) },
];

/** The colleagues with their roles: admins first. */
export function CompanyPeople({ people }: { people: Person[] }) {
  return (
    <ConsolePanel title={`People (${people.length})`} testId="company-people">
      {people.length === 0 ? (
        <ConsoleEmpty>No one belongs to this company.</ConsoleEmpty>
      ) : (
        <ScrollRegion label="People">
          <ConsoleTable rows={people} columns={PEOPLE_COLUMNS} rowKey={(p) => p.memId} rowProps={(p) => ({ 'data-email': p.email })} minWidth="min-w-[640px]" />
        </ScrollRegion>
      )}
    </ConsolePanel>
  );
}

/** One line of a record list: number (a link), what it is, who placed it, status, when. */
function RecordLine({ href, no, what, by, status, tone = 'closed', at }: { href: string; no: string; what: string; by: string; status: string; tone?: StatusTone; at: string }) {
  return (
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-0.5 py-2 sm:grid-cols-[130px_minmax(0,1fr)_minmax(0,200px)_auto_90px]">
      <Link href={href} className="font-medium underline-offset-4 hover:underline">
        {no}
      </Link>
      <span className="order-last col-span-2 truncate sm:order-none sm:col-span-1">{what}</span>
      <span className="order-last col-span-2 truncate text-ink-muted sm:order-none sm:col-span-1">by {by}</span>
      <StatusBadge dense tone={tone}>{status}</StatusBadge>
      <span className="hidden text-right text-ink-muted sm:block">{dateText(at)}</span>
    </li>
  );
}

/** The company's inquiries, orders and payment notices, newest first, each with who placed or sent it. */
export function CompanyRecords({ view }: { view: StaffCompanyView }) {
  return (
    <>
      <ConsolePanel title={`Inquiries (${view.inquiryCount})`} testId="company-inquiries">
        {view.inquiries.length === 0 ? (
          <ConsoleEmpty>No inquiries.</ConsoleEmpty>
        ) : (
          <ul className="divide-y divide-line text-[13px]">
            {view.inquiries.map((q) => (
              <RecordLine key={q.inquiryId} href={staffInquiryHref(String(q.inquiryId))} no={q.inquiryNo} what={q.title || `${q.lineCount} lines`} by={q.placedBy} status={statusText(q.status)} at={q.createdAt} />
            ))}
          </ul>
        )}
      </ConsolePanel>
      <ConsolePanel title={`Orders (${view.orderCount})`} testId="company-orders">
        {view.orders.length === 0 ? (
          <ConsoleEmpty>No orders.</ConsoleEmpty>
        ) : (
          <ul className="divide-y divide-line text-[13px]">
            {view.orders.map((o) => (
              <RecordLine
                key={o.orderId}
                href={staffOrderHref(String(o.orderId))}
                no={o.orderNo}
                what={`${moneyCodeText(Number(o.total), o.currency)} · received ${moneyCodeText(Number(o.received), o.currency)}`}
                by={o.placedBy}
                status={statusText(o.status)}
                at={o.createdAt}
              />
            ))}
          </ul>
        )}
      </ConsolePanel>
      <ConsolePanel title={`Payment notices (${view.paymentCount})`} testId="company-payments">
        {view.payments.length === 0 ? (
          <ConsoleEmpty>No payment notices.</ConsoleEmpty>
        ) : (
          <ul className="divide-y divide-line text-[13px]">
            {view.payments.map((p) => (
              <RecordLine
                key={p.noticeId}
                href={staffOrderHref(String(p.orderId))}
                no={p.orderNo}
                what={`${moneyCodeText(Number(p.amount), p.currency)} paid ${dateText(p.paidOn)}`}
                by={p.sentBy}
                status={NOTICE[p.status]?.label ?? statusText(p.status)}
                tone={NOTICE[p.status]?.tone}
                at={p.createdAt}
              />
            ))}
          </ul>
        )}
      </ConsolePanel>
    </>
  );
}

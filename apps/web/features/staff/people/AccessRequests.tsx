import { type AccessRequestPage, type AccessRequestView } from '@sw/protocol';
import Link from 'next/link';
import { countryText, dateText } from '@/lib/format';
import { staffCompanyHref } from '@/lib/links';
import { ConsolePageHead, FilterField, FilterForm, queueControl, QueueFiltersPanel, QueueResults } from '@/ui/console';
import { StatusBadge } from '@/ui/StatusBadge';
import { listHref } from './listQuery';
import { AccessActions } from './AccessActions';
import { Fact, StateTabs } from './ListPieces';
import { everyColleague } from './words';

const BASE = '/admin/access';

const STATE_LABEL = { 1: 'Waiting', 2: 'Approved', 3: 'Problem flagged' } as const;
const STATE_TONE = { 1: 'action', 2: 'done', 3: 'accent' } as const;

function RequestCard({ row }: { row: AccessRequestView }) {
  const m = row.member;
  return (
    <li className="grid gap-4 border-b border-line py-4 last:border-b-0 lg:grid-cols-[1fr_auto]" data-testid="access-request" data-email={m.email}>
      <div className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link href={staffCompanyHref(row.companyId)} className="text-[15px] font-medium text-ink underline-offset-4 hover:underline" data-testid="access-company">
            {m.company || '(no company given)'}
          </Link>
          <StatusBadge dense tone={STATE_TONE[row.status]} testId="access-state">{STATE_LABEL[row.status]}</StatusBadge>
          {m.disabled ? <StatusBadge dense tone="closed">Account disabled</StatusBadge> : null}
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3 xl:grid-cols-6">
          <Fact term="Email">
            <Link href={`/admin/members/${m.memId}`} className="underline-offset-4 hover:underline">
              {m.email}
            </Link>
            {m.emailConfirmed ? '' : ' (not confirmed)'}
          </Fact>
          <Fact term="Contact">{m.contactName}</Fact>
          <Fact term="Country">{countryText(m.country)}</Fact>
          <Fact term="Phone">{m.phone}</Fact>
          <Fact term="Website">
            {m.website ? (
              <a href={/^https?:\/\//i.test(m.website) ? m.website : `https://${m.website}`} target="_blank" rel="noreferrer noopener" className="underline-offset-4 hover:underline">
                {m.website}
              </a>
            ) : null}
          </Fact>
          <Fact term="Business">{m.businessType}</Fact>
        </dl>
        <p className="text-[13px] text-ink" data-testid="access-scope">
          The decision is for {m.company || 'this company'}, {everyColleague(row.colleagues)}.
        </p>
        <p className="text-[12px] text-ink-muted">
          Asked by {m.email} {dateText(row.requestedAt)}
          {row.decidedAt ? ` · decided ${dateText(row.decidedAt)}${row.decidedBy ? ` by ${row.decidedBy}` : ''}` : ''}
        </p>
        {row.note ? (
          <p className="whitespace-pre-wrap rounded-[3px] border border-accent-line bg-accent-soft px-3 py-2 text-[13px] text-ink">
            <span className="font-medium">Message sent: </span>
            {row.note}
          </p>
        ) : null}
      </div>
      <div className="flex items-start gap-2 lg:flex-col lg:items-end">
        <AccessActions requestId={row.requestId} company={m.company || m.email} colleagues={row.colleagues} status={row.status} />
      </div>
    </li>
  );
}

/** New-design access: the members who asked, with their company information, and the decision buttons. */
export function AccessRequests({
  page, raw, problems, failure,
}: { page: AccessRequestPage | null; raw: Record<string, string>; problems: string[]; failure: string | null }) {
  const state = raw.state ?? 'waiting';
  return (
    <div className="space-y-5">
      <ConsolePageHead
        title="Access requests"
        line={page ? `${page.waiting} waiting for a decision · approving shows new designs to every colleague of the company from their next page` : 'New-design access'}
      />
      <QueueFiltersPanel problems={problems}>
        <FilterForm action={BASE} keep={{ state: raw.state }}>
          <FilterField label="Search" wide>
            <input name="keyword" type="search" defaultValue={raw.keyword ?? ''} placeholder="Email, name or company" className={queueControl} />
          </FilterField>
        </FilterForm>
      </QueueFiltersPanel>
      <QueueResults
        page={page}
        failure={failure}
        testId="access-requests"
        empty={state === 'waiting' ? 'Nobody is waiting for access.' : 'No request matches.'}
        emptyTestId="access-empty"
        head={
          page ? (
            <StateTabs
              base={BASE}
              raw={raw}
              name="state"
              current={state}
              tabs={[
                { value: 'waiting', label: 'Waiting', count: page.waiting },
                { value: 'problem', label: 'Problem flagged' },
                { value: 'approved', label: 'Approved' },
                { value: 'all', label: 'All' },
              ]}
            />
          ) : null
        }
        href={(n) => listHref(BASE, raw, { page: n })}
      >
        {(list) => (
          <ul>
            {list.map((row) => (
              <RequestCard key={row.requestId} row={row} />
            ))}
          </ul>
        )}
      </QueueResults>
    </div>
  );
}


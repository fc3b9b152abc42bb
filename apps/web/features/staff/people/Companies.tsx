import Link from 'next/link';
import type { Page, StaffCompanySummary } from '@sw/protocol';
import { countryText, dateText } from '@/lib/format';
import { STAFF_COMPANIES_PATH as BASE, staffCompanyHref } from '@/lib/links';
import { type ConsoleColumn, ConsoleTable } from '@/ui/ConsoleTable';
import { ConsolePageHead, countText, FilterField, FilterForm, isFiltered, queueControl, QueueFiltersPanel, QueueResults } from '@/ui/console';
import { StatusBadge, type StatusTone } from '@/ui/StatusBadge';
import { listHref } from './listQuery';

const SORT_LINE: Record<string, string> = { newest: 'newest first', oldest: 'oldest first', name: 'by name' };

/** New-design access, shared by every colleague of a company. */
export const ACCESS_STATE: Record<number, { label: string; tone: StatusTone }> = {
  0: { label: 'No access', tone: 'closed' },
  1: { label: 'Asked', tone: 'action' },
  2: { label: 'Approved', tone: 'done' },
  3: { label: 'Problem', tone: 'problem' },
};

export function AccessBadge({ auditFlag }: { auditFlag: number }) {
  const state = ACCESS_STATE[auditFlag] ?? ACCESS_STATE[0]!;
  return <StatusBadge dense tone={state.tone}>{state.label}</StatusBadge>;
}

export const companyName = (c: Pick<StaffCompanySummary, 'name'>) => c.name || 'Company without a name';

/** The company's name as the link to its page. */
function NameCell({ c }: { c: StaffCompanySummary }) {
  return (
    <>
      <Link href={staffCompanyHref(c.companyId)} className="font-medium text-ink underline-offset-4 hover:underline" data-testid="company-link">
        {companyName(c)}
      </Link>
      <p className="truncate text-[12px] text-ink-muted">{c.admins.join(', ') || 'No admin'}</p>
    </>
  );
}

const ordersText = (c: StaffCompanySummary) => `${c.orderCount}${c.openOrderCount ? ` (${c.openOrderCount} open)` : ''}`;

const COLUMNS: ConsoleColumn<StaffCompanySummary>[] = [
  { key: 'company', head: 'Company and admins', cell: (c) => <NameCell c={c} /> },
  { key: 'country', head: 'Country', width: 'w-[130px]', cell: (c) => countryText(c.country) },
  { key: 'people', head: 'People', width: 'w-[80px]', right: true, className: 'tabular-nums', cell: (c) => c.peopleCount },
  { key: 'access', head: 'New designs', width: 'w-[120px]', cell: (c) => <AccessBadge auditFlag={c.auditFlag} /> },
  { key: 'orders', head: 'Orders', width: 'w-[120px]', right: true, className: 'tabular-nums', cell: ordersText },
  { key: 'created', head: 'Since', width: 'w-[110px]', right: true, className: 'text-ink-muted', cell: (c) => dateText(c.createdAt) },
];

/** A company on a narrow screen. */
function CompanyCard({ c }: { c: StaffCompanySummary }) {
  return (
    <div className="space-y-1 py-3 text-[13px]">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <NameCell c={c} />
        </div>
        <AccessBadge auditFlag={c.auditFlag} />
      </div>
      <p className="text-ink-muted">
        {countryText(c.country)} · {c.peopleCount} {c.peopleCount === 1 ? 'person' : 'people'} · {ordersText(c)} orders · since {dateText(c.createdAt)}
      </p>
    </div>
  );
}

/** Every company, newest first, searched by its name or a colleague's email or name, filtered by country. */
export function Companies({
  page, raw, problems, failure,
}: { page: Page<StaffCompanySummary> | null; raw: Record<string, string>; problems: string[]; failure: string | null }) {
  const filtered = isFiltered(raw);
  return (
    <div className="space-y-5">
      <ConsolePageHead title="Companies" line={page ? `${countText(page.total, filtered, 'company', 'companies')}, ${SORT_LINE[raw.sort ?? 'newest'] ?? SORT_LINE.newest}` : 'Companies'} />
      <QueueFiltersPanel problems={problems}>
        <FilterForm action={BASE} testId="company-filters">
          <FilterField label="Search" wide>
            <input name="keyword" type="search" defaultValue={raw.keyword ?? ''} placeholder="Company, or a colleague’s email or name" className={queueControl} />
          </FilterField>
          <FilterField label="Country code">
            <input name="country" defaultValue={raw.country ?? ''} maxLength={2} placeholder="e.g. DE" className={`${queueControl} uppercase placeholder:normal-case`} />
          </FilterField>
          <FilterField label="Order">
            <select name="sort" defaultValue={raw.sort ?? ''} className={queueControl}>
              <option value="">Newest first</option>
              <option value="oldest">Oldest first</option>
              <option value="name">By name</option>
            </select>
          </FilterField>
        </FilterForm>
      </QueueFiltersPanel>
      <QueueResults page={page} failure={failure} testId="companies" empty={filtered ? 'No company matches these filters.' : 'No companies yet.'} href={(n) => listHref(BASE, raw, { page: n })}>
        {(list) => (
          <ConsoleTable
            rows={list}
            columns={COLUMNS}
            rowKey={(c) => c.companyId}
            rowProps={(c) => ({ 'data-testid': 'company-row', 'data-company': c.name ?? '' })}
            cards={{ testId: 'company-card', render: (c) => <CompanyCard c={c} /> }}
            hover
          />
        )}
      </QueueResults>
    </div>
  );
}

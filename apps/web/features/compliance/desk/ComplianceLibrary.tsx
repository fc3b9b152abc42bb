import { COMPLIANCE_STANDARDS, type ComplianceDocument, type ComplianceLibraryPage, type ComplianceState } from '@sw/protocol';
import { dateText } from '@/lib/format';
import { filtersHref } from '@/lib/queueQuery';
import { type ConsoleColumn, ConsoleTable } from '@/ui/ConsoleTable';
import { ConsolePageHead, countText, FilterField, FilterForm, isFiltered, queueControl, QueueFiltersPanel, QueueResults } from '@/ui/console';
import { StatusBadge, type StatusTone } from '@/ui/StatusBadge';
import { AddDocument } from './AddDocument';
import { Renewals } from './Renewals';
import { WithdrawDocument } from './WithdrawDocument';

const BASE = '/admin/compliance';
const STATE: Record<ComplianceState, [label: string, tone: StatusTone]> = {
  valid: ['Valid', 'done'],
  expiring: ['Ends soon', 'working'],
  expired: ['Expired', 'problem'],
};

function State({ doc }: { doc: ComplianceDocument }) {
  const [label, tone] = STATE[doc.state];
  return <StatusBadge tone={tone} status={doc.state} dense testId="compliance-state">{label}</StatusBadge>;
}

function Report({ doc }: { doc: ComplianceDocument }) {
  return (
    <>
      <a href={doc.downloadPath} className="font-medium text-ink underline-offset-4 hover:underline">{doc.reportNo}</a>
      <span className="block text-[12px] text-ink-muted">{doc.lab}</span>
    </>
  );
}

function Standard({ doc }: { doc: ComplianceDocument }) {
  return (
    <>
      <span className="font-medium text-ink">{doc.standardName}</span>
      {doc.limit ? <span className="block text-[12px] text-ink-muted">{doc.result ? `${doc.result} µg/cm²/week, ` : ''}{doc.limit}</span> : null}
    </>
  );
}

const COLUMNS: ConsoleColumn<ComplianceDocument>[] = [
  { key: 'standard', head: 'Standard', width: 'w-[24%]', cell: (doc) => <Standard doc={doc} /> },
  { key: 'covers', head: 'Covers', className: 'break-words', cell: (doc) => doc.covers },
  { key: 'report', head: 'Report', width: 'w-[17%]', className: 'break-words', cell: (doc) => <Report doc={doc} /> },
  { key: 'issued', head: 'Issued', width: 'w-[11%]', cell: (doc) => dateText(doc.issuedOn) },
  { key: 'valid', head: 'Valid until', width: 'w-[14%]', sort: 'ascending', cell: (doc) => <>{dateText(doc.validUntil)} <State doc={doc} /></> },
  { key: 'actions', head: <span className="sr-only">Actions</span>, width: 'w-[9%]', right: true, cell: (doc) => <WithdrawDocument documentId={doc.documentId} reportNo={doc.reportNo} /> },
];

/** A document as a card on a phone. */
function DocumentCard({ doc }: { doc: ComplianceDocument }) {
  return (
    <div className="space-y-1 text-[13px]">
      <div className="flex items-start justify-between gap-3"><Standard doc={doc} /><State doc={doc} /></div>
      <p className="text-ink">{doc.covers}</p>
      <p className="text-ink-muted"><Report doc={doc} /></p>
      <p className="flex items-center justify-between text-ink-muted">Issued {dateText(doc.issuedOn)} · until {dateText(doc.validUntil)} <WithdrawDocument documentId={doc.documentId} reportNo={doc.reportNo} /></p>
    </div>
  );
}

/** The compliance library: every test report and declaration, soonest to end first, with standard and expiry filters. */
export function ComplianceLibrary({ page, raw, problems, failure }: { page: ComplianceLibraryPage | null; raw: Record<string, string>; problems: string[]; failure: string | null }) {
  const filtered = isFiltered(raw);
  const line = page
    ? `${countText(page.total, filtered, 'document', 'documents')}, soonest to end first · ${page.counts.expiring} ending within 30 days · ${page.counts.expired} expired`
    : 'Test reports and declarations';
  return (
    <div className="space-y-5">
      <ConsolePageHead title="Compliance library" line={line} />
      {page ? <Renewals renewals={page.renewals ?? []} /> : null}
      <QueueFiltersPanel problems={problems}>
        <FilterForm action={BASE} testId="compliance-filters">
          <FilterField label="Standard">
            <select name="standard" defaultValue={raw.standard ?? ''} className={queueControl}>
              <option value="">Every standard</option>
              {COMPLIANCE_STANDARDS.map((one) => <option key={one.code} value={one.code}>{one.label}</option>)}
            </select>
          </FilterField>
          <FilterField label="Expiry">
            <select name="expiry" defaultValue={raw.expiry ?? ''} className={queueControl}>
              <option value="">All</option>
              <option value="valid">Valid for more than 30 days</option>
              <option value="expiring">Ending within 30 days</option>
              <option value="expired">Expired</option>
            </select>
          </FilterField>
        </FilterForm>
      </QueueFiltersPanel>
      <QueueResults page={page} failure={failure} testId="compliance-library" empty={filtered ? 'No document matches these filters.' : 'No documents yet.'} href={(n) => filtersHref(BASE, Object.keys(raw), raw, n)}>
        {(list) => (
          <ConsoleTable rows={list} columns={COLUMNS} rowKey={(doc) => doc.documentId} rowProps={(doc) => ({ 'data-document': doc.documentId, 'data-state': doc.state })} cards={{ testId: 'compliance-card', render: (doc) => <DocumentCard doc={doc} /> }} testId="compliance-table" />
        )}
      </QueueResults>
      {page ? <AddDocument choices={page} /> : null}
    </div>
  );
}

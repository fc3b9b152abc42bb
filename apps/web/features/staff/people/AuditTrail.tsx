import Link from 'next/link';
import type { AuditEntryView, AuditTrailPage } from '@sw/protocol';
import { dateTimeText } from '@/lib/format';
import { staffInquiryHref } from '@/lib/links';
import { type ConsoleColumn, ConsoleTable } from '@/ui/ConsoleTable';
import { ConsolePageHead, countText, FilterField, FilterForm, isFiltered, queueControl, QueueFiltersPanel, QueueResults } from '@/ui/console';
import { listHref } from './listQuery';
import { memberHref } from './Members';

const BASE = '/admin/audit';

/** Where a target lives in the console, when it has a page. */
function targetHref(entry: AuditEntryView): string | null {
  if (entry.targetType === 'member') return memberHref(entry.targetId);
  if (entry.targetType === 'inquiry') return staffInquiryHref(entry.targetId);
  if (entry.targetType === 'order') return `/admin/orders/${encodeURIComponent(entry.targetId)}`;
  if (entry.targetType === 'complianceDocument') return '/admin/compliance';
  return null;
}

const show = (value: unknown) => (value === undefined ? '—' : value === null ? 'none' : typeof value === 'object' ? JSON.stringify(value) : String(value));

type Fields = Record<string, unknown> | null;

/** Field, before, after: one row per field name. */
function changeColumns(before: Fields, after: Fields, changed: (key: string) => boolean): ConsoleColumn<string>[] {
  return [
    { key: 'field', head: 'Field', width: 'w-[30%]', className: 'break-words font-mono', cell: (key) => key },
    { key: 'before', head: 'Before', className: 'break-words', cell: (key) => <span data-testid="audit-before">{before ? show(before[key]) : '—'}</span> },
    { key: 'after', head: 'After', className: 'break-words', cell: (key) => <span data-testid="audit-after" className={changed(key) ? 'font-medium' : ''}>{after ? show(after[key]) : '—'}</span> },
  ];
}

/** Before and after, field by field: the fields that changed first and marked. */
function Changes({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (!keys.length) return null;
  const changed = (key: string) => show(before?.[key]) !== show(after?.[key]);
  keys.sort((a, b) => Number(changed(b)) - Number(changed(a)));
  return (
    <div className="mt-2 max-w-[720px]">
      <ConsoleTable
        rows={keys}
        columns={changeColumns(before, after, changed)}
        rowKey={(key) => key}
        rowProps={(key) => ({ className: changed(key) ? 'text-ink' : 'text-ink-muted' })}
        dense
        className="table-fixed text-[12px]"
        testId="audit-changes"
      />
    </div>
  );
}

/** The audit trail: every staff change newest first, with who, what, when, and before and after. */
export function AuditTrail({ page, raw, problems, failure }: { page: AuditTrailPage | null; raw: Record<string, string>; problems: string[]; failure: string | null }) {
  const filtered = isFiltered(raw);
  return (
    <div className="space-y-5">
      <ConsolePageHead title="Audit trail" line={page ? `${countText(page.total, filtered, 'change', 'changes')} by staff, newest first` : 'Staff changes'} />
      <QueueFiltersPanel problems={problems}>
        <FilterForm action={BASE} testId="audit-filters">
          <FilterField label="Staff member">
            <select name="staffId" defaultValue={raw.staffId ?? ''} className={queueControl}>
              <option value="">Everyone</option>
              {page?.staff.map((s) => (
                <option key={s.staffId} value={s.staffId}>
                  {s.email}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField label="Action">
            <select name="action" defaultValue={raw.action ?? ''} className={queueControl}>
              <option value="">Every action</option>
              {page?.actions.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField label="Target type">
            <select name="targetType" defaultValue={raw.targetType ?? ''} className={queueControl}>
              <option value="">Any</option>
              {page?.targetTypes.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          </FilterField>
          <FilterField label="Target id">
            <input name="targetId" defaultValue={raw.targetId ?? ''} className={queueControl} />
          </FilterField>
          <FilterField label="From">
            <input name="from" type="date" defaultValue={raw.from ?? ''} className={queueControl} />
          </FilterField>
          <FilterField label="To">
            <input name="to" type="date" defaultValue={raw.to ?? ''} className={queueControl} />
          </FilterField>
        </FilterForm>
      </QueueFiltersPanel>
      <QueueResults page={page} failure={failure} testId="audit-trail" empty={filtered ? 'No change matches these filters.' : 'No staff changes recorded yet.'} href={(n) => listHref(BASE, raw, { page: n })}>
        {(list) => (
        <ol>
          {list.map((entry) => {
            const href = targetHref(entry);
            return (
              <li key={entry.auditId} className="border-b border-line py-3 last:border-b-0" data-testid="audit-entry" data-action={entry.action}>
                {/* Each link at least 24 px tall: on a phone they wrap into a cluster of small targets (WCAG 2.5.8). */}
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[12px] text-ink-muted">
                  <time dateTime={entry.at}>{dateTimeText(entry.at)}</time>
                  <Link href={listHref(BASE, {}, { staffId: entry.staffId })} className="inline-flex min-h-6 items-center underline-offset-4 hover:text-ink hover:underline">
                    {entry.staffEmail}
                  </Link>
                  <Link href={listHref(BASE, {}, { action: entry.action })} className="inline-flex min-h-6 items-center font-mono text-ink underline-offset-4 hover:underline">
                    {entry.action}
                  </Link>
                  <Link href={listHref(BASE, {}, { targetType: entry.targetType, targetId: entry.targetId })} className="inline-flex min-h-6 items-center underline-offset-4 hover:text-ink hover:underline">
                    {entry.targetType} {entry.targetId.length > 12 ? `${entry.targetId.slice(0, 8)}…` : entry.targetId}
                  </Link>
                  {href ? (
                    <Link href={href} className="inline-flex min-h-6 items-center underline-offset-4 hover:text-ink hover:underline">
                      open
                    </Link>
                  ) : null}
                </p>
                <p className="mt-1 break-words text-[14px] text-ink" data-testid="audit-summary">{entry.summary}</p>
                <Changes before={entry.before} after={entry.after} />
              </li>
            );
          })}
        </ol>
        )}
      </QueueResults>
    </div>
  );
}

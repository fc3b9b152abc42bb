import Link from 'next/link';
import type { AuditEntryView, AuditTrailPage } from '@sw/protocol';
import { dateTimeText } from '@/lib/format';
import { staffInquiryHref } from '@/lib/links';
import { ConsolePageHead, countText, FilterField, FilterForm, isFiltered, queueControl, QueueFiltersPanel, QueueResults } from '@/ui/console';
import { listHref } from './listQuery';
import { memberHref } from './Members';

const BASE = '/admin/audit';

/** Where a target lives in the console, when it has a page. */
function targetHref(entry: AuditEntryView): string | null {
  if (entry.targetType === 'member') return memberHref(entry.targetId);
  if (entry.targetType === 'inquiry') return staffInquiryHref(entry.targetId);
  if (entry.targetType === 'order') return `/admin/orders/${encodeURIComponent(entry.targetId)}`;
  return null;
}

const show = (value: unknown) => (value === undefined ? '—' : value === null ? 'none' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Before and after, field by field: the fields that changed first and marked. */
function Changes({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (!keys.length) return null;
  const changed = (key: string) => show(before?.[key]) !== show(after?.[key]);
  keys.sort((a, b) => Number(changed(b)) - Number(changed(a)));
  return (
    <table className="mt-2 w-full max-w-[720px] table-fixed text-left text-[12px]" data-testid="audit-changes">
      <thead className="text-[10px] uppercase tracking-[0.1em] text-ink-muted">
        <tr>
          <th className="w-[30%] py-1 pr-2 font-medium">Field</th>
          <th className="py-1 pr-2 font-medium">Before</th>
          <th className="py-1 font-medium">After</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key} className={`border-t border-line ${changed(key) ? 'text-ink' : 'text-ink-muted'}`}>
            <td className="break-words py-1 pr-2 font-mono">{key}</td>
            <td className="break-words py-1 pr-2" data-testid="audit-before">{before ? show(before[key]) : '—'}</td>
            <td className={`break-words py-1 ${changed(key) ? 'font-medium' : ''}`} data-testid="audit-after">{after ? show(after[key]) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
                <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-[12px] text-ink-muted">
                  <time dateTime={entry.at}>{dateTimeText(entry.at)}</time>
                  <Link href={listHref(BASE, {}, { staffId: entry.staffId })} className="underline-offset-4 hover:text-ink hover:underline">
                    {entry.staffEmail}
                  </Link>
                  <Link href={listHref(BASE, {}, { action: entry.action })} className="font-mono text-ink underline-offset-4 hover:underline">
                    {entry.action}
                  </Link>
                  <Link href={listHref(BASE, {}, { targetType: entry.targetType, targetId: entry.targetId })} className="underline-offset-4 hover:text-ink hover:underline">
                    {entry.targetType} {entry.targetId.length > 12 ? `${entry.targetId.slice(0, 8)}…` : entry.targetId}
                  </Link>
                  {href ? (
                    <Link href={href} className="underline-offset-4 hover:text-ink hover:underline">
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

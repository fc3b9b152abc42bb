import { type LeadPage, type LeadView } from '@sw/protocol';
import { countryText, dateTimeText } from '@/lib/format';
import { ConsolePageHead, FilterField, FilterForm, queueControl, QueueFiltersPanel, QueueResults } from '@/ui/console';
import { StatusBadge } from '@/ui/StatusBadge';
import { listHref } from './listQuery';
import { LeadActions } from './LeadActions';
import { StateTabs } from './ListPieces';

const BASE = '/admin/leads';

function LeadRow({ lead }: { lead: LeadView }) {
  return (
    <li className="grid gap-3 border-b border-line py-4 last:border-b-0 lg:grid-cols-[220px_1fr_auto] lg:gap-6" data-testid="lead" data-email={lead.email}>
      <div className="min-w-0 text-[13px]">
        <p className="font-medium text-ink">{lead.name}</p>
        <p className="truncate">
          <a href={`mailto:${lead.email}`} className="text-ink-muted underline-offset-4 hover:text-ink hover:underline">
            {lead.email}
          </a>
        </p>
        {lead.company ? <p className="truncate text-ink-muted">{lead.company}</p> : null}
        {lead.phone ? <p className="text-ink-muted">{lead.phone}</p> : null}
        <p className="mt-1 text-ink-muted">{countryText(lead.country)}</p>
      </div>
      <div className="min-w-0">
        <p className="mb-1 flex flex-wrap items-center gap-2 text-[12px] text-ink-muted">
          {dateTimeText(lead.createdAt)} · {lead.source} form
          {lead.handled ? <StatusBadge dense tone="done">Handled</StatusBadge> : <StatusBadge dense tone="action">Open</StatusBadge>}
        </p>
        <p className="whitespace-pre-wrap break-words text-[14px] leading-relaxed text-ink" data-testid="lead-message">{lead.message}</p>
        {lead.note || lead.handledAt ? (
          <p className="mt-2 whitespace-pre-wrap rounded-[3px] border border-line bg-surface-muted px-3 py-2 text-[13px]" data-testid="lead-note">
            {lead.handledAt ? <span className="text-ink-muted">Handled {dateTimeText(lead.handledAt)}{lead.handledBy ? ` by ${lead.handledBy}` : ''}. </span> : null}
            {lead.note}
          </p>
        ) : null}
      </div>
      <div className="flex items-start gap-2">
        <LeadActions leadId={lead.leadId} name={lead.name} handled={lead.handled} />
      </div>
    </li>
  );
}

/** The contact form's entries, newest first, open ones by default; marked handled with a note. */
export function Leads({ page, raw, problems, failure }: { page: LeadPage | null; raw: Record<string, string>; problems: string[]; failure: string | null }) {
  const state = raw.state ?? 'open';
  return (
    <div className="space-y-5">
      <ConsolePageHead title="Leads" line={page ? `${page.open} open · messages from the contact form, newest first` : 'Contact form messages'} />
      <QueueFiltersPanel problems={problems}>
        <FilterForm action={BASE} keep={{ state: raw.state }}>
          <FilterField label="Search" wide>
            <input name="keyword" type="search" defaultValue={raw.keyword ?? ''} placeholder="Name, email, company or words of the message" className={queueControl} />
          </FilterField>
          <FilterField label="Country code">
            <input name="country" defaultValue={raw.country ?? ''} maxLength={2} placeholder="e.g. DE" className={`${queueControl} uppercase placeholder:normal-case`} />
          </FilterField>
        </FilterForm>
      </QueueFiltersPanel>
      <QueueResults
        page={page}
        failure={failure}
        testId="leads"
        empty={state === 'open' ? 'No open leads: every message is handled.' : 'No lead matches.'}
        emptyTestId="leads-empty"
        head={
          page ? (
            <StateTabs
              base={BASE}
              raw={raw}
              name="state"
              current={state}
              tabs={[
                { value: 'open', label: 'Open', count: page.open },
                { value: 'handled', label: 'Handled' },
                { value: 'all', label: 'All' },
              ]}
            />
          ) : null
        }
        href={(n) => listHref(BASE, raw, { page: n })}
      >
        {(list) => (
          <ul>
            {list.map((lead) => (
              <LeadRow key={lead.leadId} lead={lead} />
            ))}
          </ul>
        )}
      </QueueResults>
    </div>
  );
}


import Link from 'next/link';
import type { MailOutboxEntry, MailOutboxPage, MailState } from '@sw/protocol';
import { dateTimeText } from '@/lib/format';
import { ConsolePageHead, countText, FilterField, FilterForm, isFiltered, queueControl, QueueFiltersPanel, QueueResults } from '@/ui/console';
import { StatusBadge, type StatusTone } from '@/ui/StatusBadge';
import { MAIL_QUEUE_PATH, mailQueueHref } from './queueQuery';
import { ResendButton } from './ResendButton';

const STATE_TEXT: Record<MailState, { label: string; tone: StatusTone }> = {
  pending: { label: 'Pending', tone: 'accent' },
  failed: { label: 'Failed', tone: 'working' },
  dead: { label: 'Dead', tone: 'problem' },
  sent: { label: 'Sent', tone: 'done' },
};

function StateBadge({ state }: { state: MailState }) {
  const { label, tone } = STATE_TEXT[state];
  return (
    <StatusBadge tone={tone} status={state} testId="mail-state" dense>
      {label}
    </StatusBadge>
  );
}

/** State tabs: what needs attention (the default), each state with its count, sent and all. */
function StateTabs({ page, raw }: { page: MailOutboxPage | null; raw: Record<string, string> }) {
  const counts = page?.counts;
  const { state: _state, page: _page, ...rest } = raw;
  const tabs: { value: string; label: string; count?: number }[] = [
    { value: '', label: 'Needs attention', count: counts ? counts.pending + counts.failed + counts.dead : undefined },
    { value: 'pending', label: 'Pending', count: counts?.pending },
    { value: 'failed', label: 'Failed', count: counts?.failed },
    { value: 'dead', label: 'Dead', count: counts?.dead },
    { value: 'sent', label: 'Sent' },
    { value: 'all', label: 'All' },
  ];
  const current = raw.state && raw.state !== 'attention' ? raw.state : '';
  return (
    <nav aria-label="Messages by state" className="-mx-1 flex gap-1 overflow-x-auto px-1 text-[13px]" data-testid="mail-state-tabs">
      {tabs.map((tab) => {
        const active = current === tab.value;
        return (
          <Link
            key={tab.label}
            href={mailQueueHref(tab.value ? { ...rest, state: tab.value } : rest)}
            aria-current={active ? 'page' : undefined}
            data-testid={`mail-tab-${tab.value || 'attention'}`}
            className={`flex-none whitespace-nowrap rounded-[3px] border px-3 py-1.5 ${active ? 'border-ink bg-ink text-surface' : 'border-line bg-surface text-ink-muted hover:text-ink'}`}
          >
            {tab.label}
            {tab.count !== undefined ? <span className={`ml-1 tabular-nums ${active ? 'text-surface/70' : 'text-ink-faint'}`}>{tab.count}</span> : null}
          </Link>
        );
      })}
    </nav>
  );
}

/** When the message was (or will be) dealt with, in words. */
function whenText(entry: MailOutboxEntry): string {
  if (entry.state === 'sent') return `Sent ${dateTimeText(entry.sentAt)}`;
  if (entry.state === 'dead') return `Given up ${dateTimeText(entry.deadAt)}`;
  return entry.attempts ? `Next try ${dateTimeText(entry.nextAttemptAt)}` : 'Waiting for its first try';
}

function MailRow({ entry }: { entry: MailOutboxEntry }) {
  return (
    <li className="grid gap-2 border-b border-line py-3.5 last:border-b-0 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)_auto] lg:gap-6" data-testid="mail-row" data-outbox-id={entry.outboxId} data-to={entry.to}>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <StateBadge state={entry.state} />
          <span className="text-[12px] tabular-nums text-ink-muted">
            {entry.attempts} {entry.attempts === 1 ? 'try' : 'tries'}
          </span>
        </div>
        <p className="mt-1.5 truncate text-[14px] font-medium text-ink" title={entry.subject}>{entry.subject}</p>
        <p className="truncate text-[13px] text-ink-muted" title={entry.to}>To {entry.to}</p>
      </div>
      <div className="min-w-0 text-[12.5px]">
        <p className="text-ink-muted">
          Queued {dateTimeText(entry.createdAt)} · {whenText(entry)}
        </p>
        {entry.lastError ? (
          <div className="mt-1.5">
            <p className="text-[11px] uppercase tracking-[0.1em] text-ink-muted">{entry.state === 'sent' ? 'Error before it was sent' : 'Last error'}</p>
            <p
              className={`mt-0.5 break-words rounded-[3px] border border-line bg-surface-muted px-2.5 py-1.5 font-mono text-[12px] ${entry.state === 'sent' ? 'text-ink-muted' : 'text-ink'}`}
              data-testid="mail-error"
            >
              {entry.lastError}
            </p>
          </div>
        ) : null}
        {entry.oneTimeCode ? <p className="mt-1 text-ink-muted">Held a one-time code, which is never stored: the buyer asks for a new one.</p> : null}
      </div>
      <div className="flex items-start lg:justify-end">{entry.canResend ? <ResendButton outboxId={entry.outboxId} to={entry.to} /> : null}</div>
    </li>
  );
}

/** The Mail desk: the outbox's messages that wait, fail or were given up, newest first, with "send again". */
export function MailDesk({ page, raw, problems, failure }: { page: MailOutboxPage | null; raw: Record<string, string>; problems: string[]; failure: string | null }) {
  const filtered = isFiltered(raw);
  const state = raw.state ?? 'attention';
  return (
    <div className="space-y-5">
      <ConsolePageHead title="Mail" line={`${page ? countText(page.total, filtered, 'message', 'messages') : 'The outbox'} · newest first · failed messages are retried on their own`} />
      {page && !page.delivers ? (
        <p className="rounded-[3px] border border-amber-700/30 bg-amber-50 px-3 py-2 text-[13px] text-amber-900" data-testid="mail-not-delivering">
          Mail delivery is not set up (no SMTP_URL): messages are kept here and not sent.
        </p>
      ) : null}
      <StateTabs page={page} raw={raw} />
      <QueueFiltersPanel problems={problems}>
        <FilterForm action={MAIL_QUEUE_PATH} keep={{ state: raw.state }} testId="mail-filters">
          <FilterField label="Search" wide>
            <input name="keyword" type="search" defaultValue={raw.keyword ?? ''} placeholder="Recipient or subject" className={queueControl} />
          </FilterField>
        </FilterForm>
      </QueueFiltersPanel>
      <QueueResults
        page={page}
        failure={failure}
        testId="mail-desk"
        empty={state === 'attention' && !filtered ? 'Nothing waiting: every message has been sent.' : 'No message matches.'}
        emptyTestId="mail-empty"
        href={(n) => mailQueueHref(raw, n)}
      >
        {(list) => (
          <ul>
            {list.map((entry) => (
              <MailRow key={entry.outboxId} entry={entry} />
            ))}
          </ul>
        )}
      </QueueResults>
    </div>
  );
}

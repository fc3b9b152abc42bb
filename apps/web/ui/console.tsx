import Form from 'next/form';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { ShippingAddress, StaffBuyer, StatusStep } from '@sw/protocol';
import { countryText, dateTimeText } from '@/lib/format';
import { staffCompanyHref } from '@/lib/links';
import { Alert, labelClass } from './form';

/**
 * The sales console's building blocks (dense and plain on purpose): panel, page head, fact sheet, address, history,
 * compact input, and the pieces of a list (filters, results, empty state, pager) that every console list uses.
 */

/** A white panel with an optional heading row, the console's building block. */
export function ConsolePanel({
  title, actions, children, className = '', testId,
}: { title?: ReactNode; actions?: ReactNode; children: ReactNode; className?: string; testId?: string }) {
  return (
    <section data-testid={testId} className={`rounded-[3px] border border-line bg-surface ${className}`}>
      {title || actions ? (
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3 lg:px-5">
          {title ? <h2 className="text-[13px] font-semibold uppercase tracking-[0.12em] text-ink">{title}</h2> : <span />}
          {actions}
        </header>
      ) : null}
      <div className="px-4 py-4 lg:px-5">{children}</div>
    </section>
  );
}

/** A console page's title row: the heading, a line of counts, and actions on the right. */
export function ConsolePageHead({ title, line, actions }: { title: string; line?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="font-display text-[30px] leading-tight text-ink">{title}</h1>
        {line ? <p className="text-[13px] text-ink-muted">{line}</p> : null}
      </div>
      {actions}
    </div>
  );
}

/** Whether a console list's URL carries a filter (the page number is not one). */
export const isFiltered = (raw: Record<string, string>) => Object.keys(raw).some((key) => key !== 'page');

/** A list's count for its heading: '1 order', '12 matching inquiries' (when filtered). */
export const countText = (total: number, filtered: boolean, one: string, many: string) => `${total} ${filtered ? 'matching ' : ''}${total === 1 ? one : many}`;

/** A buyer in a console list: company (or nick) over the email. */
export function ConsoleBuyer({ buyer }: { buyer: Pick<StaffBuyer, 'company' | 'nick' | 'email'> }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium text-ink">{buyer.company || buyer.nick}</p>
      <p className="truncate text-[12px] text-ink-muted">{buyer.email}</p>
    </div>
  );
}

/** A shipping address as the desk reads it. */
export function ConsoleAddress({ address }: { address: ShippingAddress | null }) {
  if (!address) return <p className="text-[13px] text-ink-muted">No address given.</p>;
  return (
    <address className="text-[13px] not-italic leading-5 text-ink" data-testid="ship-to">
      <span className="font-medium">{address.contactName}</span>
      {address.company ? <br /> : null}
      {address.company}
      <br />
      {address.street}
      <br />
      {[address.postcode, address.city, address.region].filter(Boolean).join(' ')}
      <br />
      {address.countryName}
      <br />
      <span className="text-ink-muted">{address.phone}</span>
    </address>
  );
}

/** A status history, oldest first, with who moved it and the note. */
export function ConsoleTimeline({ steps, label }: { steps: StatusStep[]; label: (status: string) => string }) {
  return (
    <ol className="relative space-y-3 border-l border-line pl-4" data-testid="history">
      {steps.map((step, i) => (
        <li key={i} className="relative">
          <span className="absolute -left-[21px] top-1.5 h-2 w-2 rounded-full bg-accent" aria-hidden="true" />
          <p className="text-[13px] text-ink">
            <span className="font-medium">{label(step.to)}</span>
            <span className="text-ink-muted"> · by {step.actor === 'staff' ? 'sales team' : step.actor}</span>
          </p>
          <p className="text-[11px] text-ink-muted">{dateTimeText(step.at)}</p>
          {step.note ? <p className="mt-0.5 whitespace-pre-line text-[13px] text-ink-muted">“{step.note}”</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** Term and value rows, the desk's fact sheet. */
export function ConsoleFacts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[96px_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-[13px]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink-muted">{term}</dt>
          <dd className="min-w-0 break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The buyer's company: a link to its console page when the answer names it. */
export function ConsoleCompanyLink({ buyer }: { buyer: Pick<StaffBuyer, 'company' | 'companyId'> }) {
  const name = buyer.company || 'Company without a name';
  if (!buyer.companyId) return <>{buyer.company ?? '—'}</>;
  return (
    <Link href={staffCompanyHref(buyer.companyId)} className="text-accent-strong underline-offset-4 hover:underline" data-testid="buyer-company">
      {name}
    </Link>
  );
}

/** The buyer's panel of a staff detail page: company (its page), name, email (to write to), country, then `more` rows. */
export function ConsoleBuyerPanel({ buyer, more = [] }: { buyer: Pick<StaffBuyer, 'company' | 'companyId' | 'nick' | 'email' | 'country'>; more?: [string, ReactNode][] }) {
  return (
    <ConsolePanel title="Buyer" testId="buyer">
      <ConsoleFacts
        rows={[
          ['Company', <ConsoleCompanyLink key="company" buyer={buyer} />],
          ['Name', buyer.nick],
          ['Email', <a key="email" href={`mailto:${buyer.email}`} title={buyer.email} className="block truncate text-accent-strong hover:underline">{buyer.email}</a>],
          // Named as the Ship to address names it ('United States', not 'US').
          ['Country', countryText(buyer.country)],
          ...more,
        ]}
      />
    </ConsolePanel>
  );
}

/** The console's compact input: the form system's look at a back-office density (h-9, 13px). */
export const compactInput =
  'block w-full h-9 rounded-[3px] border border-line bg-surface px-2.5 text-[13px] text-ink shadow-[inset_0_1px_2px_rgb(0_0_0/0.03)] ' +
  'transition-colors placeholder:text-ink-muted/60 hover:border-ink/30 focus:border-ink focus:outline-none focus:ring-2 focus:ring-accent/25 ' +
  'aria-[invalid=true]:border-red-700/70 aria-[invalid=true]:focus:ring-red-700/15';

/** A console form field's error under it (the quotation editor's lines, payment and trade terms). */
export function ErrorText({ message }: { message?: string }) {
  return message ? (
    <p className="mt-1 text-[12px] leading-4 text-red-800" data-testid="field-error">
      {message}
    </p>
  ) : null;
}

/** Previous / 'Page n of m' / Next as links (the queue's filters stay in the URL); nothing for one page. */
export function ConsolePager({ pageNum, total, pageSize, href }: { pageNum: number; total: number; pageSize: number; href: (page: number) => string }) {
  const pages = Math.max(1, Math.ceil(total / (pageSize || 1)));
  if (pages <= 1) return null;
  const link = (n: number, label: string, rel: string) =>
    n >= 1 && n <= pages ? (
      <Link href={href(n)} rel={rel} className="btn btn-outline h-9 min-h-9 px-4">
        {label}
      </Link>
    ) : (
      <span className="btn h-9 min-h-9 cursor-default border-line px-4 text-ink-faint">{label}</span>
    );
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 pt-4" data-testid="queue-pagination">
      {link(pageNum - 1, 'Previous', 'prev')}
      <span className="text-[13px] text-ink-muted">
        Page {pageNum} of {pages}
      </span>
      {link(pageNum + 1, 'Next', 'next')}
    </nav>
  );
}

/** A queue's filter control: the compact input at the filter row's height. */
export const queueControl = `${compactInput} !h-10 !text-[14px]`;

/** A queue's filter form in its panel, with the filters the URL got wrong named under it. */
export function QueueFiltersPanel({ problems, children }: { problems: string[]; children: ReactNode }) {
  return (
    <ConsolePanel>
      {children}
      <FilterProblems problems={problems} />
    </ConsolePanel>
  );
}

/** Filters from the URL that were left out, named. */
function FilterProblems({ problems }: { problems: string[] }) {
  if (!problems.length) return null;
  return <p className="mt-3 text-[13px] text-red-800">{problems.join(' ')} That filter was left out.</p>;
}

/** A queue's search box ('Buyer or number'): the buyer's email, company or nick, or a document's number. */
export function QueueBuyerField({ raw, placeholder }: { raw: Record<string, string>; placeholder: string }) {
  return (
    <label className="col-span-2 block lg:col-span-1">
      <span className={labelClass}>Buyer or number</span>
      <input name="buyer" type="search" defaultValue={raw.buyer ?? ''} placeholder={placeholder} className={queueControl} />
    </label>
  );
}

/** A queue's choice filter (status, type): the first option is 'any', with an empty value. */
export function QueueSelect({ raw, name, label, any, options }: { raw: Record<string, string>; name: string; label: string; any: string; options: readonly [value: string, label: string][] }) {
  return (
    <label className="block">
      <span className={labelClass}>{label}</span>
      <select name={name} defaultValue={raw[name] ?? ''} className={queueControl}>
        <option value="">{any}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The 'from' and 'to' days of a queue's filters ('Submitted from', 'Placed to' ...). */
export function QueueDates({ raw, label }: { raw: Record<string, string>; label: string }) {
  return (
    <>
      <label className="block">
        <span className={labelClass}>{label} from</span>
        <input name="from" type="date" defaultValue={raw.from ?? ''} className={queueControl} />
      </label>
      <label className="block">
        <span className={labelClass}>{label} to</span>
        <input name="to" type="date" defaultValue={raw.to ?? ''} className={queueControl} />
      </label>
    </>
  );
}

/** 'Filter' and 'Clear' (back to the queue without filters). */
export function QueueButtons({ clearHref, className = 'col-span-2 lg:col-span-1' }: { clearHref: string; className?: string }) {
  return (
    <div className={`flex items-end gap-2 ${className}`}>
      <button type="submit" className="btn btn-primary h-10 min-h-10 px-5">
        Filter
      </button>
      <a href={clearHref} className="btn h-10 min-h-10 px-3 text-ink-muted hover:text-ink">
        Clear
      </a>
    </div>
  );
}

/**
 * A console list's filters in a row that wraps: a GET form (the URL carries them, the back button works). `keep`
 * are filters set elsewhere (the state tabs) that a search keeps.
 */
export function FilterForm({ action, keep = {}, children, testId }: { action: string; keep?: Record<string, string | undefined>; children: ReactNode; testId?: string }) {
  return (
    <Form action={action} className="flex flex-wrap items-end gap-3" data-testid={testId}>
      {Object.entries(keep).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      {children}
      <QueueButtons clearHref={action} className="" />
    </Form>
  );
}

/** One labelled control of a FilterForm. */
export function FilterField({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <label className={`block ${wide ? 'min-w-[220px] flex-[2]' : 'min-w-[140px] flex-1'}`}>
      <span className={labelClass}>{label}</span>
      {children}
    </label>
  );
}

/** The empty state of a console list. */
export function ConsoleEmpty({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="py-10 text-center text-[14px] text-ink-muted" data-testid={testId}>
      {children}
    </p>
  );
}

/**
 * A queue's results: the refusal when the call failed, else its rows in a panel (or what an empty queue means),
 * with the pager under them.
 */
export function QueueResults<T>({
  page, failure, testId, empty, emptyTestId = 'queue-empty', head, href, children,
}: {
  page: { list: T[]; pageNum: number; total: number; pageSize: number } | null;
  failure: string | null;
  testId: string;
  /** What an empty page says ('No order matches these filters.'). */
  empty: ReactNode;
  emptyTestId?: string;
  /** What stands above the rows in the panel (a list's state tabs). */
  head?: ReactNode;
  href: (page: number) => string;
  /** The rows of a page that has some. */
  children: (list: T[]) => ReactNode;
}) {
  return (
    <>
      {failure ? <Alert message={failure} testId="queue-error" /> : null}
      {page ? (
        <ConsolePanel testId={testId}>
          {head}
          {page.list.length === 0 ? (
            <ConsoleEmpty testId={emptyTestId}>{empty}</ConsoleEmpty>
          ) : (
            children(page.list)
          )}
          <ConsolePager pageNum={page.pageNum} total={page.total} pageSize={page.pageSize} href={href} />
        </ConsolePanel>
      ) : null}
    </>
  );
}

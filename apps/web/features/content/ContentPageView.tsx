import Link from 'next/link';
import { aboutHref } from '@/lib/links';
import { ScrollRegion } from '@/ui/ScrollRegion';
import { CONTAINER } from '@/ui/SectionHeading';
import { ABOUT_PAGES, ABOUT_SLUGS } from './pages';
import type { ContentPage, ContentTable } from './types';

function Table({ table }: { table: ContentTable }) {
  return (
    <ScrollRegion label={table.caption} className="my-5 rounded-md border border-line">
      <table className="w-full min-w-[520px] border-collapse text-left text-sm">
        <caption className="sr-only">{table.caption}</caption>
        <thead className="bg-surface-muted">
          <tr>
            {table.head.map((h) => (
              <th key={h} scope="col" className="px-4 py-3 text-[11px] font-semibold tracking-[0.12em] text-ink uppercase">{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r} className="border-t border-line align-top">
              {row.map((cell, c) =>
                c === 0 ? (
                  <th key={c} scope="row" className="px-4 py-3 font-medium whitespace-nowrap text-ink">{cell}</th>
                ) : (
                  <td key={c} className="px-4 py-3 text-ink-muted">{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The side menu of the About pages. */
export function AboutNav({ current }: { current?: string }) {
  const items = [{ href: aboutHref(), label: 'About Us', slug: undefined as string | undefined }, ...ABOUT_SLUGS.map((slug) => ({ href: aboutHref(slug), label: ABOUT_PAGES[slug].navTitle, slug }))];
  return (
    <nav aria-label="About" className="lg:sticky lg:top-6">
      <p className="mb-3 hidden text-[11px] font-semibold tracking-[0.18em] text-ink-muted uppercase lg:block">Information</p>
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 [scrollbar-width:none] lg:mx-0 lg:flex-col lg:px-0">
        {items.map((item) => {
          const on = item.slug === current;
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={on ? 'page' : undefined}
                className={`block rounded-[var(--radius)] px-4 py-2 text-sm whitespace-nowrap transition lg:rounded-none lg:border-l-2 lg:px-4 lg:py-2 ${on ? 'bg-ink font-medium text-surface lg:border-ink lg:bg-transparent lg:text-ink' : 'text-ink-muted hover:text-ink lg:border-transparent'}`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** One informational page: heading, intro and sections, beside the About menu. */
export function ContentPageView({ page }: { page: ContentPage }) {
  return (
    <div className={`${CONTAINER} grid grid-cols-[minmax(0,1fr)] gap-8 pt-8 pb-20 lg:grid-cols-[220px_minmax(0,1fr)] lg:gap-16 lg:pt-14`}>
      <AboutNav current={page.slug} />
      <article className="max-w-3xl" data-testid="content-page">
        <header className="border-b border-line pb-8">
          <p className="eyebrow">Information</p>
          <h1 className="mt-3 font-display text-balance text-4xl leading-tight text-ink sm:text-5xl">{page.title}</h1>
          {page.updated && <p className="mt-3 text-xs text-ink-muted">{page.updated}</p>}
          <p className="mt-5 text-[17px] leading-relaxed text-ink">{page.intro}</p>
        </header>
        {page.sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="font-display text-balance text-2xl text-ink sm:text-[28px]">{section.heading}</h2>
            {section.paragraphs?.map((p, i) => (
              <p key={i} className="mt-3 text-[15px] leading-relaxed text-ink-muted">{p}</p>
            ))}
            {section.list && (
              <ul className="mt-4 space-y-2.5">
                {section.list.map((item, i) => (
                  <li key={i} className="flex gap-3 text-[15px] leading-relaxed text-ink-muted">
                    <span aria-hidden="true" className="mt-[0.6rem] size-1.5 shrink-0 rotate-45 bg-accent" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            )}
            {section.table && <Table table={section.table} />}
            {section.after?.map((p, i) => (
              <p key={i} className="mt-3 text-[15px] leading-relaxed text-ink-muted">{p}</p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}

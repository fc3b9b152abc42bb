import Link from 'next/link';
import { NEW_ARRIVALS_HREF } from '@sw/protocol';
import { CONTAINER } from '@/ui/SectionHeading';
import { ABOUT_INTRO, ABOUT_MILESTONES, ABOUT_NUMBERS, ABOUT_STORY, ABOUT_VALUES } from './about';
import { aboutHref } from '@/lib/links';
import { AboutNav } from './ContentPageView';
import { ABOUT_PAGES, ABOUT_SLUGS } from './pages';
import { type BrandFacts, fillBrand } from './types';

export function AboutView({ facts }: { facts: BrandFacts }) {
  const f = (t: string) => fillBrand(t, facts);
  return (
    <>
      <section className="border-b border-line bg-surface-muted">
        <div className={`${CONTAINER} py-14 sm:py-20`}>
          <p className="eyebrow">{ABOUT_INTRO.eyebrow}</p>
          <h1 className="mt-3 max-w-3xl font-display text-balance text-4xl leading-tight text-ink sm:text-[56px] sm:leading-[1.05]">{ABOUT_INTRO.title}</h1>
          <p className="mt-6 max-w-2xl text-[17px] leading-relaxed text-ink-muted">{f(ABOUT_INTRO.lead)}</p>
          <dl className="mt-12 grid grid-cols-2 gap-6 sm:grid-cols-4">
            {ABOUT_NUMBERS.map((n) => (
              <div key={n.label} className="flex flex-col-reverse border-l border-line pl-4">
                <dt className="mt-1 text-[11px] tracking-[0.16em] text-ink-muted uppercase">{n.label}</dt>
                <dd className="font-display text-4xl text-ink">{n.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <div className={`${CONTAINER} grid grid-cols-[minmax(0,1fr)] gap-8 pt-10 pb-20 lg:grid-cols-[220px_minmax(0,1fr)] lg:gap-16 lg:pt-14`}>
        <AboutNav />
        <div className="min-w-0">
          <section className="grid gap-10 lg:grid-cols-[1fr_1fr] lg:gap-14" aria-labelledby="about-story">
            <div>
              <h2 id="about-story" className="font-display text-balance text-3xl text-ink sm:text-4xl">Our story</h2>
              <div className="mt-5 space-y-4 text-[15px] leading-relaxed text-ink-muted">
                {ABOUT_STORY.map((p, i) => (
                  <p key={i}>{f(p)}</p>
                ))}
              </div>
            </div>
            <ol className="relative space-y-6 border-l border-line pl-6" aria-label="Milestones">
              {ABOUT_MILESTONES.map((m) => (
                <li key={m.year} className="relative">
                  <span aria-hidden="true" className="absolute top-1.5 -left-[29px] size-2.5 rotate-45 bg-accent" />
                  <p className="font-display text-2xl text-ink">{m.year}</p>
                  <p className="mt-0.5 text-sm leading-relaxed text-ink-muted">{m.text}</p>
                </li>
              ))}
            </ol>
          </section>

          <section className="mt-16" aria-labelledby="about-values">
            <h2 id="about-values" className="font-display text-balance text-3xl text-ink sm:text-4xl">What we stand for</h2>
            <ul className="mt-8 grid gap-px overflow-hidden rounded-md border border-line bg-line sm:grid-cols-2">
              {ABOUT_VALUES.map((v) => (
                <li key={v.title} className="bg-surface p-6">
                  <h3 className="text-base font-semibold text-ink">{v.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-ink-muted">{v.text}</p>
                </li>
              ))}
            </ul>
          </section>

          <section className="mt-16" aria-labelledby="about-more">
            <h2 id="about-more" className="font-display text-balance text-3xl text-ink sm:text-4xl">Good to know</h2>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {ABOUT_SLUGS.map((slug) => {
                const page = ABOUT_PAGES[slug];
                return (
                  <li key={slug}>
                    <Link href={aboutHref(slug)} className="group flex h-full flex-col rounded-md border border-line p-5 transition hover:border-ink">
                      <span className="text-base font-semibold text-ink group-hover:text-accent">{page.title}</span>
                      <span className="mt-1.5 line-clamp-3 text-sm leading-relaxed text-ink-muted">{f(page.description)}</span>
                      <span className="mt-auto pt-4 text-sm font-medium text-ink">Read <span aria-hidden="true">→</span></span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>

          <section className="mt-16 flex flex-col items-start justify-between gap-5 rounded-md bg-brand p-7 text-brand-ink sm:flex-row sm:items-center sm:p-10">
            <div>
              <h2 className="font-display text-balance text-3xl">See what we make</h2>
              <p className="mt-1.5 text-sm text-brand-ink/75">Thousands of designs ready for wholesale, and a team ready for yours.</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <Link href={NEW_ARRIVALS_HREF} className="btn btn-accent">New designs</Link>
              <Link href="/factories" className="btn border-brand-ink/40 text-brand-ink hover:border-brand-ink hover:bg-brand-ink/10">Our factories</Link>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}

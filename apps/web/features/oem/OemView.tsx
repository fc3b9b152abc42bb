import type { Country } from '@sw/protocol';
import { ScrollRegion } from '@/ui/ScrollRegion';
import { CONTAINER, SectionHeading } from '@/ui/SectionHeading';
import type { SiteTheme } from '@/lib/site';
import { ContactForm } from './ContactForm';
import { CAPABILITIES, LEAD_TIMES, MOQ_TABLE, OEM_FAQ, PROCESS_STEPS } from './content';

const HIGHLIGHTS = [
  { value: '100 pcs', label: 'MOQ for logo engraving' },
  { value: '2–3 days', label: '3D rendering' },
  { value: '7–12 days', label: 'Samples' },
  { value: '20–35 days', label: 'Bulk production' },
];

const MODES = [
  {
    tag: 'OEM',
    title: 'Your design, our production',
    text: 'Send drawings, CAD files or a physical sample. We engineer it for stainless steel, make moulds, and produce it exclusively for you under your brand.',
    points: ['Exclusive moulds kept for your orders', 'NDA on request', 'Private-label packaging'],
  },
  {
    tag: 'ODM',
    title: 'Our design, your brand',
    text: 'Pick designs from our catalogue and make them yours: change the size, plating, stones or details, add your logo and packaging, and launch in weeks.',
    points: ['Lower minimums than OEM', 'No mould cost for most changes', 'Ready-made photography available'],
  },
];

/** The page's opening: what the service is, the two calls to action, and the figures. */
function OemHero({ brand }: { brand: string }) {
  return (
    <section className="relative isolate overflow-hidden bg-brand text-brand-ink">
      <div aria-hidden="true" className="absolute -top-40 -right-40 -z-10 size-[560px] rounded-full bg-accent/20 blur-3xl" />
      <div className={`${CONTAINER} grid grid-cols-[minmax(0,1fr)] gap-12 py-16 sm:py-24 lg:grid-cols-[1.3fr_1fr] lg:items-end`}>
        <div>
          <p className="eyebrow !text-accent-line">Custom OEM / ODM</p>
          <h1 className="mt-4 max-w-2xl font-display text-balance text-5xl leading-[1.05] sm:text-6xl">Jewelry with your name on it</h1>
          <p className="mt-6 max-w-xl text-base leading-relaxed text-brand-ink/75 sm:text-lg">
            {brand} designs, engineers and manufactures private-label stainless steel jewelry for brands, retailers and
            designers — from logo engraving on our best sellers to collections built from your sketches.
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <a href="#contact" className="btn btn-accent">
              Start your project
            </a>
            <a href="#process" className="btn border-brand-ink/40 text-brand-ink hover:border-brand-ink hover:bg-brand-ink/10">
              How it works
            </a>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-md bg-brand-ink/15">
          {HIGHLIGHTS.map((h) => (
            <div key={h.label} className="flex flex-col-reverse bg-brand p-5 sm:p-6">
              <dt className="mt-1 text-xs text-brand-ink/65">{h.label}</dt>
              <dd className="font-display text-3xl text-brand-ink">{h.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** OEM (your design) or ODM (ours, branded): the two ways to work together. */
function OemModes() {
  return (
    <section className={`${CONTAINER} py-16 sm:py-20`} aria-labelledby="oem-modes">
      <SectionHeading id="oem-modes" eyebrow="Two ways to work with us" title="OEM or ODM?" />
      <div className="grid gap-6 md:grid-cols-2">
        {MODES.map((m) => (
          <article key={m.tag} className="rounded-md border border-line p-7 sm:p-9">
            <p className="font-display text-5xl text-accent">{m.tag}</p>
            <h3 className="mt-3 text-xl font-semibold text-ink">{m.title}</h3>
            <p className="mt-3 text-[15px] leading-relaxed text-ink-muted">{m.text}</p>
            <ul className="mt-5 space-y-2">
              {m.points.map((p) => (
                <li key={p} className="flex items-center gap-3 text-sm text-ink">
                  <svg viewBox="0 0 16 16" className="size-4 shrink-0 text-accent" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                    <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  {p}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}

/** The six steps from idea to delivery, each with its duration. */
function OemProcess() {
  return (
    <section id="process" className="scroll-mt-24 border-y border-line bg-surface-muted" aria-labelledby="oem-process">
      <div className={`${CONTAINER} py-16 sm:py-20`}>
        <SectionHeading id="oem-process" eyebrow="Process" title="From idea to delivery in six steps" />
        <ol className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {PROCESS_STEPS.map((step, i) => (
            <li key={step.title} className="relative border-t border-ink/15 pt-6">
              <span className="absolute -top-px left-0 h-px w-16 bg-accent" aria-hidden="true" />
              <div className="flex items-baseline justify-between gap-4">
                <span className="font-display text-4xl text-accent">{String(i + 1).padStart(2, '0')}</span>
                <span className="rounded-[var(--radius)] bg-surface px-3 py-1 text-xs font-medium text-ink-muted">{step.duration}</span>
              </div>
              <h3 className="mt-3 text-lg font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function OemView({ theme, countries }: { theme: SiteTheme; countries: readonly Country[] }) {
  return (
    <>
      <OemHero brand={theme.brand} />

      <OemModes />

      <OemProcess />

      <section className={`${CONTAINER} py-16 sm:py-20`} aria-labelledby="oem-capabilities">
        <SectionHeading id="oem-capabilities" eyebrow="In-house" title="What we can make" description="Every process below runs in our own workshops, so nothing waits on a subcontractor." />
        <ul className="grid gap-px overflow-hidden rounded-md border border-line bg-line sm:grid-cols-2 lg:grid-cols-3">
          {CAPABILITIES.map((c) => (
            <li key={c.title} className="bg-surface p-6 sm:p-7">
              <h3 className="text-base font-semibold text-ink">{c.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{c.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${CONTAINER} grid grid-cols-[minmax(0,1fr)] gap-12 pb-16 sm:pb-20 lg:grid-cols-[1.5fr_1fr] lg:gap-16`} aria-label="Minimums and lead times">
        <div>
          <h2 className="font-display text-balance text-3xl text-ink sm:text-4xl">Minimum order quantities</h2>
          <ScrollRegion label="Minimum order quantities" className="mt-6 rounded-md border border-line">
            <table className="w-full min-w-[480px] border-collapse text-left text-sm" data-testid="oem-moq">
              <thead className="bg-surface-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 text-[11px] font-semibold tracking-[0.12em] text-ink uppercase">Service</th>
                  <th scope="col" className="px-4 py-3 text-[11px] font-semibold tracking-[0.12em] text-ink uppercase">MOQ</th>
                  <th scope="col" className="px-4 py-3 text-[11px] font-semibold tracking-[0.12em] text-ink uppercase">Notes</th>
                </tr>
              </thead>
              <tbody>
                {MOQ_TABLE.map((row) => (
                  <tr key={row.service} className="border-t border-line align-top">
                    <th scope="row" className="px-4 py-3 font-medium text-ink">{row.service}</th>
                    <td className="px-4 py-3 whitespace-nowrap text-ink">{row.moq}</td>
                    <td className="px-4 py-3 text-ink-muted">{row.note}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </div>
        <div>
          <h2 className="font-display text-balance text-3xl text-ink sm:text-4xl">Lead times</h2>
          <dl className="mt-6 divide-y divide-line rounded-md border border-line" data-testid="oem-lead-times">
            {LEAD_TIMES.map((l) => (
              <div key={l.stage} className="flex items-center justify-between gap-4 px-4 py-3.5 text-sm">
                <dt className="text-ink-muted">{l.stage}</dt>
                <dd className="font-semibold whitespace-nowrap text-ink">{l.time}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs leading-relaxed text-ink-muted">Counted in calendar days from approval of samples and receipt of the deposit.</p>
        </div>
      </section>

      <section id="contact" className="scroll-mt-24 border-t border-line bg-surface-muted" aria-labelledby="oem-contact">
        <div className={`${CONTAINER} grid grid-cols-[minmax(0,1fr)] gap-12 py-16 sm:py-20 lg:grid-cols-[1fr_1.6fr] lg:gap-16`}>
          <div>
            <p className="eyebrow">Contact</p>
            <h2 id="oem-contact" className="mt-3 font-display text-balance text-4xl leading-tight text-ink">Tell us what you want to make</h2>
            <p className="mt-4 text-[15px] leading-relaxed text-ink-muted">
              A short description is enough to start. We reply within one working day with questions, ideas and a first estimate.
            </p>
            <dl className="mt-8 space-y-5 text-sm">
              <div>
                <dt className="text-[11px] tracking-[0.16em] text-ink-muted uppercase">Email</dt>
                <dd className="mt-1"><a href={`mailto:${theme.contact.email}`} className="font-medium text-ink hover:text-accent">{theme.contact.email}</a></dd>
              </div>
              <div>
                <dt className="text-[11px] tracking-[0.16em] text-ink-muted uppercase">WhatsApp</dt>
                <dd className="mt-1 space-y-0.5 font-medium text-ink">{theme.contact.whatsapp.map((w) => <p key={w}>{w}</p>)}</dd>
              </div>
              {theme.contact.offices.map((o) => (
                <div key={o.title}>
                  <dt className="text-[11px] tracking-[0.16em] text-ink-muted uppercase">{o.title}</dt>
                  <dd className="mt-1 leading-relaxed text-ink">{o.address}</dd>
                </div>
              ))}
            </dl>
          </div>
          <ContactForm countries={countries} supportEmail={theme.contact.email} />
        </div>
      </section>

      <section className={`${CONTAINER} py-16 sm:py-20`} aria-labelledby="oem-faq">
        <SectionHeading id="oem-faq" eyebrow="FAQ" title="Questions buyers ask" />
        <div className="divide-y divide-line border-y border-line">
          {OEM_FAQ.map((item) => (
            <details key={item.q} className="group py-5">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-6 text-base font-medium text-ink [&::-webkit-details-marker]:hidden">
                {item.q}
                <span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded-full border border-line text-ink-muted transition group-open:rotate-45">+</span>
              </summary>
              <p className="mt-3 max-w-3xl text-[15px] leading-relaxed text-ink-muted">{item.a}</p>
            </details>
          ))}
        </div>
      </section>
    </>
  );
}

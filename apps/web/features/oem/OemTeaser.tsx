import Link from 'next/link';
import { CONTAINER } from '@/ui/SectionHeading';
import { PROCESS_STEPS } from './content';

/** The home page's invitation to custom work: the first four steps and the way in. */
export function OemTeaser() {
  return (
    <section className="bg-brand text-brand-ink" aria-labelledby="oem-teaser-title">
      <div className={`${CONTAINER} grid grid-cols-[minmax(0,1fr)] gap-12 py-16 sm:py-20 lg:grid-cols-[1fr_1.3fr] lg:items-center lg:gap-20`}>
        <div>
          <p className="eyebrow !text-accent-line">OEM / ODM</p>
          <h2 id="oem-teaser-title" className="mt-3 font-display text-balance text-4xl leading-tight sm:text-5xl">
            Your design, made in steel
          </h2>
          <p className="mt-5 max-w-md text-[15px] leading-relaxed text-brand-ink/75">
            From a napkin sketch to branded, retail-ready jewellery: our designers, mould makers and platers work as your own
            production team, with low minimums and samples in about ten days.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/OEM-ODM" className="btn btn-accent">
              Start a custom project
            </Link>
            <Link href="/factories" className="btn border-brand-ink/40 text-brand-ink hover:border-brand-ink hover:bg-brand-ink/10">
              See our factories
            </Link>
          </div>
        </div>
        <ol className="grid gap-px overflow-hidden rounded-md bg-brand-ink/10 sm:grid-cols-2">
          {PROCESS_STEPS.slice(0, 4).map((step, index) => (
            <li key={step.title} className="bg-brand p-6 sm:p-7">
              <p className="font-display text-3xl text-accent">{String(index + 1).padStart(2, '0')}</p>
              <h3 className="mt-3 text-base font-semibold">{step.title}</h3>
              <p className="mt-1 text-xs tracking-wide text-brand-ink/60 uppercase">{step.duration}</p>
              <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-brand-ink/70">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

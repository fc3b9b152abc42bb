import Link from 'next/link';
import type { FactorySummary } from '@sw/protocol';
import { CONTAINER } from '@/ui/SectionHeading';
import { FactoryCard } from './FactoryCard';

const n = (v: number) => v.toLocaleString('en-US');

export function FactoryListView({ factories, brand }: { factories: readonly FactorySummary[]; brand: string }) {
  const employees = factories.reduce((sum, f) => sum + (f.employees || 0), 0);
  const capacity = factories.reduce((sum, f) => sum + (f.monthlyCapacity || 0), 0);
  const area = factories.reduce((sum, f) => sum + (f.areaSqm || 0), 0);
  const stats = [
    { label: 'Own factories', value: n(factories.length) },
    { label: 'Craftspeople', value: n(employees) },
    { label: 'Pieces per month', value: n(capacity) },
    { label: 'Square metres', value: n(area) },
  ];
  return (
    <>
      <section className="border-b border-line bg-surface-muted">
        <div className={`${CONTAINER} py-14 sm:py-20`}>
          <p className="eyebrow">Our factories</p>
          <h1 className="mt-3 max-w-3xl font-display text-balance text-4xl leading-tight text-ink sm:text-5xl">
            Made in our own workshops
          </h1>
          <p className="mt-5 max-w-2xl text-[15px] leading-relaxed text-ink-muted">
            {brand} does not broker other people&apos;s products. Every design in our catalogue is cast, polished, plated and
            inspected in one of the factories below, so we can promise you the quality, the price and the date.
          </p>
          <dl className="mt-10 grid grid-cols-2 gap-6 sm:grid-cols-4">
            {stats.map((s) => (
              <div key={s.label} className="border-l border-line pl-4">
                <dt className="text-[11px] tracking-[0.16em] text-ink-muted uppercase">{s.label}</dt>
                <dd className="mt-1 font-display text-3xl text-ink">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section className={`${CONTAINER} py-14 sm:py-16`} aria-labelledby="factory-list-heading">
        {/* The cards are h3: the list needs its h2 for a heading order without gaps. */}
        <h2 id="factory-list-heading" className="sr-only">Factory list</h2>
        {factories.length === 0 ? (
          <p className="text-ink-muted">Our factory profiles are being updated. Please check back soon.</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:gap-8" data-testid="factory-list">
            {factories.map((factory, index) => (
              <li key={factory.factoryId}>
                {/* The first row is in the first view on every screen. */}
                <FactoryCard factory={factory} eager={index < 2} />
              </li>
            ))}
          </ul>
        )}
        <div className="mt-14 flex flex-col items-start justify-between gap-5 rounded-md bg-accent-soft p-7 sm:flex-row sm:items-center sm:p-9">
          <div>
            <h2 className="font-display text-balance text-2xl text-ink sm:text-3xl">Visit us, or audit us</h2>
            <p className="mt-1.5 max-w-xl text-sm leading-relaxed text-ink-muted">
              Book a factory tour, a video walk-through or a third-party audit. We are used to BSCI, Sedex and client audits.
            </p>
          </div>
          <Link href="/OEM-ODM#contact" className="btn btn-primary shrink-0">
            Arrange a visit
          </Link>
        </div>
      </section>
    </>
  );
}

import Link from 'next/link';
import type { FactoryDetail, FactorySummary } from '@sw/protocol';
import { ProductGrid } from '@/ui/ProductCard';
import { CONTAINER, SectionHeading } from '@/ui/SectionHeading';
import { Image } from '@/ui/Image';
import { factoryHref } from '@/lib/links';
import { factoryFacts } from './FactoryCard';

const GALLERY_COLUMNS: Record<number, string> = { 1: 'grid-cols-1', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' };

/** Tabs to switch between factories (also the chooser when the page is opened without an id). */
function FactoryChooser({ factories, currentId }: { factories: readonly FactorySummary[]; currentId: string }) {
  if (factories.length < 2) return null;
  return (
    <nav aria-label="Choose a factory" className="border-b border-line">
      <ul className={`${CONTAINER} flex gap-6 overflow-x-auto [scrollbar-width:none]`}>
        {factories.map((f) => {
          const on = String(f.factoryId) === String(currentId);
          return (
            <li key={f.factoryId} className="shrink-0">
              <Link
                href={factoryHref(f.factoryId)}
                aria-current={on ? 'page' : undefined}
                className={`block border-b-2 py-4 text-sm transition ${on ? 'border-ink font-semibold text-ink' : 'border-transparent text-ink-muted hover:text-ink'}`}
              >
                {f.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function FactoryDetailView({ factory, factories }: { factory: FactoryDetail; factories: readonly FactorySummary[] }) {
  const images = factory.images?.length ? factory.images : [factory.imageUrl];
  const [cover, ...gallery] = images;
  const facts = [...factoryFacts(factory), { label: 'Designs in catalogue', value: factory.goodsCount.toLocaleString('en-US') }];
  return (
    <div data-testid="factory-detail" data-factory-id={factory.factoryId}>
      <FactoryChooser factories={factories} currentId={factory.factoryId} />
      <section className={`${CONTAINER} grid grid-cols-[minmax(0,1fr)] gap-10 pt-8 pb-14 lg:grid-cols-[1.15fr_1fr] lg:items-center lg:gap-14 lg:pt-12`}>
        <div className="relative aspect-[3/2] overflow-hidden rounded-md bg-surface-muted">
          {cover && <Image src={cover} alt={factory.name} fill width={1200} height={800} previewList={images} loading="eager" radius={6} />}
        </div>
        <div>
          <nav aria-label="Breadcrumb" className="text-xs text-ink-muted">
            <Link href="/" className="hover:text-ink">Home</Link> <span aria-hidden="true">/</span>{' '}
            <Link href="/factories" className="hover:text-ink">Our factories</Link>
          </nav>
          <p className="eyebrow mt-5">
            {factory.city}, {factory.country}
          </p>
          <h1 className="mt-2 font-display text-balance text-4xl leading-tight text-ink sm:text-5xl" data-testid="factory-name">{factory.name}</h1>
          <p className="mt-4 text-[15px] leading-relaxed text-ink-muted">{factory.summary}</p>
          <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-3">
            {facts.map((fact) => (
              <div key={fact.label} className="border-l border-line pl-3">
                <dt className="text-[11px] tracking-wide text-ink-muted uppercase">{fact.label}</dt>
                <dd className="mt-0.5 font-display text-2xl text-ink">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="border-y border-line bg-surface-muted">
        <div className={`${CONTAINER} grid grid-cols-[minmax(0,1fr)] gap-12 py-14 lg:grid-cols-[1.4fr_1fr] lg:gap-16`}>
          <div>
            <h2 className="font-display text-balance text-3xl text-ink">About the factory</h2>
            <div className="mt-4 space-y-4 text-[15px] leading-relaxed text-ink-muted">
              {factory.description.split(/\n{2,}/).map((para, i) => (
                <p key={i}>{para}</p>
              ))}
            </div>
          </div>
          <div className="space-y-10">
            {factory.capabilities.length > 0 && (
              <div>
                <h2 className="text-xs font-semibold tracking-[0.18em] text-ink uppercase">Capabilities</h2>
                <ul className="mt-4 space-y-2.5">
                  {factory.capabilities.map((c) => (
                    <li key={c} className="flex items-start gap-3 text-sm text-ink">
                      <svg viewBox="0 0 16 16" className="mt-0.5 size-4 shrink-0 text-accent" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                        <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
                      </svg>
                      {c}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {factory.certifications.length > 0 && (
              <div>
                <h2 className="text-xs font-semibold tracking-[0.18em] text-ink uppercase">Certifications</h2>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {factory.certifications.map((c) => (
                    <li key={c} className="rounded-[var(--radius)] border border-line bg-surface px-3 py-1 text-xs font-medium text-ink">{c}</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </div>
      </section>

      {gallery.length > 0 && (
        <section className={`${CONTAINER} py-14`} aria-labelledby="factory-gallery">
          <SectionHeading id="factory-gallery" eyebrow="Inside" title="A look around" />
          <ul className={`grid grid-cols-2 gap-3 sm:gap-4 ${GALLERY_COLUMNS[Math.min(gallery.length, 4)] ?? ''}`}>
            {gallery.map((image, i) => (
              <li key={`${image}-${i}`} className="aspect-[3/2]">
                <Image src={image} alt={`${factory.name}, picture ${i + 2}`} fill width={600} height={400} previewList={images} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {factory.featuredGoods.length > 0 && (
        <section className={`${CONTAINER} pb-20 ${gallery.length ? '' : 'pt-14'}`} aria-labelledby="factory-goods">
          <SectionHeading id="factory-goods" eyebrow="Made here" title="Best sellers from this factory" link={{ href: '/goods/list', label: 'Browse all products' }} />
          <ProductGrid goods={factory.featuredGoods.slice(0, 8)} variant="shelf" eagerCount={0} />
        </section>
      )}

      <section className={`${CONTAINER} pb-20`}>
        <div className="flex flex-col items-start justify-between gap-5 rounded-md bg-brand p-7 text-brand-ink sm:flex-row sm:items-center sm:p-10">
          <div>
            <h2 className="font-display text-balance text-3xl">Have something made at {factory.name}</h2>
            <p className="mt-1.5 max-w-xl text-sm leading-relaxed text-brand-ink/75">Tell us about your design, quantities and dates; we reply within one working day.</p>
          </div>
          <Link href="/OEM-ODM#contact" className="shrink-0 btn btn-accent">
            Start a custom project
          </Link>
        </div>
      </section>
    </div>
  );
}

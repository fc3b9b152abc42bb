import Link from 'next/link';
import type { FactorySummary } from '@sw/protocol';
import { factoryHref } from '@/lib/links';
import { Image } from '@/ui/Image';

const number = (n: number) => n.toLocaleString('en-US');

/** Key figures of a factory, for cards and the detail page. */
export function factoryFacts(factory: FactorySummary): { label: string; value: string }[] {
  return [
    { label: 'Founded', value: String(factory.foundedYear) },
    { label: 'Floor area', value: `${number(factory.areaSqm)} m²` },
    { label: 'Employees', value: number(factory.employees) },
    { label: 'Monthly capacity', value: `${number(factory.monthlyCapacity)} pcs` },
  ];
}

/** A factory in a list: picture, name, place, summary and key figures. */
export function FactoryCard({ factory, compact = false, eager = false }: { factory: FactorySummary; compact?: boolean; eager?: boolean }) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-md border border-line bg-surface transition-shadow hover:shadow-[0_18px_40px_-24px_rgb(0_0_0/0.35)]" data-testid="factory-card">
      <Link href={factoryHref(factory.factoryId)} className="flex h-full flex-col focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
        <div className={`relative overflow-hidden ${compact ? 'aspect-[3/2]' : 'aspect-[16/9]'} bg-surface-muted [&_img]:transition-transform [&_img]:duration-700 group-hover:[&_img]:scale-[1.03]`}>
          <Image
            src={factory.imageUrl}
            alt={factory.name}
            fill
            enlarge={false}
            width={600}
            height={400}
            sizes={compact ? '(min-width: 1024px) 420px, (min-width: 768px) 50vw, 100vw' : '(min-width: 1320px) 640px, (min-width: 768px) 50vw, 100vw'}
            radius={0}
            loading={eager ? 'eager' : 'lazy'}
          />
        </div>
        <div className="flex flex-1 flex-col p-5 sm:p-6">
          <p className="text-[11px] tracking-[0.18em] text-accent uppercase">
            {factory.city}, {factory.country}
          </p>
          <h3 className="mt-1.5 font-display text-2xl leading-tight text-ink">{factory.name}</h3>
          <p className={`mt-2 text-sm leading-relaxed text-ink-muted ${compact ? 'line-clamp-2' : 'line-clamp-3'}`}>{factory.summary}</p>
          {!compact && (
            <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-line pt-4 text-sm sm:grid-cols-4">
              {factoryFacts(factory).map((fact) => (
                <div key={fact.label}>
                  <dt className="text-[11px] tracking-wide text-ink-muted uppercase">{fact.label}</dt>
                  <dd className="mt-0.5 font-medium text-ink">{fact.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <span className="mt-auto inline-flex items-center gap-2 pt-5 text-sm font-medium text-ink group-hover:text-accent">
            Visit the factory <span aria-hidden="true">→</span>
          </span>
        </div>
      </Link>
    </article>
  );
}

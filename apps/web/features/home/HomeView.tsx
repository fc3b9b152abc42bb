import Link from 'next/link';
import { type HomePageData, NEW_ARRIVALS_HREF } from '@sw/protocol';
import { rasterSources } from '@sw/protocol/mediaRaster';
import { FactoryCard } from '@/features/factories/FactoryCard';
import { OemTeaser } from '@/features/oem/OemTeaser';
import { LazyYourUsual } from '@/features/orders/reorder/LazyYourUsual';
import { Image } from '@/ui/Image';
import { listHref } from '@/lib/links';
import { ProductGrid } from '@/ui/ProductCard';
import { CONTAINER, SectionHeading } from '@/ui/SectionHeading';

const PROMISES = [
  { title: 'Factory-direct prices', text: 'No middlemen: quoted by our own sales team' },
  { title: '316L stainless steel', text: 'Hypoallergenic, waterproof, tarnish resistant' },
  { title: 'Low minimums', text: 'Mix designs, colours and sizes in one order' },
  { title: 'OEM / ODM', text: 'Your logo, packaging and designs' },
];

export function HomeView({ data, brand }: { data: HomePageData; brand: string }) {
  const [hero, ...promos] = data.banners;
  return (
    <>
      {hero ? (
        <section className="relative isolate overflow-hidden bg-brand" aria-labelledby="home-title">
          <img {...rasterSources(hero.image, 1600, '100vw')} alt="" width={1600} height={600} fetchPriority="high" className="absolute inset-0 -z-10 size-full object-cover object-right" />
          <div className="absolute inset-0 -z-10 bg-gradient-to-r from-black/70 via-black/35 to-transparent" />
          <div className={`${CONTAINER} flex min-h-[420px] flex-col justify-center py-16 sm:min-h-[520px]`}>
            <p className="text-xs font-medium tracking-[0.3em] text-white/80 uppercase">{brand} · Wholesale</p>
            <h1 id="home-title" className="mt-4 max-w-xl font-display text-balance text-5xl leading-[1.05] text-white sm:text-6xl">
              {hero.title}
            </h1>
            {hero.subtitle && <p className="mt-5 max-w-md text-base leading-relaxed text-white/85 sm:text-lg">{hero.subtitle}</p>}
            <div className="mt-8 flex flex-wrap gap-3">
              <Link href={hero.link || NEW_ARRIVALS_HREF} className="btn bg-white text-ink hover:bg-accent-soft">
                Shop the collection
              </Link>
              <Link href="/OEM-ODM" className="btn border-white/60 text-white hover:border-white hover:bg-white/10">
                Custom OEM / ODM
              </Link>
            </div>
          </div>
        </section>
      ) : (
        <section className={`${CONTAINER} py-20`}>
          <h1 id="home-title" className="font-display text-balance text-5xl">{brand}</h1>
        </section>
      )}

      <section aria-label="Why buy from us" className="border-b border-line bg-surface-muted">
        <ul className={`${CONTAINER} grid grid-cols-2 gap-x-6 gap-y-5 py-6 lg:grid-cols-4`}>
          {PROMISES.map((p) => (
            <li key={p.title} className="flex items-start gap-3">
              <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rotate-45 bg-accent" />
              <span>
                <span className="block text-sm font-semibold text-ink">{p.title}</span>
                <span className="block text-xs leading-relaxed text-ink-muted">{p.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <LazyYourUsual place="home" />

      {data.featuredCategories.length > 0 && (
        <section className={`${CONTAINER} py-16 sm:py-20`} aria-labelledby="home-categories">
          <SectionHeading id="home-categories" eyebrow="Collections" title="Shop by category" link={{ href: '/goods/list', label: 'All products' }} />
          <ul className="grid grid-cols-4 gap-x-3 gap-y-6 sm:gap-x-5 lg:grid-cols-8">
            {data.featuredCategories.slice(0, 8).map((category) => (
              <li key={category.cateId}>
                <Link href={listHref({}, { catName1: category.cateName })} className="group block text-center">
                  <span className="mx-auto block aspect-square w-full max-w-[168px] overflow-hidden rounded-full bg-surface-muted ring-1 ring-line transition group-hover:ring-accent [&_img]:transition-transform [&_img]:duration-700 group-hover:[&_img]:scale-105">
                    <Image src={category.imageUrl} alt="" fill enlarge={false} width={336} height={336} sizes="(min-width: 1024px) 168px, 25vw" radius={9999} />
                  </span>
                  <span className="mt-2.5 block text-xs font-medium text-ink group-hover:text-accent sm:mt-3 sm:text-sm">{category.cateName}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {data.newArrivals.length > 0 && (
        <section className={`${CONTAINER} pb-16 sm:pb-20`} aria-labelledby="home-new">
          <SectionHeading id="home-new" eyebrow="Just landed" title="New designs" description="Fresh from our design studio this month, ready to ship in bulk." link={{ href: NEW_ARRIVALS_HREF, label: 'View all new designs' }} />
          <ProductGrid goods={data.newArrivals.slice(0, 8)} variant="shelf" hideNew eagerCount={0} />
        </section>
      )}

      {promos.length > 0 && (
        <section className={`${CONTAINER} grid gap-4 pb-16 sm:grid-cols-2 sm:pb-20`} aria-label="Featured collections">
          {promos.slice(0, 2).map((promo) => (
            <Link key={promo.title} href={promo.link || '/goods/list'} className="group relative isolate flex min-h-[240px] flex-col justify-end overflow-hidden rounded-md p-7 sm:min-h-[280px]">
              <img {...rasterSources(promo.image, 1600, '100vw')} alt="" width={1600} height={600} loading="lazy" className="absolute inset-0 -z-10 size-full object-cover object-right transition-transform duration-700 group-hover:scale-[1.03]" />
              <span className="absolute inset-0 -z-10 bg-gradient-to-t from-black/70 via-black/20 to-transparent" />
              <span className="font-display text-3xl text-white">{promo.title}</span>
              {promo.subtitle && <span className="mt-1 max-w-sm text-sm text-white/85">{promo.subtitle}</span>}
              <span className="mt-4 text-sm font-semibold text-white underline-offset-4 group-hover:underline">Shop now →</span>
            </Link>
          ))}
        </section>
      )}

      {data.bestSellers.length > 0 && (
        <section className={`${CONTAINER} pb-16 sm:pb-20`} aria-labelledby="home-best">
          <SectionHeading id="home-best" eyebrow="Most ordered" title="Best sellers" description="The designs our retail and e-commerce partners reorder most." link={{ href: listHref({}, { sort: 'popular' }), label: 'Shop best sellers' }} />
          <ProductGrid goods={data.bestSellers.slice(0, 8)} variant="shelf" eagerCount={0} />
        </section>
      )}

      <OemTeaser />

      {data.factories.length > 0 && (
        <section className={`${CONTAINER} py-16 sm:py-20`} aria-labelledby="home-factories">
          <SectionHeading id="home-factories" eyebrow="Made by us" title="Our factories" description="Casting, polishing, plating and quality control under our own roofs, so we can answer for every piece." link={{ href: '/factories', label: 'All factories' }} />
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {data.factories.slice(0, 3).map((factory) => (
              <li key={factory.factoryId}>
                <FactoryCard factory={factory} compact />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

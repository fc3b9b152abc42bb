import Link from 'next/link';
import type { ReactNode } from 'react';
import { CATALOGUE_PRICE_BASIS, type GoodsDetailView as Detail, type SpecEntry } from '@sw/protocol';
import { factoryHref, listHref } from '@/lib/links';
import { SpecLine } from '@/ui/SpecLine';
import { FACETS } from '../menu';
import { ProductGrid } from '@/ui/ProductCard';
import { CONTAINER, SectionHeading } from '@/ui/SectionHeading';
import { AddToInquiry } from './AddToInquiry';
import { SamplesOffer } from './SamplesOffer';
import { Gallery } from './Gallery';
import { DetailPrice } from './DetailPrice';
import { MoqLine } from './MoqLine';
import { jsonForScript, productJsonLd } from './jsonLd';

const ASSURANCES = [
  { title: 'Samples in 7 days', text: 'Order one of each before you commit.' },
  { title: 'Quality checked', text: 'AQL 2.5 inspection and a photo report.' },
  { title: 'Your logo', text: 'Engraving and packaging from 100 pcs.' },
];

/** Home / Products / the goods' categories / the goods. */
function Breadcrumb({ path, title }: { path: NonNullable<Detail['categoryPath']>; title: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-xs text-ink-muted">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li><Link href="/" className="hover:text-ink">Home</Link></li>
        <li aria-hidden="true">/</li>
        <li><Link href="/goods/list" className="hover:text-ink">Products</Link></li>
        {path.map((c) => (
          <li key={c.cateId} className="flex items-center gap-1.5">
            <span aria-hidden="true">/</span>
            <Link href={listHref({}, { catName1: c.cateName })} className="hover:text-ink">{c.cateName}</Link>
          </li>
        ))}
        <li aria-hidden="true">/</li>
        <li className="max-w-[40ch] truncate text-ink" aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}

/** The specifications table: each orderable item's code and its specification line. */
function SpecsTable({ goodsCode, rows }: { goodsCode: string; rows: { key: string; code: string; entries: SpecEntry[] }[] }) {
  return (
    <section aria-labelledby="goods-specs">
      <h2 id="goods-specs" className="font-display text-balance text-2xl text-ink sm:text-3xl">Specifications</h2>
      <table className="mt-4 w-full border-collapse text-sm" data-testid="goods-specs">
        <thead>
          <tr className="text-left text-[11px] tracking-[0.14em] text-ink-muted uppercase">
            <th scope="col" className="pb-2 font-medium">Item</th>
            <th scope="col" className="pb-2 font-medium">Specification</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr className="border-t border-line"><td className="py-2.5 text-xs tabular-nums">{goodsCode}</td><td className="py-2.5"><SpecLine entries={[]} /></td></tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key} className="border-t border-line align-top">
                <td className="py-2.5 pr-4 text-xs tabular-nums tracking-wide whitespace-nowrap text-ink-muted">{row.code}</td>
                <td className="py-2.5 text-ink"><SpecLine entries={row.entries} /></td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

/**
 * `origin` makes the JSON-LD URLs absolute (the theme's public origin). `forMember`: drawn under 'Add to inquiry',
 * filled in the browser for a signed-in buyer (the page itself is cached, the same for everyone).
 */
export function GoodsDetailView({ goods, brand, origin, forMember, standards, price, structuredData = true }: {
  goods: Detail;
  brand: string;
  origin: string;
  forMember?: ReactNode;
  /** The standards the goods are tested to (features/compliance), drawn by the page. */
  standards?: ReactNode;
  /** The price block, when the page already has the company's own (an exclusive's page, in the browser). */
  price?: ReactNode;
  /** The JSON-LD for crawlers: not on a company's private-label page. */
  structuredData?: boolean;
}) {
  const images = goods.images.length ? goods.images : [goods.imageUrl];
  const specRows = goods.skus?.length
    ? goods.skus.map((sku) => ({ key: sku.specId, code: sku.skuCode, entries: sku.entries }))
    : goods.specs.map((entries, i) => ({ key: String(i), code: `${goods.goodsCode}-${i + 1}`, entries }));
  const facetGroups = FACETS.map((facet) => ({ facet, values: goods.facets?.[facet.key] ?? [] })).filter((g) => g.values.length > 0);

  return (
    <article className={`${CONTAINER} pt-6 pb-20 sm:pt-8`} data-testid="goods-detail" data-goods-id={goods.goodsId}>
      {structuredData && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(productJsonLd(goods, brand, origin)) }} />}

      <Breadcrumb path={goods.categoryPath ?? []} title={goods.title} />

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-14">
        <div className="lg:sticky lg:top-6 lg:self-start">
          <Gallery images={images} title={goods.title} newDesign={goods.newFlag === 1} goodsId={goods.goodsId} />
        </div>

        <div>
          <div className="flex flex-wrap items-center gap-2">
            {goods.catName1 && (
              <Link href={listHref({}, { catName1: goods.catName1 })} className="text-[11px] tracking-[0.18em] text-accent uppercase hover:underline">
                {goods.catName1}
              </Link>
            )}
            {goods.newFlag === 1 && (
              <span className="rounded-[var(--radius)] bg-brand px-2.5 py-0.5 text-[10px] font-semibold tracking-[0.16em] text-brand-ink uppercase">New</span>
            )}
          </div>
          <h1 className="mt-2 font-display text-balance text-3xl leading-tight text-ink sm:text-4xl" data-testid="goods-title">{goods.title}</h1>
          <p className="mt-2 text-sm text-ink-muted">
            Item No. <span className="font-medium tabular-nums tracking-wide text-ink" data-testid="goods-code">{goods.goodsCode}</span>
          </p>

          <div className="mt-6 rounded-md bg-surface-muted p-5 sm:p-6">
            {price ?? <DetailPrice goodsId={goods.goodsId} minPrice={goods.minPrice} maxPrice={goods.maxPrice} tiers={goods.priceTiers} aside={<MoqLine moq={goods.moq} />} />}
            <p className="mt-4 text-xs leading-relaxed text-ink-muted" data-testid="price-basis">
              Prices are {CATALOGUE_PRICE_BASIS} per piece. Your final quotation confirms plating, packaging and shipping.
            </p>
          </div>

          <div className="mt-7">
            <AddToInquiry goodsId={goods.goodsId} moq={goods.moq} skus={goods.skus ?? []} />
            <SamplesOffer goodsId={goods.goodsId} samples={goods.samples} />
          </div>
          {forMember}

          {facetGroups.length > 0 && (
            <dl className="mt-8 space-y-3 border-t border-line pt-6 text-sm" data-testid="goods-facets">
              {facetGroups.map(({ facet, values }) => (
                <div key={facet.param} className="flex gap-4">
                  <dt className="w-32 shrink-0 text-ink-muted">{facet.label}</dt>
                  <dd className="flex flex-wrap gap-1.5">
                    {values.map(({ id, name }) => (
                      <Link
                        key={id}
                        href={listHref({}, { [facet.param]: id })}
                        data-facet={facet.param}
                        data-value={id}
                        className="rounded-[var(--radius)] border border-line px-2.5 py-0.5 text-xs text-ink transition hover:border-ink"
                      >
                        {name}
                      </Link>
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          )}

          {standards}

          {goods.factory && (
            <Link
              href={factoryHref(goods.factory.factoryId)}
              className="group mt-7 flex items-center justify-between gap-4 rounded-md border border-line p-4 transition hover:border-ink"
              data-testid="goods-factory"
            >
              <span className="flex items-center gap-3">
                <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-accent-soft text-accent">
                  <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.7">
                    <path d="M3 20V10l5 3V10l5 3V6l8 4v10z" strokeLinejoin="round" />
                  </svg>
                </span>
                <span>
                  <span className="block text-xs text-ink-muted">Made in our factory</span>
                  <span className="block text-sm font-semibold text-ink">{goods.factory.name}</span>
                </span>
              </span>
              <span aria-hidden="true" className="text-ink-muted transition group-hover:translate-x-0.5 group-hover:text-ink">→</span>
            </Link>
          )}

          <ul className="mt-7 grid gap-4 sm:grid-cols-3">
            {ASSURANCES.map((a) => (
              <li key={a.title} className="border-l-2 border-accent pl-3">
                <p className="text-sm font-semibold text-ink">{a.title}</p>
                <p className="mt-0.5 text-xs leading-relaxed text-ink-muted">{a.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="mt-16 grid gap-12 border-t border-line pt-12 lg:grid-cols-2 lg:gap-16">
        <section aria-labelledby="goods-description">
          <h2 id="goods-description" className="font-display text-balance text-2xl text-ink sm:text-3xl">Description</h2>
          <div className="mt-4 space-y-4 text-[15px] leading-relaxed text-ink-muted">
            {(goods.description || 'Ask us for the full product sheet.').split(/\n{2,}/).map((para, i) => (
              <p key={i}>{para}</p>
            ))}
          </div>
        </section>
        <SpecsTable goodsCode={goods.goodsCode} rows={specRows} />
      </div>

      {goods.related?.length > 0 && (
        <section className="mt-20" aria-labelledby="goods-related">
          <SectionHeading id="goods-related" eyebrow="You may also like" title="Related designs" link={goods.catName1 ? { href: listHref({}, { catName1: goods.catName1 }), label: `More ${goods.catName1}` } : undefined} />
          <ProductGrid goods={goods.related.slice(0, 8)} variant="shelf" eagerCount={0} />
        </section>
      )}
    </article>
  );
}

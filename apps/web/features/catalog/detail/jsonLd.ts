import type { GoodsDetailView } from '@sw/protocol';
import { goodsHref } from '@/lib/links';
import { absoluteUrl } from '@/lib/site';

/** The pictures a search engine or a link preview may show: none of a new design (spec §6, approved members only). */
export function publicImages(goods: Pick<GoodsDetailView, 'images' | 'imageUrl' | 'newFlag'>): string[] {
  if (goods.newFlag === 1) return [];
  return goods.images.length ? goods.images : [goods.imageUrl];
}

/** schema.org Product with an aggregate offer over the price tiers, for search engines; URLs absolute on `origin`. */
export function productJsonLd(goods: GoodsDetailView, brand: string, origin: string): Record<string, unknown> {
  const images = publicImages(goods).map((image) => absoluteUrl(origin, image));
  const prices = goods.priceTiers.map((t) => t.price).filter((p) => Number.isFinite(p));
  const low = prices.length ? Math.min(...prices) : goods.minPrice;
  const high = prices.length ? Math.max(...prices) : goods.maxPrice;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: goods.title,
    sku: goods.goodsCode,
    mpn: goods.goodsCode,
    url: absoluteUrl(origin, goodsHref(goods.goodsId)),
    ...(images.length ? { image: images } : {}),
    description: goods.description,
    category: goods.categoryPath?.map((c) => c.cateName).join(' > ') || goods.catName1,
    brand: { '@type': 'Brand', name: brand },
    ...(goods.factory ? { manufacturer: { '@type': 'Organization', name: goods.factory.name } } : {}),
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: low.toFixed(2),
      highPrice: high.toFixed(2),
      offerCount: Math.max(1, goods.priceTiers.length),
      availability: 'https://schema.org/InStock',
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: goods.moq, unitText: 'pieces' },
      businessFunction: 'http://purl.org/goodrelations/v1#Sell',
    },
  };
}

/** JSON for a <script> element: '<' escaped so no text can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

import { describe, expect, it } from 'vitest';
import type { GoodsDetailView } from '@sw/protocol';
import { productJsonLd, publicImages } from './jsonLd';

const detail = (newFlag: number): GoodsDetailView => ({
  goodsId: '5', goodsCode: 'SN-005', title: 'Snake chain', imageUrl: '/media/a.svg', minPrice: 1, maxPrice: 2, moq: 100, newFlag, catName1: 'Necklaces',
  description: 'Steel.', images: ['/media/a.svg', '/media/b.svg'], specs: [], priceTiers: [{ minQty: 100, maxQty: null, price: 1 }], factory: null,
  facets: { theme: [], style: [], platingMaterial: [], insertMaterial: [] }, categoryPath: [], skus: [], related: [],
  samples: { offered: true, pricePerPiece: 5, priceSource: 'rule', maxPiecesPerSpec: 2, leadDays: 7, currency: 'USD' },
  standards: [],
});

const ORIGIN = 'https://shop.example.test';

describe('pictures for search engines and link previews', () => {
  it('lists the pictures of a good that is not new', () => {
    expect(publicImages(detail(0))).toEqual(['/media/a.svg', '/media/b.svg']);
    expect(productJsonLd(detail(0), 'Steelora', ORIGIN).image).toEqual([`${ORIGIN}/media/a.svg`, `${ORIGIN}/media/b.svg`]);
  });

  it('gives none of a new design (approved members only)', () => {
    expect(publicImages(detail(1))).toEqual([]);
    const jsonLd = productJsonLd(detail(1), 'Steelora', ORIGIN);
    expect(jsonLd).not.toHaveProperty('image');
    expect(JSON.stringify(jsonLd)).not.toContain('/media/');
  });
});

describe('product URLs for search engines', () => {
  it('are absolute on the theme origin', () => {
    expect(productJsonLd(detail(0), 'Steelora', ORIGIN).url).toBe(`${ORIGIN}/goods/details/5`);
  });
});

import type { GoodsDetail } from '@sw/protocol';
import { priceRangeText } from '@/ui/Price';

/** About 155 characters for search results: what it is, the price, the MOQ and who makes it. */
export function goodsDescription(goods: GoodsDetail, brand: string): string {
  const lead = `${goods.title} (${goods.goodsCode}), ${priceRangeText(goods.minPrice, goods.maxPrice)} per piece, MOQ ${goods.moq} pcs.`;
  const text = goods.description?.replace(/\s+/g, ' ').trim() ?? '';
  const full = text ? `${lead} ${text}` : `${lead} Wholesale stainless steel jewelry from ${brand}, OEM/ODM welcome.`;
  if (full.length <= 160) return full;
  const cut = full.slice(0, 157);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

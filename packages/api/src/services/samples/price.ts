import { minorToNumber, percentOf, type GoodsSamples } from '@sw/protocol';
import type { SampleSettingsRow } from './settings';

/**
 * The one place a sample's price per piece is decided (the goods page's answer and the sample order both ask here):
 * the goods' own sample price, else the catalogue rule, `rulePercent` % of the goods' highest tier price (goods.max_price,
 * kept with the tiers by the goods writer) rounded half-up to the cent, never less than `ruleMinimum`.
 */

export interface SampleGoods {
  samplePrice: bigint | null;
  /** The highest tier price (minor units). */
  maxPrice: bigint;
  sampleOffered: boolean;
  sampleMaxPieces: number;
}

export type SampleRule = Pick<SampleSettingsRow, 'rulePercent' | 'ruleMinimum'>;

/** The price of one sample piece, in minor units. */
export function samplePricePerPiece(goods: Pick<SampleGoods, 'samplePrice' | 'maxPrice'>, rule: SampleRule): bigint {
  if (goods.samplePrice !== null) return goods.samplePrice;
  const byRule = percentOf(goods.maxPrice, rule.rulePercent);
  return byRule > rule.ruleMinimum ? byRule : rule.ruleMinimum;
}

/** What the goods page tells the buyer about samples. */
export function goodsSamples(goods: SampleGoods, settings: SampleSettingsRow, currency = 'USD'): GoodsSamples {
  return {
    offered: goods.sampleOffered,
    pricePerPiece: goods.sampleOffered ? minorToNumber(samplePricePerPiece(goods, settings)) : null,
    priceSource: goods.samplePrice !== null ? 'goods' : 'rule',
    maxPiecesPerSpec: goods.sampleMaxPieces,
    leadDays: settings.leadDays,
    currency,
  };
}

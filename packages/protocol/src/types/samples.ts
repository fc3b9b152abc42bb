// Samples (docs/protocol.md, Samples): what the goods page offers and the console's catalogue-wide rules.

/** On the goods detail (onlineGoodsDetail.do): whether samples are offered, the price per piece and the limit. */
export interface GoodsSamples {
  offered: boolean;
  /** The price of one sample piece (the goods' own, else the catalogue rule); null when samples are not offered. */
  pricePerPiece: number | null;
  /** 'goods': the goods' own sample price; 'rule': the catalogue rule (rulePercent % of the highest tier price, at least the minimum). */
  priceSource: 'goods' | 'rule';
  /** The most pieces of each specification one sample order may hold. */
  maxPiecesPerSpec: number;
  /** Days from the order to the promised ship day. */
  leadDays: number;
  currency: string;
}

/** staff/samples/settings.do: the catalogue-wide sample rules (one row). */
export interface SampleSettings {
  /** A goods without its own sample price costs this % of its highest tier price per piece (200 = 2×) ... */
  rulePercent: number;
  /** ... and never less than this. */
  ruleMinimum: number;
  /** The promised lead time of a sample order, in days. */
  leadDays: number;
  /** A sample fee comes back on the company's first bulk order of the goods within this many days. */
  creditWindowDays: number;
  updatedAt: string;
}

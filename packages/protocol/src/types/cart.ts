// The inquiry cart (csite/inquiryCart/).
import type { SpecEntry } from '../format';
import type { LineCustomization, LogoPlacement } from '../schemas/customization';
import type { GoodsSku, PriceTier } from './catalog';
import type { MemberPrice, MemberPriceTier } from './companyCatalog';

/** One specification's quantity on a cart line (a plain line has exactly one). */
export interface CartVariant {
  /** Null for goods without specifications. */
  specId: string | null;
  skuCode: string | null;
  entries: SpecEntry[];
  qty: number;
}

export interface CartLine {
  lineId: string;
  /** 'plain': one specification, merged on a repeated add; 'custom': a breakdown with a customization. */
  kind: 'plain' | 'custom';
  goodsId: string;
  goodsCode: string;
  title: string;
  imageUrl: string;
  moq: number;
  /** False when the goods was withdrawn: the line stays visible but cannot be requested. */
  available: boolean;
  variants: CartVariant[];
  /** Sum of the variants' quantities. */
  qty: number;
  priceTiers: PriceTier[];
  /** The tier price the quantity reaches (the lowest tier's price below it); null without tiers. */
  unitPrice: number | null;
  /** unitPrice × qty, rounded to cents; an estimate, the quotation decides. */
  amount: number | null;
  /** Logo and design files, technique, font, placement, colours, notes; null on a plain line without any. */
  customization: LineCustomization | null;
  updatedAt: string;
  /** myCart.do: the line's price for the buyer's company (issue 51); the fields above stay the catalogue's. */
  price?: LinePrice;
  /** myCart.do: the goods' quantity rule as the stepper uses it. */
  quantity?: LineQuantity;
}

/**
 * A line's price for the buyer's company (issue 51): the agreement that priced it, in its currency, or the
 * catalogue's; the tier the counted pieces reach; the catalogue's price beside it, and why. Amounts are exact
 * decimal text in `currency`.
 */
export interface LinePrice {
  currency: string;
  unitPrice: string | null;
  amount: string | null;
  /** The pieces the tier counts: the goods' total across its lines with mix and match, else the line's own. */
  countedQty: number;
  tiers: MemberPriceTier[];
  /** The catalogue's unit price at the same counted pieces (struck through beside the company's). */
  catalogue: { currency: string; unitPrice: string | null };
  source: MemberPrice['source'];
  /** 'Your price (Spring agreement 2027)', or 'Catalogue price'. */
  label: string;
  /** Why this price, in words (priceSourceText). */
  why: string;
  /** The agreement's version (or the list) changed since the line was last saved: the price shown is today's. */
  changed: boolean;
}

/** A goods' quantity rule on a cart line: the stepper's smallest quantity and step, and what is counted. */
export interface LineQuantity {
  min: number;
  step: number;
  maxQty: number | null;
  increment: number | null;
  mixAndMatch: boolean;
}

/** A goods' quantities in the cart off its rule (mix and match: one for the goods' total; else per line). */
export interface CartQuantityProblem {
  goodsId: string;
  /** Null: the goods' total across its lines (mix and match). */
  lineId: string | null;
  /** Names the nearest allowed quantities: 'The minimum is 12 pieces (counted across its specifications; you have 9): choose 12.' */
  message: string;
}

/** What a company's order minimum still misses in the cart (issue 51). */
export interface CartMinimum {
  kind: 'first' | 'reorder';
  currency: string;
  minimum: string;
  missing: string;
  /** 'US$180.00 more to reach your reorder minimum of US$500.00'. */
  text: string;
}

/** myCart.do: the member's lines, newest first. */
export interface CartView {
  lines: CartLine[];
  /** Number of lines (the header's 'Inquiry Cart(count)'). */
  cartNum: number;
  totalQty: number;
  /** Sum of the lines' estimated amounts. */
  estimatedTotal: number;
  /** The estimated total per currency of the company's prices (its agreement's currency first); absent: the catalogue's. */
  totals?: { currency: string; amount: string }[];
  /** Quantities off a goods' rule: the cart keeps them, sending refuses them. */
  quantityProblems?: CartQuantityProblem[];
  /** The order minimum that applies, when the lines in its currency do not reach it. */
  minimum?: CartMinimum | null;
}

/** What every cart change answers: the changed line (when one remains) and the new count. */
export interface CartChange {
  line: CartLine | null;
  cartNum: number;
  /** putIntoCart.do only: true when the quantity was added to an existing line. */
  merged?: boolean;
}

export interface LogoTechnique {
  code: string;
  name: string;
  description: string;
}

export interface LogoPosition {
  code: string;
  name: string;
  /** Where the logo starts on the goods picture (fractions of its width and height). */
  placement: LogoPlacement;
}

/** getLogoDefaultData.do: what a goods allows for a logo, and the editor's defaults. */
export interface LogoDefaults {
  goodsId: string;
  goodsCode: string;
  title: string;
  /** The picture the logo is placed over. */
  imageUrl: string;
  moq: number;
  skus: GoodsSku[];
  priceTiers: PriceTier[];
  techniques: LogoTechnique[];
  positions: LogoPosition[];
  defaultTechnique: string;
  defaultPosition: string;
  maxFiles: number;
  maxFileBytes: number;
}

export interface FontOption {
  name: string;
  /** A CSS font-family stack to preview the font with. */
  family: string;
}

/** preq/getFontTechnic.do: every font and technique the factories offer. */
export interface FontTechnic {
  fonts: FontOption[];
  techniques: LogoTechnique[];
}

export interface BulkCartProblem {
  row: number;
  reason: string;
}

/** bulkAddToCart.do: all rows added, or none (ok false) with every row's problem. */
export interface BulkAddResult {
  ok: boolean;
  problems: BulkCartProblem[];
  /** New lines and lines whose quantity grew. */
  added: number;
  merged: number;
  cartNum: number;
}

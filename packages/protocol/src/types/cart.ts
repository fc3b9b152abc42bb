// The inquiry cart (csite/inquiryCart/).
import type { SpecEntry } from '../format';
import type { LineCustomization, LogoPlacement } from '../schemas/customization';
import type { GoodsSku, PriceTier } from './catalog';

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
}

/** myCart.do: the member's lines, newest first. */
export interface CartView {
  lines: CartLine[];
  /** Number of lines (the header's 'Inquiry Cart(count)'). */
  cartNum: number;
  totalQty: number;
  /** Sum of the lines' estimated amounts. */
  estimatedTotal: number;
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

import type { MarginFloor } from '../margin';

/**
 * Answers of the margin floor's console paths (issue 52, point 6). Staff only: no buyer or visitor answer carries a
 * cost, a floor or an approval (docs/security.md, Margin floor).
 */

export interface CategoryFloor {
  categoryId: string;
  name: string;
  /** Its own floor (null: the default applies). */
  percent: string | null;
}

export interface GoodsMarginSettings {
  goodsId: string;
  code: string;
  title: string;
  categoryId: string;
  category: string;
  /** Cost per piece in USD (null: not kept). */
  cost: string | null;
  /** Its own floor (null: the category's or the default applies). */
  percent: string | null;
  /** The floor that applies to it. */
  floor: MarginFloor;
  specs: { specId: string; skuCode: string; cost: string | null }[];
}

export interface MarginSettings {
  defaultPercent: string;
  categories: CategoryFloor[];
  goods: GoodsMarginSettings | null;
}

export const APPROVAL_STATUSES = ['pending', 'approved', 'returned'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** One request for approval of a draft below its floor. */
export interface QuotationApproval {
  approvalId: string;
  inquiryId: string;
  inquiryNo: string;
  quotationId: string;
  status: ApprovalStatus;
  askedBy: { memId: string; nick: string };
  askedAt: string;
  note: string | null;
  decidedBy: { memId: string; nick: string } | null;
  decidedAt: string | null;
  decisionNote: string | null;
}

/** A pending request as the manager's queue shows it: the draft's money and its prices below the floor. */
export interface ApprovalQueueRow extends QuotationApproval {
  company: string | null;
  currency: string;
  total: number;
  below: { lineIndex: number; title: string; minQty: number; unitPrice: number | string; margin: string | null; floor: MarginFloor }[];
}

/** What the quotation editor needs to show each tier's margin as it is typed: each inquiry line's cost and floor. */
export interface QuotationMargins {
  lines: { itemId: string; cost: string | null; floor: MarginFloor }[];
  /** The latest approval request of the current draft (null: none asked). */
  approval: QuotationApproval | null;
  /** Whether the caller may send below the floor (a sales manager or administrator). */
  mayPassFloor: boolean;
}

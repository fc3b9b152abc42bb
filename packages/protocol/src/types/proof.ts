// Artwork proofs of an order's customized lines (erp/inquiryOrder/csite/ for the buyer, staff/ for the desk).
import type { FileRef } from '../schemas/customization';
import type { ProofStatus } from '../schemas/proof';
import type { OrderStatus } from '../statuses';

/** A point on a picture proof, as fractions of its width and height (0 at the top left). */
export interface ProofPin {
  x: number;
  y: number;
  note?: string;
}

/** One version of a line's proof. */
export interface ProofVersion {
  proofId: string;
  /** 1, 2, … per line. */
  version: number;
  file: FileRef;
  /** A picture (png, jpg, webp) the buyer may pin; otherwise a PDF. */
  picture: boolean;
  /** The sales team's note. */
  note: string | null;
  /** pending (the buyer decides), approved, changes_requested, or superseded (a newer version came before a decision). */
  status: ProofStatus;
  postedAt: string;
  /** The buyer's comment with the decision, and the pins of a change request. */
  comment: string | null;
  pins: ProofPin[];
  decidedAt: string | null;
}

/**
 * Where a line's artwork stands: no proof yet, waiting for the buyer, changes asked (the sales team posts a new
 * version), or approved (locked: no new version).
 */
export type LineProofState = 'awaiting_proof' | 'pending' | 'changes_requested' | 'approved';

/** A customized line and its proof versions, newest first. */
export interface LineProofs {
  lineId: string;
  title: string;
  goodsCode: string;
  imageUrl: string;
  state: LineProofState;
  versions: ProofVersion[];
}

/** orderProofs.do (buyer and staff): every line of the order that needs an artwork proof. */
export interface OrderProofs {
  orderId: string;
  orderNo: string;
  status: OrderStatus;
  /** Whether proofs may be posted and decided now (the order is placed or confirmed). */
  open: boolean;
  lines: LineProofs[];
}

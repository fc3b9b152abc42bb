// Ordering again (docs/protocol.md, Ordering again).

/** A line of the order that went into the cart. */
export interface ReorderedLine {
  /** The order line it came from. */
  orderLineId: string;
  /** The cart line it filled. */
  cartLineId: string;
  goodsId: string;
  goodsCode: string;
  title: string;
  /** Pieces added to the cart. */
  qty: number;
  /** The pieces on the order line, when the MOQ raised them (qty is then the MOQ). */
  raisedFrom: number | null;
  /** True when the pieces were added to a plain line of the same specification already in the cart. */
  merged: boolean;
  /** What happened, in words ('Raised from 300 to 500 pieces: the minimum order is now 500.'). */
  note: string | null;
}

/** A line (or one specification of a line) that could not go into the cart, and why. */
export interface ReorderLeftOut {
  orderLineId: string;
  goodsCode: string;
  title: string;
  /** The specification left out (its item code), or null when the whole line was. */
  skuCode: string | null;
  reason: string;
}

/** orderAgain.do */
export interface OrderAgainResult {
  orderId: string;
  orderNo: string;
  added: ReorderedLine[];
  leftOut: ReorderLeftOut[];
  /** The member's cart lines now. */
  cartNum: number;
}

/** One goods of 'Your usual': ordered in at least two placed bulk orders of the company. */
export interface UsualGoods {
  goodsId: string;
  goodsCode: string;
  title: string;
  imageUrl: string;
  /** False when the goods was withdrawn (ordering again then lists it as left out). */
  available: boolean;
  /** Distinct placed orders that held it. */
  orderCount: number;
  /** The average days between those orders (first to last, over count − 1), to one decimal. */
  intervalDays: number;
  lastOrderId: string;
  lastOrderNo: string;
  /** The line of the last order that held it: what "Order again" puts into the cart. */
  lastOrderLineId: string;
  lastOrderedAt: string;
  /** lastOrderedAt + the interval (an instant, ISO). */
  dueAt: string;
}

/** One row of the sales team's due list. */
export interface DueToReorder {
  companyId: string;
  companyName: string;
  /** Who to call: the company's contact, and its first admin's name and email. */
  contactName: string | null;
  phone: string | null;
  adminName: string | null;
  adminEmail: string | null;
  goodsId: string;
  goodsCode: string;
  title: string;
  imageUrl: string;
  orderCount: number;
  intervalDays: number;
  lastOrderId: string;
  lastOrderNo: string;
  lastOrderedAt: string;
  dueAt: string;
  /** Whole days since dueAt. */
  daysOverdue: number;
}

/**
 * Inquiry and order statuses, and who may move one to the next. Defined once: the database holds
 * them with check constraints built from these tuples, the back-end checks every step against the
 * flows, and the storefront reads the same names.
 */

export const INQUIRY_STATUSES = ['submitted', 'quoted', 'revision_requested', 'accepted', 'declined', 'expired'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const ORDER_STATUSES = ['awaiting_approval', 'placed', 'confirmed', 'in_production', 'shipped', 'completed', 'cancelled', 'rejected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Who moves a status: the buyer, the sales team, the back-end itself (an expired quotation), or an admin of the
 * buyer's company (approving or rejecting an order that waits for approval).
 */
export const STATUS_ACTORS = ['buyer', 'staff', 'system', 'admin'] as const;
export type StatusActor = (typeof STATUS_ACTORS)[number];

/** For each status, the statuses it may move to and who may make that step. A status without steps is final. */
export type StatusFlow<S extends string> = { readonly [From in S]: { readonly [To in S]?: readonly StatusActor[] } };

/** submitted → quoted → (revision_requested → quoted)* → accepted | declined | expired. */
export const INQUIRY_FLOW: StatusFlow<InquiryStatus> = {
  submitted: { quoted: ['staff'], declined: ['buyer', 'staff'] },
  quoted: { revision_requested: ['buyer'], accepted: ['buyer'], declined: ['buyer', 'staff'], expired: ['system'] },
  revision_requested: { quoted: ['staff'], declined: ['buyer', 'staff'] },
  accepted: {},
  declined: {},
  expired: {},
};

/**
 * awaiting_approval → placed | rejected (a company admin) | cancelled (the buyer): a buyer's order above the company's
 * approval threshold starts there (services/order/approval.ts); the sales team does not see it until it is placed.
 * placed → confirmed → in_production → shipped → completed; cancelled before shipped (by the buyer only while placed).
 * Shipped is reached when a shipment sends the last pieces; completed when the buyer confirms receipt, staff close
 * it, or by itself 30 days after the last shipment (system).
 */
export const ORDER_FLOW: StatusFlow<OrderStatus> = {
  awaiting_approval: { placed: ['admin'], rejected: ['admin'], cancelled: ['buyer'] },
  // Back to approval: the buyer joined a company whose rules it breaks (workflows/joinCompany.ts).
  placed: { confirmed: ['staff'], cancelled: ['buyer', 'staff'], awaiting_approval: ['system'] },
  confirmed: { in_production: ['staff'], cancelled: ['staff'] },
  in_production: { shipped: ['staff'], cancelled: ['staff'] },
  shipped: { completed: ['buyer', 'staff', 'system'] },
  completed: {},
  cancelled: {},
  rejected: {},
};

/** The statuses of an order the sales team does not see: not placed yet (waiting for approval) or never placed. */
export const UNPLACED_ORDER_STATUSES: readonly OrderStatus[] = ['awaiting_approval', 'rejected'];

/**
 * What an order is: a bulk order placed from an accepted quotation, or a sample order priced at once from the goods'
 * sample prices (services/samples), paid in full before it ships, through the same statuses.
 */
export const ORDER_KINDS = ['bulk', 'sample'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const INQUIRY_INITIAL_STATUS: InquiryStatus = 'submitted';
export const ORDER_INITIAL_STATUS: OrderStatus = 'placed';

/** Whether `actor` may move something from `from` to `to`. */
export function canTransition<S extends string>(flow: StatusFlow<S>, from: NoInfer<S>, to: NoInfer<S>, actor: StatusActor): boolean {
  const allowed: readonly StatusActor[] | undefined = flow[from][to];
  return allowed?.includes(actor) ?? false;
}

/** The statuses `actor` may move to from `from` (what the buttons offer). */
export function nextStatuses<S extends string>(flow: StatusFlow<S>, from: NoInfer<S>, actor: StatusActor): S[] {
  const steps: { readonly [To in S]?: readonly StatusActor[] } = flow[from];
  return (Object.keys(steps) as S[]).filter((to) => steps[to]?.includes(actor));
}

export function isFinalStatus<S extends string>(flow: StatusFlow<S>, status: NoInfer<S>): boolean {
  return Object.keys(flow[status]).length === 0;
}

/** Statuses that still need someone to act: what the account menu's counters count. */
export const OPEN_INQUIRY_STATUSES = INQUIRY_STATUSES.filter((status) => !isFinalStatus(INQUIRY_FLOW, status));
export const OPEN_ORDER_STATUSES = ORDER_STATUSES.filter((status) => !isFinalStatus(ORDER_FLOW, status));

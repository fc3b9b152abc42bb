import { and, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ORDER_LIMITS, ORDER_PROBLEM_KIND_TEXT, PRODUCTION_MILESTONE_LABEL, type ActivityEntry, type ActivityFilter, type ActivityKind, type ActivityPage, type OrderProblemKind,
} from '@sw/protocol';
import type { Db } from '../db/client';
import { inquiries, inquiryMessages, inquiryStatusHistory, orderItems, orderMessages, orderProblems, orderProofs, orders, orderShipments, orderStatusHistory, paymentNotices, paymentReceipts, productionUpdates } from '../db/schema';
import type { RecordOwner } from '../lib/member';
import { human } from '../services/order';

/**
 * activityLog.do: the company's events (every colleague's), newest first, read from the tables that already hold them (no event
 * table of its own): the inquiries' and orders' status histories, the inquiry and order threads (with the problem
 * reports and their resolutions), as one UNION ALL over
 * the company's inquiries and orders (each history by its parent index), sorted and paged in the database. The events
 * belong to the inquiry, order, payments, proof, production and shipment domains: a read across domains, so a query
 * (issue 50), read only.
 */

/** The columns every source gives, under the same names, so the three can be one query. */
type Part = AnyPgColumn | SQL;

function eventColumns(source: 'inquiry' | 'order' | 'message' | 'production' | 'proof' | 'payment' | 'dispatch' | 'order_message' | 'problem', columns: {
  rowId: Part; at: Part; refId: Part; refNo: Part; fromStatus: Part | null; toStatus: Part; note: Part;
}) {
  return {
    source: sql<string>`${source}::text`.as('source'),
    rowId: sql<number>`${columns.rowId}`.as('row_id'),
    at: sql<Date>`${columns.at}`.as('at'),
    refId: sql<number>`${columns.refId}`.as('ref_id'),
    refNo: sql<string>`${columns.refNo}`.as('ref_no'),
    fromStatus: (columns.fromStatus ? sql<string | null>`${columns.fromStatus}` : sql<string | null>`null::text`).as('from_status'),
    toStatus: sql<string>`${columns.toStatus}`.as('to_status'),
    note: sql<string | null>`${columns.note}`.as('note'),
  };
}

/** The two status histories: each with its parent table, number and owner. */
const HISTORIES = {
  inquiry: { history: inquiryStatusHistory, parent: inquiries, id: inquiries.id, no: inquiries.inquiryNo, owner: inquiries.companyId },
  order: { history: orderStatusHistory, parent: orders, id: orders.id, no: orders.orderNo, owner: orders.companyId },
};

/** The company's steps of one status history (by the parent's company index, then the history's parent index). */
function historySteps(db: Db, companyId: string, source: keyof typeof HISTORIES) {
  const { history, parent, id, no, owner } = HISTORIES[source];
  return db
    .select(eventColumns(source, {
      rowId: history.id, at: history.createdAt, refId: id, refNo: no, fromStatus: history.fromStatus, toStatus: history.toStatus, note: history.note,
    }))
    .from(history)
    .innerJoin(parent, eq(id, history.parentId))
    .where(eq(owner, companyId));
}

/** Messages: `to_status` carries the author's side, `note` the text. */
const messages = (db: Db, companyId: string) =>
  db
    .select(eventColumns('message', {
      rowId: inquiryMessages.id, at: inquiryMessages.createdAt, refId: inquiries.id, refNo: inquiries.inquiryNo,
      fromStatus: null, toStatus: inquiryMessages.authorSide, note: inquiryMessages.body,
    }))
    .from(inquiryMessages)
    .innerJoin(inquiries, eq(inquiries.id, inquiryMessages.inquiryId))
    .where(eq(inquiries.companyId, companyId));

/** Production updates of the company's orders: `to_status` carries the milestone, `note` the sales team's note. */
const production = (db: Db, companyId: string) =>
  db
    .select(eventColumns('production', {
      rowId: productionUpdates.id, at: productionUpdates.createdAt, refId: orders.id, refNo: orders.orderNo,
      fromStatus: null, toStatus: productionUpdates.milestone, note: productionUpdates.note,
    }))
    .from(productionUpdates)
    .innerJoin(orders, eq(orders.id, productionUpdates.orderId))
    .where(eq(orders.companyId, companyId));

/**
 * Artwork proofs of the company's orders (order_proofs by the order index): each posted version, and each decision.
 * `from_status` carries 'v<version> for <line title>', `to_status` 'posted' or the decision, `note` the note or comment.
 */
function proofEvents(db: Db, companyId: string, event: 'posted' | 'decided') {
  const decided = event === 'decided';
  return db
    .select(eventColumns('proof', {
      rowId: orderProofs.id, at: decided ? orderProofs.decidedAt : orderProofs.createdAt, refId: orders.id, refNo: orders.orderNo,
      fromStatus: sql`'v' || ${orderProofs.version} || ' for ' || ${orderItems.title}`,
      toStatus: decided ? orderProofs.status : sql`'posted'`,
      note: decided ? orderProofs.comment : orderProofs.note,
    }))
    .from(orderProofs)
    .innerJoin(orders, eq(orders.id, orderProofs.orderId))
    .innerJoin(orderItems, eq(orderItems.id, orderProofs.itemId))
    .where(decided ? and(eq(orders.companyId, companyId), isNotNull(orderProofs.decidedAt)) : eq(orders.companyId, companyId));
}

/**
 * Money (services/payments): the buyer's notices as sent and, when rejected, as decided; the receipts and refunds the
 * sales team recorded. `to_status` carries what happened, `note` the amount or the reason.
 */
const amount = (column: AnyPgColumn) => sql<string>`${column}::text || ' ' || ${orders.currency}`;

function payments(db: Db, companyId: string) {
  const noticesSent = db
    .select(eventColumns('payment', {
      rowId: paymentNotices.id, at: paymentNotices.createdAt, refId: orders.id, refNo: orders.orderNo,
      fromStatus: null, toStatus: sql`'notice_sent'::text`, note: amount(paymentNotices.amount),
    }))
    .from(paymentNotices)
    .innerJoin(orders, eq(orders.id, paymentNotices.orderId))
    .where(eq(orders.companyId, companyId));
  const noticesRejected = db
    .select(eventColumns('payment', {
      rowId: paymentNotices.id, at: paymentNotices.decidedAt, refId: orders.id, refNo: orders.orderNo,
      fromStatus: null, toStatus: sql`'notice_rejected'::text`, note: sql`${amount(paymentNotices.amount)} || ': ' || ${paymentNotices.rejectReason}`,
    }))
    .from(paymentNotices)
    .innerJoin(orders, eq(orders.id, paymentNotices.orderId))
    .where(and(eq(orders.companyId, companyId), eq(paymentNotices.status, 'rejected')));
  const receipts = db
    .select(eventColumns('payment', {
      rowId: paymentReceipts.id, at: paymentReceipts.createdAt, refId: orders.id, refNo: orders.orderNo,
      fromStatus: null, toStatus: paymentReceipts.kind, note: amount(paymentReceipts.amount),
    }))
    .from(paymentReceipts)
    .innerJoin(orders, eq(orders.id, paymentReceipts.orderId))
    .where(eq(orders.companyId, companyId));
  return [noticesSent, noticesRejected, receipts] as const;
}

const PAYMENT_EVENTS: Record<string, { kind: ActivityKind; title: (orderNo: string) => string }> = {
  notice_sent: { kind: 'payment_notice_sent', title: (no) => `You told us about a payment for order ${no}` },
  notice_rejected: { kind: 'payment_notice_rejected', title: (no) => `Your payment notice for order ${no} could not be confirmed` },
  receipt: { kind: 'payment_received', title: (no) => `Payment received for order ${no}` },
  refund: { kind: 'payment_refunded', title: (no) => `Refund for order ${no}` },
};

/**
 * Shipments of the company's orders: `to_status` carries the shipment's number, `note` carrier and tracking number.
 * Source 'dispatch' sorts below 'order', so the step to shipped shows above the shipment made at the same moment.
 */
const shipments = (db: Db, companyId: string) =>
  db
    .select(eventColumns('dispatch', {
      rowId: orderShipments.id, at: orderShipments.createdAt, refId: orders.id, refNo: orders.orderNo,
      fromStatus: null, toStatus: orderShipments.shipmentNo, note: sql`${orderShipments.carrier} || ' · tracking number ' || ${orderShipments.trackingNo}`,
    }))
    .from(orderShipments)
    .innerJoin(orders, eq(orders.id, orderShipments.orderId))
    .where(eq(orders.companyId, companyId));
/** Order messages: like the inquiry's, and `from_status` carries the problem's kind when the message reports one. */
const orderThreadMessages = (db: Db, companyId: string) =>
  db
    .select(eventColumns('order_message', {
      rowId: orderMessages.id, at: orderMessages.createdAt, refId: orders.id, refNo: orders.orderNo,
      // One lookup on the report's unique message index.
      fromStatus: sql`(select ${orderProblems.kind} from ${orderProblems} where ${orderProblems.messageId} = ${orderMessages.id})`,
      toStatus: orderMessages.authorSide, note: orderMessages.body,
    }))
    .from(orderMessages)
    .innerJoin(orders, eq(orders.id, orderMessages.orderId))
    .where(eq(orders.companyId, companyId));

/** Problem reports the sales team resolved: `from_status` the kind, `note` the resolution. */
const problemResolutions = (db: Db, companyId: string) =>
  db
    .select(eventColumns('problem', {
      rowId: orderProblems.id, at: orderProblems.resolvedAt, refId: orders.id, refNo: orders.orderNo,
      fromStatus: orderProblems.kind, toStatus: sql`'resolved'::text`, note: orderProblems.resolution,
    }))
    .from(orderProblems)
    .innerJoin(orders, eq(orders.id, orderProblems.orderId))
    .where(and(eq(orders.companyId, companyId), isNotNull(orderProblems.resolvedAt)));

interface EventRow {
  source: string;
  rowId: number;
  at: Date | string;
  refId: number;
  refNo: string;
  fromStatus: string | null;
  toStatus: string;
  note: string | null;
}

const INQUIRY_KINDS: Record<string, ActivityKind> = {
  submitted: 'inquiry_sent',
  quoted: 'quotation_received',
  revision_requested: 'revision_requested',
  accepted: 'quotation_accepted',
  declined: 'inquiry_declined',
  expired: 'quotation_expired',
};

const firstWords = (text: string | null, max = 160) => (text && text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** One row as the log shows it: its kind, a sentence, and the note or message's first words. */
function toEntry(row: EventRow): ActivityEntry {
  const at = (row.at instanceof Date ? row.at : new Date(row.at)).toISOString();
  const refNo = row.refNo;
  if (row.source === 'order_message' || row.source === 'problem') return orderConversationEntry(row, at);
  if (row.source === 'message') {
    const sent = row.toStatus === 'buyer';
    return {
      activityId: `message-${row.rowId}`,
      kind: sent ? 'message_sent' : 'message_received',
      at,
      title: sent ? `You wrote to us about inquiry ${refNo}` : `Message from our sales team about inquiry ${refNo}`,
      detail: firstWords(row.note) || 'Files attached.',
      status: null,
      ref: { type: 'inquiry', id: String(row.refId), no: refNo },
    };
  }
  if (row.source === 'production') {
    const milestone = PRODUCTION_MILESTONE_LABEL[row.toStatus as keyof typeof PRODUCTION_MILESTONE_LABEL] ?? row.toStatus;
    return {
      activityId: `production-${row.rowId}`,
      kind: 'production_update',
      at,
      title: `Production update on order ${refNo}: ${milestone}`,
      detail: firstWords(row.note),
      status: null,
      ref: { type: 'order', id: String(row.refId), no: refNo },
    };
  }
  if (row.source === 'proof') {
    const kind: ActivityKind = row.toStatus === 'posted' ? 'proof_posted' : row.toStatus === 'approved' ? 'proof_approved' : 'proof_changes_requested';
    const titles: Record<string, string> = {
      proof_posted: `Artwork proof ${row.fromStatus} ready on order ${refNo}`,
      proof_approved: `You approved artwork proof ${row.fromStatus} on order ${refNo}`,
      proof_changes_requested: `You asked for changes to artwork proof ${row.fromStatus} on order ${refNo}`,
    };
    return {
      activityId: `proof-${row.toStatus === 'posted' ? 'posted' : 'decided'}-${row.rowId}`,
      kind,
      at,
      title: titles[kind]!,
      detail: firstWords(row.note),
      status: null,
      ref: { type: 'order', id: String(row.refId), no: refNo },
    };
  }
  if (row.source === 'payment') {
    const event = PAYMENT_EVENTS[row.toStatus] ?? PAYMENT_EVENTS.receipt!;
    return {
      activityId: `payment-${row.toStatus}-${row.rowId}`,
      kind: event.kind,
      at,
      title: event.title(refNo),
      detail: firstWords(row.note),
      status: null,
      ref: { type: 'order', id: String(row.refId), no: refNo },
    };
  }
  if (row.source === 'dispatch') {
    return {
      activityId: `shipment-${row.rowId}`,
      kind: 'shipment_sent',
      at,
      title: `Shipment ${row.toStatus} of order ${refNo} sent`,
      detail: row.note,
      status: null,
      ref: { type: 'order', id: String(row.refId), no: refNo },
    };
  }
  if (row.source === 'order') {
    // Placed: directly, or when a company admin approved it; an order above the threshold first waits for approval.
    const placed = row.toStatus === 'placed' && (row.fromStatus === null || row.fromStatus === 'awaiting_approval');
    const title = placed ? `Order ${refNo} placed`
      : row.fromStatus === null ? `Order ${refNo} sent for approval` : `Order ${refNo} ${human(row.toStatus)}`;
    return {
      activityId: `order-${row.rowId}`,
      kind: placed ? 'order_placed' : 'order_status',
      at,
      title,
      detail: firstWords(row.note),
      status: row.toStatus,
      ref: { type: 'order', id: String(row.refId), no: refNo },
    };
  }
  const kind = INQUIRY_KINDS[row.toStatus] ?? 'inquiry_sent';
  const revised = kind === 'quotation_received' && row.fromStatus === 'revision_requested';
  const titles: Record<string, string> = {
    inquiry_sent: `Inquiry ${refNo} sent`,
    quotation_received: revised ? `Revised quotation received for inquiry ${refNo}` : `Quotation received for inquiry ${refNo}`,
    revision_requested: `Revision requested for inquiry ${refNo}`,
    quotation_accepted: `Quotation accepted for inquiry ${refNo}`,
    inquiry_declined: `Inquiry ${refNo} declined`,
    quotation_expired: `Quotation for inquiry ${refNo} expired`,
  };
  return {
    activityId: `inquiry-${row.rowId}`,
    kind,
    at,
    title: titles[kind]!,
    detail: firstWords(row.note),
    status: row.toStatus,
    ref: { type: 'inquiry', id: String(row.refId), no: refNo },
  };
}

/** An order's message, problem report or resolution. */
function orderConversationEntry(row: EventRow, at: string): ActivityEntry {
  const ref = { type: 'order' as const, id: String(row.refId), no: row.refNo };
  const kind = row.fromStatus ? ORDER_PROBLEM_KIND_TEXT[row.fromStatus as OrderProblemKind]?.toLowerCase() : null;
  if (row.source === 'problem') {
    return { activityId: `problem-${row.rowId}`, kind: 'problem_resolved', at, title: `Problem with order ${row.refNo} resolved (${kind})`, detail: firstWords(row.note), status: null, ref };
  }
  const sent = row.toStatus === 'buyer';
  return {
    activityId: `order-message-${row.rowId}`,
    kind: kind ? 'problem_reported' : sent ? 'message_sent' : 'message_received',
    at,
    title: kind ? `You reported a problem with order ${row.refNo} (${kind})` : sent ? `You wrote to us about order ${row.refNo}` : `Message from our sales team about order ${row.refNo}`,
    detail: firstWords(row.note) || 'Files attached.',
    status: null,
    ref,
  };
}

export async function activityLog(db: Db, owner: RecordOwner, input: { kind?: ActivityFilter; pageNum?: number; pageSize?: number }): Promise<ActivityPage> {
  const { companyId } = owner;
  const pageNum = input.pageNum ?? 1;
  const pageSize = input.pageSize ?? ORDER_LIMITS.activityPageSize;
  // An order's production updates, proofs and payments are order events (the 'order' filter shows them).
  const sources = {
    inquiry: () => [historySteps(db, companyId, 'inquiry')],
    order: () => [historySteps(db, companyId, 'order'), production(db, companyId), proofEvents(db, companyId, 'posted'), proofEvents(db, companyId, 'decided'), ...payments(db, companyId), shipments(db, companyId), problemResolutions(db, companyId)],
    message: () => [messages(db, companyId), orderThreadMessages(db, companyId)],
  };
  const [first, second, ...rest] = input.kind ? sources[input.kind]() : [...sources.inquiry(), ...sources.order(), ...sources.message()];
  const events = (second ? unionAll(first!, second, ...rest) : first!).as('events');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(events)
      .orderBy(desc(events.at), desc(events.source), desc(events.rowId))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
    db.select({ n: count() }).from(events),
  ]);
  return { list: (rows as EventRow[]).map(toEntry), total: total?.n ?? 0, pageNum, pageSize };
}

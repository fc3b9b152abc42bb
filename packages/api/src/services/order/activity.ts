import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ORDER_LIMITS, type ActivityEntry, type ActivityFilter, type ActivityKind, type ActivityPage } from '@sw/protocol';
import type { Db } from '../../db/client';
import { inquiries, inquiryMessages, inquiryStatusHistory, orders, orderShipments, orderStatusHistory } from '../../db/schema';
import { human } from './mail';

/**
 * activityLog.do: the member's own events, newest first, read from the tables that already hold them (no event
 * table of its own): the inquiries' and orders' status histories and the inquiry threads, as one UNION ALL over
 * the member's inquiries and orders (each history by its parent index), sorted and paged in the database.
 */

/** The columns every source gives, under the same names, so the three can be one query. */
function eventColumns(source: 'inquiry' | 'order' | 'message' | 'dispatch', columns: {
  rowId: AnyPgColumn; at: AnyPgColumn; refId: AnyPgColumn; refNo: AnyPgColumn; fromStatus: AnyPgColumn | null; toStatus: AnyPgColumn; note: AnyPgColumn | SQL;
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
  inquiry: { history: inquiryStatusHistory, parent: inquiries, id: inquiries.id, no: inquiries.inquiryNo, owner: inquiries.memberId },
  order: { history: orderStatusHistory, parent: orders, id: orders.id, no: orders.orderNo, owner: orders.memberId },
};

/** The member's steps of one status history (by the parent's member index, then the history's parent index). */
function historySteps(db: Db, memberId: string, source: keyof typeof HISTORIES) {
  const { history, parent, id, no, owner } = HISTORIES[source];
  return db
    .select(eventColumns(source, {
      rowId: history.id, at: history.createdAt, refId: id, refNo: no, fromStatus: history.fromStatus, toStatus: history.toStatus, note: history.note,
    }))
    .from(history)
    .innerJoin(parent, eq(id, history.parentId))
    .where(eq(owner, memberId));
}

/** Messages: `to_status` carries the author's side, `note` the text. */
const messages = (db: Db, memberId: string) =>
  db
    .select(eventColumns('message', {
      rowId: inquiryMessages.id, at: inquiryMessages.createdAt, refId: inquiries.id, refNo: inquiries.inquiryNo,
      fromStatus: null, toStatus: inquiryMessages.authorSide, note: inquiryMessages.body,
    }))
    .from(inquiryMessages)
    .innerJoin(inquiries, eq(inquiries.id, inquiryMessages.inquiryId))
    .where(eq(inquiries.memberId, memberId));

/**
 * Shipments of the member's orders: `to_status` carries the shipment's number, `note` carrier and tracking number.
 * Source 'dispatch' sorts below 'order', so the step to shipped shows above the shipment made at the same moment.
 */
const shipments = (db: Db, memberId: string) =>
  db
    .select(eventColumns('dispatch', {
      rowId: orderShipments.id, at: orderShipments.createdAt, refId: orders.id, refNo: orders.orderNo,
      fromStatus: null, toStatus: orderShipments.shipmentNo, note: sql`${orderShipments.carrier} || ' · tracking number ' || ${orderShipments.trackingNo}`,
    }))
    .from(orderShipments)
    .innerJoin(orders, eq(orders.id, orderShipments.orderId))
    .where(eq(orders.memberId, memberId));

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
    const placed = row.fromStatus === null;
    return {
      activityId: `order-${row.rowId}`,
      kind: placed ? 'order_placed' : 'order_status',
      at,
      title: placed ? `Order ${refNo} placed` : `Order ${refNo} ${human(row.toStatus)}`,
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

export async function activityLog(db: Db, memberId: string, input: { kind?: ActivityFilter; pageNum?: number; pageSize?: number }): Promise<ActivityPage> {
  const pageNum = input.pageNum ?? 1;
  const pageSize = input.pageSize ?? ORDER_LIMITS.activityPageSize;
  const sources = {
    inquiry: () => historySteps(db, memberId, 'inquiry'),
    order: () => unionAll(historySteps(db, memberId, 'order'), shipments(db, memberId)),
    message: () => messages(db, memberId),
  };
  const events = (input.kind ? sources[input.kind]() : unionAll(sources.inquiry(), historySteps(db, memberId, 'order'), shipments(db, memberId), sources.message())).as('events');
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

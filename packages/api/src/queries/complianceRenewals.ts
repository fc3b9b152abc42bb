import { endsBeforeShipDay, type ComplianceLibraryPage, type ComplianceRenewal, type complianceLibrarySchema } from '@sw/protocol';
import type { z } from 'zod';
import type { Reader } from '../db/client';
import { utcDay } from '../lib/dailyNumber';
import { complianceLibrary, currentDocumentsOf, nameOf } from '../services/compliance';
import { goodsOfOrdersToShip } from '../services/order';

/**
 * The current documents that end before the promised ship day of an order still waiting to ship whose lines they
 * cover, each with those orders: the desk renews them before the goods leave (issue 49, point 16). Soonest to end first.
 */
export async function complianceRenewals(db: Reader, today: string): Promise<ComplianceRenewal[]> {
  const toShip = await goodsOfOrdersToShip(db, today);
  if (!toShip.length) return [];
  const byGoods = await currentDocumentsOf(db, [...new Set(toShip.flatMap((order) => order.goodsIds))], today);
  const renewals = new Map<number, ComplianceRenewal>();
  for (const order of toShip) {
    const docs = new Map(order.goodsIds.flatMap((goodsId) => byGoods.get(goodsId) ?? []).map((doc) => [doc.id, doc]));
    for (const doc of docs.values()) {
      if (!endsBeforeShipDay(doc.validUntil, order.promisedShipDate)) continue;
      const renewal = renewals.get(doc.id) ?? { documentId: String(doc.id), standardName: nameOf(doc), reportNo: doc.reportNo, validUntil: doc.validUntil, orders: [] };
      renewal.orders.push({ orderId: String(order.orderId), orderNo: order.orderNo, promisedShipDate: order.promisedShipDate });
      renewals.set(doc.id, renewal);
    }
  }
  return [...renewals.values()].sort((a, b) => (a.validUntil < b.validUntil ? -1 : a.validUntil > b.validUntil ? 1 : Number(a.documentId) - Number(b.documentId)));
}

/** staff/compliance/library.do: the library's page, and the renewals the open orders ask for. */
export async function libraryWithRenewals(db: Reader, input: z.output<typeof complianceLibrarySchema>, now: Date): Promise<ComplianceLibraryPage> {
  const [page, renewals] = await Promise.all([complianceLibrary(db, input, now), complianceRenewals(db, utcDay(now))]);
  return { ...page, renewals };
}

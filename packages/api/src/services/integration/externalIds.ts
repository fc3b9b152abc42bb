import { and, eq, inArray } from 'drizzle-orm';
import { RES, type ExternalIdKind } from '@sw/protocol';
import type { Reader, Tx } from '../../db/client';
import { integrationExternalIds } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { Owner } from './endpoints';

/**
 * External ids (docs/integration.md, External ids): an outside system's own id of a goods, order or inquiry, per owner
 * (the manufacturer, or one company). Unique both ways per owner and kind; the caller checks the record is the owner's.
 */

export const ownerKeyOf = (owner: Owner) => owner.companyId ?? 'manufacturer';

/** The external ids the owner gave the records, by record id. */
export async function externalIdsOf(db: Reader, owner: Owner, kind: ExternalIdKind, recordIds: readonly number[]): Promise<Map<number, string>> {
  if (!recordIds.length) return new Map();
  const rows = await db.select({ recordId: integrationExternalIds.recordId, externalId: integrationExternalIds.externalId }).from(integrationExternalIds)
    .where(and(eq(integrationExternalIds.ownerKey, ownerKeyOf(owner)), eq(integrationExternalIds.kind, kind), inArray(integrationExternalIds.recordId, [...new Set(recordIds)])));
  return new Map(rows.map((row) => [row.recordId, row.externalId]));
}

/** The record the owner's external id names, or null. */
export async function recordOfExternalId(db: Reader, owner: Owner, kind: ExternalIdKind, externalId: string): Promise<number | null> {
  const [row] = await db.select({ recordId: integrationExternalIds.recordId }).from(integrationExternalIds)
    .where(and(eq(integrationExternalIds.ownerKey, ownerKeyOf(owner)), eq(integrationExternalIds.kind, kind), eq(integrationExternalIds.externalId, externalId)));
  return row?.recordId ?? null;
}

/** Sets (or replaces) the record's external id; refused with 20067 when it already names another record of the owner. */
export async function setExternalId(tx: Tx, owner: Owner, kind: ExternalIdKind, recordId: number, externalId: string): Promise<void> {
  const ownerKey = ownerKeyOf(owner);
  const taken = await recordOfExternalId(tx, owner, kind, externalId);
  if (taken !== null && taken !== recordId) throw new ApiError(RES.EXTERNAL_ID_TAKEN, `The external id ${externalId} already names another ${kind} of yours.`);
  if (taken === recordId) return;
  await tx.delete(integrationExternalIds).where(and(eq(integrationExternalIds.ownerKey, ownerKey), eq(integrationExternalIds.kind, kind), eq(integrationExternalIds.recordId, recordId)));
  const [row] = await tx.insert(integrationExternalIds).values({ ownerKey, kind, recordId, externalId }).onConflictDoNothing().returning({ id: integrationExternalIds.id });
  // A parallel request took the id in between: the unique index kept one, this one is refused the same way.
  if (!row) throw new ApiError(RES.EXTERNAL_ID_TAKEN, `The external id ${externalId} already names another ${kind} of yours.`);
}

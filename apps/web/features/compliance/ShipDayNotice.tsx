'use client';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { OrderCompliance } from '@sw/protocol';
import { dateText } from '@/lib/format';
import { useOrderCompliance } from './api';

/** The order's documents that will have expired by its promised ship day, each once. */
export function endingBeforeShipDay(pack: OrderCompliance): { standardName: string; reportNo: string; validUntil: string }[] {
  const seen = new Map<string, { standardName: string; reportNo: string; validUntil: string }>();
  for (const line of pack.lines) for (const one of line.standards) if (one.endsBeforeShipDay) seen.set(`${one.standardName}|${one.reportNo}`, one);
  return [...seen.values()];
}

/**
 * A document that ends before the order's promised ship day: the buyer is told it is being renewed; the desk is
 * reminded to renew it in the compliance library (issue 49, point 16). Nothing when every document lasts.
 */
export function ShipDayNotice({ pack, side }: { pack: OrderCompliance; side: 'buyer' | 'staff' }) {
  const ending = endingBeforeShipDay(pack);
  if (!ending.length || !pack.promisedShipDate) return null;
  const shipDay = dateText(pack.promisedShipDate);
  const count = ending.length === 1 ? 'a document ends' : `${ending.length} documents end`;
  return (
    <div role="status" className="rounded-[3px] border border-amber-700/30 bg-amber-50 px-3.5 py-3 text-[13px] text-amber-950" data-testid={side === 'staff' ? 'staff-compliance-renew' : 'compliance-ship-day'}>
      <p className="font-medium">
        {side === 'staff' ? `Renew before shipping: ${count}` : count.charAt(0).toUpperCase() + count.slice(1)} before this order&rsquo;s promised ship day of {shipDay}.
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {ending.map((one) => (
          <li key={`${one.standardName}|${one.reportNo}`}>{one.standardName} report {one.reportNo}: valid until {dateText(one.validUntil)}</li>
        ))}
      </ul>
      <p className="mt-1.5">
        {side === 'staff' ? (
          <>Upload the renewed {ending.length === 1 ? 'report' : 'reports'} in the <Link href="/admin/compliance" className="font-medium underline underline-offset-4">compliance library</Link> before the goods ship.</>
        ) : (
          ending.length === 1 ? 'We are renewing it and will send you the new report before the goods ship.' : 'We are renewing them and will send you the new reports before the goods ship.'
        )}
      </p>
    </div>
  );
}

/** The desk's order page: the renewal reminder, read from the order's compliance documents. */
export function DeskShipDayNotice({ orderId }: { orderId: string }) {
  const pack = useOrderCompliance(orderId);
  return pack ? <ShipDayNotice pack={pack} side="staff" /> : null;
}

/** The pack's path for the desk's shipment rows, asked once for them all (nothing asked while `enabled` is false). */
export function DeskPackPath({ orderId, enabled, children }: { orderId: string; enabled: boolean; children: (packPath: string | null) => ReactNode }) {
  return children(useOrderCompliance(orderId, enabled)?.packPath ?? null);
}

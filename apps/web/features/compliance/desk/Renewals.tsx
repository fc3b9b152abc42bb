import Link from 'next/link';
import { Fragment } from 'react';
import type { ComplianceRenewal } from '@sw/protocol';
import { dateText } from '@/lib/format';
import { staffOrderHref } from '@/lib/links';

/**
 * The library's reminder: documents that end before the promised ship day of open orders they cover, each with
 * those orders, so the desk renews them before the goods leave. Nothing when none does.
 */
export function Renewals({ renewals }: { renewals: ComplianceRenewal[] }) {
  if (!renewals.length) return null;
  return (
    <section aria-labelledby="compliance-renewals" className="rounded-[4px] border border-amber-700/30 bg-amber-50 px-4 py-3 text-[13px] text-amber-950" data-testid="compliance-renewals">
      <h2 id="compliance-renewals" className="font-medium">
        Renew before shipping: {renewals.length === 1 ? 'a document ends' : `${renewals.length} documents end`} before the promised ship day of orders they cover
      </h2>
      <ul className="mt-1.5 space-y-1">
        {renewals.map((renewal) => (
          <li key={renewal.documentId} data-testid="compliance-renewal" data-document={renewal.documentId}>
            <span className="font-medium">{renewal.standardName} report {renewal.reportNo}</span>, valid until {dateText(renewal.validUntil)}: needed by{' '}
            {renewal.orders.map((order, index) => (
              // The comma stays outside the unbroken order, so a long list wraps between orders on a phone.
              <Fragment key={order.orderId}>
                {index > 0 ? ', ' : ''}
                <span className="whitespace-nowrap">
                  <Link href={staffOrderHref(order.orderId)} className="font-medium underline underline-offset-4">{order.orderNo}</Link> (ships {dateText(order.promisedShipDate)})
                </span>
              </Fragment>
            ))}
          </li>
        ))}
      </ul>
      <p className="mt-1.5">Upload each renewed report with the form below the list.</p>
    </section>
  );
}

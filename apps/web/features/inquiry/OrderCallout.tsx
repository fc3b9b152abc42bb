import Link from 'next/link';
import type { InquiryDetail } from '@sw/protocol';
import { isPastDay } from '@/lib/format';
import { orderHref } from '@/lib/links';
import { ArrowRight, PackageIcon } from '@/ui/icons';
import { dateText } from './format';

/**
 * The way from an accepted quotation to its order: 'Place order' while the prices hold, or the order itself
 * once it is placed (InquiryDetail.order). Nothing for an inquiry that is not accepted.
 */
export function OrderCallout({ detail }: { detail: InquiryDetail }) {
  if (detail.order) {
    return (
      <section className="flex flex-wrap items-center justify-between gap-4 rounded-[4px] border border-emerald-700/25 bg-emerald-50/60 p-5 sm:p-6" data-testid="inquiry-order">
        <div className="flex items-start gap-3">
          <PackageIcon size={22} className="mt-0.5 flex-none text-emerald-800" />
          <div>
            <p className="text-[14px] font-medium text-ink">
              Ordered as <span className="tabular-nums" data-testid="inquiry-order-no">{detail.order.orderNo}</span>
            </p>
            <p className="mt-0.5 text-[13px] text-ink-muted">Follow its confirmation, invoice and shipping on the order’s page.</p>
          </div>
        </div>
        <Link href={orderHref.details(detail.order.orderId)} className="btn btn-outline" data-testid="view-order">
          View the order
          <ArrowRight size={15} />
        </Link>
      </section>
    );
  }
  const quotation = detail.quotation;
  if (detail.status !== 'accepted' || !quotation || isPastDay(quotation.validUntil)) return null;
  return (
    <section className="flex flex-wrap items-center justify-between gap-4 rounded-[4px] border border-accent-line bg-accent-soft/50 p-5 sm:p-6" data-testid="place-order-callout">
      <div className="flex items-start gap-3">
        <PackageIcon size={22} className="mt-0.5 flex-none text-accent-strong" />
        <div>
          <p className="text-[14px] font-medium text-ink">You accepted quotation v{quotation.version}</p>
          <p className="mt-0.5 text-[13px] text-ink-muted">Place the order at its prices, valid until {dateText(quotation.validUntil)}.</p>
        </div>
      </div>
      <Link href={orderHref.place(detail.inquiryId)} className="btn btn-primary" data-testid="action-place-order">
        Place order
        <ArrowRight size={15} />
      </Link>
    </section>
  );
}

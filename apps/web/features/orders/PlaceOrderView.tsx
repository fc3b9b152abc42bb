import { errorCode, errorMessage, isSessionCode, RES } from '@sw/protocol';
import { isPastDay } from '@/lib/format';
import { inquiryHref, orderHref } from '@/lib/links';
import { EmptyState } from '@/ui/EmptyState';
import { DocumentIcon, PackageIcon, WarningIcon } from '@/ui/icons';
import { PlaceOrder } from './PlaceOrder';
import type { TradeTermsLines } from './parts';
import { loadApprovalRule, loadInquiryForOrder, loadOrderPreview } from './api.server';

/**
 * Server part of /orders/place?inquiryId=: the form when the inquiry's quotation is accepted and still valid;
 * otherwise what stands in the way, in words, with the way on (an order placed already is linked).
 */
export async function PlaceOrderView({ inquiryId, sessionEnded, TradeTerms }: { inquiryId: string; sessionEnded: React.ReactNode; TradeTerms: TradeTermsLines }) {
  const result = await loadInquiryForOrder(inquiryId);
  if (!result || (!result.ok && errorCode(result) === RES.NOT_FOUND)) {
    return (
      <div data-testid="order-form-missing">
        <EmptyState icon={DocumentIcon} title="Inquiry not found" actions={[{ href: inquiryHref.list, label: 'My Inquiry', primary: true }]}>
          An order is placed from one of your inquiries’ accepted quotations. This link does not lead to one of yours.
        </EmptyState>
      </div>
    );
  }
  if (!result.ok) {
    if (isSessionCode(errorCode(result) ?? '')) return sessionEnded;
    return (
      <EmptyState icon={WarningIcon} title="We could not open the quotation just now" actions={[{ href: inquiryHref.details(inquiryId), label: 'Back to the inquiry', primary: true }]}>
        {errorMessage(result)} Please try again in a moment.
      </EmptyState>
    );
  }
  const detail = result.data;
  if (detail.order) {
    return (
      <div data-testid="order-exists">
        <EmptyState
          icon={PackageIcon}
          title={`Order ${detail.order.orderNo} is placed`}
          actions={[{ href: orderHref.details(detail.order.orderId), label: 'View the order', primary: true }, { href: orderHref.list, label: 'My Order' }]}
        >
          This quotation has been ordered already. Follow the order, its invoice and its shipping on the order’s page.
        </EmptyState>
      </div>
    );
  }
  const quotation = detail.quotation;
  if (detail.status !== 'accepted' || !quotation) {
    return (
      <div data-testid="order-not-ready">
        <EmptyState icon={DocumentIcon} title="Accept the quotation first" actions={[{ href: inquiryHref.quotation(detail.inquiryId, detail.mode), label: 'View the quotation', primary: true }]}>
          An order is placed from an accepted quotation. Read the quotation of {detail.inquiryNo}, accept it, and come back to place the order.
        </EmptyState>
      </div>
    );
  }
  if (isPastDay(quotation.validUntil)) {
    return (
      <div data-testid="order-expired">
        <EmptyState icon={WarningIcon} title="The quotation’s prices have expired" actions={[{ href: inquiryHref.details(detail.inquiryId, detail.mode), label: 'Write to our sales team', primary: true }]}>
          The prices of {detail.inquiryNo} held until the day shown on the quotation. Ask us in the inquiry’s messages for current prices.
        </EmptyState>
      </div>
    );
  }
  // The order as placing would make it (workflows/orderPricing.ts: goods, sample credit, charges, total), and whether
  // it would wait for the company's approval, and whose (services/order/approval.ts decides it again).
  const [preview, approvalRule] = await Promise.all([loadOrderPreview(detail.inquiryId, quotation.quotationId), loadApprovalRule()]);
  return <PlaceOrder detail={detail} quotation={quotation} preview={preview} approvalRule={approvalRule} TradeTerms={TradeTerms} />;
}

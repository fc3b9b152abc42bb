import { orderHref } from '@/lib/links';
import { SentCard } from '@/ui/SentCard';

const NEXT_STEPS = [
  'Our sales team checks your order and confirms it, usually within one working day; you get an email at each step.',
  'Once it is confirmed, download the proforma invoice from the order’s page and pay the deposit; production starts when it arrives.',
  'When the goods ship, the order shows the carrier and the tracking number. Until it is confirmed, you can still cancel it.',
];

/** An order above the company's approval amount waits for an admin of the company first. */
const AWAITING_STEPS = [
  'Your order is above your company’s approval amount: an admin of your company approves it first. They have been emailed.',
  'Once approved, it goes to our sales team, who confirm it, usually within one working day; you get an email at each step.',
  'If it is rejected, you see the reason on the order’s page and can order the quotation again. Until then you can still cancel it.',
];

/** /success after placing an order: its number and what happens next (first the approval, if it waits), with the way to the order. */
export function OrderSent({ orderNo, orderId, awaiting = false }: { orderNo: string; orderId: string; awaiting?: boolean }) {
  return (
    <SentCard
      testId="order-sent"
      eyebrow={awaiting ? 'Awaiting approval' : 'Order placed'}
      title={awaiting ? 'Your order waits for your company’s approval' : 'Thank you, your order is placed'}
      numberLabel="Order number"
      number={orderNo}
      numberTestId="sent-order-no"
      steps={awaiting ? AWAITING_STEPS : NEXT_STEPS}
      view={orderId ? { href: orderHref.details(orderId), label: 'View the order', testId: 'sent-view-order' } : null}
      list={{ href: orderHref.list, label: 'My Order' }}
    />
  );
}

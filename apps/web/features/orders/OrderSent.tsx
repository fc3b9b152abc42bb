import { orderHref } from '@/lib/links';
import { SentCard } from '@/ui/SentCard';

const NEXT_STEPS = [
  'Our sales team checks your order and confirms it, usually within one working day; you get an email at each step.',
  'Once it is confirmed, download the proforma invoice from the order’s page and pay the deposit; production starts when it arrives.',
  'When the goods ship, the order shows the carrier and the tracking number. Until it is confirmed, you can still cancel it.',
];

/** /success after placing an order: its number and what happens next, with the way to the order. */
export function OrderSent({ orderNo, orderId }: { orderNo: string; orderId: string }) {
  return (
    <SentCard
      testId="order-sent"
      eyebrow="Order placed"
      title="Thank you, your order is placed"
      numberLabel="Order number"
      number={orderNo}
      numberTestId="sent-order-no"
      steps={NEXT_STEPS}
      view={orderId ? { href: orderHref.details(orderId), label: 'View the order', testId: 'sent-view-order' } : null}
      list={{ href: orderHref.list, label: 'My Order' }}
    />
  );
}

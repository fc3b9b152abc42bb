import type { Metadata } from 'next';
import { OrderDetailView } from '@/features/orders/OrderDetailView';

export const metadata: Metadata = { title: 'Order details', robots: { index: false } };

type Props = { searchParams: Promise<{ orderId?: string | string[] }> };

/** /orders/details?orderId=: one order with its lines, address, quotation, timeline, shipping and invoice. */
export default async function OrderDetailsPage({ searchParams }: Props) {
  const { orderId } = await searchParams;
  return <OrderDetailView orderId={typeof orderId === 'string' ? orderId : ''} />;
}

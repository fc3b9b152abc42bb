import type { Metadata } from 'next';
import { OrderList } from '@/features/orders/OrderList';

export const metadata: Metadata = { title: 'My Order', robots: { index: false } };

export default function OrderListPage() {
  return <OrderList />;
}

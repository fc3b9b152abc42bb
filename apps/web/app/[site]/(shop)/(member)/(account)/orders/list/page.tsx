import type { Metadata } from 'next';
import { loadFirstOrderPage } from '@/features/orders/api.server';
import { OrderList } from '@/features/orders/OrderList';

export const metadata: Metadata = { title: 'My Order', robots: { index: false } };

export default async function OrderListPage() {
  return <OrderList initial={await loadFirstOrderPage()} />;
}

import type { Metadata } from 'next';
import { EmptyState } from '@/ui/EmptyState';
import { PackageIcon } from '@/ui/icons';

export const metadata: Metadata = { title: 'My Order', robots: { index: false } };

export default function OrderListPage() {
  return (
    <>
      <h1 className="mb-8 font-display text-[36px] leading-tight text-ink">My Order</h1>
      <EmptyState
        icon={PackageIcon}
        title="No orders yet"
        actions={[
          { href: '/inquiry/list', label: 'View my inquiries', primary: true },
          { href: '/goods/list', label: 'Browse products' },
        ]}
      >
        When you accept a quotation and place an order, it appears here with its status, from production to shipping.
      </EmptyState>
    </>
  );
}

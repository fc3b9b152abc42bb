import type { Metadata } from 'next';
import { EmptyState } from '@/ui/EmptyState';
import { BagIcon } from '@/ui/icons';
import { FixedWidthLayout } from '@/features/layout';

export const metadata: Metadata = { title: 'Inquiry Cart', robots: { index: false } };

export default function InquiryCartPage() {
  return (
    <FixedWidthLayout>
      <h1 className="mb-8 font-display text-[36px] leading-tight text-ink">Inquiry Cart</h1>
      <EmptyState
        icon={BagIcon}
        title="Your inquiry cart is empty"
        actions={[
          { href: '/goods/list', label: 'Browse products', primary: true },
          { href: '/inquiry/list', label: 'My inquiries' },
        ]}
      >
        Add goods from any product page with the quantities you need, then ask us for a quotation. There is no obligation to order.
      </EmptyState>
    </FixedWidthLayout>
  );
}

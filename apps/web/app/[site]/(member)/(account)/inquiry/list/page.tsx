import type { Metadata } from 'next';
import { EmptyState } from '@/ui/EmptyState';
import { DocumentIcon } from '@/ui/icons';

export const metadata: Metadata = { title: 'My Inquiry', robots: { index: false } };

export default function InquiryListPage() {
  return (
    <>
      <h1 className="mb-8 font-display text-[36px] leading-tight text-ink">My Inquiry</h1>
      <EmptyState
        icon={DocumentIcon}
        title="No inquiries yet"
        actions={[
          { href: '/goods/list', label: 'Browse products', primary: true },
          { href: '/inquiry/cart', label: 'Open inquiry cart' },
        ]}
      >
        Add goods to your inquiry cart and request a quick or precise quotation. Each inquiry, with our quotation, is listed here.
      </EmptyState>
    </>
  );
}

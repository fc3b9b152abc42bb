import type { Metadata } from 'next';
import { InquiryList } from '@/features/inquiry/InquiryList';

export const metadata: Metadata = { title: 'My Inquiry', robots: { index: false } };

export default function InquiryListPage() {
  return <InquiryList />;
}

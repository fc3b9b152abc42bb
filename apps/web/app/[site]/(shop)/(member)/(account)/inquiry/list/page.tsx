import type { Metadata } from 'next';
import { loadFirstInquiryPage } from '@/features/inquiry/api.server';
import { InquiryList } from '@/features/inquiry/InquiryList';

export const metadata: Metadata = { title: 'My Inquiry', robots: { index: false } };

export default async function InquiryListPage() {
  return <InquiryList initial={await loadFirstInquiryPage()} />;
}

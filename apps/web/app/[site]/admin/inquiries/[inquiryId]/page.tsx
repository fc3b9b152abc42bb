import { errorMessage } from '@sw/protocol';
import { loadStaffInquiry, staffMetadata } from '@/features/staff/api.server';
import { StaffInquiryDetail } from '@/features/staff/StaffInquiryDetail';
import { Alert } from '@/ui/form';

export const generateMetadata = staffMetadata('Inquiry');

export default async function StaffInquiryPage({ params }: { params: Promise<{ inquiryId: string }> }) {
  const { inquiryId } = await params;
  const result = await loadStaffInquiry(decodeURIComponent(inquiryId));
  if (!result.ok) return <Alert message={errorMessage(result)} testId="inquiry-error" />;
  return <StaffInquiryDetail view={result.data} />;
}

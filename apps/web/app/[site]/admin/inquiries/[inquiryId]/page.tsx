import { errorMessage } from '@sw/protocol';
import { loadStaffInquiry } from '@/features/inquiry/desk/api.server';
import { StaffInquiryDetail } from '@/features/inquiry/desk/StaffInquiryDetail';
import { TradeTermsField } from '@/features/tradeTerms/desk/TradeTermsField';
import { staffMetadata } from '@/lib/staff.server';
import { Alert } from '@/ui/form';

export const generateMetadata = staffMetadata('Inquiry');

export default async function StaffInquiryPage({ params }: { params: Promise<{ inquiryId: string }> }) {
  const { inquiryId } = await params;
  const { result, techniqueNames } = await loadStaffInquiry(decodeURIComponent(inquiryId));
  if (!result.ok) return <Alert message={errorMessage(result)} testId="inquiry-error" />;
  // The editor's trade-terms fieldset is the trade terms' own (a client component, passed as a reference).
  return <StaffInquiryDetail view={result.data} techniqueNames={techniqueNames} TradeTermsField={TradeTermsField} />;
}

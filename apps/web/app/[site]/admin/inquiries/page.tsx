import { errorMessage } from '@sw/protocol';
import { loadQueue } from '@/features/inquiry/desk/api.server';
import { InquiryQueue } from '@/features/inquiry/desk/InquiryQueue';
import { readQueueQuery, type SearchParams } from '@/features/inquiry/desk/queueQuery';
import { staffMetadata } from '@/lib/staff.server';

export const generateMetadata = staffMetadata('Inquiries');

export default async function InquiryQueuePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { input, raw, problems } = readQueueQuery(await searchParams);
  const result = await loadQueue(input);
  return (
    <InquiryQueue page={result.ok ? result.data : null} raw={raw} problems={problems} failure={result.ok ? null : errorMessage(result)} />
  );
}

import { errorMessage, sampleConversionSchema } from '@sw/protocol';
import { staffMetadata } from '@/features/staff/api.server';
import { readListQuery, type SearchParams } from '@/features/staff/people/listQuery';
import { loadSampleConversion } from '@/features/orders/desk/api.server';
import { SampleConversionPage, CONVERSION_PAGE_SIZE } from '@/features/orders/desk/SampleConversion';

export const generateMetadata = staffMetadata('Sample conversion');

/** /admin/sample-conversion?from=&to=: how many sample orders became bulk orders of the same goods. */
export default async function SampleConversionRoute({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { input, raw, problems } = readListQuery(sampleConversionSchema, await searchParams, ['from', 'to'], CONVERSION_PAGE_SIZE);
  const result = await loadSampleConversion(input);
  return <SampleConversionPage page={result.ok ? result.data : null} raw={raw} problems={problems} failure={result.ok ? null : errorMessage(result)} />;
}

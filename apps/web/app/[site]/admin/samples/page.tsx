import Link from 'next/link';
import { errorMessage } from '@sw/protocol';
import { loadSampleSettings } from '@/features/samples/api.server';
import { SampleSettingsForm } from '@/features/samples/SampleSettingsForm';
import { staffMetadata } from '@/lib/staff.server';
import { ConsolePageHead } from '@/ui/console';
import { Alert } from '@/ui/form';

export const generateMetadata = staffMetadata('Samples');

/** /admin/samples: the catalogue-wide sample rules (price rule, lead time, credit window). */
export default async function SamplesPage() {
  const result = await loadSampleSettings();
  return (
    <div className="space-y-5">
      <ConsolePageHead
        title="Samples"
        line={<>How samples are priced, when a sample order ships and how long its fee counts towards a bulk order. <Link className="underline" href="/admin/orders?kind=sample">See the sample orders</Link></>}
      />
      {result.ok ? <SampleSettingsForm settings={result.data} /> : <Alert message={errorMessage(result)} />}
    </div>
  );
}

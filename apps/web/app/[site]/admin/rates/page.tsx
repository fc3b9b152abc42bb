import { errorMessage } from '@sw/protocol';
import { staffMetadata } from '@/features/staff/api.server';
import { loadRates } from '@/features/staff/rates/api.server';
import { RatesScreen } from '@/features/staff/rates/RatesScreen';
import { Alert } from '@/ui/form';

export const generateMetadata = staffMetadata('Rates');

export default async function RatesPage() {
  const [duty, exchange] = await loadRates();
  if (!duty.ok) return <Alert message={errorMessage(duty)} />;
  if (!exchange.ok) return <Alert message={errorMessage(exchange)} />;
  return <RatesScreen duty={duty.data} exchange={exchange.data} />;
}

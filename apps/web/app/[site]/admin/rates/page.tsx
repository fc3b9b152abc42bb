import { errorMessage } from '@sw/protocol';
import { staffMetadata } from '@/features/staff/api.server';
import { loadRates } from '@/features/tradeTerms/desk/api.server';
import { RatesScreen } from '@/features/tradeTerms/desk/RatesScreen';
import { Alert } from '@/ui/form';

export const generateMetadata = staffMetadata('Rates');

export default async function RatesPage() {
  const [duty, exchange] = await loadRates();
  if (!duty.ok) return <Alert message={errorMessage(duty)} />;
  if (!exchange.ok) return <Alert message={errorMessage(exchange)} />;
  return <RatesScreen duty={duty.data} exchange={exchange.data} />;
}

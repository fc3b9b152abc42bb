import { errorMessage } from '@sw/protocol';
import { loadOrderQueue } from '@/features/orders/desk/api.server';
import { OrderQueue } from '@/features/orders/desk/OrderQueue';
import { readOrderQueue } from '@/features/orders/desk/queueQuery';
import type { SearchParams } from '@/lib/queueQuery';
import { staffMetadata } from '@/lib/staff.server';

export const generateMetadata = staffMetadata('Orders');

export default async function OrderQueuePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { input, raw, problems } = readOrderQueue(await searchParams);
  const result = await loadOrderQueue(input);
  return <OrderQueue page={result.ok ? result.data : null} raw={raw} problems={problems} failure={result.ok ? null : errorMessage(result)} />;
}

import type { Metadata } from 'next';
import { CompliancePackButton, CompliancePanel } from '@/features/compliance/CompliancePanel';
import { OrderDetailView } from '@/features/orders/OrderDetailView';
import { OrderTradeTermsLines } from '@/features/tradeTerms/OrderTradeTerms';

export const metadata: Metadata = { title: 'Order details', robots: { index: false } };

type Props = { searchParams: Promise<{ orderId?: string | string[] }> };

/** /orders/details?orderId=: one order with its lines, address, quotation, timeline, shipping and invoice. */
export default async function OrderDetailsPage({ searchParams }: Props) {
  const { orderId } = await searchParams;
  // The trade terms' and the compliance pack's pieces are their domains' own (client components, passed as references).
  return (
    <OrderDetailView
      orderId={typeof orderId === 'string' ? orderId : ''}
      parts={{ TradeTerms: OrderTradeTermsLines, Compliance: CompliancePanel, CompliancePack: CompliancePackButton }}
    />
  );
}

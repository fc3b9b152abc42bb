import type { Metadata } from 'next';
import { SessionEnded } from '@/features/auth/member/SessionEnded';
import { FixedWidthLayout } from '@/features/layout';
import { PlaceOrderView } from '@/features/orders/PlaceOrderView';
import { OrderTradeTermsLines } from '@/features/tradeTerms/OrderTradeTerms';

export const metadata: Metadata = { title: 'Place order', robots: { index: false } };

type Props = { searchParams: Promise<{ inquiryId?: string | string[] }> };

/** /orders/place?inquiryId=: the order form of the inquiry's accepted quotation. */
export default async function PlaceOrderPage({ searchParams }: Props) {
  const { inquiryId } = await searchParams;
  return (
    <FixedWidthLayout>
      <PlaceOrderView inquiryId={typeof inquiryId === 'string' ? inquiryId : ''} sessionEnded={<SessionEnded />} TradeTerms={OrderTradeTermsLines} />
    </FixedWidthLayout>
  );
}

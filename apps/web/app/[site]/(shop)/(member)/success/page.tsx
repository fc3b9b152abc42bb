import type { Metadata } from 'next';
import { InquirySent } from '@/features/inquiry/InquirySent';
import { modeParam } from '@/features/inquiry/format';
import { FixedWidthLayout } from '@/features/layout';
import { OrderSent } from '@/features/orders/OrderSent';
import { EmptyState } from '@/ui/EmptyState';
import { CheckIcon } from '@/ui/icons';

export const metadata: Metadata = { title: 'Sent', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 64) : '');
const id = (value: string) => (/^\d{1,18}$/.test(value) ? value : '');

/** /success: the confirmation after sending something: an inquiry (?inquiryNo=) or an order (?orderNo=). */
export default async function SuccessPage({ searchParams }: Props) {
  const params = await searchParams;
  const inquiryNo = one(params.inquiryNo);
  const orderNo = one(params.orderNo);
  return (
    <FixedWidthLayout>
      {orderNo ? (
        <OrderSent orderNo={orderNo} orderId={id(one(params.orderId))} awaiting={one(params.status) === 'awaiting_approval'} />
      ) : inquiryNo ? (
        <InquirySent inquiryNo={inquiryNo} inquiryId={id(one(params.inquiryId))} mode={modeParam(params.mode)} />
      ) : (
        <EmptyState icon={CheckIcon} title="Done" actions={[{ href: '/inquiry/list', label: 'My Inquiry', primary: true }, { href: '/orders/list', label: 'My Order' }, { href: '/goods/list', label: 'Browse products' }]}>
          What you sent has reached us. Your inquiries and their quotations are listed under My Inquiry, your orders under My Order.
        </EmptyState>
      )}
    </FixedWidthLayout>
  );
}

import { FixedWidthLayout } from '@/features/layout';
import { CartLoading } from '@/features/cart/CartLoading';

export default function InquiryCartLoading() {
  return (
    <FixedWidthLayout>
      <CartLoading />
    </FixedWidthLayout>
  );
}

import type { Metadata } from 'next';
import { errorCode, errorMessage, isSessionCode } from '@sw/protocol';
import { SessionEnded } from '@/features/auth/member/SessionEnded';
import { FixedWidthLayout } from '@/features/layout';
import { loadCart } from '@/features/cart/api.server';
import { CartUnavailable } from '@/features/cart/CartUnavailable';
import { CartView } from '@/features/cart/CartView';
import { ReorderNotice } from '@/features/cart/ReorderNotice';
import { loadEmailState } from '@/features/inquiry/api.server';

export const metadata: Metadata = { title: 'Inquiry Cart', robots: { index: false } };

export default async function InquiryCartPage() {
  const [data, email] = await Promise.all([loadCart(), loadEmailState()]);
  if (!data) return null;
  const { cart: result, techniqueNames } = data;
  if (!result.ok && isSessionCode(errorCode(result) ?? '')) return <SessionEnded />;
  return (
    <FixedWidthLayout>
      <ReorderNotice />
      {result.ok ? (
        <CartView initial={result.data} techniqueNames={techniqueNames} emailConfirmed={email?.confirmed ?? true} />
      ) : (
        <CartUnavailable reason={result.error instanceof Error ? 'The server did not answer.' : `${errorMessage(result)}.`.replace(/\.\.$/, '.')} />
      )}
    </FixedWidthLayout>
  );
}

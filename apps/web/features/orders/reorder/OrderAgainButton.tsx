'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { cartHref } from '@/lib/links';
import { useIsViewer } from '@/lib/member';
import { refusalText } from '@/lib/refusal';
import { toast } from '@/lib/toast';
import { orderAgain } from './api';

/**
 * "Order again": the order's lines (or `lineIds`) into the cart at today's prices, then the cart, which tells what
 * was added, raised and left out. Not offered to a viewer (the cart is a buyer's).
 */
export function OrderAgainButton({
  orderId, lineIds, label = 'Order again', small = false, testId = 'order-again', name,
}: { orderId: string; lineIds?: string[]; label?: string; small?: boolean; testId?: string; name?: string }) {
  const router = useRouter();
  const viewer = useIsViewer();
  const [busy, setBusy] = useState(false);
  if (viewer) return null;

  async function run() {
    if (busy) return;
    setBusy(true);
    const result = await orderAgain(orderId, lineIds);
    if (!result.ok) {
      setBusy(false);
      toast.warning(refusalText(result), 5000);
      return;
    }
    router.push(cartHref());
  }

  return (
    <button
      type="button"
      className={small ? 'btn btn-outline h-9 px-3 text-[13px]' : 'btn btn-primary'}
      onClick={() => void run()}
      disabled={busy}
      aria-busy={busy}
      aria-label={name ? `${label}: ${name}` : undefined}
      data-testid={testId}
    >
      {busy ? 'Adding…' : label}
    </button>
  );
}

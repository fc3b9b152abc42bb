'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { errorMessage } from '@sw/protocol';
import { notify } from '@/lib/toast';
import { confirm } from '@/ui/confirm';
import { setGoodsStatus } from './api';

/** Takes goods offline (asking first) or puts them back on sale. */
export function GoodsStatusButton({ goodsId, code, status, className = 'rounded-[3px] border border-line bg-surface px-2.5 py-1 text-[12px] text-ink hover:border-ink/40 disabled:opacity-50' }: { goodsId: string; code: string; status: number; className?: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function toggle() {
    const next = status ? 0 : 1;
    if (next === 0 && !(await confirm({ title: `Take ${code} offline?`, message: 'Buyers no longer find or open it; carts and inquiries keep their lines.', confirmText: 'Take offline', cancelText: 'Cancel' }))) return;
    setBusy(true);
    const result = await setGoodsStatus(goodsId, next);
    setBusy(false);
    if (!result.ok) {
      notify(errorMessage(result), 2);
      return;
    }
    notify(next ? `${code} is on sale again.` : `${code} is offline.`);
    router.refresh();
  }
  return (
    <button type="button" className={className} disabled={busy} onClick={() => void toggle()} data-testid="goods-status-toggle">
      {status ? 'Take offline' : 'Put on sale'}
    </button>
  );
}

'use client';
import Link from 'next/link';
import { orderHref } from '@/lib/links';
import { takeReorderNotice } from '@/lib/reorderNotice';
import { useLoad } from '@/lib/useLoad';

const pcs = (n: number) => `${n.toLocaleString('en-US')} pcs`;

/**
 * What "Order again" just did, told once at the top of the cart: the lines added (and where the MOQ raised a quantity
 * or the pieces joined a line already here), and what was left out with the reason, so nothing goes silently missing.
 */
export function ReorderNotice() {
  // sessionStorage exists only in the browser: read after the first render, so the server's copy matches.
  const { value: notice, set: setNotice } = useLoad('reorder-notice', async () => takeReorderNotice());
  if (!notice) return null;
  const { added, leftOut } = notice;
  return (
    <section role="status" className="mb-6 rounded-[4px] border border-accent-line bg-accent-soft/40 px-5 py-4 text-[14px] text-ink" data-testid="reorder-notice">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="font-medium">
          {added.length ? `${added.length} line${added.length === 1 ? '' : 's'} from order ` : 'Nothing could be added from order '}
          <Link href={orderHref.details(notice.orderId)} className="underline underline-offset-2">{notice.orderNo}</Link>
          {added.length ? ' added to your cart at today\u2019s prices.' : '.'}
        </p>
        <button type="button" className="text-[13px] text-ink-muted underline underline-offset-2 hover:text-ink" onClick={() => setNotice(null)}>
          Dismiss
        </button>
      </div>
      {added.length ? (
        <ul className="mt-2 space-y-1" data-testid="reorder-added">
          {added.map((line) => (
            <li key={line.orderLineId} data-testid="reorder-added-line" data-raised={line.raisedFrom !== null}>
              <span className="font-medium">{line.title}</span> <span className="text-ink-muted">({line.goodsCode})</span> · {pcs(line.qty)}
              {line.note ? <span className="block text-[13px] text-[#7d5210]" data-testid="reorder-line-note">{line.note}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {leftOut.length ? (
        <div className="mt-3 border-t border-accent-line pt-3" data-testid="reorder-left-out">
          <p className="font-medium">Left out:</p>
          <ul className="mt-1 space-y-1">
            {leftOut.map((line, index) => (
              <li key={`${line.orderLineId}-${line.skuCode ?? index}`} data-testid="reorder-left-out-line">
                <span className="font-medium">{line.title}</span>
                {line.skuCode ? <span className="text-ink-muted"> · {line.skuCode}</span> : null}: {line.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

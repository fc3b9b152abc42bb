'use client';
import type { GoodsSamples } from '@sw/protocol';
import { moneyText, pcs } from '@/lib/format';
import { openSampleRequest } from '@/lib/sampleRequest';
import { getUser } from '@/lib/session';
import { openSignIn } from '@/lib/signIn';

/** The goods page's sample offer: the price a piece, the limit, the lead time, and 'Request samples'. */
export function SamplesOffer({ goodsId, samples }: { goodsId: string; samples: GoodsSamples }) {
  if (!samples.offered || samples.pricePerPiece === null) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-[3px] border border-line bg-surface-muted/50 px-4 py-3" data-testid="samples-offer">
      <p className="text-[13px] text-ink">
        Samples: <strong className="font-semibold tabular-nums" data-testid="sample-price">{moneyText(samples.pricePerPiece, samples.currency)}</strong> a piece, up to{' '}
        {pcs(samples.maxPiecesPerSpec)} per specification
        <span className="block text-[12px] text-ink-muted">Ships in about {samples.leadDays} days once paid · the fee comes back on your bulk order</span>
      </p>
      <button
        type="button"
        className="btn btn-outline h-10 min-h-10 px-4 text-[13px]"
        onClick={() => (getUser() ? openSampleRequest({ goodsId }) : openSignIn())}
        data-testid="request-samples"
      >
        Request samples
      </button>
    </div>
  );
}

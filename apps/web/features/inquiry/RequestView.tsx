import type { ReactNode } from 'react';
import { tradeRequestText, type InquiryLine, type InquiryMode, type QuickRequest, type ShippingAddress, type TradeRequest } from '@sw/protocol';
import { AddressCard } from '@/ui/AddressCard';
import { Attachments } from '@/ui/Attachments';
import { moneyText, pcs } from './format';
import { LineCard } from '@/ui/LineCard';
import { FrozenPrice } from './FrozenPrice';
import { Panel } from '@/ui/Panel';

export { Panel } from '@/ui/Panel';

export function QuickRequestView({ quick }: { quick: QuickRequest }) {
  return (
    <div data-testid="quick-request">
      <dl className="grid gap-x-8 gap-y-3 text-[14px] sm:grid-cols-3">
        <div>
          <dt className="text-[11px] uppercase tracking-[0.14em] text-ink-muted">Category</dt>
          <dd className="mt-1 text-ink" data-testid="quick-category-name">{quick.categoryName}</dd>
        </div>
        <div>
          <dt className="text-[11px] uppercase tracking-[0.14em] text-ink-muted">Target quantity</dt>
          <dd className="mt-1 tabular-nums text-ink" data-testid="quick-target-qty">{pcs(quick.targetQty)}</dd>
        </div>
        <div>
          <dt className="text-[11px] uppercase tracking-[0.14em] text-ink-muted">Target unit price</dt>
          <dd className="mt-1 tabular-nums text-ink">{quick.targetPrice === null ? 'Open' : moneyText(quick.targetPrice)}</dd>
        </div>
      </dl>
      <p className="mt-5 whitespace-pre-line break-words text-[14px] leading-relaxed text-ink" data-testid="quick-description-text">{quick.description}</p>
      {quick.files.length ? (
        <div className="mt-5">
          <p className="mb-2 text-[11px] uppercase tracking-[0.14em] text-ink-muted">Pictures and files</p>
          <Attachments files={quick.files} label="Pictures and files" />
        </div>
      ) : null}
    </div>
  );
}

/** What was asked: the lines (or the quick request), then the shipping address and remarks. */
export function RequestView({
  mode, lines, quick, address, remark, tradeRequest, techniqueNames, lineActions,
}: {
  mode: InquiryMode;
  lines: InquiryLine[];
  quick: QuickRequest | null;
  address: ShippingAddress | null;
  remark: string | null;
  /** The currency and Incoterm asked for on Confirm inquiry details. */
  tradeRequest?: TradeRequest | null;
  techniqueNames?: Readonly<Record<string, string>>;
  lineActions?: (line: InquiryLine) => ReactNode;
}) {
  return (
    <div className="space-y-5">
      <Panel title={mode === 0 ? 'Your request' : `Goods (${lines.length})`} testId="request-goods">
        {mode === 0 && quick ? (
          <QuickRequestView quick={quick} />
        ) : (
          <div className="space-y-4">
            {lines.map((line) => (
              <LineCard key={line.itemId} line={line} techniqueNames={techniqueNames} actions={lineActions?.(line)} footer={line.price ? <FrozenPrice price={line.price} /> : null} />
            ))}
          </div>
        )}
      </Panel>
      <div className="grid gap-5 md:grid-cols-2">
        <Panel title="Shipping address">
          {address ? (
            <div className="[&>article]:h-auto">
              <AddressCard entry={address} />
            </div>
          ) : (
            <p className="text-[14px] text-ink-muted">No address given.</p>
          )}
        </Panel>
        <Panel title="Remarks">
          <p className="whitespace-pre-line break-words text-[14px] leading-relaxed text-ink" data-testid="request-remark">{remark || <span className="text-ink-muted">None.</span>}</p>
          {tradeRequest ? <p className="mt-3 text-[14px] text-ink" data-testid="request-terms">Quotation asked for: {tradeRequestText(tradeRequest)}</p> : null}
        </Panel>
      </div>
    </div>
  );
}

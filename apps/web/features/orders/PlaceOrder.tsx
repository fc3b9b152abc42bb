'use client';
import { useRouter } from 'next/navigation';
import { useMemo, useRef, useState } from 'react';
import { type InquiryDetail, type InquiryLine, ORDER_LIMITS, type OrderPreview, type QuotationView } from '@sw/protocol';
import { inquiryHref } from '@/lib/links';
import { useLoad } from '@/lib/useLoad';
import { type ShipTo, type ShipToErrors, checkShipTo } from '@/lib/shipTo';
import { BackLink } from '@/ui/BackLink';
import { FormStep } from '@/ui/FormStep';
import { Field, Input, TextArea } from '@/ui/form';
import { QtyStepper } from '@/ui/QtyStepper';
import { ShippingAddressPicker } from '@/ui/ShippingAddressPicker';
import { SpecLine } from '@/ui/SpecLine';
import { Thumb } from '@/ui/Thumb';
import { placeOrder, previewOrder, refusalText } from './api';
import { dateText, moneyText, pcs } from './format';
import type { ApprovalRule } from './api.server';
import { type DraftLine, draftLines, draftPieces, placeOrderInput, stepOf } from './orderDraft';
import type { TradeTermsLines } from './parts';
import { PlaceOrderSummary } from './PlaceOrderSummary';
import { orderSuccessHref } from './success';

function tierText(tiers: QuotationView['lines'][number]['tiers'], index: number): string {
  const tier = tiers[index]!;
  const next = tiers[index + 1];
  return next ? `${tier.minQty.toLocaleString('en-US')}–${(next.minQty - 1).toLocaleString('en-US')}` : `${tier.minQty.toLocaleString('en-US')}+`;
}

function OrderLineRow({
  draft, quoted, source, currency, onQty,
}: { draft: DraftLine; quoted: QuotationView['lines'][number]; source: InquiryLine | undefined; currency: string; onQty: (qty: number) => void }) {
  const tiers = [...quoted.tiers].sort((a, b) => a.minQty - b.minQty);
  const specs = source?.variants.filter((variant) => variant.entries.length > 0) ?? [];
  return (
    <li className="grid gap-4 py-5 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,1fr)_auto]" data-testid="order-form-line" data-line={draft.line}>
      <div className="flex min-w-0 gap-4">
        {source ? <Thumb src={source.imageUrl} alt="" className="size-[64px] sm:size-[76px]" /> : null}
        <div className="min-w-0">
          <p className="text-[15px] font-medium leading-snug text-ink" data-testid="order-line-title">{draft.title}</p>
          {source ? (
            <p className="mt-0.5 text-[12px] text-ink-muted">
              <span className="tabular-nums">{source.goodsCode}</span>
              {specs.length ? (
                <>
                  <span aria-hidden="true"> · </span>
                  {specs.map((variant, i) => (
                    <span key={variant.specId ?? i}>
                      {i > 0 ? ', ' : ''}
                      <SpecLine entries={variant.entries} />
                    </span>
                  ))}
                </>
              ) : null}
              {source.customization ? <span className="ml-1 text-accent-strong">· customized</span> : null}
            </p>
          ) : (
            <p className="mt-0.5 text-[12px] text-ink-muted">Quoted extra</p>
          )}
          <ul className="mt-2.5 flex flex-wrap gap-1.5 text-[11.5px] tabular-nums" aria-label="Price tiers">
            {tiers.map((tier, t) => (
              <li
                key={tier.minQty}
                className={`rounded-full border px-2.5 py-0.5 ${tier.unitPrice === draft.unitPrice ? 'border-accent bg-accent-soft/60 text-accent-strong' : 'border-line text-ink-muted'}`}
              >
                {tierText(tiers, t)} pcs · {moneyText(tier.unitPrice, currency)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="flex items-end justify-between gap-5 sm:flex-col sm:items-end sm:justify-start">
        {draft.fixed ? (
          <p className="text-right text-[13px] text-ink-muted" data-testid="order-line-fixed">
            Quantity <span className="tabular-nums text-ink">{pcs(draft.qty)}</span>
            {source && source.variants.length > 1 ? <span className="block text-[12px]">as quoted per specification</span> : null}
          </p>
        ) : (
          <QtyStepper
            value={draft.qty}
            min={draft.minQty}
            step={stepOf(draft.minQty)}
            label={`Quantity of ${draft.title}`}
            minMessage={`The quoted prices start at ${pcs(draft.minQty)}.`}
            settleMs={0}
            testId="order-qty"
            onCommit={onQty}
          />
        )}
        <p className="text-right tabular-nums">
          <span className="block text-[12px] text-ink-muted" data-testid="order-line-unit">{moneyText(draft.unitPrice, currency)} / pc</span>
          <span className="font-display text-[20px] text-ink" data-testid="order-line-amount">{moneyText(draft.amount, currency)}</span>
        </p>
      </div>
    </li>
  );
}

/** The order form: the accepted quotation's lines at quantities within their tiers, where they go, PO number and notes. */
export function PlaceOrder({ detail, quotation, preview: initialPreview = null, approvalRule = null, TradeTerms }: {
  detail: InquiryDetail;
  quotation: QuotationView;
  /** The back-end's preview at the quoted quantities, rendered with the page. */
  preview?: OrderPreview | null;
  approvalRule?: ApprovalRule | null;
  /** The summary's trade-terms lines (features/tradeTerms), handed in by the page. */
  TradeTerms: TradeTermsLines;
}) {
  const router = useRouter();
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [shipTo, setShipTo] = useState<ShipTo | null>(null);
  const [shipErrors, setShipErrors] = useState<ShipToErrors>({});
  const [poNumber, setPoNumber] = useState('');
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** Set at the first click: a second click (or Enter) before the answer sends nothing. */
  const sending = useRef(false);
  const sources = useMemo(() => new Map(detail.lines.map((line) => [line.itemId, line])), [detail.lines]);
  const lines = useMemo(() => draftLines(quotation, chosen, (itemId) => sources.get(itemId)?.variants.length ?? 1), [quotation, chosen, sources]);
  const currency = quotation.currency;
  const ids = { inquiryId: detail.inquiryId, quotationId: quotation.quotationId };
  // The summary is the back-end's pricing of these quantities (what placing saves), asked again when one changes.
  const chosenLines = placeOrderInput(ids, lines, { poNumber: '', notes: '' }).lines;
  const preview = useLoad(JSON.stringify(chosenLines), () => previewOrder({ ...ids, lines: chosenLines }), initialPreview ? { ok: true as const, stop: false as const, data: initialPreview } : undefined);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const ship = checkShipTo(shipTo, { errors: setShipErrors, problem: setProblem });
    if (!ship) return;
    sending.current = true;
    setBusy(true);
    const result = await placeOrder({ ...placeOrderInput({ inquiryId: detail.inquiryId, quotationId: quotation.quotationId }, lines, { poNumber, notes }), ...ship });
    if (!result.ok) {
      sending.current = false;
      setBusy(false);
      setProblem(`Your order was not placed: ${refusalText(result)}`);
      return;
    }
    router.push(orderSuccessHref(result.data));
  }

  return (
    <form onSubmit={submit} noValidate data-testid="place-order">
      <BackLink href={inquiryHref.quotation(detail.inquiryId, detail.mode)}>Quotation of {detail.inquiryNo}</BackLink>
      <header className="mb-8">
        <p className="eyebrow">Inquiry {detail.inquiryNo} · quotation v{quotation.version}</p>
        <h1 className="mt-2 font-display text-[32px] leading-tight text-ink sm:text-[38px]">Place your order</h1>
        <p className="mt-2 max-w-2xl text-[14px] leading-relaxed text-ink-muted">
          The prices are those of your accepted quotation, valid until {dateText(quotation.validUntil)}. Change a quantity within its price tiers and the
          unit price follows.
        </p>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="min-w-0 space-y-6">
          <FormStep idPrefix="order-step" n={1} title="Goods and quantities" hint={`${lines.length} ${lines.length === 1 ? 'line' : 'lines'} · lead time ${quotation.leadTimeDays} days`}>
            <ul className="divide-y divide-line" data-testid="order-form-lines">
              {lines.map((draft) => {
                const quoted = quotation.lines[draft.line]!;
                return (
                  <OrderLineRow
                    key={draft.line}
                    draft={draft}
                    quoted={quoted}
                    source={quoted.itemId ? sources.get(quoted.itemId) : undefined}
                    currency={currency}
                    onQty={(qty) => setChosen((now) => ({ ...now, [draft.line]: qty }))}
                  />
                );
              })}
            </ul>
          </FormStep>
          <FormStep idPrefix="order-step" n={2} title="Shipping address" hint="Where the goods go. A new address is saved to your address book as well.">
            <ShippingAddressPicker value={shipTo} onChange={setShipTo} errors={shipErrors} />
          </FormStep>
          <FormStep idPrefix="order-step" n={3} title="Your reference" hint="Your purchase-order number is printed on the proforma invoice and the shipping papers (optional).">
            <div className="grid gap-x-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
              <Field label="PO number" id="order-po" optional>
                <Input
                  id="order-po"
                  value={poNumber}
                  maxLength={ORDER_LIMITS.maxPoNumber}
                  onChange={(event) => setPoNumber(event.target.value)}
                  placeholder="E.g. PO-2026-118"
                  autoComplete="off"
                  data-testid="order-po"
                />
              </Field>
              <Field label="Notes for our sales team" id="order-notes" optional>
                <TextArea
                  id="order-notes"
                  rows={3}
                  value={notes}
                  maxLength={ORDER_LIMITS.maxNotes}
                  onChange={(event) => setNotes(event.target.value)}
                  placeholder="Packing, labels, delivery window, documents you need."
                  data-testid="order-notes"
                />
              </Field>
            </div>
          </FormStep>
        </div>

        <aside className="min-w-0 lg:sticky lg:top-28">
          <PlaceOrderSummary
            detail={detail}
            preview={preview.value ?? preview.latest}
            stale={preview.loading}
            pieces={draftPieces(lines)}
            quotation={quotation}
            approvalRule={approvalRule}
            problem={problem}
            busy={busy}
            TradeTerms={TradeTerms}
          />
        </aside>
      </div>
    </form>
  );
}

'use client';
import type { ReactNode } from 'react';
import { currencySign, nextCheaperTier, reachedTier, type CartLine, type CartQuantityProblem, type CartVariant } from '@sw/protocol';
import { rasterAddress } from '@sw/protocol/mediaRaster';
import { goodsHref } from '@/lib/links';
import { Price } from '@/ui/Price';
import { SpecLine } from '@/ui/SpecLine';
import { WarningIcon } from '@/ui/icons';
import { openSampleRequest } from '@/lib/sampleRequest';
import { CustomizationSummary } from './CustomizationSummary';
import { QtyStepper } from '@/ui/QtyStepper';
import { sortedTiers, tierRange } from './tiers';
import { amountOf, LinePriceSource, signOf, unitOf } from './LinePrice';

export interface LineActions {
  selected: ReadonlySet<string>;
  busy: ReadonlySet<string>;
  /** The last refusal of a change, per line. */
  problems: ReadonlyMap<string, string>;
  /** Changes after a refused change: the steppers start again from the saved quantities. */
  revision: number;
  techniqueNames: Readonly<Record<string, string>>;
  onSelect: (lineId: string, on: boolean) => void;
  onQty: (line: CartLine, qty: number) => void;
  onVariantQty: (line: CartLine, variant: CartVariant, qty: number) => void;
  onRemove: (line: CartLine) => void;
}

const pcs = (n: number) => `${n.toLocaleString('en-US')} pcs`;

/** The tiers a goods' chips show: the company's, in its currency, when the cart priced them; else the catalogue's. */
function tierChips(goods: CartLine, lines: readonly CartLine[]) {
  if (goods.price) {
    const counted = goods.price.countedQty;
    const reached = goods.quantity?.mixAndMatch ? [counted] : lines.map((line) => line.price?.countedQty ?? line.qty);
    return { sign: currencySign(goods.price.currency), tiers: goods.price.tiers, on: (minQty: number) => reached.some((qty) => reachedTier(goods.price!.tiers, qty)?.minQty === minQty) };
  }
  const tiers = sortedTiers(goods.priceTiers);
  return { sign: 'US$', tiers, on: (minQty: number) => lines.some((line) => reachedTier(tiers, line.qty)?.minQty === minQty) };
}

/** One goods with its cart lines: picture, title, code, price tiers, then each line. */
export function CartGoodsGroup({ lines, actions, problems = [] }: { lines: CartLine[]; actions: LineActions; problems?: readonly CartQuantityProblem[] }) {
  const goods = lines[0]!;
  const withdrawn = !goods.available;
  const chips = tierChips(goods, lines);
  const tiers = chips.tiers;
  const goodsProblem = problems.find((problem) => problem.lineId === null);
  return (
    <article
      className={`rounded-[4px] border border-line bg-surface ${withdrawn ? 'bg-surface-muted/70' : ''}`}
      data-testid="cart-goods"
      data-goods-id={goods.goodsId}
      aria-labelledby={`cart-goods-${goods.goodsId}`}
    >
      <header className="flex gap-4 border-b border-line p-4 sm:gap-5 sm:p-5">
        <a href={goodsHref(goods.goodsId)} className={`block flex-none ${withdrawn ? 'opacity-50 grayscale' : ''}`} tabIndex={-1} aria-hidden="true">
          <img src={rasterAddress(goods.imageUrl, 160) ?? goods.imageUrl} alt="" width={88} height={88} loading="lazy" className="size-[72px] rounded-[4px] border border-line bg-surface-muted object-cover sm:size-[88px]" />
        </a>
        <div className="min-w-0 flex-1">
          <h2 id={`cart-goods-${goods.goodsId}`} className="text-[15px] font-medium leading-snug text-ink">
            <a href={goodsHref(goods.goodsId)} className={`line-clamp-2 underline-offset-4 hover:text-accent-strong hover:underline ${withdrawn ? 'text-ink-muted' : ''}`}>
              {goods.title}
            </a>
          </h2>
          <p className="mt-1 text-[12px] text-ink-muted">
            <span className="tabular-nums">{goods.goodsCode}</span>
            <span aria-hidden="true"> · </span>MOQ {pcs(goods.moq)}
          </p>
          {withdrawn ? (
            <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-amber-100/80 px-2.5 py-0.5 text-[12px] text-amber-900" data-testid="cart-withdrawn">
              <WarningIcon size={13} />
              No longer offered: remove it, or contact us for a similar design.
            </p>
          ) : tiers.length ? (
            <ul className="mt-2.5 flex flex-wrap gap-1.5" aria-label="Price tiers" data-testid="cart-price-tiers">
              {tiers.map((tier) => {
                const on = chips.on(tier.minQty);
                return (
                  <li
                    key={tier.minQty}
                    className={`rounded-full border px-2.5 py-0.5 text-[11px] tabular-nums ${on ? 'border-accent bg-accent-soft/60 text-accent-strong' : 'border-line text-ink-muted'}`}
                    data-reached={on || undefined}
                  >
                    {tierRange(tier)} · <Price value={tier.price} currency={chips.sign} />
                  </li>
                );
              })}
            </ul>
          ) : null}
          {goods.quantity?.mixAndMatch && !withdrawn ? (
            <p className="mt-2 text-[12px] text-ink-muted" data-testid="cart-mix-and-match">
              Mix and match: the pieces of all its specifications count together for the tier and the minimum
              {goods.price ? ` (${pcs(goods.price.countedQty)} now)` : ''}.
            </p>
          ) : null}
          {goodsProblem ? (
            <p role="alert" className="mt-2 rounded-[4px] border border-amber-700/20 bg-amber-50 px-3 py-2 text-[13px] text-amber-900" data-testid="cart-goods-problem">
              {goodsProblem.message}
            </p>
          ) : null}
        </div>
      </header>
      <ul className="divide-y divide-line">
        {lines.map((line) => (
          <CartLineRow key={line.lineId} line={line} actions={actions} ruleProblem={problems.find((problem) => problem.lineId === line.lineId)?.message} />
        ))}
      </ul>
    </article>
  );
}

/** The next tier the line's counted pieces can reach: how many more, and its price in the line's currency. */
function nextTierOf(line: CartLine): { more: number; price: string | number } | null {
  if (!line.available) return null;
  if (line.price) {
    const next = line.price.tiers.find((tier) => tier.minQty > line.price!.countedQty);
    return next ? { more: next.minQty - line.price.countedQty, price: next.price } : null;
  }
  const next = nextCheaperTier(line.priceTiers, line.qty);
  return next ? { more: next.minQty - line.qty, price: next.price } : null;
}

function CartLineRow({ line, actions, ruleProblem }: { line: CartLine; actions: LineActions; ruleProblem?: string }) {
  const busy = actions.busy.has(line.lineId);
  const problem = actions.problems.get(line.lineId);
  const withdrawn = !line.available;
  const custom = line.kind === 'custom';
  const perVariant = custom && line.variants.length > 1;
  const next = nextTierOf(line);
  const step = line.quantity?.step ?? Math.max(1, line.moq);
  const min = line.quantity?.min ?? Math.max(1, line.moq);
  const sign = signOf(line);
  const label = perVariant ? line.title : `${line.title}, ${line.variants[0] ? specText(line.variants[0]) : ''}`;
  return (
    <li
      className={`relative p-4 sm:p-5 ${withdrawn ? 'text-ink-muted' : ''}`}
      data-testid="cart-line"
      data-line-id={line.lineId}
      data-kind={line.kind}
      data-available={line.available}
      aria-busy={busy || undefined}
    >
      <div className="flex gap-3 sm:gap-4">
        <input
          type="checkbox"
          className="mt-0.5 size-4 flex-none accent-[var(--accent)]"
          checked={actions.selected.has(line.lineId)}
          onChange={(event) => actions.onSelect(line.lineId, event.target.checked)}
          aria-label={`Select ${label}`}
          data-testid="cart-line-select"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-col gap-3 md:flex-row md:items-start md:gap-6">
            <div className="min-w-0 md:flex-1">
              {custom ? (
                <p className="mb-1.5 inline-flex items-center rounded-full bg-accent-soft/70 px-2 py-0.5 text-[10px] font-medium uppercase tracking-[0.12em] text-accent-strong">
                  Customized
                </p>
              ) : null}
              {perVariant ? (
                <p className="text-[13px] text-ink">{line.variants.length} specifications · {pcs(line.qty)} in all</p>
              ) : (
                <p className="text-[13px] text-ink">
                  <span className="text-ink-muted">Specification: </span>
                  <SpecLine entries={line.variants[0]?.entries} />
                </p>
              )}
              {line.variants[0]?.skuCode && !perVariant ? <p className="mt-0.5 text-[12px] text-ink-muted">Item code {line.variants[0].skuCode}</p> : null}
              {line.price && !withdrawn ? <LinePriceSource price={line.price} /> : null}
            </div>
            <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
              {perVariant ? null : (
                <div>
                  <p className={cellLabel}>Quantity</p>
                  <QtyStepper
                    key={actions.revision}
                    value={line.qty}
                    min={min}
                    step={step}
                    label={label}
                    disabled={busy || withdrawn}
                    minMessage={step > 1 ? `Sold in packs of ${step}: at least ${pcs(min)}.` : `The minimum order for this goods is ${pcs(min)}.`}
                    onCommit={(qty) => actions.onQty(line, qty)}
                  />
                </div>
              )}
              <PriceCell label="Unit price" testId="cart-line-unit-price">
                {unitOf(line) === null ? <span className="text-ink-muted">On quotation</span> : <><Price value={unitOf(line)} currency={sign} /><span className="text-[11px] text-ink-muted"> /pc</span></>}
              </PriceCell>
              <PriceCell label="Est. amount" testId="cart-line-amount" strong>
                {amountOf(line) === null ? <span className="text-ink-muted">On quotation</span> : <Price value={amountOf(line)} currency={sign} />}
              </PriceCell>
            </div>
          </div>


          {perVariant ? (
            <ul className="mt-3 space-y-2" aria-label="Quantities per specification" data-testid="cart-variants">
              {line.variants.map((variant) => (
                <li key={variant.specId ?? 'none'} className="flex flex-wrap items-center justify-between gap-3 rounded-[4px] bg-surface-muted/60 px-3 py-2">
                  <span className="min-w-0 text-[13px] text-ink">
                    <SpecLine entries={variant.entries} />
                    {variant.skuCode ? <span className="ml-2 text-[11px] text-ink-muted">{variant.skuCode}</span> : null}
                  </span>
                  <QtyStepper
                    key={actions.revision}
                    value={variant.qty}
                    min={1}
                    step={1}
                    label={`${line.title}, ${specText(variant)}`}
                    disabled={busy || withdrawn}
                    minMessage="Each specification needs at least 1 piece (remove the line to drop it)."
                    onCommit={(qty) => actions.onVariantQty(line, variant, qty)}
                  />
                </li>
              ))}
            </ul>
          ) : null}

          {line.customization && custom ? (
            <div className="mt-3">
              <CustomizationSummary
                lineId={line.lineId}
                customization={line.customization}
                techniqueName={line.customization.technique ? actions.techniqueNames[line.customization.technique] : undefined}
              />
            </div>
          ) : line.customization?.notes ? (
            <p className="mt-2 whitespace-pre-line text-[12px] leading-relaxed text-ink-muted" data-testid="cart-line-notes">
              <span className="font-medium text-ink">Notes: </span>
              {line.customization.notes}
            </p>
          ) : null}

          {ruleProblem && !problem ? (
            <p role="alert" className="mt-3 rounded-[4px] border border-amber-700/20 bg-amber-50 px-3 py-2 text-[13px] text-amber-900" data-testid="cart-line-rule-problem">
              {ruleProblem}
            </p>
          ) : null}

          {problem ? (
            <p role="alert" className="mt-3 rounded-[4px] border border-red-700/20 bg-red-50 px-3 py-2 text-[13px] text-red-800" data-testid="cart-line-problem">
              {problem}
            </p>
          ) : null}

          <div className="mt-3 flex flex-wrap items-center justify-end gap-x-4 gap-y-1">
            {next ? (
              <p className="mr-auto text-[12px] text-ink-muted" data-testid="cart-next-tier">
                Add {pcs(next.more)} more{line.quantity?.mixAndMatch ? ' of any specification' : ''} for <Price value={next.price} currency={sign} className="font-medium text-accent-strong" /> each.
              </p>
            ) : null}
            {busy ? <span className="text-[12px] text-ink-muted" role="status">Saving…</span> : null}
            {withdrawn ? null : (
              <button
                type="button"
                onClick={() => openSampleRequest({ goodsId: line.goodsId, specIds: line.variants.flatMap((variant) => (variant.specId ? [variant.specId] : [])), customization: line.customization })}
                className="text-[13px] text-ink underline decoration-accent/60 underline-offset-4 transition hover:text-accent"
                data-testid="cart-line-samples"
              >
                Request samples
              </button>
            )}
            <button
              type="button"
              onClick={() => actions.onRemove(line)}
              disabled={busy}
              className="text-[13px] text-ink-muted underline-offset-4 transition hover:text-red-700 hover:underline disabled:opacity-50"
              data-testid="cart-line-remove"
            >
              Remove
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}

const cellLabel = 'mb-1.5 text-[10px] font-medium uppercase tracking-[0.14em] text-ink-muted';

function PriceCell({ label, children, strong, testId }: { label: string; children: ReactNode; strong?: boolean; testId: string }) {
  return (
    <div className="min-w-[6.5rem] md:text-right">
      <p className={cellLabel}>{label}</p>
      <p className={`pt-2 text-[14px] tabular-nums ${strong ? 'font-medium text-ink' : 'text-ink'}`} data-testid={testId}>{children}</p>
    </div>
  );
}

function specText(variant: CartVariant): string {
  return variant.entries.length ? variant.entries.map((entry) => entry.vl).join(' ') : 'no specification';
}

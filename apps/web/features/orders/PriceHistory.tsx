'use client';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import type { PricePoint } from '@sw/protocol';
import { formatPrice } from '@sw/protocol';
import { inquiryHref, orderHref } from '@/lib/links';
import { dateText, moneyText, pcs } from './format';
import { CHART_BOX, chartGeometry } from './priceChart';

/** Where a price came from, as a link: the order, or the inquiry's quotation. */
function SourceLink({ point }: { point: PricePoint }) {
  if (point.source === 'order' && point.orderId) {
    return <Link href={orderHref.details(point.orderId)} className="underline decoration-line-strong underline-offset-4 hover:text-accent-strong">Order {point.orderNo}</Link>;
  }
  if (point.inquiryId) {
    return (
      <Link href={inquiryHref.quotation(point.inquiryId)} className="underline decoration-line-strong underline-offset-4 hover:text-accent-strong">
        Quotation {point.inquiryNo}
        {point.quotationVersion ? ` v${point.quotationVersion}` : ''}
      </Link>
    );
  }
  return <span>{point.source === 'order' ? 'Order' : 'Quotation'}</span>;
}

/** The chart: quoted prices as rings, ordered prices as dots, joined in time. */
export function PriceChart({ points, title }: { points: readonly PricePoint[]; title: string }) {
  // Drawn at the width it is shown at, so the labels keep their size on a phone.
  const frame = useRef<HTMLElement>(null);
  const [width, setWidth] = useState<number>(CHART_BOX.width);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(240, Math.round(element.clientWidth)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const box = { ...CHART_BOX, width, height: width < 420 ? 170 : CHART_BOX.height };
  const chart = chartGeometry(points, box);
  return (
    <figure className="m-0" ref={frame}>
      <svg viewBox={`0 0 ${box.width} ${box.height}`} role="img" aria-label={title} className="h-auto w-full overflow-visible" data-testid="price-chart">
        {chart.yTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={box.left} x2={box.width - box.right} y1={tick.y} y2={tick.y} className="stroke-line" strokeDasharray="3 4" />
            <text x={box.left - 8} y={tick.y} dy="0.35em" textAnchor="end" className="fill-ink-muted text-[11px] tabular-nums">
              {formatPrice(tick.value)}
            </text>
          </g>
        ))}
        {chart.path ? <path d={chart.path} fill="none" className="stroke-accent" strokeWidth={1.5} strokeLinejoin="round" /> : null}
        {chart.dots.map((dot, index) => (
          <circle
            key={index}
            cx={dot.x}
            cy={dot.y}
            r={dot.point.source === 'order' ? 4.5 : 4}
            className={dot.point.source === 'order' ? 'fill-ink stroke-surface' : 'fill-surface stroke-accent'}
            strokeWidth={2}
            data-testid="price-dot"
            data-source={dot.point.source}
          >
            <title>{`${dateText(dot.point.at)}: ${moneyText(dot.point.unitPrice, dot.point.currency)} for ${dot.point.qty.toLocaleString('en-US')} pcs`}</title>
          </circle>
        ))}
        {chart.xLabels.map((label) => (
          <text key={`${label.anchor}-${label.at}`} x={label.x} y={box.height - 8} textAnchor={label.anchor} className="fill-ink-muted text-[11px]">
            {dateText(label.at)}
          </text>
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-1 text-[12px] text-ink-muted">
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-2.5 rounded-full border-2 border-accent bg-surface" aria-hidden="true" /> Quoted
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block size-2.5 rounded-full bg-ink" aria-hidden="true" /> Ordered
        </span>
        <span>Unit price in {chart.currency}</span>
      </figcaption>
    </figure>
  );
}

/** Every point, newest first: date, what it was, quantity and unit price. */
export function PriceTable({ points }: { points: readonly PricePoint[] }) {
  const rows = [...points].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <table className="w-full text-[13px]" data-testid="price-table">
      <caption className="sr-only">Your prices for this product</caption>
      <thead>
        <tr className="border-b border-line text-left text-[11px] uppercase tracking-[0.14em] text-ink-muted">
          <th scope="col" className="py-2 pr-3 font-medium">Date</th>
          <th scope="col" className="py-2 pr-3 font-medium">From</th>
          <th scope="col" className="hidden py-2 pr-3 text-right font-medium sm:table-cell">Quantity</th>
          <th scope="col" className="py-2 text-right font-medium">Unit price</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((point, index) => (
          <tr key={`${point.at}-${index}`} data-testid="price-row" data-source={point.source}>
            <td className="py-2 pr-3 align-top text-ink-muted sm:whitespace-nowrap">{dateText(point.at)}</td>
            <td className="py-2 pr-3 text-ink"><SourceLink point={point} /></td>
            <td className="hidden py-2 pr-3 text-right tabular-nums text-ink sm:table-cell">{point.qty.toLocaleString('en-US')}</td>
            <td className="py-2 text-right tabular-nums font-medium text-ink">
              {moneyText(point.unitPrice, point.currency)}
              <span className="block text-[11.5px] font-normal text-ink-muted sm:hidden">{pcs(point.qty)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The chart with the table beneath. */
export function PriceHistory({ points, title }: { points: readonly PricePoint[]; title: string }) {
  return (
    <div className="space-y-4" data-testid="price-history">
      <PriceChart points={points} title={title} />
      <div className="relative overflow-x-auto">
        <PriceTable points={points} />
      </div>
    </div>
  );
}

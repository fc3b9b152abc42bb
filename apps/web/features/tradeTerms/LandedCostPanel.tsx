'use client';
import { useState } from 'react';
import {
  countryInSentence, formatMinor, landedPartDetail, toMinor,
  type LandedCostEstimate, type LandedCostLine, type QuotationView as Quotation,
} from '@sw/protocol';
import { moneyText, pcs } from '@/lib/format';
import { useLoad } from '@/lib/useLoad';
import { loadLandedCost } from './api';

/** The exact sum of amounts as a number for display (the estimate's figures are exact to the cent). */
const plus = (...amounts: number[]) => Number(formatMinor(amounts.reduce((sum, amount) => sum + toMinor(amount), 0n)));

/**
 * A line on a phone: every figure of its landed cost and the division that gives the per-piece figure, so the buyer can
 * check it there as on the table.
 */
function LineCard({ line, money, freightLeftOut }: { line: LandedCostLine; money: (value: number) => string; freightLeftOut: boolean }) {
  const rows: [string, string][] = [
    ['Goods', money(line.goods)],
    ['Freight + insurance', freightLeftOut ? 'left out' : money(plus(line.freight, line.insurance))],
    [`Duty${line.dutyRate ? ` ${line.dutyRate} %` : ''}`, money(line.duty)],
  ];
  if (line.additionalDuty) rows.push(['Additional duty', money(line.additionalDuty)]);
  if (line.fees) rows.push(['Fees', money(line.fees)]);
  return (
    <li className="py-3 text-[13px]" data-testid="landed-line">
      <p className="font-medium text-ink">{line.title}</p>
      <p className="text-[12px] text-ink-muted">
        {pcs(line.qty)} · HS {line.hsCode ?? '—'} · origin {line.origin ?? '—'}
      </p>
      <dl className="mt-2 grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-0.5 tabular-nums">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="text-right text-ink">{value}</dd>
          </div>
        ))}
        <dt className="border-t border-line pt-1 text-ink-muted">Landed</dt>
        <dd className="border-t border-line pt-1 text-right font-medium text-ink" data-testid="landed-line-total">{money(line.landed)}</dd>
        <dt className="text-ink-muted">Per piece ({money(line.landed)} ÷ {pcs(line.qty)})</dt>
        <dd className="text-right font-medium text-ink" data-testid="landed-per-piece">{money(line.perPiece)}</dd>
      </dl>
    </li>
  );
}

/** The estimate's lines: a table from 640 px, cards on a phone. */
function EstimateLines({ estimate }: { estimate: LandedCostEstimate }) {
  const money = (value: number) => moneyText(value, estimate.currency);
  const cell = 'px-2 py-2 text-right tabular-nums whitespace-nowrap';
  return (
    <>
      <ul className="divide-y divide-line sm:hidden" aria-label="Landed cost per line">
        {estimate.lines.map((line, i) => <LineCard key={i} line={line} money={money} freightLeftOut={estimate.freightLeftOut} />)}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[720px] text-[13px]">
          <thead>
            <tr className="border-b border-line text-left text-[11px] uppercase tracking-[0.12em] text-ink-muted">
              <th className="py-2 pr-3 font-medium">Item</th>
              <th className="px-2 py-2 font-medium">HS code · origin</th>
              <th className="px-2 py-2 text-right font-medium">Goods</th>
              <th className="px-2 py-2 text-right font-medium">Freight + insurance</th>
              <th className="px-2 py-2 text-right font-medium">Duty</th>
              <th className="px-2 py-2 text-right font-medium">Fees</th>
              <th className="px-2 py-2 text-right font-medium">Landed</th>
              <th className="py-2 pl-2 text-right font-medium">Per piece</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {estimate.lines.map((line, i) => (
              <tr key={i} className="align-top" data-testid="landed-line">
                <td className="py-2 pr-3 text-ink">{line.title}</td>
                <td className="px-2 py-2 whitespace-nowrap text-ink-muted">{line.hsCode ? `${line.hsCode} · ${line.origin ?? '—'}` : '—'}</td>
                <td className={cell}>{money(line.goods)}</td>
                <td className={cell}>{estimate.freightLeftOut ? <span className="text-ink-muted">left out</span> : money(plus(line.freight, line.insurance))}</td>
                <td className={cell} data-testid="landed-duty">
                  {money(plus(line.duty, line.additionalDuty))}
                  {line.dutyRate ? <span className="block text-[11.5px] text-ink-muted">{line.dutyRate} %{line.additionalDuty ? ' + additional' : ''}</span> : null}
                </td>
                <td className={cell}>{money(line.fees)}</td>
                <td className={cell}>{money(line.landed)}</td>
                <td className="py-2 pl-2 text-right font-medium tabular-nums whitespace-nowrap text-ink" data-testid="landed-per-piece">{money(line.perPiece)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Each duty and fee the estimate adds, with its rate, bounds and source. */
function EstimateParts({ estimate }: { estimate: LandedCostEstimate }) {
  if (!estimate.parts.length) return null;
  const money = (value: number) => moneyText(value, estimate.currency);
  return (
    <ul className="mt-3 divide-y divide-line border-t border-line text-[13px]" aria-label="Duties and fees" data-testid="landed-parts">
      {estimate.parts.map((part) => (
        <li key={`${part.kind}|${part.label}|${part.rate}`} className="flex flex-wrap justify-between gap-x-4 py-2" data-testid="landed-part">
          <span className="min-w-0 flex-1">
            <span className="text-ink">{part.label}</span>
            <span className="block text-[12px] text-ink-muted">{landedPartDetail(part, money)}{part.note ? ` · ${part.note}` : ''}</span>
          </span>
          <span className="tabular-nums text-ink">{money(part.amount)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The landed-cost estimate of a sent quotation: per line and per piece, each duty and fee, for a destination the buyer
 * picks to compare, and about what it is in the catalogue's currency. Asked of the back-end on each change, never saved.
 */
export function LandedCostPanel({ quotation }: { quotation: Quotation }) {
  const [country, setCountry] = useState<string | undefined>(undefined);
  const { value: loaded, latest, loading } = useLoad(`landed:${quotation.quotationId}:${country ?? ''}`, () => loadLandedCost(quotation.quotationId, country));
  const shown = loaded ?? latest;
  const estimate = shown && 'estimate' in shown ? shown.estimate : null;
  return (
    <section className="rounded-[4px] border border-line bg-surface p-5 sm:p-6" aria-labelledby="landed-cost-title" aria-busy={loading || undefined} data-testid="landed-cost">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">Estimate</p>
          <h2 id="landed-cost-title" className="mt-1 font-display text-[22px] text-ink">Landed cost</h2>
        </div>
        {estimate ? (
          <label className="block text-[13px]">
            <span className="mb-1 block text-[11px] uppercase tracking-[0.14em] text-ink-muted">Destination</span>
            <select
              name="destination"
              className="h-10 min-w-[12rem] rounded-[4px] border border-line bg-surface px-3 text-[14px] text-ink"
              value={estimate.country}
              onChange={(event) => setCountry(event.target.value)}
              data-testid="landed-country"
            >
              {(estimate.countries.some((c) => c.code === estimate.country) ? estimate.countries : [{ code: estimate.country, name: estimate.countryName }, ...estimate.countries]).map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {shown && 'problem' in shown ? <p className="mt-3 text-[13.5px] text-red-800" role="alert">{shown.problem}</p> : null}
      {estimate ? (
        <div className="mt-4" data-testid="landed-estimate" data-country={estimate.country}>
          <EstimateLines estimate={estimate} />
          <EstimateParts estimate={estimate} />
          <p className="mt-3 flex flex-wrap justify-between gap-2 border-t border-line-strong pt-3 text-[14px]">
            <span className="text-ink-muted">Estimated landed cost in {countryInSentence(estimate.countryName)}</span>
            <span className="text-right">
              <span className="font-semibold tabular-nums text-ink" data-testid="landed-total">{moneyText(estimate.totals.landed, estimate.currency)}</span>
              {estimate.catalogue ? (
                <span className="block text-[12.5px] text-ink-muted" data-testid="landed-catalogue">
                  About <span className="tabular-nums text-ink">{moneyText(estimate.catalogue.landed, estimate.catalogue.currency)}</span> at the quotation&apos;s locked rate
                </span>
              ) : null}
            </span>
          </p>
          <p className="mt-3 text-[12.5px] leading-5 text-ink-muted" data-testid="landed-note">{estimate.note}</p>
        </div>
      ) : loading ? (
        <p className="mt-3 text-[13.5px] text-ink-muted">Working out the estimate…</p>
      ) : null}
    </section>
  );
}

'use client';
import { useEffect, useState } from 'react';
import { errorMessage, formatMinor, toMinor, tradeTerms, type LandedCostEstimate, type QuotationView as Quotation } from '@sw/protocol';
import { call } from '@/lib/backend/call';
import { ChargeList } from '@/ui/ChargeList';
import { dateText, moneyText, pcs } from './format';

const caption = 'text-[11px] uppercase tracking-[0.14em] text-ink-muted';

/** The quotation's Incoterm and the costs quoted apart from the goods, and the catalogue-currency equivalent of the total. */
export function QuotationCharges({ quotation }: { quotation: Quotation }) {
  const { tradeTerms: terms, currency, exchange } = quotation;
  return (
    <div className="border-t border-line px-5 py-4 text-[13.5px] sm:px-6" data-testid="quotation-trade-terms">
      <p className={caption}>Trade terms</p>
      <p className="mt-1 font-medium text-ink" data-testid="quotation-incoterm">
        {terms.incoterm} {terms.place} <span className="font-normal text-ink-muted">· {terms.incotermName}, Incoterms 2020</span>
      </p>
      <ChargeList terms={terms} currency={currency} className="mt-3 divide-y divide-line border-y border-line" testId="quotation-charge">
        <li className="flex justify-between gap-4 py-2 text-ink-muted">
          <span>Goods {moneyText(terms.goodsTotal, currency)} + charges {moneyText(terms.chargesTotal, currency)}</span>
          <span className="tabular-nums font-medium text-ink">{moneyText(quotation.total, currency)}</span>
        </li>
      </ChargeList>
      {exchange ? (
        <p className="mt-3 text-ink-muted" data-testid="quotation-exchange">
          About <span className="tabular-nums text-ink">{moneyText(exchange.catalogueTotal, exchange.catalogueCurrency)}</span> at 1 {exchange.catalogueCurrency} = {exchange.rate}{' '}
          {exchange.currency} (rate of {dateText(exchange.rateDate)}), locked until {dateText(exchange.lockedUntil)}.
        </p>
      ) : null}
    </div>
  );
}

type Loaded = { estimate: LandedCostEstimate } | { problem: string } | null;

/** The estimate's lines: a table from 640 px, cards on a phone. */
function EstimateLines({ estimate }: { estimate: LandedCostEstimate }) {
  const money = (value: number) => moneyText(value, estimate.currency);
  return (
    <>
      <ul className="divide-y divide-line sm:hidden" aria-label="Landed cost per line">
        {estimate.lines.map((line, i) => (
          <li key={i} className="py-3 text-[13px]" data-testid="landed-line">
            <p className="font-medium text-ink">{line.title}</p>
            <p className="text-[12px] text-ink-muted">
              {pcs(line.qty)} · HS {line.hsCode ?? '—'} · origin {line.origin ?? '—'}
            </p>
            <p className="mt-1 flex justify-between gap-3 tabular-nums">
              <span className="text-ink-muted">Duty {line.dutyRate ? `${line.dutyRate} %` : '—'}: {money(line.duty)}</span>
              <span className="font-medium text-ink" data-testid="landed-per-piece">{money(line.perPiece)} / pc</span>
            </p>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <table className="w-full min-w-[640px] text-[13px]">
          <thead>
            <tr className="border-b border-line text-left text-[11px] uppercase tracking-[0.12em] text-ink-muted">
              <th className="py-2 pr-3 font-medium">Item</th>
              <th className="px-2 py-2 font-medium">HS code · origin</th>
              <th className="px-2 py-2 text-right font-medium">Goods</th>
              <th className="px-2 py-2 text-right font-medium">Freight + insurance</th>
              <th className="px-2 py-2 text-right font-medium">Duty</th>
              <th className="px-2 py-2 text-right font-medium">Landed</th>
              <th className="py-2 pl-2 text-right font-medium">Per piece</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {estimate.lines.map((line, i) => (
              <tr key={i} className="align-top" data-testid="landed-line">
                <td className="py-2 pr-3 text-ink">{line.title}</td>
                <td className="px-2 py-2 text-ink-muted">{line.hsCode ? `${line.hsCode} · ${line.origin ?? '—'}` : '—'}</td>
                <td className="px-2 py-2 text-right tabular-nums">{money(line.goods)}</td>
                <td className="px-2 py-2 text-right tabular-nums">{money(Number(formatMinor(toMinor(line.freight) + toMinor(line.insurance))))}</td>
                <td className="px-2 py-2 text-right tabular-nums" data-testid="landed-duty">
                  {money(line.duty)}
                  {line.dutyRate ? <span className="block text-[11.5px] text-ink-muted">{line.dutyRate} %</span> : null}
                </td>
                <td className="px-2 py-2 text-right tabular-nums">{money(line.landed)}</td>
                <td className="py-2 pl-2 text-right font-medium tabular-nums text-ink" data-testid="landed-per-piece">{money(line.perPiece)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/**
 * The landed-cost estimate of a sent quotation: per line and per piece, for a destination the buyer picks to compare.
 * Asked of the back-end on each change and never saved.
 */
export function LandedCostPanel({ quotation }: { quotation: Quotation }) {
  const [country, setCountry] = useState<string | undefined>(undefined);
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [busy, setBusy] = useState(true);

  useEffect(() => {
    let live = true;
    void call(tradeTerms.landedCost, { quotationId: quotation.quotationId, ...(country ? { country } : {}) }).then((result) => {
      if (!live) return;
      setLoaded(result.ok ? { estimate: result.data } : { problem: errorMessage(result) });
      setBusy(false);
    });
    return () => {
      live = false;
    };
  }, [quotation.quotationId, country]);

  const estimate = loaded && 'estimate' in loaded ? loaded.estimate : null;
  return (
    <section className="rounded-[4px] border border-line bg-surface p-5 sm:p-6" aria-labelledby="landed-cost-title" aria-busy={busy || undefined} data-testid="landed-cost">
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
              onChange={(event) => {
                setBusy(true);
                setCountry(event.target.value);
              }}
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
      {loaded && 'problem' in loaded ? <p className="mt-3 text-[13.5px] text-red-800" role="alert">{loaded.problem}</p> : null}
      {estimate ? (
        <div className="mt-4" data-testid="landed-estimate" data-country={estimate.country}>
          <EstimateLines estimate={estimate} />
          <p className="mt-3 flex flex-wrap justify-between gap-2 border-t border-line-strong pt-3 text-[14px]">
            <span className="text-ink-muted">Estimated landed cost in {estimate.countryName}</span>
            <span className="font-semibold tabular-nums text-ink" data-testid="landed-total">{moneyText(estimate.totals.landed, estimate.currency)}</span>
          </p>
          <p className="mt-3 text-[12.5px] leading-5 text-ink-muted" data-testid="landed-note">
            {estimate.note}
            {estimate.ratesDate ? ` Duty rates as of ${dateText(estimate.ratesDate)}.` : ''}
          </p>
        </div>
      ) : busy ? (
        <p className="mt-3 text-[13.5px] text-ink-muted">Working out the estimate…</p>
      ) : null}
    </section>
  );
}

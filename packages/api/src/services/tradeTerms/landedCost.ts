import {
  allocateMinor, dutyOf, minorToNumber, perPieceMinor, sumMinor, toMinor, type Incoterm, type LandedCostLine, type QuotationLine,
} from '@sw/protocol';
import type { GoodsCustoms } from './customs';

/**
 * The landed-cost estimate's arithmetic (exact, in minor units): each line's goods, its share of the quoted freight and
 * insurance by goods value, and its import duty: the quoted duties shared out under DDP, else the kept rate applied to
 * the customs value (goods, freight and insurance in most countries; the goods alone where customs value them FOB).
 */

/** Destinations whose customs value imports at their FOB value (the freight and insurance are not dutiable). */
export const FOB_VALUATION_COUNTRIES: readonly string[] = ['US', 'CA', 'AU', 'NZ'];

export interface EstimateInput {
  incoterm: Incoterm;
  country: string;
  lines: readonly QuotationLine[];
  /** Per line: its goods' customs facts (null for an extra line such as tooling). */
  customs: readonly (GoodsCustoms | null)[];
  freight: bigint;
  insurance: bigint;
  duties: bigint;
  /** Per line: the duty rate that applies (null: none kept). */
  rates: readonly ({ rate: string; ratesDate: string } | null)[];
}

export function estimateLines(input: EstimateInput): { lines: LandedCostLine[]; totals: Record<'goods' | 'freight' | 'insurance' | 'duty' | 'landed', bigint> } {
  const goods = input.lines.map((line) => toMinor(line.amount));
  const freight = allocateMinor(input.freight, goods);
  const insurance = allocateMinor(input.insurance, goods);
  const quotedDuties = allocateMinor(input.duties, goods);
  const fobValue = FOB_VALUATION_COUNTRIES.includes(input.country);
  const figures = input.lines.map((line, i) => {
    const rate = input.rates[i] ?? null;
    const customsValue = fobValue ? goods[i]! : goods[i]! + freight[i]! + insurance[i]!;
    const duty = input.incoterm === 'DDP' ? quotedDuties[i]! : rate ? dutyOf(customsValue, rate.rate) : 0n;
    const landed = goods[i]! + freight[i]! + insurance[i]! + duty;
    return { line, customs: input.customs[i] ?? null, goods: goods[i]!, freight: freight[i]!, insurance: insurance[i]!, duty, landed, rate };
  });
  return {
    lines: figures.map((f) => ({
      title: f.line.title,
      qty: f.line.qty,
      hsCode: f.customs?.hsCode ?? null,
      origin: f.customs?.origin ?? null,
      goods: minorToNumber(f.goods),
      freight: minorToNumber(f.freight),
      insurance: minorToNumber(f.insurance),
      dutyRate: input.incoterm === 'DDP' ? null : (f.rate?.rate ?? null),
      duty: minorToNumber(f.duty),
      landed: minorToNumber(f.landed),
      perPiece: minorToNumber(perPieceMinor(f.landed, f.line.qty)),
    })),
    totals: {
      goods: sumMinor(figures.map((f) => f.goods)),
      freight: sumMinor(figures.map((f) => f.freight)),
      insurance: sumMinor(figures.map((f) => f.insurance)),
      duty: sumMinor(figures.map((f) => f.duty)),
      landed: sumMinor(figures.map((f) => f.landed)),
    },
  };
}

/** The words always shown with the estimate. */
export function estimateNote(input: { incoterm: Incoterm; countryName: string; country: string; ratesDate: string | null; freightQuoted: boolean }): string {
  const parts = ['Estimate only, not a customs ruling.'];
  if (input.incoterm === 'DDP') parts.push('Duties and taxes are quoted by us (DDP) and shared out by goods value.');
  else if (input.ratesDate) {
    const basis = FOB_VALUATION_COUNTRIES.includes(input.country) ? 'on the goods value (FOB)' : 'on goods, freight and insurance (CIF value)';
    parts.push(`Import duty for ${input.countryName} at the rates kept on ${input.ratesDate}, ${basis}.`);
  } else parts.push(`No duty rate is kept for these goods in ${input.countryName}: duty is not included.`);
  if (!input.freightQuoted) parts.push(`Freight is not quoted under ${input.incoterm}: add your forwarder's cost.`);
  parts.push('VAT or sales tax, brokerage and local delivery are not included.');
  return parts.join(' ');
}

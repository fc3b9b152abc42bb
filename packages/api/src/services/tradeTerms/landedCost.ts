import {
  allocateMinor, CATALOGUE_CURRENCY, countryInSentence, dutyOf, dutyTerritories, dayText, fromCatalogueCurrency, INCOTERM_RULES, maxMinor, minMinor, minorToNumber,
  perPieceMinor, rateText, sumMinor, toCatalogueCurrency, toMinor,
  type DutyKind, type FreightMode, type Incoterm, type LandedCostEstimate, type LandedCostLine, type LandedCostPart, type QuotationLine,
} from '@sw/protocol';
import type { GoodsCustoms } from './customs';

/**
 * The landed-cost estimate's arithmetic, one pure function (exact, in minor units): each line's goods, its share of the
 * quoted freight and insurance by goods value, its import duty and additional duties on its origin, and its share of
 * the fees per entry; and the note that says what the estimate holds and leaves out under the rule.
 */

/** Destinations whose customs value imports at their FOB value (the freight and insurance are not dutiable). */
export const FOB_VALUATION_COUNTRIES: readonly string[] = ['US', 'CA', 'AU', 'NZ'];

/** Ports and cities a quotation often names, by country: the named place's country when the place does not say it. */
const PLACE_COUNTRIES: Record<string, string> = {
  'los angeles': 'US', 'long beach': 'US', 'new york': 'US', newark: 'US', savannah: 'US', houston: 'US', seattle: 'US', oakland: 'US', miami: 'US', chicago: 'US',
  hamburg: 'DE', bremerhaven: 'DE', frankfurt: 'DE', rotterdam: 'NL', amsterdam: 'NL', antwerp: 'BE', 'le havre': 'FR', paris: 'FR', valencia: 'ES',
  barcelona: 'ES', genoa: 'IT', milan: 'IT', gdansk: 'PL', felixstowe: 'GB', southampton: 'GB', london: 'GB', vancouver: 'CA', toronto: 'CA',
  sydney: 'AU', melbourne: 'AU', auckland: 'NZ', tokyo: 'JP', yokohama: 'JP', dubai: 'AE', 'jebel ali': 'AE', singapore: 'SG', 'hong kong': 'HK',
};

/** The country of a named place ('Los Angeles', 'Porto, Portugal', 'Lyon, FR'): its last part naming a country, else a known port or city; null when unknown. */
export function namedPlaceCountry(place: string, countries: readonly { code: string; name: string }[]): string | null {
  const last = place.split(',').at(-1)!.trim().toLowerCase();
  const named = countries.find((country) => country.name.toLowerCase() === last || (place.includes(',') && country.code.toLowerCase() === last));
  if (named) return named.code;
  const text = place.toLowerCase();
  return Object.entries(PLACE_COUNTRIES).find(([city]) => new RegExp(`\\b${city}\\b`).test(text))?.[1] ?? null;
}

/** Whether two destinations are one customs territory (the EU's members are one): the charges quoted to one serve the other. */
export const sameCustomsTerritory = (a: string, b: string): boolean => dutyTerritories(a).at(-1) === dutyTerritories(b).at(-1);

/** A duty-table row as the estimate uses it; a fee's minimum and maximum are in the catalogue's minor units. */
export interface TariffRow {
  kind: DutyKind;
  label: string | null;
  rate: string;
  ratesDate: string;
  note: string | null;
  mode: FreightMode | null;
  minimum: bigint | null;
  maximum: bigint | null;
}

export interface EstimateInput {
  incoterm: Incoterm;
  /** The quotation's named place ('Los Angeles'). */
  place: string;
  country: string;
  countryName: string;
  /** Whether `country` is the named place's customs territory (sameCustomsTerritory): else the charges quoted to the place are left out. */
  atNamedPlace: boolean;
  freightMode: FreightMode | null;
  currency: string;
  /** The quotation's locked rate (units of its currency per catalogue unit); null in the catalogue's currency. */
  exchangeRate: string | null;
  lines: readonly QuotationLine[];
  /** Per line: its goods' customs facts (null for an extra line such as tooling). */
  customs: readonly (GoodsCustoms | null)[];
  /** The quoted charges (null: not quoted). */
  freight: bigint | null;
  insurance: bigint | null;
  duties: bigint | null;
  /** The destination's duty table: per line its general duty and additional duties, and the fees per entry. */
  tariff: { lines: readonly { duty: TariffRow | null; additional: readonly TariffRow[] }[]; fees: readonly TariffRow[] };
}

export type Estimate = Pick<LandedCostEstimate, 'lines' | 'parts' | 'totals' | 'ratesDate' | 'note' | 'freightLeftOut' | 'catalogue'>;

interface PartSum {
  row: TariffRow;
  label: string;
  amount: bigint;
}

export function landedCost(input: EstimateInput): Estimate {
  const goods = input.lines.map((line) => toMinor(line.amount));
  const rule = INCOTERM_RULES[input.incoterm];
  const freightLeftOut = rule.place !== 'origin' && !input.atNamedPlace && (input.freight ?? input.insurance ?? input.duties) !== null;
  const keep = (amount: bigint | null) => (freightLeftOut ? 0n : (amount ?? 0n));
  const freight = allocateMinor(keep(input.freight), goods);
  const insurance = allocateMinor(keep(input.insurance), goods);
  const dutiesQuoted = input.incoterm === 'DDP' && !freightLeftOut;
  const quotedDuties = allocateMinor(dutiesQuoted ? (input.duties ?? 0n) : 0n, goods);
  const fobValue = FOB_VALUATION_COUNTRIES.includes(input.country);
  const customsValue = goods.map((amount, i) => (fobValue ? amount : amount + freight[i]! + insurance[i]!));
  const dutiable = customsValue.map((value, i) => (input.customs[i]?.hsCode ? value : 0n));

  const parts = new Map<string, PartSum>();
  const add = (row: TariffRow, label: string, amount: bigint) => {
    const key = `${row.kind}|${label}|${row.rate}`;
    const part = parts.get(key) ?? { row, label, amount: 0n };
    parts.set(key, { ...part, amount: part.amount + amount });
  };
  const figures = input.lines.map((line, i) => {
    const tariff = input.tariff.lines[i] ?? { duty: null, additional: [] };
    const rate = dutiesQuoted ? null : tariff.duty;
    const duty = dutiesQuoted ? quotedDuties[i]! : rate ? dutyOf(dutiable[i]!, rate.rate) : 0n;
    if (rate) add(rate, 'Import duty', duty);
    const additional = dutiesQuoted ? 0n : sumMinor(tariff.additional.map((row) => {
      const amount = dutyOf(dutiable[i]!, row.rate);
      add(row, row.label ?? 'Additional duty', amount);
      return amount;
    }));
    return { line, rate, duty, additional };
  });

  const fees = dutiesQuoted ? [] : input.tariff.fees.filter((row) => row.mode === null || row.mode === input.freightMode);
  const entry = sumMinor(dutiable);
  const bound = (minor: bigint | null) => (minor === null || !input.exchangeRate ? minor : fromCatalogueCurrency(minor, input.exchangeRate));
  const feeShares = fees.map((row) => {
    let amount = entry > 0n ? dutyOf(entry, row.rate) : 0n;
    const [least, most] = [bound(row.minimum), bound(row.maximum)];
    if (entry > 0n && least !== null) amount = maxMinor([amount, least]);
    if (most !== null) amount = minMinor([amount, most]);
    add(row, row.label ?? 'Fee', amount);
    return allocateMinor(amount, dutiable);
  });

  const lines: LandedCostLine[] = figures.map((f, i) => {
    const lineFees = sumMinor(feeShares.map((shares) => shares[i]!));
    const landed = goods[i]! + freight[i]! + insurance[i]! + f.duty + f.additional + lineFees;
    return {
      title: f.line.title, qty: f.line.qty, hsCode: input.customs[i]?.hsCode ?? null, origin: input.customs[i]?.origin ?? null,
      goods: minorToNumber(goods[i]!), freight: minorToNumber(freight[i]!), insurance: minorToNumber(insurance[i]!),
      dutyRate: f.rate?.rate ?? null, duty: minorToNumber(f.duty), additionalDuty: minorToNumber(f.additional), fees: minorToNumber(lineFees),
      landed: minorToNumber(landed), perPiece: minorToNumber(perPieceMinor(landed, f.line.qty)),
    };
  });

  const used = [...parts.values()].map((part) => part.row.ratesDate).sort();
  const ratesDate = used[0] ?? null;
  const landedTotal = sumMinor(lines.map((line) => toMinor(line.landed)));
  const total = (pick: (line: LandedCostLine) => number) => minorToNumber(sumMinor(lines.map((line) => toMinor(pick(line)))));
  const order: DutyKind[] = ['duty', 'additional', 'fee'];
  return {
    lines,
    parts: [...parts.values()].sort((a, b) => order.indexOf(a.row.kind) - order.indexOf(b.row.kind)).map((part): LandedCostPart => ({
      kind: part.row.kind, label: part.label, rate: part.row.rate, basis: fobValue ? 'goods' : 'cif',
      minimum: part.row.kind === 'fee' && part.row.minimum !== null ? minorToNumber(bound(part.row.minimum)!) : null,
      maximum: part.row.kind === 'fee' && part.row.maximum !== null ? minorToNumber(bound(part.row.maximum)!) : null,
      mode: part.row.mode, amount: minorToNumber(part.amount), note: part.row.note,
    })),
    totals: {
      goods: total((l) => l.goods), freight: total((l) => l.freight), insurance: total((l) => l.insurance), duty: total((l) => l.duty),
      additionalDuty: total((l) => l.additionalDuty), fees: total((l) => l.fees), landed: minorToNumber(landedTotal),
    },
    ratesDate: dutiesQuoted ? null : ratesDate,
    note: estimateNote(input, { ratesDate: dutiesQuoted ? null : ratesDate, freightLeftOut, dutiesQuoted, modeFeesLeftOut: !input.freightMode && input.tariff.fees.some((row) => row.mode !== null) }),
    freightLeftOut,
    catalogue: input.exchangeRate && input.currency !== CATALOGUE_CURRENCY
      ? { currency: CATALOGUE_CURRENCY, rate: rateText(input.exchangeRate), landed: minorToNumber(toCatalogueCurrency(landedTotal, input.exchangeRate)) }
      : null,
  };
}

/** The words always shown with the estimate: what it holds, and what the rule leaves to the buyer. */
function estimateNote(input: EstimateInput, facts: { ratesDate: string | null; freightLeftOut: boolean; dutiesQuoted: boolean; modeFeesLeftOut: boolean }): string {
  const { incoterm, place } = input;
  const where = countryInSentence(input.countryName);
  const parts = ['Estimate only, not a customs ruling.'];
  if (facts.dutiesQuoted) parts.push('Duties and taxes are quoted by us (DDP) and shared out by goods value.');
  else if (facts.ratesDate) {
    const basis = FOB_VALUATION_COUNTRIES.includes(input.country) ? 'on the goods value (FOB)' : 'on goods, freight and insurance (CIF value)';
    parts.push(`Import duty for ${where} at the rates kept on ${dayText(facts.ratesDate)}, ${basis}.`);
  } else parts.push(`No duty rate is kept for these goods in ${where}: duty is not included.`);
  if (facts.modeFeesLeftOut) parts.push('Fees for one freight mode only are left out: the freight is not quoted.');
  if (facts.freightLeftOut) {
    const quoted = [input.freight !== null ? 'freight' : null, input.insurance !== null ? 'insurance' : null, incoterm === 'DDP' && input.duties !== null ? 'duties' : null]
      .filter((word): word is string => word !== null);
    const named = quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}` : quoted[0];
    parts.push(`The ${named} quoted ${quoted.length > 1 ? 'are' : 'is'} to ${place} (${incoterm} ${place}), not to ${where}: ${quoted.length > 1 ? 'they are' : 'it is'} left out. Add the cost of carriage to ${where}.`);
  } else if (input.freight === null) parts.push(`Freight is not quoted under ${incoterm}: add your forwarder's cost.`);
  if (facts.freightLeftOut || INCOTERM_RULES[incoterm].place === 'origin') parts.push('VAT or sales tax, brokerage and local delivery are not included.');
  else if (incoterm === 'DDP') parts.push(`Under DDP we deliver to ${place} with import duties, taxes and customs clearance paid: they are in the quotation.`);
  else if (incoterm === 'DAP') parts.push(`Under DAP we deliver to ${place}; import VAT or sales tax and customs clearance are not included.`);
  else parts.push(`VAT or sales tax, brokerage and delivery on from ${place} are not included.`);
  return parts.join(' ');
}

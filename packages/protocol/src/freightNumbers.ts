import { FREIGHT_MODE_LABELS } from './tradeTerms';
import type { ShipmentFreight } from './types/shipment';

/**
 * The numbers of sea and air freight (issue 49): ISO 6346 container numbers and IATA air waybill numbers, each with
 * its check digit, and IATA flight numbers. Both ends use them: the shipment form checks what the back-end checks.
 * Also the freight's facts in words, which the shipment card and both shipment PDFs list.
 */

/** Letters as ISO 6346 counts them: A = 10 upwards, skipping 11, 22 and 33 (the multiples of 11). */
const LETTER_VALUES = new Map<string, number>();
for (let code = 65, value = 10; code <= 90; code++, value++) {
  if (value % 11 === 0) value++;
  LETTER_VALUES.set(String.fromCharCode(code), value);
}

/** Owner code (3 letters), the category U (a freight container), the serial (6 digits) and the check digit. */
const CONTAINER = /^[A-Z]{3}U\d{7}$/;

/** As written on the container or the bill of lading: upper case, without spaces or dashes ('MSKU 907032-3'). */
export const tidyContainerNo = (text: string) => text.toUpperCase().replace(/[\s-]/g, '');

export const isContainerShape = (tidy: string) => CONTAINER.test(tidy);

/** ISO 6346's check digit of the first 10 characters: each one's value times 2^position, summed, mod 11 (10 counts 0). */
export function containerCheckDigit(tidy: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (LETTER_VALUES.get(tidy[i]!) ?? Number(tidy[i])) * 2 ** i;
  return (sum % 11) % 10;
}

/** An air waybill: the airline's 3-digit prefix and an 8-digit serial whose last digit is the first seven mod 7. */
const AIR_WAYBILL = /^(\d{3})(\d{7})(\d)$/;

/** '176-1234 5675' → '17612345675' (digits only). */
export const tidyAirWaybill = (text: string) => text.replace(/[\s-]/g, '');
export const isAirWaybillShape = (tidy: string) => AIR_WAYBILL.test(tidy);
export const airWaybillCheckDigit = (tidy: string) => Number(tidy.slice(3, 10)) % 7;
/** As printed: '176-12345675'. */
export const airWaybillText = (tidy: string) => `${tidy.slice(0, 3)}-${tidy.slice(3)}`;

/** An IATA flight number: the airline's two-character code (not two digits), 1 to 4 digits, an optional suffix letter. */
const FLIGHT = /^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\d{1,4}[A-Z]?$/;
export const tidyFlight = (text: string) => text.toUpperCase().replace(/\s/g, '');
export const isFlight = (tidy: string) => FLIGHT.test(tidy);

/** A sea or air shipment's transport as label/value rows (containers one per line); none for a courier parcel. */
export function freightFacts(freight: ShipmentFreight | null, day: (day: string) => string): [string, string][] {
  if (!freight) return [];
  const place = freight.mode === 'sea' ? 'Port' : 'Airport';
  const own: [string, string][] = freight.mode === 'sea'
    ? [['Bill of lading', freight.billOfLading], ['Vessel and voyage', `${freight.vessel}, voyage ${freight.voyage}`]]
    : [['Air waybill', freight.airWaybill], ['Flight', freight.flight]];
  return [
    ['Mode', FREIGHT_MODE_LABELS[freight.mode]],
    ...own,
    [`${place} of loading`, freight.portOfLoading],
    [`${place} of discharge`, freight.portOfDischarge],
    ['Estimated departure', day(freight.etd)],
    ['Estimated arrival', day(freight.eta)],
    ...(freight.mode === 'sea'
      ? [['Containers and seals', freight.containers.map((row) => `${row.containerNo}, seal ${row.sealNo}`).join('\n')] as [string, string]]
      : []),
  ];
}

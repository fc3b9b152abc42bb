import { z } from '../z';
import { CART_LIMITS, INQUIRY_LIMITS, ORDER_LIMITS, SHIPMENT_LIMITS } from '../limits';
import { hasAtMostDigits, toMinor } from '../money';
import { idField, lineText, optional, text, wholeNumber } from './fields';
import { dayField } from './formats';
import { orderIdField } from './order';
import type { ShipmentFreight } from '../types/shipment';
import {
  airWaybillCheckDigit, airWaybillText, containerCheckDigit, isAirWaybillShape, isContainerShape, isFlight,
  tidyAirWaybill, tidyContainerNo, tidyFlight,
} from '../freightNumbers';

/**
 * Inputs of shipments: staff/recordShipment.do records one shipment of an order (lines and quantities, carrier,
 * tracking number, ship date, cartons); confirmReceipt.do is the buyer's "received", which completes the order.
 */

/** A positive measure with at most `digits` decimals, up to `max`; a form's text '12.5' is read as the number. */
function measure(label: string, unit: string, max: number, digits: number) {
  const message = `Please enter the ${label} in ${unit}, more than 0 and at most ${max.toLocaleString('en-US')}, with at most ${digits} decimal${digits === 1 ? '' : 's'}.`;
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).positive({ error: message }).max(max, { error: message }).refine((value) => hasAtMostDigits(value, digits), { error: message }),
  );
}

const size = (label: string) => measure(label, 'cm', SHIPMENT_LIMITS.maxDimensionCm, SHIPMENT_LIMITS.dimensionDigits);
const weight = (label: string) => measure(label, 'kg', SHIPMENT_LIMITS.maxWeightKg, SHIPMENT_LIMITS.weightDigits);

/** A row of identical cartons; each carton's net weight is at most its gross weight. */
export const shipmentCartonSchema = z
  .object({
    count: wholeNumber(1, SHIPMENT_LIMITS.maxCartonCount, `Please enter how many cartons, from 1 to ${SHIPMENT_LIMITS.maxCartonCount}.`),
    lengthCm: size('length'),
    widthCm: size('width'),
    heightCm: size('height'),
    grossKg: weight('gross weight'),
    netKg: weight('net weight'),
  })
  .refine((carton) => toMinor(carton.netKg, SHIPMENT_LIMITS.weightDigits) <= toMinor(carton.grossKg, SHIPMENT_LIMITS.weightDigits), {
    error: 'A carton\'s net weight cannot be more than its gross weight.',
    path: ['netKg'],
  });
export type ShipmentCartonInput = z.input<typeof shipmentCartonSchema>;

/** One order line and how many of its pieces go in this shipment (0: none of it). */
export const shipmentLineSchema = z.object({
  lineId: idField('Please choose a line of the order.'),
  qty: wholeNumber(0, CART_LIMITS.maxQty, `Please enter a whole number of pieces, at most ${CART_LIMITS.maxQty.toLocaleString('en-US')}.`),
});

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/** One line of trimmed text naming `label` ('the vessel'), 1 to `max` characters (the shared single-line rule). */
function oneLine(label: string, max: number) {
  return lineText(max).min(1, { error: `Please enter ${label}.` });
}

/** A reference of letters, digits and `extra` (upper-cased, spaces dropped), `min` to `max` characters. */
function reference(label: string, min: number, max: number, extra: string, allowed: string) {
  const message = `Please enter ${label} with ${allowed} only, ${min} to ${max} characters.`;
  return z.string({ error: message }).transform((value) => value.toUpperCase().replace(/\s/g, ''))
    .pipe(z.string().regex(new RegExp(`^[A-Z0-9${extra}]{${min},${max}}$`), { error: message }));
}

/** A container and its seal; the number as ISO 6346 writes it, with its check digit. */
export const shipmentContainerSchema = z.object({
  containerNo: z.string({ error: 'Please enter the container number.' }).transform(tidyContainerNo).superRefine((tidy, ctx) => {
    if (!isContainerShape(tidy)) {
      ctx.addIssue({ code: 'custom', message: 'Please enter the container number as ISO 6346 writes it: 3 letters, U, 6 digits and the check digit, such as MSKU9070323.' });
    } else if (containerCheckDigit(tidy) !== Number(tidy[10])) {
      ctx.addIssue({ code: 'custom', message: `${tidy} is not a valid container number: its check digit should be ${containerCheckDigit(tidy)}.` });
    }
  }),
  sealNo: reference('the seal number', 1, SHIPMENT_LIMITS.maxFreightCode, '-', 'letters, digits and -'),
});

const containersField = z
  .array(shipmentContainerSchema, { error: 'Please add the containers and their seals.' })
  .min(1, { error: 'Please add the containers and their seals.' })
  .max(SHIPMENT_LIMITS.maxContainers, { error: `Please list at most ${SHIPMENT_LIMITS.maxContainers} containers.` })
  .refine((rows) => new Set(rows.map((row) => row.containerNo)).size === rows.length, { error: 'Each container may appear once.' });

const airWaybillField = z.string({ error: 'Please enter the air waybill number.' }).transform(tidyAirWaybill).superRefine((tidy, ctx) => {
  if (!isAirWaybillShape(tidy)) {
    ctx.addIssue({ code: 'custom', message: 'Please enter the air waybill number as 3 digits and 8 digits, such as 176-12345675.' });
  } else if (airWaybillCheckDigit(tidy) !== Number(tidy[10])) {
    ctx.addIssue({ code: 'custom', message: `${airWaybillText(tidy)} is not a valid air waybill number: its last digit should be ${airWaybillCheckDigit(tidy)}.` });
  }
}).transform(airWaybillText);

const flightField = z.string({ error: 'Please enter the flight.' }).transform(tidyFlight).refine(isFlight, {
  error: 'Please enter the flight as the airline\'s two-character code and its number, such as EK9821.',
});

/** Each mode's own fields, and what a missing one is asked with. */
const REQUIRED = {
  sea: [['billOfLading', 'Please enter the bill of lading number.'], ['vessel', 'Please enter the vessel.'], ['voyage', 'Please enter the voyage.'], ['containers', 'Please add the containers and their seals.']],
  air: [['airWaybill', 'Please enter the air waybill number.'], ['flight', 'Please enter the flight.']],
} as const;

/**
 * A sea or air shipment's freight details (a courier parcel has none). One object whose fields each check themselves,
 * so every bad field is named at once; then the mode's own fields are required, the ports (airports) must differ and the
 * arrival come on or after the departure within the longest transit. Answers the SeaFreight or AirFreight shape.
 */
export const shipmentFreightSchema = z.object({
  mode: z.enum(['sea', 'air'], { error: 'Please choose sea or air freight.' }),
  billOfLading: optional(reference('the bill of lading number', 4, SHIPMENT_LIMITS.maxBillOfLading, '-', 'letters, digits and -')),
  vessel: optional(oneLine('the vessel', SHIPMENT_LIMITS.maxFreightName)),
  voyage: optional(reference('the voyage', 1, SHIPMENT_LIMITS.maxFreightCode, '/-', 'letters, digits, / and -')),
  containers: optional(containersField),
  airWaybill: optional(airWaybillField),
  flight: optional(flightField),
  portOfLoading: optional(oneLine('the port of loading', SHIPMENT_LIMITS.maxFreightName)),
  portOfDischarge: optional(oneLine('the port of discharge', SHIPMENT_LIMITS.maxFreightName)),
  etd: dayField('the estimated departure'),
  eta: dayField('the estimated arrival'),
}).superRefine((freight, ctx) => {
  // A refinement may run beside other fields' issues: only what was read is trusted.
  if (!(freight.mode in REQUIRED)) return;
  const place = freight.mode === 'air' ? 'airport' : 'port';
  for (const [name, message] of [...REQUIRED[freight.mode], ['portOfLoading', `Please enter the ${place} of loading.`], ['portOfDischarge', `Please enter the ${place} of discharge.`]] as const) {
    if (freight[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message });
  }
  if (freight.portOfLoading && freight.portOfLoading.toLowerCase() === freight.portOfDischarge?.toLowerCase()) {
    ctx.addIssue({ code: 'custom', path: ['portOfDischarge'], message: `The ${place} of discharge cannot be the ${place} of loading.` });
  }
  if (freight.eta < freight.etd) {
    ctx.addIssue({ code: 'custom', path: ['eta'], message: 'The estimated arrival cannot be before the estimated departure.' });
  } else if (daysBetween(freight.etd, freight.eta) > SHIPMENT_LIMITS.maxTransitDays) {
    ctx.addIssue({ code: 'custom', path: ['eta'], message: `The estimated arrival must be at most ${SHIPMENT_LIMITS.maxTransitDays} days after the departure.` });
  }
}).transform((freight): ShipmentFreight => {
  const route = { portOfLoading: freight.portOfLoading!, portOfDischarge: freight.portOfDischarge!, etd: freight.etd, eta: freight.eta };
  return freight.mode === 'sea'
    ? { mode: 'sea', billOfLading: freight.billOfLading!, vessel: freight.vessel!, voyage: freight.voyage!, containers: freight.containers!, ...route }
    : { mode: 'air', airWaybill: freight.airWaybill!, flight: freight.flight!, ...route };
});
export type ShipmentFreightInput = z.input<typeof shipmentFreightSchema>;

/**
 * staff/recordShipment.do. Each line at most once and never more than what is still unshipped of it; at least one
 * piece in all. The carrier and tracking number follow the old ship step's rules; `override` is the written reason to
 * pass a closed shipping gate (queries/orderGates.ts).
 */
export const recordShipmentSchema = z.object({
  orderId: orderIdField(),
  lines: z
    .array(shipmentLineSchema, { error: 'Please say which lines ship.' })
    .min(1, { error: 'Please say which lines ship.' })
    .max(INQUIRY_LIMITS.maxLines)
    .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, { error: 'Each line may appear once.' })
    .refine((lines) => lines.some((line) => line.qty > 0), { error: 'Please ship at least one piece.' }),
  carrier: lineText(ORDER_LIMITS.maxCarrier).min(1, { error: 'Please enter the carrier.' }),
  // Sea and air freight may leave it blank: the bill of lading or air waybill is then the tracking number.
  trackingNo: optional(lineText(ORDER_LIMITS.maxTrackingNo).regex(/^[A-Za-z0-9 -]+$/, {
    error: 'Please enter the tracking number with letters, digits, spaces and - only.',
  })),
  shipDate: dayField('the ship date'),
  cartons: z
    .array(shipmentCartonSchema, { error: 'Please add the cartons.' })
    .min(1, { error: 'Please add the cartons.' })
    .max(SHIPMENT_LIMITS.maxCartonRows, { error: `Please group the cartons in at most ${SHIPMENT_LIMITS.maxCartonRows} rows.` }),
  note: optional(text(ORDER_LIMITS.maxNote)),
  override: optional(text(ORDER_LIMITS.maxNote)),
  freight: optional(shipmentFreightSchema),
}).superRefine((input, ctx) => {
  if (!input.freight && !input.trackingNo) ctx.addIssue({ code: 'custom', path: ['trackingNo'], message: 'Please enter the tracking number.' });
  // Run even when other fields are wrong, so a courier parcel's form marks the tracking number with the rest.
}, { when: (payload) => typeof payload.value === 'object' && payload.value !== null }).superRefine((input, ctx) => {
  if (!input.freight) return;
  if (input.freight.etd < input.shipDate) {
    ctx.addIssue({ code: 'custom', path: ['freight', 'etd'], message: 'The estimated departure cannot be before the ship date.' });
  } else if (daysBetween(input.shipDate, input.freight.etd) > SHIPMENT_LIMITS.maxDepartureDays) {
    ctx.addIssue({ code: 'custom', path: ['freight', 'etd'], message: `The estimated departure must be at most ${SHIPMENT_LIMITS.maxDepartureDays} days after the ship date.` });
  }
});
export type RecordShipmentInput = z.input<typeof recordShipmentSchema>;

/** confirmReceipt.do: the buyer has the goods; the order completes. */
export const confirmReceiptSchema = z.object({ orderId: orderIdField() });

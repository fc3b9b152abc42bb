import { z } from '../z';
import { CART_LIMITS, INQUIRY_LIMITS, ORDER_LIMITS, SHIPMENT_LIMITS } from '../limits';
import { hasAtMostDigits, toMinor } from '../money';
import { idField, lineText, optional, text, wholeNumber } from './fields';
import { dayField } from './formats';
import { orderIdField } from './order';

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
  trackingNo: lineText(ORDER_LIMITS.maxTrackingNo).min(1, { error: 'Please enter the tracking number.' }).regex(/^[A-Za-z0-9 -]+$/, {
    error: 'Please enter the tracking number with letters, digits, spaces and - only.',
  }),
  shipDate: dayField('the ship date'),
  cartons: z
    .array(shipmentCartonSchema, { error: 'Please add the cartons.' })
    .min(1, { error: 'Please add the cartons.' })
    .max(SHIPMENT_LIMITS.maxCartonRows, { error: `Please group the cartons in at most ${SHIPMENT_LIMITS.maxCartonRows} rows.` }),
  note: optional(text(ORDER_LIMITS.maxNote)),
  override: optional(text(ORDER_LIMITS.maxNote)),
});
export type RecordShipmentInput = z.input<typeof recordShipmentSchema>;

/** confirmReceipt.do: the buyer has the goods; the order completes. */
export const confirmReceiptSchema = z.object({ orderId: orderIdField() });

import { freightFacts, type LineShipping, type ShipmentView } from '@sw/protocol';
import { lines } from '../mail';
import { orderLink } from '../order';

/** The shipment and completion emails: plain text, with the link back to the order. */

interface About {
  brand: string;
  publicUrl: string;
  orderId: number;
  orderNo: string;
}

const pieces = (n: number) => `${n.toLocaleString('en-US')} pcs`;

/** The buyer's email about one shipment: the last one says the order is shipped, an earlier one what is still to come. */
export function shipmentMail(about: About & { shipment: ShipmentView; complete: boolean; remaining: LineShipping[] }) {
  const { shipment } = about;
  const left = about.remaining.filter((line) => line.remaining > 0);
  return {
    subject: about.complete
      ? `${about.brand}: your order ${about.orderNo} is shipped`
      : `${about.brand}: part of your order ${about.orderNo} has shipped (${shipment.shipmentNo})`,
    text: lines(
      'Hello,',
      '',
      about.complete
        ? `Your order ${about.orderNo} is now shipped: the last goods left us in shipment ${shipment.shipmentNo}. Your order is on its way.`
        : `Shipment ${shipment.shipmentNo} of your order ${about.orderNo} has left us. The rest of the order is still in production.`,
      `Carrier: ${shipment.carrier}`,
      `Tracking number: ${shipment.trackingNo}`,
      shipment.trackingUrl ? `Track it: ${shipment.trackingUrl}` : null,
      `Ship date: ${shipment.shipDate}`,
      shipment.cartonCount ? `Cartons: ${shipment.cartonCount}, ${shipment.grossKg} kg gross` : null,
      // Sea and air freight: the bill of lading or waybill, vessel or flight, ports and days (days as YYYY-MM-DD, as the ship date).
      ...freightFacts(shipment.freight, (day) => day).map(([label, value]) => `${label}: ${value.replace(/\n/g, '; ')}`),
      '',
      'In this shipment:',
      ...shipment.lines.map((line) => `- ${line.title}: ${pieces(line.qty)}`),
      ...(left.length ? ['', 'Still in production:', ...left.map((line) => `- ${line.title}: ${pieces(line.remaining)}`)] : []),
      shipment.note ? `\nNote: ${shipment.note}` : null,
      '',
      'The commercial invoice and the packing list are on the order page.',
      about.complete ? 'When the goods arrive, please confirm receipt there.' : null,
      `Your order: ${orderLink(about.publicUrl, about.orderId)}`,
      '',
      `The ${about.brand} sales team`,
    ),
  };
}

import type { z } from 'zod';
import type { recordShipmentSchema } from '@sw/protocol';

/** A sea or air shipment's fields as the form holds them (the schema reads them as `unknown` before it validates). */
export interface FreightFormInput {
  mode: 'sea' | 'air';
  billOfLading?: string;
  vessel?: string;
  voyage?: string;
  containers?: { containerNo: string; sealNo: string }[];
  airWaybill?: string;
  flight?: string;
  portOfLoading: string;
  portOfDischarge: string;
  etd: string;
  eta: string;
}

/** The shipment form's values: recordShipmentSchema's input, its freight typed field by field. */
export type ShipmentFormInput = Omit<z.input<typeof recordShipmentSchema>, 'freight'> & { freight?: FreightFormInput };
export type ShipmentFormOutput = z.output<typeof recordShipmentSchema>;

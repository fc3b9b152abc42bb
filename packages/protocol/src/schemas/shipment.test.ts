import { describe, expect, it } from 'vitest';
import { recordShipmentSchema } from './shipment';

const paths = (input: Record<string, unknown>) => {
  const parsed = recordShipmentSchema.safeParse({ orderId: '1', lines: [{ lineId: '1', qty: 1 }], shipDate: '2026-12-02', cartons: [], ...input });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('recordShipment.do input', () => {
  it("marks a courier parcel's missing tracking number together with the other fields, so the form shows every mark at once", () => {
    expect(paths({ carrier: '' })).toEqual(expect.arrayContaining(['carrier: Please enter the carrier.', 'trackingNo: Please enter the tracking number.']));
  });

  it('lets sea freight leave the tracking number blank (the bill of lading stands for it)', () => {
    expect(paths({ carrier: 'Maersk', freight: { mode: 'sea' } }).filter((line) => line.startsWith('trackingNo'))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  API, RES, TOKEN_HEADER, shipment,
  type ActivityPage, type OrderDetail, type OrderProofs, type StaffOrderView,
} from '@sw/protocol';
import { orders, orderShipmentCartons, orderShipments, orderStatusHistory, staffAudit } from '../db/schema';
import { utcDay } from '../lib/dailyNumber';
import { scheduledJobs } from '../services/jobs';
import { autocompleteShippedOrders } from '../services/shipment/receipt';
import type { Person } from '../testing/inquiries';
import { staffDeskFile } from '../testing/deskFile';
import { orderTesting } from '../testing/orders';
import { pdfTextOf } from '../testing/pdfText';

/**
 * Shipments (docs/workflows.md, Shipments): partial and final shipments, their rules and refusals, the documents,
 * the buyer's receipt and the order completing by itself 30 days after its last shipment.
 */

const { t, api, smtp, staff } = staffDeskFile(orderTesting, { goods: 30, staffNick: 'Shipping Desk' });
const { ok, as, refused, person, db, mailTo, placedOrder, readyForProduction, dayOffset } = t;

const S = API.staff;
const DAY = 86_400_000;
const today = () => utcDay(api().deps.now());
const CARTON = { count: 2, lengthCm: 40.5, widthCm: 30, heightCm: 25.2, grossKg: 12.345, netKg: 11.2 };
const shipping = (extra: Record<string, unknown> = {}) => ({ carrier: 'DHL Express', trackingNo: 'JD0146001', shipDate: today(), cartons: [CARTON], ...extra });
const record = (orderId: number, lines: { lineId: string; qty: number }[], extra: Record<string, unknown> = {}) =>
  ok<StaffOrderView>(staff, S.recordShipment, { orderId, lines, ...shipping(extra) });
const pdf = (path: string, who: Person | null) => api().raw(path, { headers: who ? { [TOKEN_HEADER]: who.token } : {} });

/** An order placed by a new buyer and moved to in production: 600 + 200 + 1 pieces on three lines. */
async function inProduction() {
  const buyer = await person();
  const placed = await placedOrder(buyer, staff);
  await ok(staff, S.moveOrder, { orderId: placed.orderId, to: 'confirmed' });
  await readyForProduction(buyer, staff, placed.orderId);
  const view = await ok<StaffOrderView>(staff, S.moveOrder, { orderId: placed.orderId, to: 'in_production' });
  return { buyer, orderId: placed.orderId, orderNo: placed.placed.orderNo, lineIds: view.lines.map((line) => line.lineId) };
}

describe('recording shipments', () => {
  it('ships part of an order, shows what shipped and what is left, then the rest makes it shipped', async () => {
    const { buyer, orderId, orderNo, lineIds } = await inProduction();
    let mails = smtp().count(buyer.email);
    const first = await record(orderId, [{ lineId: lineIds[0]!, qty: 400 }, { lineId: lineIds[1]!, qty: 200 }, { lineId: lineIds[2]!, qty: 0 }], { note: 'Sea freight for the rest.' });
    expect(first.status).toBe('in_production');
    expect(first.actions).not.toContain('cancelled');
    expect(first.shipping).toMatchObject({
      shippedQty: 600, remainingQty: 201, deliveredAt: null, autoCompleteAt: null,
      lines: [
        { lineId: lineIds[0], ordered: 600, shipped: 400, remaining: 200 },
        { lineId: lineIds[1], ordered: 200, shipped: 200, remaining: 0 },
        { lineId: lineIds[2], ordered: 1, shipped: 0, remaining: 1 },
      ],
    });
    const [one] = first.shipping.shipments;
    expect(one).toMatchObject({
      shipmentNo: `${orderNo}-1`, carrier: 'DHL Express', trackingNo: 'JD0146001', shipDate: today(), note: 'Sea freight for the rest.',
      trackingUrl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD0146001',
      lines: [{ lineId: lineIds[0], qty: 400 }, { lineId: lineIds[1], qty: 200 }],
      cartons: [CARTON], cartonCount: 2, grossKg: 24.69, netKg: 22.4,
      invoiceUrl: `/documents/commercial-invoice/${one!.shipmentId}.pdf`, packingListUrl: `/documents/packing-list/${one!.shipmentId}.pdf`,
      mode: 'express', freight: null,
    });
    // Measures are kept exactly, as millimetres and grams.
    const [carton] = await db().select().from(orderShipmentCartons).where(eq(orderShipmentCartons.shipmentId, Number(one!.shipmentId)));
    expect(carton).toMatchObject({ count: 2, lengthMm: 405, widthMm: 300, heightMm: 252, grossG: 12_345, netG: 11_200 });
    let mail = await mailTo(buyer.email, mails);
    expect(mail.text).toContain(`part of your order ${orderNo} has shipped`);
    expect(mail.text).toContain(`Shipment ${orderNo}-1 of your order ${orderNo} has left us.`);
    expect(mail.text).toContain('Tracking number: JD0146001');
    expect(mail.text).toContain('Still in production:');

    // The buyer sees the same; the order cannot be cancelled any more.
    const seen = await ok<OrderDetail>(buyer, API.erp.viewOrder, { orderId });
    expect(seen.shipping.lines[0]).toMatchObject({ ordered: 600, shipped: 400, remaining: 200 });
    expect(seen.shipping.shipments).toHaveLength(1);
    expect(seen.shipment).toBeNull();
    refused(await as(staff)(S.moveOrder, { orderId, to: 'cancelled', note: 'No' }), RES.CONFLICT, 'Part of this order has shipped already, so it cannot be cancelled.');

    mails = smtp().count(buyer.email);
    const second = await record(orderId, [{ lineId: lineIds[0]!, qty: 200 }, { lineId: lineIds[2]!, qty: 1 }], { carrier: 'UPS', trackingNo: '1Z999AA1' });
    expect(second.status).toBe('shipped');
    expect(second.shipping).toMatchObject({ shippedQty: 801, remainingQty: 0 });
    expect(second.shipping.shipments.map((s) => s.shipmentNo)).toEqual([`${orderNo}-1`, `${orderNo}-2`]);
    expect(second.shipment).toMatchObject({ carrier: 'UPS', trackingNo: '1Z999AA1' });
    expect(Date.parse(second.shipping.autoCompleteAt!) - Date.parse(second.shipment!.shippedAt)).toBe(30 * DAY);
    expect(second.history.at(-1)).toMatchObject({ from: 'in_production', to: 'shipped', actor: 'staff' });
    mail = await mailTo(buyer.email, mails);
    expect(mail.text).toContain(`your order ${orderNo} is shipped`);
    expect(mail.text).toContain('please confirm receipt');

    const audit = await db().select().from(staffAudit).where(and(eq(staffAudit.targetId, String(orderId)), eq(staffAudit.action, 'order.shipment'))).orderBy(asc(staffAudit.id));
    expect(audit.map((row) => (row.after as { shipmentNo: string; status: string })).map((a) => [a.shipmentNo, a.status])).toEqual([
      [`${orderNo}-1`, 'in_production'], [`${orderNo}-2`, 'shipped'],
    ]);
    const log = await ok<ActivityPage>(buyer, API.erp.activityLog, { kind: 'order' });
    expect(log.list.filter((entry) => entry.kind === 'shipment_sent').map((entry) => entry.title)).toEqual([
      `Shipment ${orderNo}-2 of order ${orderNo} sent`, `Shipment ${orderNo}-1 of order ${orderNo} sent`,
    ]);
  });

  it('refuses more than is left, nothing at all, a foreign line, bad cartons and a future date, writing nothing', async () => {
    const { orderId, lineIds } = await inProduction();
    const other = await inProduction();
    await record(orderId, [{ lineId: lineIds[0]!, qty: 500 }]);
    const send = (lines: unknown, extra: Record<string, unknown> = {}) => as(staff)(S.recordShipment, { orderId, lines, ...shipping(extra) });
    refused(await send([{ lineId: lineIds[0], qty: 101 }]), RES.CONFLICT, /Line 1 .*only 100 pcs are left to ship, not 101/);
    refused(await send([{ lineId: lineIds[0], qty: 0 }]), RES.INVALID_PARAMS, /Please ship at least one piece/);
    refused(await send([]), RES.INVALID_PARAMS, /Please say which lines ship/);
    refused(await send([{ lineId: lineIds[1], qty: 1 }, { lineId: lineIds[1], qty: 2 }]), RES.INVALID_PARAMS, /Each line may appear once/);
    refused(await send([{ lineId: other.lineIds[0], qty: 1 }]), RES.INVALID_PARAMS, 'This line is not part of the order.');
    refused(await send([{ lineId: lineIds[1], qty: 1 }], { cartons: [{ ...CARTON, netKg: 12.346 }] }), RES.INVALID_PARAMS, /net weight cannot be more than its gross weight/);
    refused(await send([{ lineId: lineIds[1], qty: 1 }], { cartons: [{ ...CARTON, grossKg: 1.2345 }] }), RES.INVALID_PARAMS, /gross weight in kg.*at most 3 decimals/);
    refused(await send([{ lineId: lineIds[1], qty: 1 }], { cartons: [{ ...CARTON, lengthCm: 0 }] }), RES.INVALID_PARAMS, /length in cm/);
    refused(await send([{ lineId: lineIds[1], qty: 1 }], { cartons: [] }), RES.INVALID_PARAMS, /Please add the cartons/);
    refused(await send([{ lineId: lineIds[1], qty: 1 }], { trackingNo: '' }), RES.INVALID_PARAMS, /tracking number/);
    refused(await send([{ lineId: lineIds[1], qty: 1 }], { shipDate: utcDay(new Date(Date.now() + 3 * DAY)) }), RES.INVALID_PARAMS, 'The ship date cannot be in the future.');
    const view = await ok<StaffOrderView>(staff, S.orderView, { orderId });
    expect(view.shipping.shipments).toHaveLength(1);
    expect(view.shipping.lines.map((line) => line.remaining)).toEqual([100, 200, 1]);
  });

  it('refuses a shipment in the wrong state, a buyer on the staff path, and an unknown order', async () => {
    const buyer = await person();
    const { orderId } = await placedOrder(buyer, staff);
    const view = await ok<StaffOrderView>(staff, S.moveOrder, { orderId, to: 'confirmed' });
    const lines = [{ lineId: view.lines[0]!.lineId, qty: 1 }];
    refused(await as(staff)(S.recordShipment, { orderId, lines, ...shipping() }), RES.CONFLICT, 'This order is confirmed; it ships once production has started.');
    refused(await as(buyer)(S.recordShipment, { orderId, lines, ...shipping() }), RES.FORBIDDEN, 'This is for staff only.');
    refused(await as(null)(S.recordShipment, { orderId, lines, ...shipping() }), RES.NOT_SIGNED_IN);
    refused(await as(staff)(S.recordShipment, { orderId: 99_999_999, lines, ...shipping() }), RES.NOT_FOUND, 'This order was not found.');

    const shipped = await inProduction();
    await ok(staff, S.moveOrder, { orderId: shipped.orderId, to: 'shipped', carrier: 'FedEx', trackingNo: '7777' });
    refused(await as(staff)(S.recordShipment, { orderId: shipped.orderId, lines: [{ lineId: shipped.lineIds[0], qty: 1 }], ...shipping() }), RES.CONFLICT, 'This order is shipped and takes no more shipments.');
  });

  it('ships everything left as one shipment when the desk moves the order to shipped', async () => {
    const { orderId, orderNo, lineIds } = await inProduction();
    await record(orderId, [{ lineId: lineIds[0]!, qty: 100 }]);
    const view = await ok<StaffOrderView>(staff, S.moveOrder, { orderId, to: 'shipped', carrier: 'Our own truck', trackingNo: 'TRUCK 12' });
    expect(view.status).toBe('shipped');
    expect(view.shipment).toMatchObject({ carrier: 'Our own truck', trackingNo: 'TRUCK 12', trackingUrl: null });
    expect(view.shipping.shipments[1]).toMatchObject({ shipmentNo: `${orderNo}-2`, lines: [{ qty: 500 }, { qty: 200 }, { qty: 1 }], cartons: [], cartonCount: 0 });
  });
});

/** A sea shipment's details as the desk types them (spaces and lower case in the numbers are tidied). */
const SEA = () => ({
  mode: 'sea', billOfLading: 'maeu 241987650', vessel: 'Maersk Essen', voyage: '447E',
  containers: [{ containerNo: 'MSKU 907032 3', sealNo: 'ML-4471020' }, { containerNo: 'csqu3054383', sealNo: 'ML-4471021' }],
  portOfLoading: 'Yantian, Shenzhen (CN)', portOfDischarge: 'Los Angeles (US)', etd: dayOffset(2), eta: dayOffset(20),
});
const AIR = () => ({
  mode: 'air', airWaybill: '176-1234 5675', flight: 'ek 9821',
  portOfLoading: 'Guangzhou Baiyun (CAN)', portOfDischarge: 'Los Angeles (LAX)', etd: dayOffset(1), eta: dayOffset(3),
});
const printed = async (path: string, who: Person) => pdfTextOf(Buffer.from(await (await pdf(path, who)).arrayBuffer())).replace(/\s+/g, ' ');
const longDay = (day: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

describe('sea and air freight details', () => {
  it('records a sea shipment with its bill of lading, vessel, containers and seals, ports and days; the buyer sees them and both documents print them', async () => {
    const { buyer, orderId, lineIds } = await inProduction();
    const sea = SEA();
    const mails = smtp().count(buyer.email);
    const view = await ok<StaffOrderView>(staff, S.recordShipment, {
      orderId, lines: [{ lineId: lineIds[0]!, qty: 10 }], ...shipping({ carrier: 'Maersk', trackingNo: '', freight: sea }),
    });
    const expected = {
      mode: 'sea', billOfLading: 'MAEU241987650', vessel: 'Maersk Essen', voyage: '447E',
      containers: [{ containerNo: 'MSKU9070323', sealNo: 'ML-4471020' }, { containerNo: 'CSQU3054383', sealNo: 'ML-4471021' }],
      portOfLoading: 'Yantian, Shenzhen (CN)', portOfDischarge: 'Los Angeles (US)', etd: sea.etd, eta: sea.eta,
    };
    // Without a tracking number of its own, the bill of lading is what the buyer tracks.
    expect(view.shipping.shipments[0]).toMatchObject({ mode: 'sea', carrier: 'Maersk', trackingNo: 'MAEU241987650', freight: expected });
    const seen = await ok<OrderDetail>(buyer, API.erp.viewOrder, { orderId });
    expect(seen.shipping.shipments[0]).toMatchObject({ mode: 'sea', freight: expected });
    const mail = await mailTo(buyer.email, mails);
    expect(mail.text).toContain('Bill of lading: MAEU241987650');
    expect(mail.text).toContain('Containers and seals: MSKU9070323, seal ML-4471020; CSQU3054383, seal ML-4471021');
    expect(mail.text).toContain(`Estimated arrival: ${sea.eta}`);
    const [row] = await db().select().from(orderShipments).where(eq(orderShipments.orderId, orderId));
    expect(row).toMatchObject({ transportMode: 'sea', transportDocNo: 'MAEU241987650', vessel: 'Maersk Essen', voyage: '447E', etd: sea.etd, eta: sea.eta });

    const { invoiceUrl, packingListUrl } = view.shipping.shipments[0]!;
    for (const url of [invoiceUrl, packingListUrl]) {
      const text = await printed(url, buyer);
      for (const part of ['Sea freight', 'Bill of lading', 'MAEU241987650', 'Maersk Essen', 'voyage 447E', 'Yantian, Shenzhen (CN)', 'Los Angeles (US)',
        'MSKU9070323', 'seal ML-4471020', 'CSQU3054383', 'seal ML-4471021', longDay(sea.etd), longDay(sea.eta)]) {
        expect(text, `${url}: ${part}`).toContain(part);
      }
    }
  });

  it('records an air shipment with its air waybill, flight and airports; a courier parcel prints none of it', async () => {
    const { buyer, orderId, lineIds } = await inProduction();
    const air = AIR();
    const view = await ok<StaffOrderView>(staff, S.recordShipment, {
      orderId, lines: [{ lineId: lineIds[0]!, qty: 5 }], ...shipping({ carrier: 'Emirates SkyCargo', trackingNo: 'EK-LAX-77', freight: air }),
    });
    expect(view.shipping.shipments[0]).toMatchObject({
      mode: 'air', trackingNo: 'EK-LAX-77',
      freight: { mode: 'air', airWaybill: '176-12345675', flight: 'EK9821', portOfLoading: 'Guangzhou Baiyun (CAN)', portOfDischarge: 'Los Angeles (LAX)', etd: air.etd, eta: air.eta },
    });
    expect(view.shipping.shipments[0]!.freight).not.toHaveProperty('containers');
    const invoice = await printed(view.shipping.shipments[0]!.invoiceUrl, buyer);
    for (const part of ['Air freight', 'Air waybill', '176-12345675', 'EK9821', 'Guangzhou Baiyun (CAN)', 'Los Angeles (LAX)', longDay(air.eta)]) expect(invoice).toContain(part);
    expect(invoice).not.toContain('Bill of lading');

    const courier = await record(orderId, [{ lineId: lineIds[1]!, qty: 5 }]);
    expect(courier.shipping.shipments[1]).toMatchObject({ mode: 'express', freight: null });
    const packing = await printed(courier.shipping.shipments[1]!.packingListUrl, buyer);
    expect(packing).not.toContain('Air waybill');
    expect(packing).not.toContain('Port of loading');
  });

  it('refuses wrong container numbers, waybills, flights, days and multi-line text with readable reasons, writing nothing', async () => {
    const { orderId, lineIds } = await inProduction();
    const send = (freight: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      as(staff)(S.recordShipment, { orderId, lines: [{ lineId: lineIds[0], qty: 1 }], ...shipping({ carrier: 'Maersk', ...extra, freight }) });
    const sea = (change: Record<string, unknown>) => send({ ...SEA(), ...change });
    const air = (change: Record<string, unknown>) => send({ ...AIR(), ...change });
    const seal = 'ML-1';
    refused(await sea({ containers: [{ containerNo: 'MSKU9070324', sealNo: seal }] }), RES.INVALID_PARAMS, 'freight.containers.0.containerNo: MSKU9070324 is not a valid container number: its check digit should be 3.');
    refused(await sea({ containers: [{ containerNo: 'MSK9070323', sealNo: seal }] }), RES.INVALID_PARAMS, /as ISO 6346 writes it: 3 letters, U, 6 digits and the check digit, such as MSKU9070323/);
    refused(await sea({ containers: [{ containerNo: 'MSKU9070323', sealNo: seal }, { containerNo: 'mSKU 9070323', sealNo: 'ML-2' }] }), RES.INVALID_PARAMS, /Each container may appear once/);
    refused(await sea({ containers: [] }), RES.INVALID_PARAMS, /Please add the containers and their seals/);
    refused(await sea({ containers: [{ containerNo: 'MSKU9070323', sealNo: '' }] }), RES.INVALID_PARAMS, /Please enter the seal number/);
    refused(await sea({ billOfLading: 'B/L 12' }), RES.INVALID_PARAMS, /Please enter the bill of lading number with letters, digits and - only/);
    refused(await sea({ vessel: 'Maersk\u202EEssen' }), RES.INVALID_PARAMS, /Must not contain control characters or text-direction controls/);
    refused(await sea({ portOfLoading: 'Yantian\u202E' }), RES.INVALID_PARAMS, 'freight.portOfLoading: Must not contain control characters or text-direction controls (such as a right-to-left override).');
    refused(await sea({ portOfDischarge: 'yantian, shenzhen (cn)' }), RES.INVALID_PARAMS, /The port of discharge cannot be the port of loading/);
    refused(await sea({ voyage: '' }), RES.INVALID_PARAMS, /Please enter the voyage/);
    refused(await sea({ eta: dayOffset(1) }), RES.INVALID_PARAMS, /The estimated arrival cannot be before the estimated departure/);
    refused(await sea({ etd: dayOffset(-3) }), RES.INVALID_PARAMS, /The estimated departure cannot be before the ship date/);
    refused(await sea({ eta: dayOffset(200) }), RES.INVALID_PARAMS, /The estimated arrival must be at most 120 days after the departure/);
    refused(await sea({ etd: '2026-02-30' }), RES.INVALID_PARAMS, /Please enter the estimated departure as YYYY-MM-DD/);
    refused(await sea({ mode: 'rail' }), RES.INVALID_PARAMS, /Please choose sea or air freight/);
    refused(await air({ airWaybill: '176-12345676' }), RES.INVALID_PARAMS, 'freight.airWaybill: 176-12345676 is not a valid air waybill number: its last digit should be 5.');
    refused(await air({ airWaybill: '17612345' }), RES.INVALID_PARAMS, /Please enter the air waybill number as 3 digits and 8 digits, such as 176-12345675/);
    refused(await air({ flight: 'Emirates 9821' }), RES.INVALID_PARAMS, /Please enter the flight as the airline's two-character code and its number, such as EK9821/);
    refused(await air({ portOfDischarge: '' }), RES.INVALID_PARAMS, /Please enter the airport of discharge/);
    // A courier parcel still needs its tracking number.
    refused(await as(staff)(S.recordShipment, { orderId, lines: [{ lineId: lineIds[0], qty: 1 }], ...shipping({ trackingNo: '' }) }), RES.INVALID_PARAMS, /Please enter the tracking number/);
    expect((await ok<StaffOrderView>(staff, S.orderView, { orderId })).shipping.shipments).toHaveLength(0);
  });

  it('keeps another company\'s buyer away from a sea shipment and its documents, and a buyer off the staff path', async () => {
    const { buyer, orderId, lineIds } = await inProduction();
    const stranger = await person();
    const view = await ok<StaffOrderView>(staff, S.recordShipment, { orderId, lines: [{ lineId: lineIds[0]!, qty: 10 }], ...shipping({ carrier: 'Maersk', freight: SEA() }) });
    const { invoiceUrl, packingListUrl } = view.shipping.shipments[0]!;
    refused(await as(stranger)(API.erp.viewOrder, { orderId }), RES.NOT_FOUND);
    for (const url of [invoiceUrl, packingListUrl]) expect((await pdf(url, stranger)).status).toBe(404);
    refused(await as(buyer)(S.recordShipment, { orderId, lines: [{ lineId: lineIds[0], qty: 1 }], ...shipping({ freight: SEA() }) }), RES.FORBIDDEN, 'This is for staff only.');
    // A line of the stranger's own order cannot ride on this one.
    const other = await inProduction();
    refused(await as(staff)(S.recordShipment, { orderId, lines: [{ lineId: other.lineIds[0], qty: 1 }], ...shipping({ freight: SEA() }) }), RES.INVALID_PARAMS, 'This line is not part of the order.');
  });
});

describe('the shipment documents', () => {
  it('serves the commercial invoice and packing list to the buyer and staff only', async () => {
    const { buyer, orderId, orderNo, lineIds } = await inProduction();
    const stranger = await person();
    const view = await record(orderId, [{ lineId: lineIds[0]!, qty: 10 }]);
    const { invoiceUrl, packingListUrl } = view.shipping.shipments[0]!;
    for (const [url, name] of [[invoiceUrl, `Commercial-invoice-${orderNo}-1.pdf`], [packingListUrl, `Packing-list-${orderNo}-1.pdf`]] as const) {
      for (const who of [buyer, staff]) {
        const response = await pdf(url, who);
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/pdf');
        expect(response.headers.get('content-disposition')).toContain(name);
        expect(Buffer.from(await response.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF');
      }
      expect((await pdf(url, stranger)).status).toBe(404);
      expect((await pdf(url, null)).status).toBe(404);
    }
    expect((await pdf('/documents/packing-list/99999999.pdf', staff)).status).toBe(404);
  });

  it('draws a customized line\'s approved proof on the packing list when it is a picture', async () => {
    const { orderId } = await inProduction();
    // The test uploads keep a 1 × 1 PNG in the store (testing/inquiries.ts), the approved proof's picture among them.
    const { lines } = await ok<OrderProofs>(staff, S.orderProofs, { orderId });
    const plainLine = (await ok<StaffOrderView>(staff, S.orderView, { orderId })).lines.find((line) => line.lineId !== lines[0]!.lineId)!;
    const plainShipment = await record(orderId, [{ lineId: plainLine.lineId, qty: 1 }]);
    const customShipment = await record(orderId, [{ lineId: lines[0]!.lineId, qty: 10 }]);
    const plain = Buffer.from(await (await pdf(plainShipment.shipping.shipments[0]!.packingListUrl, staff)).arrayBuffer());
    const drawn = Buffer.from(await (await pdf(customShipment.shipping.shipments[1]!.packingListUrl, staff)).arrayBuffer());
    expect(plain.includes('/Subtype /Image')).toBe(false);
    expect(drawn.includes('/Subtype /Image')).toBe(true);
  });
});

describe('receipt and completion', () => {
  it('lets the buyer confirm receipt of a shipped order, which completes it and tells the sales desk', async () => {
    const { buyer, orderId, orderNo, lineIds } = await inProduction();
    const stranger = await person();
    refused(await as(buyer)(API.erp.confirmReceipt, { orderId }), RES.CONFLICT, 'This order is in production; receipt can be confirmed once every piece has shipped.');
    await record(orderId, [{ lineId: lineIds[0]!, qty: 600 }, { lineId: lineIds[1]!, qty: 200 }, { lineId: lineIds[2]!, qty: 1 }]);
    expect((await ok<OrderDetail>(buyer, API.erp.viewOrder, { orderId })).actions).toEqual(['completed']);
    refused(await as(stranger)(API.erp.confirmReceipt, { orderId }), RES.NOT_FOUND, 'This order was not found.');
    refused(await as(stranger)(API.erp.viewOrder, { orderId }), RES.NOT_FOUND);
    refused(await as(null)(API.erp.confirmReceipt, { orderId }), RES.NOT_SIGNED_IN);
    refused(await as(buyer)(API.erp.confirmReceipt, { orderId: 'x' }), RES.INVALID_PARAMS, /orderId/);

    const [buyerMails, staffMails] = [smtp().count(buyer.email), smtp().count(staff.email)];
    const done = await ok<OrderDetail>(buyer, shipment.confirmReceipt.path, { orderId });
    expect(done).toMatchObject({ status: 'completed', actions: [] });
    expect(done.history.at(-1)).toMatchObject({ from: 'shipped', to: 'completed', actor: 'buyer', note: 'Receipt confirmed by the buyer.' });
    expect(done.shipping.deliveredAt).not.toBeNull();
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row!.deliveredAt).toBeInstanceOf(Date);
    expect((await mailTo(buyer.email, buyerMails)).text).toContain(`your order ${orderNo} is completed`);
    expect((await mailTo(staff.email, staffMails)).text).toContain(`Order ${orderNo}: receipt confirmed by the buyer`);
    refused(await as(buyer)(API.erp.confirmReceipt, { orderId }), RES.CONFLICT, 'This order is completed already.');
  });

  it('completes a shipped order by itself 30 days after its last shipment, and not before, once', async () => {
    const { buyer, orderId, orderNo } = await inProduction();
    const shipped = await ok<StaffOrderView>(staff, S.moveOrder, { orderId, to: 'shipped', carrier: 'DHL Express', trackingNo: 'JD77' });
    const shippedAt = Date.parse(shipped.shipment!.shippedAt);
    expect(await autocompleteShippedOrders(api().deps, new Date(shippedAt + 30 * DAY - 60_000))).toBe(0);
    expect((await db().select().from(orders).where(eq(orders.id, orderId)))[0]!.status).toBe('shipped');

    const mails = smtp().count(buyer.email);
    const later = new Date(shippedAt + 30 * DAY + 60_000);
    expect(await autocompleteShippedOrders(api().deps, later)).toBeGreaterThanOrEqual(1);
    expect(await autocompleteShippedOrders(api().deps, later)).toBe(0);
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: 'completed', deliveredAt: later });
    const steps = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.parentId, orderId)).orderBy(asc(orderStatusHistory.id));
    expect(steps.at(-1)).toMatchObject({ fromStatus: 'shipped', toStatus: 'completed', actor: 'system', actorMemberId: null, note: 'Completed 30 days after the last shipment.' });
    expect((await mailTo(buyer.email, mails)).text).toContain(`your order ${orderNo} is completed`);
    expect(scheduledJobs(api().deps).map((job) => job.name)).toContain('order.autocomplete');
  });
});

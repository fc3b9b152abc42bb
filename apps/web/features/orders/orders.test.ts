import { describe, expect, it } from 'vitest';
import type { ActivityEntry, PricePoint, QuotationLine, StatusStep } from '@sw/protocol';
import { byDay } from './ActivityLog';
import { cartonText } from './shipments/ShipmentCard';
import { orderQueueHref, readOrderQueue } from './desk/queueQuery';
import { activityHref, orderStepText, reachedAt } from './format';
import { clampQty, draftLines, draftPieces, minQtyOf, placeOrderInput, stepOf } from './orderDraft';
import { CHART_BOX, chartGeometry, chartPoints, priceRange } from './priceChart';

const line = (over: Partial<QuotationLine>): QuotationLine => ({
  itemId: '11', title: 'Ring', qty: 200, tiers: [{ minQty: 100, unitPrice: 2.5 }, { minQty: 500, unitPrice: 2.1 }], unitPrice: 2.5, amount: 500, ...over,
});

describe('the order form', () => {
  const quotation = {
    lines: [
      line({}),
      line({ itemId: '12', title: 'Chain', qty: 50, tiers: [{ minQty: 50, unitPrice: 1.15 }], unitPrice: 1.15, amount: 57.5 }),
      line({ itemId: null, title: 'Logo set-up', qty: 1, tiers: [{ minQty: 1, unitPrice: 45 }], unitPrice: 45, amount: 45 }),
    ],
  };

  it('keeps quantities within the tiers: at least the first tier, at most the line limit, whole pieces', () => {
    expect(minQtyOf(line({}))).toBe(100);
    expect(clampQty(line({}), 20)).toBe(100);
    expect(clampQty(line({}), 250.6)).toBe(251);
    expect(clampQty(line({}), 10_000_000)).toBeLessThan(10_000_000);
    expect(clampQty(line({}), Number.NaN)).toBe(200);
    expect(stepOf(100)).toBe(10);
    expect(stepOf(50)).toBe(1);
  });

  it('prices each line from the tier its quantity reaches, in cents', () => {
    const start = draftLines(quotation, {});
    expect(start.map((l) => [l.qty, l.unitPrice, l.amount])).toEqual([[200, 2.5, 500], [50, 1.15, 57.5], [1, 45, 45]]);
    const more = draftLines(quotation, { 0: 500, 1: 51 });
    expect(more[0]).toMatchObject({ qty: 500, unitPrice: 2.1, amount: 1050 });
    expect(more[1]).toMatchObject({ qty: 51, amount: 58.65 });
    expect(draftPieces(more)).toBe(552);
  });

  it('keeps a quoted extra and a line of several specifications at their quantities, whatever is asked', () => {
    const lines = draftLines(quotation, { 1: 80, 2: 5 }, (itemId) => (itemId === '12' ? 3 : 1));
    expect(lines[2]).toMatchObject({ fixed: true, qty: 1, amount: 45 });
    expect(lines[1]).toMatchObject({ fixed: true, qty: 50 });
    expect(lines[0]).toMatchObject({ fixed: false });
  });

  it('lets the lines of a quick inquiry (none has an inquiry line) change', () => {
    const quick = { lines: [line({ itemId: null, qty: 300, tiers: [{ minQty: 300, unitPrice: 1 }] })] };
    expect(draftLines(quick, { 0: 600 })[0]).toMatchObject({ fixed: false, qty: 600, amount: 600 });
  });

  it('sends quantities only (never a price), and leaves empty references out', () => {
    const input = placeOrderInput({ inquiryId: '7', quotationId: '9' }, draftLines(quotation, { 0: 300 }), { poNumber: '  PO-1 ', notes: ' ' });
    expect(input).toEqual({ inquiryId: '7', quotationId: '9', lines: [{ line: 0, qty: 300 }, { line: 1, qty: 50 }], poNumber: 'PO-1' });
    expect(JSON.stringify(input)).not.toContain('unitPrice');
  });
});

const point = (at: string, unitPrice: number, over: Partial<PricePoint> = {}): PricePoint => ({
  at, qty: 100, unitPrice, currency: 'USD', source: 'quotation', inquiryId: '1', inquiryNo: 'IQ1', quotationVersion: 1, orderId: null, orderNo: null, ...over,
});

describe('the price chart', () => {
  it('draws the latest currency only, oldest first', () => {
    const points = [point('2026-11-20T00:00:00Z', 2), point('2026-10-01T00:00:00Z', 9, { currency: 'EUR' }), point('2026-11-01T00:00:00Z', 2.5)];
    expect(chartPoints(points).map((p) => p.unitPrice)).toEqual([2.5, 2]);
  });

  it('puts time left to right and the higher price higher up, within the box', () => {
    const chart = chartGeometry([point('2026-11-01T00:00:00Z', 2.5), point('2026-11-11T00:00:00Z', 2), point('2026-11-21T00:00:00Z', 2.3, { source: 'order' })]);
    const [a, b, c] = chart.dots;
    expect(a!.x).toBe(CHART_BOX.left);
    expect(c!.x).toBe(CHART_BOX.width - CHART_BOX.right);
    expect(b!.x).toBeCloseTo((a!.x + c!.x) / 2, 1);
    expect(a!.y).toBeLessThan(c!.y);
    expect(c!.y).toBeLessThan(b!.y);
    for (const dot of chart.dots) {
      expect(dot.y).toBeGreaterThanOrEqual(CHART_BOX.top);
      expect(dot.y).toBeLessThanOrEqual(CHART_BOX.height - CHART_BOX.bottom);
    }
    expect(chart.path.startsWith(`M${a!.x} ${a!.y}`)).toBe(true);
    expect(chart.xLabels.map((l) => l.anchor)).toEqual(['start', 'end']);
    expect(chart.yTicks[0]!.value).toBeLessThan(2);
    expect(chart.yTicks[2]!.value).toBeGreaterThan(2.5);
  });

  it('centres a single point and gives a flat history some air', () => {
    const chart = chartGeometry([point('2026-11-01T00:00:00Z', 3)]);
    expect(chart.dots[0]!.x).toBe(CHART_BOX.left + (CHART_BOX.width - CHART_BOX.left - CHART_BOX.right) / 2);
    expect(chart.path).toBe('');
    expect(priceRange([3, 3])).toEqual({ low: 2.7, high: 3.3 });
    expect(priceRange([])).toEqual({ low: 0, high: 1 });
  });
});

const step = (from: string | null, to: string, at: string): StatusStep => ({ from, to, actor: 'staff', by: null, note: null, at });
const entry = (id: string, at: string, type: 'order' | 'inquiry'): ActivityEntry => ({
  activityId: id, kind: type === 'order' ? 'order_status' : 'inquiry_sent', at, title: id, detail: null, status: null, ref: { type, id: '42', no: 'N' },
});

describe('order words and links', () => {
  it('names the first step and dates each status reached', () => {
    const history = [step(null, 'placed', '2026-11-01T10:00:00Z'), step('placed', 'confirmed', '2026-11-02T10:00:00Z'), step('confirmed', 'shipped', '2026-11-09T10:00:00Z')];
    expect(orderStepText(history[0]!)).toBe('Order placed');
    expect(orderStepText(history[2]!)).toBe('Shipped');
    expect(reachedAt(history)).toEqual({ placed: '2026-11-01T10:00:00Z', confirmed: '2026-11-02T10:00:00Z', shipped: '2026-11-09T10:00:00Z' });
  });

  it('links an activity to its order or inquiry and groups entries by day, newest first', () => {
    expect(activityHref(entry('a', '2026-11-01T00:00:00Z', 'order'))).toBe('/orders/details?orderId=42');
    expect(activityHref(entry('a', '2026-11-01T00:00:00Z', 'inquiry'))).toBe('/inquiry/details?inquiryId=42');
    const days = byDay([entry('c', '2026-11-03T09:00:00Z', 'order'), entry('b', '2026-11-03T08:00:00Z', 'inquiry'), entry('a', '2026-11-01T08:00:00Z', 'inquiry')]);
    expect(days.map((d) => [d.day, d.entries.map((e) => e.activityId)])).toEqual([['3 Nov 2026', ['c', 'b']], ['1 Nov 2026', ['a']]]);
  });
});

describe('the order desk', () => {
  it('reads the queue filters, drops a bad one by name and writes the URL back', () => {
    const good = readOrderQueue({ status: 'shipped', buyer: ' ada ', from: '2026-11-01', to: '2026-11-30', page: '2' });
    expect(good.problems).toEqual([]);
    expect(good.input).toMatchObject({ status: 'shipped', buyer: 'ada', from: '2026-11-01', to: '2026-11-30', pageNum: 2, pageSize: 20 });
    expect(orderQueueHref(good.raw, 3)).toBe('/admin/orders?status=shipped&buyer=ada&from=2026-11-01&to=2026-11-30&page=3');
    const bad = readOrderQueue({ status: 'lost', from: '2026-11-20', to: '2026-11-01' });
    expect(bad.input).toEqual({ from: '2026-11-20', pageSize: 20 });
    expect(bad.problems).toEqual(['Please choose a status from the list.', 'The "from" date is after the "to" date.']);
  });

  it("reads the 'Late only' filter from the URL and writes it back", () => {
    const late = readOrderQueue({ late: '1', status: 'confirmed' });
    expect(late.input).toMatchObject({ late: true, status: 'confirmed' });
    expect(orderQueueHref(late.raw)).toBe('/admin/orders?status=confirmed&late=1');
    const bad = readOrderQueue({ late: 'soon' });
    expect(bad.input).toEqual({ pageSize: 20 });
    expect(bad.problems).toEqual(['Please choose late orders or all.']);
  });

  it('says a carton row in words', () => {
    expect(cartonText({ count: 2, lengthCm: 40.5, widthCm: 30, heightCm: 25, grossKg: 12.345, netKg: 11.2 })).toBe('2 × 40.5 × 30 × 25 cm, 12.345 kg gross, 11.2 kg net each');
  });
});

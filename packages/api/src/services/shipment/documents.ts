import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { FREIGHT_MODE_LABELS, freightFacts, getTheme, PROP65_WARNING, sumMinor, times, toMinor, type ShipmentFreight, type SiteTheme } from '@sw/protocol';
import type { Db, Reader } from '../../db/client';
import { orderShipments } from '../../db/schema';
import { storedFileMissing } from '../../lib/errors';
import { documentBuyerOf } from '../auth';
import { findOrder, loadOrderItems, type OrderItemRow, type OrderRow } from '../order';
import type { Storage } from '../../lib/storage/types';
import type { Member } from '../../lib/member';
import { brandedPdf, formatDay, formatMoney, INK, pdfText, SANS, type BrandedPdf, type DocumentBuyer, type TableColumn } from '../documents';
import { approvedProofsByLine } from '../proof';
import type { RenderedPdf } from '../quotation';
import { isCalifornia, needsProp65Warning } from '../compliance';
import { utcDay } from '../../lib/dailyNumber';
import { customsOfGoods, type GoodsCustoms } from '../tradeTerms';
import { cartonTotals, kg, loadShipments, toCarton, toShipmentView, type LoadedShipment } from './view';

/**
 * A shipment's documents (GET DOCUMENTS.commercialInvoicePdf / packingListPdf): the commercial invoice (the shipped
 * lines at the order's prices) and the packing list (lines, cartons, weights and each customized line's approved
 * artwork proof), on the shared letterhead. For the order's buyer and staff; null for anyone else and for an unknown
 * id alike, so a guessed id tells nothing.
 */

/** What the goods are for customs; each line's HS code and origin are printed on its row (services/tradeTerms). */
const GOODS_DESCRIPTION = 'Stainless-steel fashion jewellery (imitation jewellery of base metal). HS code and country of origin as on each line.';
/** Proof pictures larger than this are named, not drawn. */
const MAX_PICTURE_BYTES = 5 * 1024 * 1024;

type ItemRow = OrderItemRow;
interface ShipmentDocument {
  order: OrderRow;
  items: ItemRow[];
  loaded: LoadedShipment;
  buyer: DocumentBuyer;
  /** Each order line's customs facts (its goods' or category's), by order item id. */
  customs: Map<number, GoodsCustoms>;
  /** The order's first shipment carries its freight, insurance and duties on the commercial invoice. */
  firstShipment: boolean;
}

const pcs = (n: number) => n.toLocaleString('en-US');
const kgText = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 3 });

/** The shipment, its order, lines and buyer; null unless `member` is staff or a colleague of the order's company. */
async function loadDocument(db: Reader, shipmentId: number, member: Member | null): Promise<ShipmentDocument | null> {
  if (!member || (member.role !== 'staff' && !member.companyId)) return null;
  const [shipment] = await db.select({ orderId: orderShipments.orderId }).from(orderShipments).where(eq(orderShipments.id, shipmentId)).limit(1);
  // Staff read any order's; a buyer only their company's (the order's face checks the owner).
  const order = shipment && await findOrder(db, shipment.orderId, member.role === 'staff' ? undefined : { companyId: member.companyId! });
  if (!order) return null;
  const found = { order, orderId: order.id };
  const [items, all, buyer] = await Promise.all([
    loadOrderItems(db, found.orderId),
    loadShipments(db, found.orderId),
    documentBuyerOf(db, found.order.memberId, found.order.companyId),
  ]);
  const loaded = all.find((one) => one.shipment.id === shipmentId)!;
  const byGoods = await customsOfGoods(db, items.flatMap((item) => (item.goodsId === null ? [] : [item.goodsId])));
  const customs = new Map(items.flatMap((item) => (item.goodsId !== null && byGoods.has(item.goodsId) ? [[item.id, byGoods.get(item.goodsId)!] as const] : [])));
  const firstShipment = Math.min(...all.map((one) => one.shipment.id)) === shipmentId;
  return { order: found.order, items, loaded, buyer: buyer ?? { company: null, contactName: null, email: '', country: null }, customs, firstShipment };
}

/** The facts both documents print beside their title. */
function facts(data: ShipmentDocument): [string, string][] {
  const { shipment } = data.loaded;
  return [
    ['Date', formatDay(shipment.shipDate)],
    ['Order', data.order.orderNo],
    ...(data.order.poNumber ? [['Your PO', data.order.poNumber] as [string, string]] : []),
    ['Shipment', shipment.shipmentNo],
    ['Carrier', shipment.carrier],
    ['Tracking no.', shipment.trackingNo],
    ...(data.order.tradeTerms ? [['Incoterms 2020', `${data.order.tradeTerms.incoterm} ${data.order.tradeTerms.place}`] as [string, string]] : []),
  ];
}

/** Both documents print the transport of a sea or air shipment under the parties. */
function drawTransport(pdf: BrandedPdf, freight: ShipmentFreight | null) {
  const rows = freightFacts(freight, formatDay);
  if (rows.length) pdf.table([{ label: 'Transport', width: 140 }, { label: '', width: 343 }], rows);
}

/** The trade terms in words under the goods: the rule and place, and the quoted freight's service. */
function tradeTermsLines(data: ShipmentDocument): string[] {
  const terms = data.order.tradeTerms;
  if (!terms) return [];
  const freight = terms.freight ? ` Freight: ${FREIGHT_MODE_LABELS[terms.freight.mode]} by ${terms.freight.carrier}, ${terms.freight.transitDays} days in transit.` : '';
  return [`Terms of delivery: ${terms.incoterm} ${terms.place} (Incoterms 2020).${freight}`];
}

/** The order's charges as the commercial invoice lists them under the goods (first shipment only). */
function chargeRows(data: ShipmentDocument): [string, bigint][] {
  const terms = data.order.tradeTerms;
  if (!terms || !data.firstShipment) return [];
  const rows: [string, bigint][] = [];
  if (terms.freight) rows.push([FREIGHT_MODE_LABELS[terms.freight.mode], toMinor(terms.freight.cost)]);
  if (terms.insurance !== null) rows.push(['Insurance', toMinor(terms.insurance)]);
  if (terms.duties !== null) rows.push(['Duties and taxes', toMinor(terms.duties)]);
  return rows;
}

function renderCommercialInvoice(theme: SiteTheme, data: ShipmentDocument): Promise<Buffer> {
  const { order, items, loaded } = data;
  const { shipment } = loaded;
  const pdf = brandedPdf(theme, { title: `Commercial invoice ${shipment.shipmentNo}`, subject: `Commercial invoice for shipment ${shipment.shipmentNo}` });
  pdf.title('Commercial invoice', `No. CI-${shipment.shipmentNo}`, [...facts(data), ['Currency', order.currency]]);
  pdf.parties('Consignee', data.buyer, order.address);
  drawTransport(pdf, loaded.freight);
  const columns: TableColumn[] = [
    { label: '#', width: 20 }, { label: 'Description', width: 120 }, { label: 'Code', width: 66 }, { label: 'HS code', width: 52 }, { label: 'Origin', width: 40 },
    { label: 'Qty', width: 40, align: 'right' }, { label: 'Unit price', width: 65, align: 'right' }, { label: 'Amount', width: 80, align: 'right' },
  ];
  const rows = items.flatMap((item, index) => {
    const line = loaded.lines.find((one) => one.orderItemId === item.id);
    if (!line) return [];
    const customs = data.customs.get(item.id);
    return [{
      cells: [String(index + 1), item.title, item.goodsCode, customs?.hsCode ?? '-', customs?.origin ?? '-', pcs(line.qty), formatMoney(item.unitPrice, order.currency)],
      amount: times(item.unitPrice, line.qty),
    }];
  });
  pdf.table(columns, rows.map((row) => [...row.cells, formatMoney(row.amount, order.currency)]));
  const goodsTotal = sumMinor(rows.map((row) => row.amount));
  const charges = chargeRows(data);
  pdf.total('Total', goodsTotal + sumMinor(charges.map(([, amount]) => amount)), order.currency, [], charges.length ? [['Goods', goodsTotal], ...charges] : []);
  const totals = cartonTotals(loaded.cartons);
  pdf.section('Goods', [
    GOODS_DESCRIPTION,
    `${pcs(loaded.lines.reduce((sum, line) => sum + line.qty, 0))} pieces${totals.count ? ` in ${pcs(totals.count)} carton${totals.count === 1 ? '' : 's'}, ${kgText(kg(totals.grossG))} kg gross, ${kgText(kg(totals.netG))} kg net` : ''}.`,
    `Shipped by ${shipment.carrier}, tracking number ${shipment.trackingNo}, on ${formatDay(shipment.shipDate)}.`,
    ...tradeTermsLines(data),
  ].join('\n'), false);
  pdf.closing('We declare that this invoice shows the actual price of the goods described and that all particulars are true and correct.');
  return pdf.finish(`Commercial invoice ${shipment.shipmentNo}`);
}

/**
 * The approved proof's picture when it is a PNG or JPEG; null for another kind or one too large to draw (the proof is
 * named). A picture the store does not have refuses the packing list with the file named (issue 55).
 */
async function proofPicture(storage: Storage, key: string, shipmentNo: string): Promise<Buffer | null> {
  if (!/\.(png|jpe?g)$/i.test(key)) return null;
  const file = await storage.get(key);
  if (!file) throw storedFileMissing(`The packing list of shipment ${shipmentNo}`, key);
  if (file.size > MAX_PICTURE_BYTES) {
    file.body.destroy();
    return null;
  }
  return buffer(file.body).catch(() => null);
}

async function drawProofs(pdf: BrandedPdf, storage: Storage, data: ShipmentDocument, proofs: Awaited<ReturnType<typeof approvedProofsByLine>>) {
  const { doc, left } = pdf;
  for (const [index, item] of data.items.entries()) {
    const proof = proofs.get(item.id);
    if (!proof || !data.loaded.lines.some((line) => line.orderItemId === item.id)) continue;
    const picture = await proofPicture(storage, proof.key, data.loaded.shipment.shipmentNo);
    pdf.ensureRoom(picture ? 170 : 40);
    pdf.caption(`Artwork proof · line ${index + 1}`, left, doc.y);
    doc.font(SANS).fontSize(8.5).fillColor(INK).text(pdfText(`${item.title}: approved proof v${proof.version}, ${proof.name}`), left, doc.y + 13);
    if (picture) {
      const top = doc.y + 6;
      try {
        doc.image(picture, left, top, { fit: [200, 140] });
        doc.y = top + 146;
      } catch {
        doc.y = top;
      }
    }
    doc.y += 12;
  }
}

async function renderPackingList(theme: SiteTheme, storage: Storage, data: ShipmentDocument, proofs: Awaited<ReturnType<typeof approvedProofsByLine>>, prop65: boolean): Promise<Buffer> {
  const { order, items, loaded } = data;
  const { shipment } = loaded;
  const pdf = brandedPdf(theme, { title: `Packing list ${shipment.shipmentNo}`, subject: `Packing list for shipment ${shipment.shipmentNo}` });
  pdf.title('Packing list', `No. PL-${shipment.shipmentNo}`, facts(data));
  pdf.parties('Ship to', data.buyer, order.address);
  drawTransport(pdf, loaded.freight);
  const view = toShipmentView(loaded, items);
  const lineNo = new Map(items.map((item, index) => [String(item.id), index + 1]));
  pdf.caption('Goods', pdf.left, pdf.doc.y);
  pdf.doc.y += 12;
  pdf.table(
    [
      { label: '#', width: 22 }, { label: 'Item', width: 161 }, { label: 'Code', width: 70 }, { label: 'HS code', width: 55 }, { label: 'Origin', width: 40 },
      { label: 'Qty', width: 45, align: 'right' }, { label: 'Artwork proof', width: 90 },
    ],
    view.lines.map((line) => {
      const proof = proofs.get(Number(line.lineId));
      const customs = data.customs.get(Number(line.lineId));
      return [String(lineNo.get(line.lineId) ?? ''), line.title, line.goodsCode, customs?.hsCode ?? '-', customs?.origin ?? '-', pcs(line.qty), proof ? `v${proof.version} approved` : '-'];
    }),
    ['', 'Total', '', '', '', pcs(view.lines.reduce((sum, line) => sum + line.qty, 0)), ''],
  );
  pdf.caption('Cartons (weights in kg)', pdf.left, pdf.doc.y);
  pdf.doc.y += 12;
  if (loaded.cartons.length) {
    const totals = cartonTotals(loaded.cartons);
    pdf.table(
      [
        { label: 'Cartons', width: 55, align: 'right' }, { label: 'Size each, cm', width: 120 }, { label: 'Gross each', width: 75, align: 'right' },
        { label: 'Net each', width: 75, align: 'right' }, { label: 'Gross total', width: 78, align: 'right' }, { label: 'Net total', width: 80, align: 'right' },
      ],
      loaded.cartons.map((row) => {
        const carton = toCarton(row);
        return [pcs(carton.count), `${carton.lengthCm} × ${carton.widthCm} × ${carton.heightCm}`, kgText(carton.grossKg), kgText(carton.netKg), kgText(kg(row.count * row.grossG)), kgText(kg(row.count * row.netG))];
      }),
      [pcs(totals.count), 'Total', '', '', kgText(kg(totals.grossG)), kgText(kg(totals.netG))],
    );
  } else {
    pdf.section('', 'The cartons of this shipment were not recorded.', false);
  }
  await drawProofs(pdf, storage, data, proofs);
  if (shipment.note) pdf.section('Note', shipment.note, false);
  if (prop65) pdf.section('California Proposition 65', PROP65_WARNING, false);
  pdf.closing('Please check the cartons on arrival and tell us at once of anything missing or damaged.');
  return pdf.finish(`Packing list ${shipment.shipmentNo}`);
}

export const commercialInvoiceFileName = (shipmentNo: string) => `Commercial-invoice-${shipmentNo}.pdf`;
export const packingListFileName = (shipmentNo: string) => `Packing-list-${shipmentNo}.pdf`;

/**
 * A shipment to California of goods a current Prop 65 declaration covers carries the warning on its packing list.
 */
async function prop65Warning(db: Reader, data: ShipmentDocument, today: string): Promise<boolean> {
  if (!isCalifornia(data.order.address)) return false;
  const shipped = new Set(data.loaded.lines.map((line) => line.orderItemId));
  const goodsIds = data.items.flatMap((item) => (shipped.has(item.id) && item.goodsId !== null ? [item.goodsId] : []));
  return needsProp65Warning(db, goodsIds, today);
}

/** The two renderers routes/documents.ts serves, with the file store the proof pictures come from. */
export function shipmentDocuments(storage: Storage, now: () => Date = () => new Date()) {
  return {
    'commercial-invoice': async (db: Db, shipmentId: number, member: Member | null, themeName: SiteTheme['name']): Promise<RenderedPdf | null> => {
      const data = await loadDocument(db, shipmentId, member);
      if (!data) return null;
      return { filename: commercialInvoiceFileName(data.loaded.shipment.shipmentNo), pdf: await renderCommercialInvoice(getTheme(themeName), data) };
    },
    'packing-list': async (db: Db, shipmentId: number, member: Member | null, themeName: SiteTheme['name']): Promise<RenderedPdf | null> => {
      const data = await loadDocument(db, shipmentId, member);
      if (!data) return null;
      const [proofs, prop65] = await Promise.all([approvedProofsByLine(db, data.order.id), prop65Warning(db, data, utcDay(now()))]);
      return { filename: packingListFileName(data.loaded.shipment.shipmentNo), pdf: await renderPackingList(getTheme(themeName), storage, data, proofs, prop65) };
    },
  };
}

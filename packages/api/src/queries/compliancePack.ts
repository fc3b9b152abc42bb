import { AWAITING_SHIPMENT_STATUSES, DOCUMENTS, EN1811_LIMITS, endsBeforeShipDay, EN1811_UNIT, getTheme, PROP65_WARNING, RES, type OrderCompliance, type SiteTheme } from '@sw/protocol';
import type { Reader } from '../db/client';
import { utcDay } from '../lib/dailyNumber';
import { ApiError, storedFileMissing } from '../lib/errors';
import type { Member, RecordOwner } from '../lib/member';
import type { Storage } from '../lib/storage/types';
import { zipSize, zipStream, type ZipEntry } from '../lib/zip';
import { currentDocumentsOf, limitOf, mayDownloadReports, nameOf, openReport, reportFileName, reportSize, type DocumentRow } from '../services/compliance';
import { brandedPdf, formatDay } from '../services/documents';
import { loadOrder, loadOrderItems, type OrderItemRow, type OrderRow } from '../services/order';

/**
 * An order's compliance pack, a read across the order and compliance domains (so a query, not a workflow: it writes
 * nothing): the current documents covering each of its lines (read through the order's face), listed on the order
 * page (erp/orderCompliance.do) and downloaded as one ZIP (GET /documents/compliance-pack/<orderId>.zip): an index
 * PDF, then each document's PDF once.
 */

interface PackContents {
  order: OrderRow;
  items: OrderItemRow[];
  byGoods: Map<number, DocumentRow[]>;
}

async function packContents(db: Reader, orderId: number, owner: RecordOwner | undefined, today: string): Promise<PackContents> {
  const order = await loadOrder(db, orderId, owner);
  const items = await loadOrderItems(db, orderId);
  const byGoods = await currentDocumentsOf(db, items.flatMap((item) => (item.goodsId === null ? [] : [item.goodsId])), today);
  return { order, items, byGoods };
}

const docsOf = (contents: PackContents, item: OrderItemRow) => (item.goodsId === null ? [] : (contents.byGoods.get(item.goodsId) ?? []));

/** erp/orderCompliance.do: each line's current documents; another company's order is 20004 (loadOrder); staff (no owner) read any. */
export async function orderCompliance(db: Reader, owner: RecordOwner | undefined, orderId: number, now: Date): Promise<OrderCompliance> {
  const contents = await packContents(db, orderId, owner, utcDay(now));
  // Only an order still waiting to ship has a ship day a document must last until.
  const shipDay = (AWAITING_SHIPMENT_STATUSES as readonly string[]).includes(contents.order.status) ? contents.order.promisedShipDate : null;
  const lines = contents.items.map((item) => ({
    lineId: String(item.id),
    goodsCode: item.goodsCode,
    title: item.title,
    standards: docsOf(contents, item).map((doc) => ({
      standardName: nameOf(doc), reportNo: doc.reportNo, lab: doc.lab, validUntil: doc.validUntil, limit: limitOf(doc), endsBeforeShipDay: endsBeforeShipDay(doc.validUntil, shipDay),
    })),
  }));
  const any = lines.some((line) => line.standards.length > 0);
  return { orderId: String(orderId), lines, packPath: any ? DOCUMENTS.compliancePackZip(String(orderId)) : null, promisedShipDate: shipDay };
}

/** The pack's first file: which document covers which line, the EN 1811 limits and the Prop 65 wording. */
function renderIndex(theme: SiteTheme, contents: PackContents, today: string): Promise<Buffer> {
  const { order } = contents;
  const pdf = brandedPdf(theme, { title: `Compliance pack ${order.orderNo}`, subject: `Compliance documents for order ${order.orderNo}` });
  pdf.title('Compliance pack', `Order ${order.orderNo}`, [['Date', formatDay(today)], ['Order', order.orderNo]]);
  const rows = contents.items.flatMap((item, index) => {
    const docs = docsOf(contents, item);
    if (!docs.length) return [[String(index + 1), `${item.goodsCode} ${item.title}`, 'No current document', '', '', '']];
    return docs.map((doc) => [String(index + 1), `${item.goodsCode} ${item.title}`, nameOf(doc), doc.reportNo, doc.lab, formatDay(doc.validUntil)]);
  });
  pdf.table(
    [{ label: '#', width: 22 }, { label: 'Goods', width: 150 }, { label: 'Standard', width: 70 }, { label: 'Report no.', width: 90 }, { label: 'Lab', width: 80 }, { label: 'Valid until', width: 71 }],
    rows,
  );
  pdf.section('EN 1811 nickel release', `Limits: ${EN1811_LIMITS.skin} ${EN1811_UNIT} for parts in prolonged contact with the skin, ${EN1811_LIMITS.pierced} ${EN1811_UNIT} for parts pierced through the body. Each EN 1811 report in this pack names the limit it was tested against.`, false);
  const all = [...contents.byGoods.values()].flat();
  if (all.some((doc) => doc.standard === 'EN1811')) {
    const limits = [...new Set(all.filter((doc) => doc.standard === 'EN1811').map((doc) => `${doc.reportNo}: ${limitOf(doc)}`))];
    pdf.section('The EN 1811 reports of this order', limits.join('\n'), false);
  }
  if (all.some((doc) => doc.standard === 'PROP65')) pdf.section('California Proposition 65', PROP65_WARNING, false);
  pdf.closing('Each document is the current version on the date above; ask us for any report you need again.');
  return pdf.finish(`Compliance pack ${order.orderNo}`);
}

/** Packs built at once per process: each holds a database read, an index PDF and one open report while its buyer reads. */
export const MAX_PARALLEL_PACKS = 12;
/** The largest pack: the ZIP has no ZIP64 records, and a pack this large is better sent report by report. */
export const MAX_PACK_BYTES = 200 * 1024 * 1024;
const MB = 1024 * 1024;
let building = 0;

/** A place among the packs being built; `release` is safe to call more than once. */
function takePlace(): () => void {
  if (building >= MAX_PARALLEL_PACKS) throw new ApiError(RES.RATE_LIMITED, 'Many compliance packs are being prepared right now. Please try again in a minute.');
  building++;
  let held = true;
  return () => {
    if (held) building--;
    held = false;
  };
}

/** The archive as a web stream that reads on only when its reader asks (one piece at a time), ending with `done`. */
function pulled(pieces: AsyncGenerator<Uint8Array>, done: () => void): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const next = await pieces.next();
          if (next.done) {
            done();
            controller.close();
          } else controller.enqueue(next.value);
        } catch (error) {
          done();
          controller.error(error);
        }
      },
      async cancel() {
        done();
        await pieces.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}

export interface CompliancePack {
  filename: string;
  /** The archive's exact length (Content-Length). */
  size: number;
  body: ReadableStream<Uint8Array>;
}

/**
 * GET /documents/compliance-pack/<orderId>.zip: for staff and the order's company; null for anyone else, an unknown
 * order, or an order none of whose lines a current document covers. Streamed: each report is read from the file
 * store as the buyer takes the bytes. Beyond MAX_PARALLEL_PACKS builds at once, 10009 "try again"; above
 * MAX_PACK_BYTES, 10008 with the pack's size.
 */
export async function compliancePackFor(
  db: Reader,
  storage: Storage,
  orderId: number,
  member: Member | null,
  theme: SiteTheme['name'],
  now: Date,
): Promise<CompliancePack | null> {
  if (!mayDownloadReports(member)) return null;
  const release = takePlace();
  try {
    const pack = await preparePack(db, storage, orderId, member, theme, now);
    if (!pack) {
      release();
      return null;
    }
    return { filename: pack.filename, size: zipSize(pack.entries), body: pulled(zipStream(pack.entries, now), release) };
  } catch (error) {
    release();
    throw error;
  }
}

/** The pack's entries (the index PDF, then each stored report once, sized by the store), checked against the cap. */
async function preparePack(db: Reader, storage: Storage, orderId: number, member: Member, theme: SiteTheme['name'], now: Date) {
  const today = utcDay(now);
  // Another company's order and an unknown one alike: nothing (loadOrder's 20004); any other failure is thrown.
  const contents = await packContents(db, orderId, member.role === 'staff' ? undefined : { companyId: member.companyId! }, today).catch((error: unknown) => {
    if (error instanceof ApiError && error.res === RES.NOT_FOUND) return null;
    throw error;
  });
  if (!contents) return null;
  const docs = new Map<number, DocumentRow>();
  for (const item of contents.items) for (const doc of docsOf(contents, item)) docs.set(doc.id, doc);
  if (!docs.size) return null;
  const index = await renderIndex(getTheme(theme), contents, today);
  const entries: ZipEntry[] = [{ name: `00-Index-${contents.order.orderNo}.pdf`, size: index.length, open: async () => [index] }];
  let n = 1;
  for (const doc of docs.values()) {
    // A report the store lacks refuses the whole pack with the file named: its index lists every report (issue 55).
    const size = await reportSize(storage, doc.fileKey);
    if (size === null) throw storedFileMissing(`The compliance pack of order ${contents.order.orderNo}`, doc.fileKey);
    entries.push({ name: `${String(n++).padStart(2, '0')}-${reportFileName(doc)}`, size, open: () => openReport(storage, doc.fileKey) });
  }
  const size = zipSize(entries);
  if (size > MAX_PACK_BYTES) {
    throw new ApiError(
      RES.PAYLOAD_TOO_LARGE,
      `The compliance pack of order ${contents.order.orderNo} would be ${Math.ceil(size / MB)} MB, more than the ${MAX_PACK_BYTES / MB} MB a pack may hold. Please ask the sales team to send the reports.`,
    );
  }
  return { filename: `Compliance-pack-${contents.order.orderNo}.zip`, entries };
}

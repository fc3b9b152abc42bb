import { DOCUMENTS, EN1811_LIMITS, EN1811_UNIT, getTheme, PROP65_WARNING, RES, type OrderCompliance, type SiteTheme } from '@sw/protocol';
import type { Reader } from '../db/client';
import { utcDay } from '../lib/dailyNumber';
import { ApiError } from '../lib/errors';
import type { Member, RecordOwner } from '../lib/member';
import type { Storage } from '../lib/storage/types';
import { buildZip, type ZipEntry } from '../lib/zip';
import { currentDocumentsOf, limitOf, nameOf, reportBytes, reportFileName, type DocumentRow } from '../services/compliance';
import { brandedPdf, formatDay } from '../services/documents';
import { loadOrder, loadOrderItems, type OrderItemRow, type OrderRow } from '../services/order';

/**
 * An order's compliance pack, across the order and compliance domains: the current documents covering each of its
 * lines (read through the order's face), listed on the order page (erp/orderCompliance.do) and downloaded as one ZIP
 * (GET /documents/compliance-pack/<orderId>.zip): an index PDF, then each document's PDF once.
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
  const lines = contents.items.map((item) => ({
    lineId: String(item.id),
    goodsCode: item.goodsCode,
    title: item.title,
    standards: docsOf(contents, item).map((doc) => ({ standardName: nameOf(doc), reportNo: doc.reportNo, lab: doc.lab, validUntil: doc.validUntil, limit: limitOf(doc) })),
  }));
  const any = lines.some((line) => line.standards.length > 0);
  return { orderId: String(orderId), lines, packPath: any ? DOCUMENTS.compliancePackZip(String(orderId)) : null };
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

/**
 * GET /documents/compliance-pack/<orderId>.zip: for staff and the order's company; null for anyone else, an unknown
 * order, or an order none of whose lines a current document covers.
 */
export async function compliancePackFor(
  db: Reader,
  storage: Storage,
  orderId: number,
  member: Member | null,
  theme: SiteTheme['name'],
  now: Date,
): Promise<{ filename: string; zip: Buffer } | null> {
  if (!member || (member.role !== 'staff' && !member.companyId)) return null;
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
  const entries: ZipEntry[] = [{ name: `00-Index-${contents.order.orderNo}.pdf`, data: await renderIndex(getTheme(theme), contents, today) }];
  let n = 1;
  for (const doc of docs.values()) {
    const data = await reportBytes(storage, doc.fileKey);
    if (data) entries.push({ name: `${String(n++).padStart(2, '0')}-${reportFileName(doc)}`, data });
  }
  return { filename: `Compliance-pack-${contents.order.orderNo}.zip`, zip: buildZip(entries, now) };
}

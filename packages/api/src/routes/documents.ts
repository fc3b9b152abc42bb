import type { Hono } from 'hono';
import type { SiteTheme } from '@sw/protocol';
import { requestTheme } from '../lib/siteTheme';
import type { Member } from '../services/auth';
import type { AppDeps } from '../context';
import { contentDisposition } from '../services/files';
import { proformaPdfFor } from '../queries/proforma';
import { receiptPdfFor } from '../queries/receipt';
import { quotationPdfFor, type RenderedPdf } from '../services/quotation';
import { shipmentDocuments } from '../services/shipment';
import { memberOfRequest } from './files';

const NOT_FOUND_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

type Render = (db: AppDeps['database']['db'], id: number, member: Member, theme: SiteTheme['name']) => Promise<RenderedPdf | null>;

/** Each document kind's renderer: it answers null for an unknown id and for a member who may not read it. */
const DOCUMENT_KINDS: Record<string, Render> = {
  quotation: quotationPdfFor,
  proforma: proformaPdfFor,
  receipt: receiptPdfFor,
};

/**
 * GET /documents/quotation/<quotationId>.pdf and /documents/proforma/<orderId>.pdf: the quotation PDF for its
 * inquiry's buyer and for staff, an order's proforma invoice for its buyer and for staff (and /documents/receipt/<receiptId>.pdf,
 * a payment receipt or refund, for the order's company and for staff); 404 for anyone else, the
 * same as an unknown id. The brand's letterhead follows the host asked (SITE_THEMES).
 */
export function registerDocuments(app: Hono, deps: AppDeps): void {
  // A shipment's commercial invoice and packing list (by shipment id); the packing list draws proofs from the store.
  const kinds: Record<string, Render> = { ...DOCUMENT_KINDS, ...shipmentDocuments(deps.storage, deps.now) };
  app.get('/documents/:kind/:file', async (c) => {
    const render = Object.hasOwn(kinds, c.req.param('kind')) ? kinds[c.req.param('kind')] : undefined;
    const match = render ? /^([1-9][0-9]{0,9})\.pdf$/.exec(c.req.param('file')) : null;
    const member = match ? await memberOfRequest(deps, c) : null;
    const theme = requestTheme((name) => c.req.header(name), deps.config.siteThemes);
    const document = render && match && member ? await render(deps.database.db, Number(match[1]), member, theme) : null;
    if (!document) return c.text('Not found', 404, NOT_FOUND_HEADERS);
    return c.body(new Uint8Array(document.pdf), 200, {
      'content-type': 'application/pdf',
      'content-length': String(document.pdf.length),
      'content-disposition': contentDisposition('attachment', document.filename),
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
      // Per member, never kept by a shared cache; the browser asks again each time.
      'cache-control': 'private, no-cache',
      vary: 'Cookie',
    });
  });
}

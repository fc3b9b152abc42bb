import type { Hono } from 'hono';
import { themeForHost } from '@sw/protocol';
import type { AppDeps } from '../context';
import { contentDisposition } from '../services/files/serve';
import { quotationPdfFor } from '../services/quotation/document';
import { memberOfRequest } from './files';

const NOT_FOUND_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/**
 * GET /documents/quotation/<quotationId>.pdf: the quotation PDF for its inquiry's buyer and for staff; 404 for
 * anyone else, the same as an unknown id. The brand's letterhead follows the host asked (SITE_THEMES).
 */
export function registerDocuments(app: Hono, deps: AppDeps): void {
  app.get('/documents/quotation/:file', async (c) => {
    const match = /^([1-9][0-9]{0,9})\.pdf$/.exec(c.req.param('file'));
    const member = match ? await memberOfRequest(deps, c) : null;
    // The storefront in front names the host the buyer used; called directly, the Host header does.
    const host = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? null;
    const document = match && member ? await quotationPdfFor(deps.database.db, Number(match[1]), member, themeForHost(host, deps.config.siteThemes)) : null;
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

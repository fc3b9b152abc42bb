import { Readable } from 'node:stream';
import type { Hono } from 'hono';
import { compliance, RES } from '@sw/protocol';
import type { AppDeps } from '../context';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { ApiError } from '../lib/errors';
import { companyMember } from '../lib/member';
import { requestTheme } from '../lib/siteTheme';
import { complianceReportFor, saveComplianceDocument, withdrawComplianceDocument } from '../services/compliance';
import { contentDisposition } from '../services/files';
import { libraryWithRenewals } from '../queries/complianceRenewals';
import { compliancePackFor, orderCompliance } from '../queries/compliancePack';
import { memberOfRequest } from './files';

/** Compliance documents: the console's library (staff) and an order's compliance pack (its company). */
export const complianceEndpoints: Endpoint[] = [
  endpoint(compliance.complianceLibrary, ({ db, input, deps }) => libraryWithRenewals(db, input, deps.now())),
  endpoint(compliance.saveComplianceDocument, ({ deps, member, input }) => saveComplianceDocument(deps, member, input)),
  endpoint(compliance.withdrawComplianceDocument, ({ deps, member, input }) => withdrawComplianceDocument(deps, member, input.documentId)),
  // The order's company, and staff (the desk offers the pack with each shipment's documents).
  endpoint(compliance.orderCompliance, ({ db, member, input, deps }) =>
    orderCompliance(db, member.role === 'staff' ? undefined : companyMember(member), input.orderId, deps.now())),
];

/** The pack's refusals as a download answers them: busy (try again, with when) and too large. */
const PACK_REFUSALS: Record<string, { status: 503 | 413; headers: Record<string, string> }> = {
  [RES.RATE_LIMITED]: { status: 503, headers: { 'retry-after': '60' } },
  [RES.PAYLOAD_TOO_LARGE]: { status: 413, headers: {} },
};

const NOT_FOUND_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
const fileHeaders = (type: string, filename: string, length: number) => ({
  'content-type': type,
  'content-length': String(length),
  'content-disposition': contentDisposition('attachment', filename),
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  // Per member, never kept by a shared cache.
  'cache-control': 'private, no-cache',
  vary: 'Cookie',
});

/**
 * GET /documents/compliance-report/<id>.pdf (staff; a signed-in buyer while the document is valid) and
 * GET /documents/compliance-pack/<orderId>.zip (staff and the order's company). 404 for a visitor and for anyone
 * else, the same as an unknown id. Registered before the other documents (routes/documents.ts).
 */
export function registerComplianceDownloads(app: Hono, deps: AppDeps): void {
  app.get('/documents/compliance-report/:file', async (c) => {
    const match = /^([1-9][0-9]{0,9})\.pdf$/.exec(c.req.param('file'));
    const member = match ? await memberOfRequest(deps, c) : null;
    const report = match && member ? await complianceReportFor(deps.database.db, deps.storage, Number(match[1]), member, deps.now()) : null;
    if (!report) return c.text('Not found', 404, NOT_FOUND_HEADERS);
    return c.body(Readable.toWeb(report.body) as ReadableStream<Uint8Array>, 200, fileHeaders('application/pdf', report.filename, report.size));
  });
  app.get('/documents/compliance-pack/:file', async (c) => {
    const match = /^([1-9][0-9]{0,9})\.zip$/.exec(c.req.param('file'));
    const member = match ? await memberOfRequest(deps, c) : null;
    const theme = requestTheme((name) => c.req.header(name), deps.config.siteThemes);
    try {
      const pack = match && member ? await compliancePackFor(deps.database.db, deps.storage, Number(match[1]), member, theme, deps.now()) : null;
      if (!pack) return c.text('Not found', 404, NOT_FOUND_HEADERS);
      const headers = fileHeaders('application/zip', pack.filename, pack.size);
      // A HEAD asks for the headers only: the build gives its place back at once.
      if (c.req.method === 'HEAD') {
        await pack.body.cancel();
        return c.body(null, 200, headers);
      }
      return c.body(pack.body, 200, headers);
    } catch (error) {
      const refusal = error instanceof ApiError ? PACK_REFUSALS[error.res] : undefined;
      if (!refusal) throw error;
      return c.json({ meta: { res: (error as ApiError).res, msg: (error as ApiError).message }, data: null }, refusal.status, { ...NOT_FOUND_HEADERS, ...refusal.headers });
    }
  });
}

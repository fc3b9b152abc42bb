import type { Hono } from 'hono';
import { compliance } from '@sw/protocol';
import type { AppDeps } from '../context';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { companyMember } from '../lib/member';
import { requestTheme } from '../lib/siteTheme';
import { complianceLibrary, complianceReportFor, saveComplianceDocument, withdrawComplianceDocument } from '../services/compliance';
import { contentDisposition } from '../services/files/serve';
import { compliancePackFor, orderCompliance } from '../workflows/compliancePack';
import { memberOfRequest } from './files';

/** Compliance documents: the console's library (staff) and an order's compliance pack (its company). */
export const complianceEndpoints: Endpoint[] = [
  endpoint(compliance.complianceLibrary, ({ db, input, deps }) => complianceLibrary(db, input, deps.now())),
  endpoint(compliance.saveComplianceDocument, ({ deps, member, input }) => saveComplianceDocument(deps, member, input)),
  endpoint(compliance.withdrawComplianceDocument, ({ deps, member, input }) => withdrawComplianceDocument(deps, member, input.documentId)),
  // The order's company, and staff (the desk offers the pack with each shipment's documents).
  endpoint(compliance.orderCompliance, ({ db, member, input, deps }) =>
    orderCompliance(db, member.role === 'staff' ? undefined : companyMember(member), input.orderId, deps.now())),
];

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
    return c.body(new Uint8Array(report.pdf), 200, fileHeaders('application/pdf', report.filename, report.pdf.length));
  });
  app.get('/documents/compliance-pack/:file', async (c) => {
    const match = /^([1-9][0-9]{0,9})\.zip$/.exec(c.req.param('file'));
    const member = match ? await memberOfRequest(deps, c) : null;
    const theme = requestTheme((name) => c.req.header(name), deps.config.siteThemes);
    const pack = match && member ? await compliancePackFor(deps.database.db, deps.storage, Number(match[1]), member, theme, deps.now()) : null;
    if (!pack) return c.text('Not found', 404, NOT_FOUND_HEADERS);
    return c.body(new Uint8Array(pack.zip), 200, fileHeaders('application/zip', pack.filename, pack.zip.length));
  });
}

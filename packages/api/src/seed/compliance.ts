import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { EN1811_UNIT, en1811LimitText, getTheme, PROP65_WARNING, standardName, type ComplianceStandard } from '@sw/protocol';
import type { Db } from '../db/client';
import { complianceDocuments, facets, uploads } from '../db/schema';
import { utcDay } from '../lib/dailyNumber';
import type { Storage } from '../lib/storage/types';
import { brandedPdf } from '../services/documents';

/**
 * The demo library of compliance documents: EN 1811 nickel-release reports for 316L steel (skin contact, and the
 * surgical grade for pierced parts), a REACH SVHC screening of 316L, a Prop 65 declaration, a CPSIA report of a
 * plating that ends soon and an expired REACH report of 304 steel (so the console's expiry filters show something).
 * Each PDF is a small real document made with the PDF kit, stored through the file store like an upload.
 */

interface DemoDocument {
  standard: ComplianceStandard;
  lab: string;
  reportNo: string;
  /** Days from today: issued (negative), valid until. */
  issued: number;
  valid: number;
  material?: string;
  plating?: string;
  pierced?: boolean;
  result?: string;
  findings: string[];
}

const DEMO_DOCUMENTS: DemoDocument[] = [
  {
    standard: 'EN1811', lab: 'SGS Guangzhou', reportNo: 'GZ-EN1811-26-0412', issued: -120, valid: 245, material: '316L Stainless Steel', result: '0.04',
    findings: ['Test method: EN 1811:2011+A1:2015, 1 week in artificial sweat at 30 °C.', `Nickel release: 0.04 ${EN1811_UNIT} (pass).`],
  },
  {
    standard: 'EN1811', lab: 'SGS Guangzhou', reportNo: 'GZ-EN1811-26-0413', issued: -120, valid: 245, material: '316L Surgical Stainless Steel', pierced: true, result: '0.02',
    findings: ['Test method: EN 1811:2011+A1:2015 on post assemblies for pierced ears and body piercing.', `Nickel release: 0.02 ${EN1811_UNIT} (pass).`],
  },
  {
    standard: 'REACH_SVHC', lab: 'Intertek Shenzhen', reportNo: 'SZ-REACH-26-1187', issued: -60, valid: 305, material: '316L Stainless Steel',
    findings: ['Screened against the 247 substances of the ECHA candidate list.', 'No substance of very high concern above 0.1 % (w/w).'],
  },
  {
    standard: 'PROP65', lab: 'Steelora Jewelry compliance desk', reportNo: 'P65-DECL-2026-01', issued: -30, valid: 335, material: '316L Stainless Steel',
    findings: ['Declaration under California Health and Safety Code section 25249.6.', PROP65_WARNING],
  },
  {
    standard: 'CPSIA', lab: 'Bureau Veritas Shanghai', reportNo: 'SH-CPSIA-25-3321', issued: -340, valid: 20, plating: '18K Gold Plated',
    findings: ['Total lead in substrate and coating: below 100 ppm (16 CFR 1500.91).', 'Total cadmium: below 75 ppm (ASTM F2923-20).'],
  },
  {
    standard: 'REACH_SVHC', lab: 'Intertek Shenzhen', reportNo: 'SZ-REACH-24-0954', issued: -500, valid: -135, material: '304 Stainless Steel',
    findings: ['Screened against the 235 substances of the ECHA candidate list of that date.', 'No substance of very high concern above 0.1 % (w/w).'],
  },
];

const dayFrom = (today: Date, days: number) => utcDay(new Date(today.getTime() + days * 86_400_000));

/** A one-page test report or declaration on the letterhead. */
function renderDemoReport(doc: DemoDocument, covers: string, issuedOn: string, validUntil: string): Promise<Buffer> {
  const name = standardName(doc.standard, null);
  const pdf = brandedPdf(getTheme('default'), { title: `${name} ${doc.reportNo}`, subject: `${name} report for ${covers}` });
  pdf.title(doc.standard === 'PROP65' ? 'Declaration' : 'Test report', `${name} · ${doc.reportNo}`, [['Lab', doc.lab], ['Issued', issuedOn], ['Valid until', validUntil]]);
  pdf.section('Sample', covers, false);
  pdf.section('Findings', [...doc.findings, ...(doc.standard === 'EN1811' ? [`EN 1811 ${en1811LimitText(Boolean(doc.pierced))}.`] : [])].join('\n'), false);
  pdf.closing('This demo document stands in for the lab\'s signed report.');
  return pdf.finish(`${name} ${doc.reportNo}`);
}

/** Seeds the demo library once (nothing when it holds documents already). */
export async function seedComplianceDocuments(db: Db, storage: Storage, now = new Date()): Promise<number> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(complianceDocuments);
  if ((existing?.n ?? 0) > 0) return 0;
  let made = 0;
  for (const doc of DEMO_DOCUMENTS) {
    const plating = doc.plating ? (await db.select({ id: facets.id }).from(facets).where(eq(facets.name, doc.plating)).limit(1))[0] : undefined;
    if (doc.plating && !plating) continue;
    const issuedOn = dayFrom(now, doc.issued);
    const validUntil = dayFrom(now, doc.valid);
    const covers = doc.material ?? `${doc.plating} (plating)`;
    const pdf = await renderDemoReport(doc, covers, issuedOn, validUntil);
    const key = `compliance/${doc.reportNo.toLowerCase()}-${randomBytes(4).toString('hex')}.pdf`;
    const fileName = `${doc.reportNo}.pdf`;
    await storage.put(key, new Uint8Array(pdf), { contentType: 'application/pdf' });
    await db.transaction(async (tx) => {
      await tx.insert(uploads).values({ memberId: null, key, name: fileName, size: pdf.length, contentType: 'application/pdf' });
      await tx.insert(complianceDocuments).values({
        standard: doc.standard, lab: doc.lab, reportNo: doc.reportNo, issuedOn, validUntil,
        scope: doc.material ? 'material' : 'plating', material: doc.material ?? null, platingId: plating?.id ?? null,
        pierced: Boolean(doc.pierced), result: doc.result ?? null, fileKey: key, fileName,
      });
    });
    made++;
  }
  return made;
}

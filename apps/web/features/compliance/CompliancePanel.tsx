'use client';
import { dateText } from '@/lib/format';
import { Panel } from '@/ui/Panel';
import { DocumentButton } from '@/ui/DocumentButton';
import { downloadPack, useOrderCompliance } from './api';
import { ShipDayNotice } from './ShipDayNotice';

/** The one download of the order's compliance documents (the order page's panel and each shipment's documents). */
export function CompliancePackButton({ orderId, orderNo, compact = false, testId = 'compliance-pack' }: { orderId: string; orderNo: string; compact?: boolean; testId?: string }) {
  const pack = useOrderCompliance(orderId);
  if (!pack?.packPath) return null;
  return <DocumentButton url={pack.packPath} name={`Compliance pack ${orderNo}.zip`} label="Compliance pack" testId={testId} compact={compact} save={downloadPack} />;
}

/**
 * The order's compliance documents: each line's current test reports and declarations (standard, report number, lab,
 * validity and the EN 1811 limit), and the pack with all of them. Nothing when no line is covered.
 */
export function CompliancePanel({ orderId, orderNo }: { orderId: string; orderNo: string }) {
  const pack = useOrderCompliance(orderId);
  if (!pack?.packPath) return null;
  const covered = pack.lines.filter((line) => line.standards.length > 0);
  return (
    <Panel title="Compliance documents" testId="order-compliance" aside={<DocumentButton url={pack.packPath} name={`Compliance pack ${orderNo}.zip`} label="Compliance pack" testId="compliance-pack" compact save={downloadPack} />}>
      <div className="mb-3 empty:hidden"><ShipDayNotice pack={pack} side="buyer" /></div>
      <ul className="divide-y divide-line">
        {covered.map((line) => (
          <li key={line.lineId} className="py-3 first:pt-0 last:pb-0" data-testid="compliance-line">
            <p className="text-[14px] font-medium text-ink">
              <span className="mr-2 text-[12px] tabular-nums tracking-wide text-ink-muted">{line.goodsCode}</span>
              {line.title}
            </p>
            <ul className="mt-1.5 space-y-1">
              {line.standards.map((standard) => (
                <li key={`${standard.standardName}-${standard.reportNo}`} className="text-[13px] text-ink-muted">
                  <span className="font-medium text-ink">{standard.standardName}</span> · report {standard.reportNo} by {standard.lab} · valid until {dateText(standard.validUntil)}
                  {standard.endsBeforeShipDay ? <span className="font-medium text-amber-800" data-testid="compliance-ends-before-ship-day"> · ends before the ship day</span> : null}
                  {standard.limit ? <span className="block">{standard.limit}</span> : null}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {covered.length < pack.lines.length ? (
        <p className="mt-3 border-t border-line pt-3 text-[13px] text-ink-muted">The other lines carry no current document yet; ask the sales team if you need one.</p>
      ) : null}
    </Panel>
  );
}

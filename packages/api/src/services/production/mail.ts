import { PRODUCTION_MILESTONE_LABEL, type Inspection, type ProductionMilestone } from '@sw/protocol';
import { lines } from '../mail';
import { orderLink } from '../order';

/** The buyer's email about a production update: the milestone, the note, the inspection, and the way to the photos. */
export function productionUpdateMail(about: {
  brand: string;
  publicUrl: string;
  orderId: number;
  orderNo: string;
  milestone: ProductionMilestone;
  note: string | null;
  inspection: Inspection | null;
  files: number;
  promisedShipDate: string | null;
}) {
  const milestone = PRODUCTION_MILESTONE_LABEL[about.milestone];
  const inspection = about.inspection;
  return {
    subject: `${about.brand}: ${milestone.toLowerCase()} for your order ${about.orderNo}`,
    text: lines(
      'Hello,',
      '',
      `A production update on your order ${about.orderNo}: ${milestone}.`,
      about.note ? `\n${about.note}\n` : null,
      inspection
        ? `Inspection: ${inspection.result === 'pass' ? 'PASSED' : 'FAILED'}, ${inspection.defects} defective of ${inspection.sampleSize} pieces sampled.`
        : null,
      about.files ? `${about.files} photo${about.files === 1 ? '' : 's'} or video${about.files === 1 ? '' : 's'} on the order page.` : null,
      about.promisedShipDate ? `Promised ship date: ${about.promisedShipDate}.` : null,
      '',
      `See the production timeline: ${orderLink(about.publicUrl, about.orderId)}`,
      '',
      `The ${about.brand} sales team`,
    ),
  };
}

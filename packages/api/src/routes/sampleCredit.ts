import { sampleCredit } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { companyMember } from '../lib/member';
import { sampleConversion } from '../queries/sampleConversion';
import { sampleCreditPreview } from '../queries/sampleCredit';

/** Sample credit (the place-order screen's preview) and the console's conversion page (services/samples/). */
export const sampleCreditEndpoints: Endpoint[] = [
  endpoint(sampleCredit.sampleCreditPreview, ({ db, deps, member, input }) => sampleCreditPreview(db, companyMember(member), input.inquiryId, deps.now())),
  endpoint(sampleCredit.sampleConversion, ({ db, deps, input }) => sampleConversion(db, input, deps.now())),
];

import { negotiation } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { setLineRequest } from '../services/inquiry';
import { answerLineAsBuyer, buyerNegotiation, placeAcceptedLines, saveLineAnswersAsStaff, staffNegotiation } from '../workflows/negotiation';

/** Line-level negotiation: the buyer's side (inquiryOrder/, the company's inquiries) and the desk's (staff/). */
export const negotiationEndpoints: Endpoint[] = [
  endpoint(negotiation.negotiation, ({ deps, member, input }) => buyerNegotiation(deps, member, input)),
  endpoint(negotiation.lineRequest, ({ deps, member, input }) => setLineRequest(deps, member, input)),
  endpoint(negotiation.answerLine, ({ deps, member, input }) => answerLineAsBuyer(deps, member, input)),
  endpoint(negotiation.placeAcceptedLines, ({ deps, member, input }) => placeAcceptedLines(deps, member, input)),
  endpoint(negotiation.staffNegotiation, ({ deps, input }) => staffNegotiation(deps, input)),
  endpoint(negotiation.saveLineAnswers, ({ deps, member, input }) => saveLineAnswersAsStaff(deps, member, input)),
];

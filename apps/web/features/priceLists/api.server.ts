import { company } from '@sw/protocol';
import { memberCall } from '@/lib/backend/call.server';

/** The signed-in buyer's company's price agreements, for the Company page (only the caller's own company answers). */
export function loadPriceAgreements() {
  return memberCall(company.priceAgreements);
}

import { tradeTerms } from '@sw/protocol';
import { requireStaff } from '@/lib/staff.server';
import { memberCall } from '@/lib/backend/call.server';

/** The console's rates page: the duty-rate and exchange-rate tables. */
export async function loadRates() {
  await requireStaff();
  return Promise.all([memberCall(tradeTerms.dutyRates, {}), memberCall(tradeTerms.exchangeRates, {})]);
}

import { account, contact } from '@sw/protocol';
import { memberCall, publicCall } from '@/lib/backend/call.server';

/** My Account's data: the member's own information (a member call) and the countries of the form. */
export function loadAccount() {
  return Promise.all([memberCall(account.viewInformation), publicCall(contact.countryList)]);
}

import { account, company } from '@sw/protocol';
import { memberCall, memberCredentials, publicCall } from '@/lib/backend/call.server';

/** The signed-in member's company, people and (for admins) invitations, for the Company page. */
export function loadCompanyView() {
  return memberCall(company.companyView);
}

/** What an invitation link is (anyone may ask), and the signed-in member's email when there is one. */
export async function loadInvitation(token: string) {
  const signedIn = Boolean((await memberCredentials()).token);
  const [info, me] = await Promise.all([
    publicCall(company.invitationInfo, { token }),
    signedIn ? memberCall(account.viewInformation) : Promise.resolve(null),
  ]);
  return { info, email: me?.ok ? me.data.email : null, isStaff: me?.ok ? me.data.isStaff : false };
}

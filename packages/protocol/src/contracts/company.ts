import { API } from '../paths';
import { answer, contract } from '../contract';
import {
  acceptInvitationSchema, changeColleagueRoleSchema, companySettingsSchema, invitationTokenSchema, inviteColleagueSchema,
  removeColleagueSchema, revokeInvitationSchema,
} from '../schemas/company';
import type { Colleague, CompanySettings, CompanyView, AcceptedInvitation, InvitationInfo, PendingInvitation } from '../types/company';
import { noInput } from './noInput';
import { askTradeDefaultSchema } from '../schemas/tradeTerms';
import type { CompanyPriceAgreement } from '../types/priceLists';

/** Company accounts: colleagues, invitations and the company's settings (docs/protocol.md, Company accounts). */

/** Every colleague reads the company and its people; only admins see its open invitations. */
export const companyView = contract({
  path: API.company.companyView, access: 'member', role: 'viewer', input: noInput, answer: answer<CompanyView>(),
});

/** Mails a link that works 7 days, once; the same address invited again gets a new link and the old one stops. */
export const inviteColleague = contract({
  path: API.company.inviteColleague, access: 'member', role: 'admin', input: inviteColleagueSchema, answer: answer<PendingInvitation>(),
});

export const revokeInvitation = contract({
  path: API.company.revokeInvitation, access: 'member', role: 'admin', input: revokeInvitationSchema, answer: answer<{ invitationId: number }>(),
});

/** What the join page shows, for anyone holding the link (unknown token: 20004). */
export const invitationInfo = contract({
  path: API.company.invitationInfo, access: 'public', input: invitationTokenSchema, answer: answer<InvitationInfo>(),
});

/** Any signed-in buyer may call it (the invitation decides): they move, with their own records, into the company. */
export const acceptInvitation = contract({
  path: API.company.acceptInvitation, access: 'member', role: 'viewer', input: acceptInvitationSchema, answer: answer<AcceptedInvitation>(),
});

export const changeColleagueRole = contract({
  path: API.company.changeColleagueRole, access: 'member', role: 'admin', input: changeColleagueRoleSchema, answer: answer<Colleague>(),
});

/** The removed colleague's sessions end at once; their records stay with the company. */
export const removeColleague = contract({
  path: API.company.removeColleague, access: 'member', role: 'admin', input: removeColleagueSchema, answer: answer<{ memId: string }>(),
});

export const companySettings = contract({
  path: API.company.companySettings, access: 'member', role: 'admin', input: companySettingsSchema, answer: answer<CompanySettings>(),
});

/** An admin asks the sales desk to change the default Incoterm new quotations start from: mailed to the desk, which sets it on the console. */
export const askTradeDefault = contract({
  path: API.company.askTradeDefault, access: 'member', role: 'admin', input: askTradeDefaultSchema, answer: answer<{ sent: true }>(),
});

/** The company's price agreements (issue 51): every colleague reads them (a viewer too); only the sales desk changes them. */
export const priceAgreements = contract({
  path: API.company.priceAgreements, access: 'member', role: 'viewer', input: noInput, answer: answer<CompanyPriceAgreement[]>(),
});

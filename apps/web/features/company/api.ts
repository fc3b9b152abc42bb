'use client';
import { acting, company, type CompanyRole, type InputOf } from '@sw/protocol';
import { call } from '@/lib/backend/call';

/** The Company page's and the join page's calls. */

export const loadCompany = () => call(company.companyView);
export const inviteColleague = (email: string, role: CompanyRole) => call(company.inviteColleague, { email, role });
export const revokeInvitation = (invitationId: number) => call(company.revokeInvitation, { invitationId });
export const changeRole = (memId: string, role: CompanyRole) => call(company.changeColleagueRole, { memId, role });
export const removeColleague = (memId: string) => call(company.removeColleague, { memId });
export const saveSettings = (input: InputOf<typeof company.companySettings>) => call(company.companySettings, input);
export const acceptInvitation = (token: string) => call(company.acceptInvitation, { token, confirm: true });
export const askTradeDefault = (input: InputOf<typeof company.askTradeDefault>) => call(company.askTradeDefault, input);

// Acting for a buyer: the company's consents and "Done on your behalf" log, a standing grant, a one-off code.
export const loadActing = () => call(acting.actingConsents);
export const grantActing = (staffId: string, days: 30 | 90) => call(acting.grantActingConsent, { staffId, days });
export const revokeActing = (consentId: number) => call(acting.revokeActingConsent, { consentId });
export const showActingCode = () => call(acting.actingSessionCode);

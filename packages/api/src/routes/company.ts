import { company } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { companyMember } from '../lib/member';
import { companyView, invitationInfo, inviteColleague, revokeInvitation } from '../services/company';
import { askTradeDefaultChange } from '../services/tradeTerms';
import { changeColleagueRole, removeColleague, saveCompanySettings } from '../workflows/companyPeople';
import { joinCompany } from '../workflows/joinCompany';
import { companyPriceAgreements } from '../queries/priceListDesk';
import { utcDay } from '../lib/dailyNumber';

/** Company accounts: colleagues, invitations and settings; the contract's role is checked before each handler. */
export const companyEndpoints: Endpoint[] = [
  endpoint(company.companyView, ({ db, member, deps }) => companyView(db, companyMember(member), deps.now())),
  endpoint(company.inviteColleague, ({ db, member, input, deps, ip, theme }) =>
    inviteColleague({ deps, theme, limit: { db, log: deps.log, ip, now: deps.now(), memberId: member.id } }, companyMember(member), input)),
  endpoint(company.revokeInvitation, ({ member, input, deps }) => revokeInvitation(deps, companyMember(member), input.invitationId)),
  endpoint(company.invitationInfo, ({ db, input, deps }) => invitationInfo(db, input.token, deps.now())),
  endpoint(company.acceptInvitation, ({ member, input, deps }) => joinCompany(deps, member, input.token)),
  endpoint(company.changeColleagueRole, ({ member, input, deps }) => changeColleagueRole(deps, companyMember(member), input.memId, input.role)),
  endpoint(company.removeColleague, ({ member, input, deps, theme }) => removeColleague(deps, companyMember(member), input.memId, theme)),
  endpoint(company.companySettings, ({ db, member, input }) => saveCompanySettings(db, companyMember(member), input)),
  endpoint(company.askTradeDefault, ({ member, input, deps, ip, theme }) =>
    askTradeDefaultChange(deps, member, input, { theme, limit: { db: deps.database.db, log: deps.log, ip, now: deps.now(), memberId: member.id } })),
  // Only the caller's own company: the id comes from the session, never from the input.
  endpoint(company.priceAgreements, ({ db, member, deps }) => companyPriceAgreements(db, companyMember(member).companyId, utcDay(deps.now()))),
];

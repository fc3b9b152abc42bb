export { acceptInvitation } from './accept';
export { changeColleagueRole, companyView, removeColleague, saveCompanySettings } from './colleagues';
export { createBuyer, createCompany } from './create';
export { invitationInfo, inviteColleague, revokeInvitation } from './invitations';

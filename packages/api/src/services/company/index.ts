export { acceptInvitation, closeOldCompany, type Joining } from './accept';
export { checkRemoval, checkRoleChange, colleagueRemoved, companySettingsOf, companyView, roleChanged } from './colleagues';
export { invitationInfo, inviteColleague, revokeInvitation } from './invitations';

// What other domains use of this domain's other files (its face, docs/architecture.md).
export { companyAdmins, mailCompany } from './recipients';

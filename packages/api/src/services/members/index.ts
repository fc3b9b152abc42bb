/**
 * The members domain's face (docs/architecture.md, The back-end's layers): the staff's checks on an account
 * (directory.ts: disabling; netTerms.ts: net terms). The accounts' staff reads moved to their owner, auth (issue 50);
 * their names stay here for the queries that use them.
 */
export { checkMemberDisabled, type MemberToChange } from './directory';
export { checkMemberNetTerms } from './netTerms';
export { documentBuyerOf, memberIdsWhere, memberSearch, staffBuyersOf } from '../auth';
export { checkAccountManager, checkStaffRoles } from './staffRoles';

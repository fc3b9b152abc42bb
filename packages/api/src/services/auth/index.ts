/**
 * The face of the auth domain: what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
export { checkRegistration, loginOrRegister, type RequestMeta } from './accounts';
export { createCompany } from './buyerAccount';
export { checkCode, consumeCode, pruneCodes, sendConfirmCode, sendResetCode } from './codes';
export { endOpenSessions, type Member, resolveSession, revokeAllSessions, revokeSession } from './sessions';
export { createStaffAccount, writeAccountManager, writeStaffRoles } from './staffAccounts';
export {
  type CompanyInformationFields, confirmMemberEmail, deleteCompany, lockAccessFlag, placeMemberInCompany, saveCompanyInformation,
  setAccessFlag, setAccountDisabled, setCompanyRole, setCompanySettings, setNetTerms,
} from './writes';
export {
  documentBuyerOf, listMembers, loadMember, memberFactColumns, memberFactsOf, memberIdsWhere, memberSearch, staffBuyersOf, toMemberFacts, toMemberSummary, withCompany,
} from './memberFacts';
export {
  accountInformation, accountManagerOfBuyer, colleagueCounts, type CompanyRow, companyMembers, findCompany, findMember, findMemberByEmail, type MemberRow, memberNames, sessionIsLive, staffAccounts, staffHolding,
} from './memberReads';
export { activeMemberById, lockMemberRow, memberWithCompany, staffAmong } from './reads';
export { companyCountryOf, companyNameOf, companyRoleOf, emailsOf, lockCompany, personOf } from './people';
export { EMAIL_SUFFIXES } from './emailSuffixes';
export { changePassword, resetPassword } from './passwordChange';
export {
  ACTING_END_TEXT, type ActingBuyer, type ActingEnd, actingBuyerByEmail, actingMember, actingNowOf, actingOverview, actingSummaryText, beginActing,
  endActingOnConsent, endActingSession, grantStandingConsent, issueActingCode, recordActingEvent, revokeConsentRow, takeActingConsent, touchActing, verifyActingCode,
} from './acting';

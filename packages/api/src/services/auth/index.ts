/**
 * The face of the auth domain: what other domains, workflows/ and queries/ may use of it (docs/architecture.md,
 * The back-end's layers). Its other files are its own.
 */
export { type RequestMeta } from './accounts';
export { createCompany } from './buyerAccount';
export { checkCode, consumeCode, pruneCodes } from './codes';
export { endOpenSessions, resolveSession, revokeAllSessions } from './sessions';
export { createStaffAccount } from './staffAccounts';
export {
  type CompanyInformationFields, confirmMemberEmail, deleteCompany, lockAccessFlag, placeMemberInCompany, saveCompanyInformation,
  setAccessFlag, setAccountDisabled, setCompanyRole, setCompanySettings, setNetTerms,
} from './writes';
export { companyCountryOf, companyNameOf, companyRoleOf, documentBuyerOf, emailsOf, lockCompany, personOf } from './people';

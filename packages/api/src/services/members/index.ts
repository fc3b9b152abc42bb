/** The members domain's face (docs/architecture.md, The back-end's layers): the members' facts, search and lists, the
 * staff's member view and changes, in directory.ts.
 */
export {
  memberFactColumns, withCompany, toMemberFacts, memberSearch, memberIdsWhere, staffBuyersOf, documentBuyerOf,
  toRequestFacts, toMemberSummary, listMembers, memberView, setMemberDisabled, addStaff,
} from './directory';
export { companyView, listCompanies } from './companies';
export { setMemberNetTerms } from './netTerms';

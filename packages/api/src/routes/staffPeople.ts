import { staffPeople } from '@sw/protocol';
import { endpoint, type Endpoint } from '../lib/endpoint';
import { listAccessRequests } from '../services/access';
import { auditTrail } from '../services/audit';
import { listLeads } from '../services/contact';
import { companyView, listCompanies, memberView, staffTeam } from '../queries/staffPeople';
import { listMembers } from '../services/auth';
import { decideAccess } from '../workflows/decideAccess';
import { handleLead } from '../workflows/handleLead';
import { addStaff, setMemberDisabled } from '../workflows/memberAccounts';
import { assignAccountManager, setStaffRoles } from '../workflows/staffRoles';

/** The console's people part (staff/): staff sessions only (the app refuses a buyer and a visitor). */
export const staffPeopleEndpoints: Endpoint[] = [
  endpoint(staffPeople.accessRequests, ({ db, input }) => listAccessRequests(db, input)),
  endpoint(staffPeople.decideAccess, ({ deps, member, input }) => decideAccess(deps, member, input)),
  endpoint(staffPeople.leads, ({ db, input }) => listLeads(db, input)),
  endpoint(staffPeople.handleLead, ({ deps, member, input }) => handleLead(deps, member, input)),
  endpoint(staffPeople.members, ({ db, input }) => listMembers(db, input)),
  endpoint(staffPeople.memberView, ({ db, deps, input }) => memberView(db, input.memberId, deps.now())),
  endpoint(staffPeople.setMemberDisabled, ({ deps, member, input }) => setMemberDisabled(deps, member, input)),
  endpoint(staffPeople.addStaff, ({ deps, member, input }) => addStaff(deps, member, input)),
  endpoint(staffPeople.auditTrail, ({ db, input }) => auditTrail(db, input)),
  endpoint(staffPeople.companies, ({ db, input }) => listCompanies(db, input)),
  endpoint(staffPeople.companyView, ({ db, input }) => companyView(db, input.companyId)),
  endpoint(staffPeople.setStaffRoles, ({ deps, member, input }) => setStaffRoles(deps, member, input)),
  endpoint(staffPeople.staffTeam, ({ db }) => staffTeam(db)),
  endpoint(staffPeople.assignAccountManager, ({ deps, member, input }) => assignAccountManager(deps, member, input)),
];

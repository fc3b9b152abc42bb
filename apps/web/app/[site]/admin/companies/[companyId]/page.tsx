import { errorMessage, staffPeople, staffRolesAllow } from '@sw/protocol';
import { requireStaff, staffMetadata } from '@/features/staff/api.server';
import { loadCompany, loadStaffTeam } from '@/features/staff/people/api.server';
import { CompanyDetail } from '@/features/staff/people/CompanyDetail';

export const generateMetadata = staffMetadata('Company');

export default async function CompanyPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  const [staff, result, team] = await Promise.all([requireStaff(), loadCompany(decodeURIComponent(companyId)), loadStaffTeam()]);
  return (
    <CompanyDetail
      view={result.ok ? result.data : null}
      failure={result.ok ? null : errorMessage(result)}
      team={team.ok ? team.data : []}
      mayAssign={staffRolesAllow(staff.staffRoles, staffPeople.assignAccountManager.staffRoles!)}
    />
  );
}

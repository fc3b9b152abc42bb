import { errorMessage, staffPeople, staffRolesAllow } from '@sw/protocol';
import { requireStaff, staffMetadata } from '@/features/staff/api.server';
import { loadCompany, loadStaffTeam } from '@/features/staff/people/api.server';
import { companyName } from '@/features/staff/people/Companies';
import { CompanyDetail } from '@/features/staff/people/CompanyDetail';
import { CompanyTradeDefault } from '@/features/tradeTerms/desk/CompanyTradeDefault';

export const generateMetadata = staffMetadata('Company');

export default async function CompanyPage({ params }: { params: Promise<{ companyId: string }> }) {
  const { companyId } = await params;
  const [staff, result, team] = await Promise.all([requireStaff(), loadCompany(decodeURIComponent(companyId)), loadStaffTeam()]);
  const view = result.ok ? result.data : null;
  return (
    <CompanyDetail
      view={view}
      failure={result.ok ? null : errorMessage(result)}
      tradeDefault={view ? <CompanyTradeDefault companyId={view.companyId} name={companyName(view)} saved={view.tradeDefault} /> : null}
      team={team.ok ? team.data : []}
      mayAssign={staffRolesAllow(staff.staffRoles, staffPeople.assignAccountManager.staffRoles!)}
    />
  );
}

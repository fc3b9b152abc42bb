import { errorMessage, staffPeople, staffRolesAllow } from '@sw/protocol';
import { requireStaff, staffMetadata } from '@/features/staff/api.server';
import { loadMember } from '@/features/staff/people/api.server';
import { MemberDetail } from '@/features/staff/people/MemberDetail';

export const generateMetadata = staffMetadata('Member');

export default async function MemberPage({ params }: { params: Promise<{ memberId: string }> }) {
  const { memberId } = await params;
  const [staff, result] = await Promise.all([requireStaff(), loadMember(decodeURIComponent(memberId))]);
  return (
    <MemberDetail
      view={result.ok ? result.data : null}
      failure={result.ok ? null : errorMessage(result)}
      self={staff.memId === memberId}
      mayEditRoles={staffRolesAllow(staff.staffRoles, staffPeople.setStaffRoles.staffRoles!)}
    />
  );
}

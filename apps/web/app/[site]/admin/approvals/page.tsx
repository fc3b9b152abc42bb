import { errorMessage } from '@sw/protocol';
import { loadApprovalQueue } from '@/features/inquiry/desk/api.server';
import { ApprovalQueue } from '@/features/inquiry/desk/ApprovalQueue';
import { staffMetadata } from '@/lib/staff.server';

export const generateMetadata = staffMetadata('Approvals');

export default async function ApprovalsPage() {
  const result = await loadApprovalQueue();
  return <ApprovalQueue rows={result.ok ? result.data : null} failure={result.ok ? null : errorMessage(result)} />;
}

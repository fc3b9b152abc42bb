import { staffMetadata, requireStaff } from '@/features/staff/api.server';
import { StartActing } from '@/features/acting/desk/StartActing';

export const generateMetadata = staffMetadata('Act for a buyer');

export default async function ActingPage() {
  await requireStaff();
  return <StartActing />;
}

import { IntegrationPage } from '@/features/integration/IntegrationPage';
import { staffMetadata } from '@/lib/staff.server';

export const generateMetadata = staffMetadata('Integration');

/** The manufacturer's webhooks (staff sessions only, like every console page). */
export default function StaffIntegrationPage() {
  return <IntegrationPage side="staff" />;
}

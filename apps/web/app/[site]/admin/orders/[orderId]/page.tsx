import { errorMessage } from '@sw/protocol';
import { loadStaffOrder } from '@/features/orders/desk/api.server';
import { DeskPackPath, DeskShipDayNotice } from '@/features/compliance/ShipDayNotice';
import { StaffOrderDetail } from '@/features/orders/desk/StaffOrderDetail';
import { staffMetadata } from '@/lib/staff.server';
import { Alert } from '@/ui/form';

export const generateMetadata = staffMetadata('Order');

export default async function StaffOrderPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const { result, techniqueNames } = await loadStaffOrder(decodeURIComponent(orderId));
  if (!result.ok) return <Alert message={errorMessage(result)} testId="order-error" />;
  // The compliance pieces are the compliance domain's own (client components, passed as references).
  return <StaffOrderDetail view={result.data} techniqueNames={techniqueNames} parts={{ ShipDayNotice: DeskShipDayNotice, PackPath: DeskPackPath }} />;
}

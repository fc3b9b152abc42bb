import { errorMessage, staffPriceLists, staffRolesAllow } from '@sw/protocol';
import { requireStaff, staffMetadata } from '@/features/staff/api.server';
import { loadPriceListIndex } from '@/features/priceLists/desk/api.server';
import { PriceListsScreen } from '@/features/priceLists/desk/PriceListsScreen';
import { Alert } from '@/ui/form';

export const generateMetadata = staffMetadata('Price lists');

export default async function PriceListsPage() {
  const [staff, lists] = await Promise.all([requireStaff(), loadPriceListIndex()]);
  if (!lists.ok) return <Alert message={errorMessage(lists)} />;
  return <PriceListsScreen lists={lists.data} mayChange={staffRolesAllow(staff.staffRoles, staffPriceLists.savePriceList.staffRoles!)} />;
}

import { notFound } from 'next/navigation';
import { errorMessage, staffPriceLists, staffRolesAllow } from '@sw/protocol';
import { requireStaff, staffMetadata } from '@/features/staff/api.server';
import { loadPriceListEditor } from '@/features/priceLists/desk/api.server';
import { PriceListEditor } from '@/features/priceLists/desk/PriceListEditor';
import { notFoundWhenMissing } from '@/lib/staff.server';
import { Alert } from '@/ui/form';

export const generateMetadata = staffMetadata('Price list');

export default async function PriceListPage({ params }: { params: Promise<{ listId: string }> }) {
  const { listId } = await params;
  if (!/^\d{1,9}$/.test(listId)) notFound();
  const [staff, { list, categories }] = await Promise.all([requireStaff(), loadPriceListEditor(Number(listId))]);
  const result = notFoundWhenMissing(list);
  if (!result.ok) return <Alert message={errorMessage(result)} />;
  return <PriceListEditor initial={result.data} categories={categories} mayChange={staffRolesAllow(staff.staffRoles, staffPriceLists.savePriceList.staffRoles!)} />;
}

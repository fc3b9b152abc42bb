import { staffMetadata } from '@/features/staff/api.server';
import { loadAskedCompany } from '@/features/priceLists/desk/api.server';
import { PriceCalculationScreen } from '@/features/priceLists/desk/PriceCalculationScreen';

export const generateMetadata = staffMetadata('Price calculation details');

export default async function PriceCalculationPage({ searchParams }: { searchParams: Promise<{ companyId?: string }> }) {
  const { companyId } = await searchParams;
  return <PriceCalculationScreen company={await loadAskedCompany(companyId)} />;
}

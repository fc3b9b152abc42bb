import type { Metadata } from 'next';
import { IntegrationPage } from '@/features/integration/IntegrationPage';

export const metadata: Metadata = { title: 'Integration', robots: { index: false } };

/** The company admin's webhooks (the back-end refuses anyone else); reached from the Company page. */
export default function CompanyIntegrationRoute() {
  return <IntegrationPage side="company" />;
}

import type { SiteTheme } from '@/lib/site';
import type { BrandFacts } from './types';

/** The brand details the informational texts mention. */
export function brandFacts(theme: SiteTheme): BrandFacts {
  const office = theme.contact.offices[0];
  return {
    brand: theme.brand,
    legalName: theme.legalName,
    email: theme.contact.email,
    phone: theme.contact.phones[0] ?? '',
    office: office ? office.address : '',
  };
}

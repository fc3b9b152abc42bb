import type { MetadataRoute } from 'next';
import { requestOrigin } from '@/features/catalog/siteOrigin.server';

/** Catalogue pages are open to search engines; member areas and back-end paths are not. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await requestOrigin();
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/iap-api/', '/iap-mapi/', '/inquiry/', '/orders/', '/myAccount', '/goods/customization/', '/admin', '/logs', '/success', '/company'],
    },
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}

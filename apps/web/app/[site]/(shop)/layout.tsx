import type { ReactNode } from 'react';
import { SiteShell } from '@/features/layout/SiteShell';
import { getTheme } from '@/lib/site';

/** The storefront's pages: the site's header, footer and the browser-side hosts (sign-in, toasts …) around each. */
export default async function ShopLayout({ children, params }: { children: ReactNode; params: Promise<{ site: string }> }) {
  return <SiteShell theme={getTheme((await params).site)}>{children}</SiteShell>;
}

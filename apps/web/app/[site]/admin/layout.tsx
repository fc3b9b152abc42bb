import type { ReactNode } from 'react';
import { displayNick } from '@sw/protocol';
import { BrowserHosts, PageProgress } from '@/features/layout/BrowserHosts';
import { SiteShell } from '@/features/layout/SiteShell';
import { currentStaff } from '@/features/staff/api.server';
import { ConsoleLayout } from '@/features/staff/ConsoleLayout';
import { getTheme } from '@/lib/site';

export const dynamic = 'force-dynamic';

/**
 * The staff console, in its own frame (not the storefront's header and footer). Anyone but staff gets the
 * storefront's frame instead, and every console page calls `requireStaff()` (its loaders do), whose 404 is then
 * drawn by `not-found.tsx` inside that frame: the site's own 404 page, with nothing of the console in it. (The
 * 404 cannot be thrown here: this layout's own 404 would reach a boundary above it, with no theme to draw the
 * shop's frame.) The browser-side hosts the console's screens use are the shop shell's own (BrowserHosts).
 */
export default async function AdminLayout({ children, params }: { children: ReactNode; params: Promise<{ site: string }> }) {
  const staff = await currentStaff();
  if (!staff) return <SiteShell theme={getTheme((await params).site)}>{children}</SiteShell>;
  return (
    <>
      <PageProgress />
      <ConsoleLayout staffName={displayNick(staff.nick) || staff.email} staffRoles={staff.staffRoles}>{children}</ConsoleLayout>
      <BrowserHosts />
    </>
  );
}

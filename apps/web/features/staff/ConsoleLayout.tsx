import Link from 'next/link';
import type { ReactNode } from 'react';
import type { StaffRole } from '@sw/protocol';
import { mayOpenScreen } from '@/lib/staffScreens';
import { ConsoleKeys, ConsoleNav, type ConsoleSection, SignOutButton } from './ConsoleNav';

/**
 * The console's sections, in the order of the nav. Each branch that adds a section appends its entry here.
 */
export const CONSOLE_SECTIONS: ConsoleSection[] = [
  { href: '/admin/inquiries', label: 'Inquiries' },
  { href: '/admin/approvals', label: 'Approvals' },
  { href: '/admin/orders', label: 'Orders' },
  { href: '/admin/payments', label: 'Payments' },
  { href: '/admin/samples', label: 'Samples' },
  { href: '/admin/sample-conversion', label: 'Sample conversion' },
  { href: '/admin/reorders', label: 'Due to reorder' },
  { href: '/admin/catalog', label: 'Catalogue' },
  { href: '/admin/search', label: 'Search' },
  { href: '/admin/compliance', label: 'Compliance' },
  { href: '/admin/rates', label: 'Rates' },
  { href: '/admin/price-lists', label: 'Price lists' },
  { href: '/admin/margins', label: 'Costs and floors' },
  { href: '/admin/access', label: 'Access requests' },
  { href: '/admin/leads', label: 'Leads' },
  { href: '/admin/companies', label: 'Companies' },
  { href: '/admin/acting', label: 'Act for a buyer' },
  { href: '/admin/members', label: 'Members' },
  { href: '/admin/mail', label: 'Mail' },
  { href: '/admin/integration', label: 'Integration' },
  { href: '/admin/audit', label: 'Audit' },
];

/**
 * The sales console's own frame, outside the storefront's header and footer: the sections in a side column on a
 * laptop (a scrolling row on a phone), who is signed in, sign out and the way back to the shop. Dense and plain
 * on purpose (a back office), in the theme's colours; a skip link leads past the nav for keyboard users.
 */
export function ConsoleLayout({ children, staffName, staffRoles }: { children: ReactNode; staffName: string; staffRoles: readonly StaffRole[] }) {
  // Only the screens the member's roles open (lib/staffScreens.ts); a direct URL to another is the 404 page.
  const sections = CONSOLE_SECTIONS.filter((section) => mayOpenScreen(staffRoles, section.href));
  return (
    <div data-layout="staff-console" className="min-h-dvh bg-surface-muted text-ink lg:grid lg:grid-cols-[212px_minmax(0,1fr)]">
      <a
        href="#console-main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100002] focus:rounded-[2px] focus:bg-surface focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      <aside aria-label="Sales console" className="sticky top-0 z-30 border-b border-line bg-surface lg:flex lg:h-dvh lg:flex-col lg:border-b-0 lg:border-r">
        <div className="flex items-center gap-3 px-4 pb-1 pt-3 lg:block lg:px-5 lg:pb-4 lg:pt-5">
          <Link href="/admin" className="eyebrow whitespace-nowrap">
            Sales console
          </Link>
          <p className="ml-auto truncate text-[12px] text-ink-muted lg:ml-0 lg:mt-2">
            <span className="hidden sm:inline lg:block">Signed in as </span>
            <span className="font-medium text-ink" data-testid="staff-name">{staffName}</span>
          </p>
          <SignOutButton className="shrink-0 text-[12px] text-ink-muted underline-offset-4 hover:text-ink hover:underline lg:hidden" />
        </div>
        <div className="px-2 lg:flex-1 lg:overflow-y-auto lg:px-0">
          <ConsoleNav sections={sections} />
        </div>
        <div className="hidden border-t border-line px-5 py-4 text-[12px] lg:flex lg:flex-col lg:gap-2">
          <p className="text-ink-faint">
            Press <kbd className="rounded-[2px] border border-line px-1 font-sans">/</kbd> to search
          </p>
          <a href="/" className="text-ink-muted hover:text-ink" data-testid="console-back-to-shop">
            ← Back to the shop
          </a>
          <SignOutButton className="self-start text-ink-muted hover:text-ink" />
        </div>
      </aside>
      <ConsoleKeys />
      <div className="min-w-0">
        <main id="console-main" tabIndex={-1} className="mx-auto w-full max-w-[1440px] px-4 py-5 focus:outline-none lg:px-8 lg:py-7">
          {children}
        </main>
        {/* A landmark of its own on a phone (axe's region rule: all content within landmarks). */}
        <footer className="px-4 pb-6 text-[12px] lg:hidden">
          <a href="/" className="text-ink-muted underline-offset-4 hover:text-ink hover:underline">
            ← Back to the shop
          </a>
        </footer>
      </div>
    </div>
  );
}

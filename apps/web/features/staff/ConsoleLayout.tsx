import Link from 'next/link';
import type { ReactNode } from 'react';

/**
 * The sales console's frame: a quiet band naming the console and its sections, then a wide working area.
 * Dense and plain on purpose (a back office), in the theme's colours.
 */
export function ConsoleLayout({ children, staffName }: { children: ReactNode; staffName: string }) {
  return (
    <div data-layout="staff-console" className="min-h-[70vh] bg-surface-muted">
      <div className="border-b border-line bg-surface">
        <div className="mx-auto flex w-full max-w-[1440px] flex-wrap items-center gap-x-8 gap-y-2 px-4 py-3 lg:px-8">
          <Link href="/admin" className="flex items-baseline gap-3">
            <span className="eyebrow">Sales console</span>
            <span className="hidden text-[13px] text-ink-muted sm:inline">Quotation desk</span>
          </Link>
          <nav aria-label="Sales console" className="flex items-center gap-5 text-[13px]">
            <Link href="/admin/inquiries" className="border-b-2 border-accent py-1 font-medium text-ink">
              Inquiries
            </Link>
            <Link href="/admin/orders" className="border-b-2 border-transparent py-1 text-ink-muted hover:text-ink">
              Orders
            </Link>
          </nav>
          <p className="ml-auto text-[12px] text-ink-muted">
            Signed in as <span className="font-medium text-ink" data-testid="staff-name">{staffName}</span>
          </p>
        </div>
      </div>
      <div className="mx-auto w-full max-w-[1440px] px-4 py-6 lg:px-8 lg:py-8">{children}</div>
    </div>
  );
}

export { ConsolePanel as Panel } from '@/ui/console';

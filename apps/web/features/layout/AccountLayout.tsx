import type { ReactNode } from 'react';
import { AccountMenu } from './AccountMenu';

/**
 * The account layout (spec §2): a left menu of My Inquiry, My Order and My Account beside the page.
 * The counters start at 0; pass them here, or set them later with setAccountCounters().
 */
export function AccountLayout({
  children, title, inquiryCount, orderCount,
}: { children: ReactNode; title?: ReactNode; inquiryCount?: number; orderCount?: number }) {
  return (
    <div data-layout="account" className="mx-auto w-full max-w-[1320px] px-5 py-10 lg:px-8 lg:py-14">
      <div className="grid gap-8 lg:grid-cols-[240px_1fr] lg:gap-12">
        <aside className="lg:border-r lg:border-line lg:pr-0">
          <p className="eyebrow mb-4 hidden lg:block">My Account</p>
          <AccountMenu inquiryCount={inquiryCount} orderCount={orderCount} />
        </aside>
        <section className="min-w-0">
          {title ? <h1 className="mb-8 font-display text-balance text-[36px] leading-tight text-ink">{title}</h1> : null}
          {children}
        </section>
      </div>
    </div>
  );
}

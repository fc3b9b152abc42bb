'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { ACTIVITY_LINK } from '@/lib/links';
import { useHeaderState } from '@/lib/member';
import { counterText, setAccountCounters, useAccountCounters } from './accountCounters';

const ENTRIES = [
  { key: 'inquiry', href: '/inquiry/list', label: 'My Inquiry', section: /^\/inquiry(\/|$)(?!cart)/ },
  { key: 'order', href: '/orders/list', label: 'My Order', section: /^\/orders(\/|$)/ },
  { key: 'account', href: '/myAccount', label: 'My Account', section: /^\/myAccount(\/|$)/ },
  { key: 'company', href: '/company', label: 'Company', section: /^\/company(\/|$)/ },
  { key: 'logs', href: ACTIVITY_LINK.href, label: ACTIVITY_LINK.label, section: /^\/logs(\/|$)/ },
] as const;

/** Which entry of the account menu the path belongs to. */
export function activeAccountEntry(pathname: string): (typeof ENTRIES)[number]['key'] | null {
  return ENTRIES.find((entry) => entry.section.test(pathname))?.key ?? null;
}

/** The account layout's left menu: the active entry follows the path; inquiry and order carry counters. */
export function AccountMenu({ inquiryCount, orderCount }: { inquiryCount?: number; orderCount?: number }) {
  const pathname = usePathname();
  const counters = useAccountCounters();
  const header = useHeaderState();
  useEffect(() => {
    setAccountCounters({ inquiry: inquiryCount, order: orderCount });
  }, [inquiryCount, orderCount]);
  // The member's open inquiries and orders, as headerData.do answers them (read again after each change).
  useEffect(() => {
    if (header.status === 'ready') setAccountCounters({ inquiry: header.openInquiries, order: header.openOrders });
  }, [header.status, header.openInquiries, header.openOrders]);
  const active = activeAccountEntry(pathname);
  return (
    <nav aria-label="My account" data-testid="account-menu">
      {/* Five entries: two by two on a phone (in one scrolling row the last was cut off and widened the page). */}
      <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:flex-col lg:gap-0">
        {ENTRIES.map((entry) => {
          const isActive = active === entry.key;
          const count = entry.key === 'inquiry' ? counters.inquiry : entry.key === 'order' ? counters.order : 0;
          return (
            <li key={entry.key} className="flex-none">
              <Link
                href={entry.href}
                aria-current={isActive ? 'page' : undefined}
                data-active={isActive}
                className={`flex items-center justify-between whitespace-nowrap border px-4 py-3 text-[14px] transition lg:border-x-0 lg:border-b-0 lg:border-l-2 lg:border-t-0 lg:px-5 ${
                  isActive
                    ? 'border-accent bg-accent-soft/60 font-medium text-ink'
                    : 'border-line text-ink-muted hover:bg-surface-muted hover:text-ink lg:border-transparent'
                }`}
              >
                <span>
                  {entry.label}
                  {count > 0 ? (
                    <span className="ml-1 text-accent-strong" data-testid={`${entry.key}-counter`}>
                      {counterText(count)}
                    </span>
                  ) : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { quitLogin } from '@/lib/endSession';

export interface ConsoleSection {
  href: string;
  label: string;
}

/** Whether the page at `pathname` belongs to the section at `href` (/admin itself opens the first section). */
function isCurrent(pathname: string, href: string, first: boolean): boolean {
  return pathname === href || pathname.startsWith(`${href}/`) || (first && (pathname === '/admin' || pathname === '/admin/'));
}

/**
 * The console's sections: a column on a laptop, a row that scrolls sideways on a phone. Plain links in tab order,
 * the current one marked for screen readers (aria-current) and by a bar.
 */
export function ConsoleNav({ sections }: { sections: ConsoleSection[] }) {
  const pathname = usePathname() ?? '';
  return (
    <nav aria-label="Sales console" className="min-w-0">
      <ul className="scrollbar-thin flex gap-1 overflow-x-auto lg:flex-col lg:gap-0.5 lg:overflow-visible">
        {sections.map((section, index) => {
          const current = isCurrent(pathname, section.href, index === 0);
          return (
            <li key={section.href} className="shrink-0">
              <Link
                href={section.href}
                aria-current={current ? 'page' : undefined}
                className={`block whitespace-nowrap border-b-2 px-3 py-2 text-[13px] lg:border-b-0 lg:border-l-2 lg:px-[18px] lg:py-1.5 ${
                  current
                    ? 'border-accent font-medium text-ink lg:bg-surface-muted'
                    : 'border-transparent text-ink-muted hover:bg-surface-muted hover:text-ink'
                }`}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Signs out and goes to the shop's home page. */
export function SignOutButton({ className = '' }: { className?: string }) {
  return (
    <button type="button" onClick={() => void quitLogin()} className={className} data-testid="console-sign-out">
      Sign out
    </button>
  );
}

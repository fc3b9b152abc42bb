'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
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

/** Whether a key press is meant for a text field or a control that takes keys itself. */
function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/** The console's keyboard shortcut: '/' puts the cursor in the page's search box (as on most back offices). */
export function ConsoleKeys() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.metaKey || event.ctrlKey || event.altKey || typingInto(event.target)) return;
      const search = document.querySelector<HTMLInputElement>('#console-main input[type="search"]');
      if (!search) return;
      event.preventDefault();
      search.focus();
      search.select();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return null;
}

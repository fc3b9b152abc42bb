'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/** Whether `pathname` is `href` or inside it. */
export function isActivePath(pathname: string, href: string): boolean {
  const base = href.split('?')[0];
  return pathname === base || (base !== '/' && pathname.startsWith(`${base}/`));
}

/** A header link that marks the current section with aria-current. */
export function NavLink({ href, className = '', children, onClick }: { href: string; className?: string; children: ReactNode; onClick?: () => void }) {
  const pathname = usePathname();
  const active = isActivePath(pathname, href);
  return (
    <Link href={href} className={className} aria-current={active ? 'page' : undefined} onClick={onClick}>
      {children}
    </Link>
  );
}

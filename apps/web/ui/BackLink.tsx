import Link from 'next/link';
import type { ReactNode } from 'react';
import { ArrowLeftIcon } from './icons';

/** The small way back above a page's heading ('← My Inquiry'). */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="mb-5 inline-flex items-center gap-1.5 text-[12.5px] text-ink-muted hover:text-ink">
      <ArrowLeftIcon size={14} /> {children}
    </Link>
  );
}

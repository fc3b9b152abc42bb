import Link from 'next/link';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  link?: { href: string; label: string };
  id?: string;
  align?: 'left' | 'center';
}

/** The heading of a page section: small caps eyebrow, display title, optional 'view all' link. */
export function SectionHeading({ eyebrow, title, description, link, id, align = 'left' }: SectionHeadingProps) {
  const centered = align === 'center';
  return (
    <div className={`mb-8 flex flex-col gap-3 sm:mb-10 ${centered ? 'items-center text-center' : 'sm:flex-row sm:items-end sm:justify-between'}`}>
      <div className={centered ? 'max-w-2xl' : 'max-w-3xl'}>
        {eyebrow && <p className="eyebrow mb-2">{eyebrow}</p>}
        <h2 id={id} className="font-display text-balance text-3xl leading-tight text-ink sm:text-4xl">
          {title}
        </h2>
        {description && <p className="mt-3 text-[15px] leading-relaxed text-ink-muted">{description}</p>}
      </div>
      {link && (
        <Link
          href={link.href}
          className="group inline-flex shrink-0 items-center gap-2 text-sm font-medium text-ink underline-offset-4 hover:text-accent"
        >
          {link.label}
          <span aria-hidden="true" className="transition-transform group-hover:translate-x-0.5">→</span>
        </Link>
      )}
    </div>
  );
}

/** The page width used by the catalogue pages. */
export const CONTAINER = 'mx-auto w-full max-w-[1320px] px-4 sm:px-6 lg:px-8';

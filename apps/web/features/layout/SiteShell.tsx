import type { ReactNode } from 'react';
import Link from 'next/link';
import type { SiteTheme } from '@/lib/site';
import { Toaster } from '@/ui/toast/Toaster';

const currentYear = () => new Date().getFullYear();

/** Header, page and footer shared by every layout of the storefront. */
export function SiteShell({ theme, children }: { theme: SiteTheme; children: ReactNode }) {
  return (
    <>
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-4">
          <Link href="/" className="font-display text-2xl tracking-wide text-ink">
            {theme.brand}
          </Link>
        </div>
      </header>
      <main>{children}</main>
      <footer className="mt-16 border-t border-line bg-surface-muted py-8 text-center text-sm text-ink-muted">
        © {currentYear()} {theme.brand}
      </footer>
      <Toaster />
    </>
  );
}

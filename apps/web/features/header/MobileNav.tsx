'use client';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { MenuIcon } from '@/ui/icons';
import { ReloadOnceBoundary } from '@/ui/ReloadOnceBoundary';

const loadDrawer = () => import('./MobileDrawer');
const MobileDrawer = dynamic(loadDrawer, { ssr: false });

/** The phone's hamburger menu: a drawer with the site's links (rendered on the server) and the account links. */
export function MobileNav({ children, brand, logo }: { children: ReactNode; brand: string; logo?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className="inline-flex h-10 w-10 items-center justify-center text-ink"
        aria-label="Open the menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={() => void loadDrawer()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="mobile-menu-button"
      >
        <MenuIcon size={24} />
      </button>
      {used ? (
        <ReloadOnceBoundary>
          <MobileDrawer brand={brand} logo={logo} open={open} setOpen={setOpen}>
            {children}
          </MobileDrawer>
        </ReloadOnceBoundary>
      ) : null}
    </>
  );
}

'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { displayNick } from '@sw/protocol';
import { UI_MSG } from '@/lib/copy';
import { openSignIn } from '@/lib/signIn';
import { quitLogin } from '@/lib/endSession';
import { useUser } from '@/lib/session';
import { Dialog } from '@/ui/Dialog';
import { UserIcon } from '@/ui/icons';
import { ACCOUNT_LINKS, ACTIVITY_LINK, STAFF_CONSOLE_LINK } from '@/lib/links';
import { useIsStaff } from '@/lib/member';

/** The drawer itself; loaded with the first tap on the hamburger, so pages do not ship the dialog code. */
export default function MobileDrawer({
  children, brand, logo, open, setOpen,
}: { children: ReactNode; brand: string; logo?: ReactNode; open: boolean; setOpen: (open: boolean) => void }) {
  const user = useUser();
  const isStaff = useIsStaff();
  const pathname = usePathname();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname, setOpen]);
  const drawerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const drawer = drawerRef.current;
    if (!open || !drawer) return;
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a')) setOpen(false);
    };
    drawer.addEventListener('click', onClick);
    return () => drawer.removeEventListener('click', onClick);
  }, [open, setOpen]);
  return (
    <Dialog open={open} onOpenChange={setOpen} title={`${brand} menu`} hideTitle size="drawer">
      <div ref={drawerRef} className="flex min-h-full flex-col" data-testid="mobile-drawer">
        {logo ? <div className="absolute left-6 top-5">{logo}</div> : null}
        <div className="border-b border-line px-6 pb-5 pt-20">
          {user ? (
            <div>
              <p className="eyebrow">Signed in</p>
              <p className="mt-1 font-display text-2xl text-ink">{displayNick(user.nick)}</p>
              <ul className="mt-3 grid grid-cols-3 gap-2 text-center text-[12px]">
                {ACCOUNT_LINKS.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="block rounded-[2px] border border-line px-2 py-2 text-ink hover:border-accent">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
              <Link href={ACTIVITY_LINK.href} className="mt-2 block rounded-[2px] border border-line px-2 py-2 text-center text-[12px] text-ink hover:border-accent">
                {ACTIVITY_LINK.label}
              </Link>
              {isStaff ? (
                <Link href={STAFF_CONSOLE_LINK.href} className="mt-2 block rounded-[2px] border border-line px-2 py-2 text-center text-[12px] text-ink hover:border-accent">
                  {STAFF_CONSOLE_LINK.label}
                </Link>
              ) : null}
              <button type="button" className="mt-3 text-[13px] text-ink-muted underline" onClick={() => void quitLogin()}>
                Sign Out
              </button>
            </div>
          ) : (
            <button
              type="button"
              className="btn btn-primary w-full"
              onClick={() => {
                setOpen(false);
                openSignIn();
              }}
            >
              <UserIcon size={18} /> {UI_MSG.signInRegister}
            </button>
          )}
        </div>
        {children}
      </div>
    </Dialog>
  );
}

'use client';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { SiteTheme } from '@/lib/site';
import { ChatIcon, CloseIcon } from '@/ui/icons';
import { ReloadOnceBoundary } from '@/ui/ReloadOnceBoundary';
import { CONTACT_PANEL_ID } from './ids';

const loadPanel = () => import('./ContactPanel');
const ContactPanel = dynamic(loadPanel, { ssr: false });


/** The floating 'Contact Us' button; its panel is loaded on first use. */
export function ContactLauncher({ contact, brand }: { contact: SiteTheme['contact']; brand: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <div className="fixed bottom-5 right-5 z-[900] flex flex-col items-end gap-3 sm:bottom-7 sm:right-7" data-testid="contact-widget">
      {used ? (
        <ReloadOnceBoundary>
          <ContactPanel open={open} onClose={() => setOpen(false)} contact={contact} brand={brand} />
        </ReloadOnceBoundary>
      ) : null}
      <button
        type="button"
        className="inline-flex h-12 items-center gap-2.5 rounded-full bg-brand pl-4 pr-5 text-[12px] font-medium uppercase tracking-[0.16em] text-brand-ink shadow-[0_12px_30px_rgb(20_16_10/0.25)] ring-1 ring-white/15 transition hover:bg-accent-strong"
        aria-expanded={open}
        aria-controls={CONTACT_PANEL_ID}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setUsed(true);
          setOpen((value) => !value);
        }}
        data-testid="contact-button"
      >
        {open ? <CloseIcon size={18} /> : <ChatIcon size={18} />}
        Contact Us
      </button>
    </div>
  );
}

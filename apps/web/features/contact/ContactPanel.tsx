'use client';
import { useEffect, useRef } from 'react';
import { UI_MSG } from '@/lib/copy';
import type { SiteTheme } from '@/lib/site';
import { ChatIcon, CloseIcon, CopyIcon, MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from '@/ui/icons';
import { notify } from '@/lib/toast';
import { CONTACT_PANEL_ID } from './ids';

/** Copies text to the clipboard; 'Copied to clipboard!' on success (spec §2). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    notify(UI_MSG.copied, 1);
    return true;
  } catch {
    notify('Copying is not allowed here. Please select the address and copy it.', 2);
    return false;
  }
}

const tel = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
const wa = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

/** The contact panel (spec §2): live chat, phone numbers, the email with a copy button, two offices. */
export default function ContactPanel({
  open, onClose, contact, brand,
}: { open: boolean; onClose: () => void; contact: SiteTheme['contact']; brand: string }) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const onDown = (event: PointerEvent) => {
      const widget = panelRef.current?.parentElement;
      if (widget && !widget.contains(event.target as Node)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open, onClose]);

  return (
    <div
      ref={panelRef}
      id={CONTACT_PANEL_ID}
      role="dialog"
      aria-label="Contact Us"
      tabIndex={-1}
      hidden={!open}
      data-state={open ? 'open' : 'closed'}
      className="contact-panel w-[calc(100vw-2.5rem)] max-w-[360px] overflow-hidden rounded-[4px] border border-line bg-surface shadow-[0_24px_60px_rgb(20_16_10/0.22)] focus:outline-none"
      data-testid="contact-panel"
    >
      <div className="relative bg-surface-deep px-6 pb-5 pt-6 text-white">
        <p className="eyebrow !text-white/70">{brand} Sales Team</p>
        <h2 className="mt-1.5 font-display text-balance text-[26px] leading-tight">Contact Us</h2>
        <p className="mt-1 text-[13px] text-white/70">We reply to every enquiry within 24 hours.</p>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute right-3 top-3 inline-flex h-9 w-9 items-center justify-center rounded-full text-white/70 hover:bg-white/10 hover:text-white"
        >
          <CloseIcon size={18} />
        </button>
      </div>
      <div className="max-h-[min(60vh,520px)] space-y-5 overflow-y-auto px-6 py-5 text-[14px]">
        <a
          href={contact.liveChatUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn-accent w-full"
          data-testid="live-chat"
        >
          <ChatIcon size={18} /> Live Chat
        </a>

        <section aria-label="Phone numbers">
          <h3 className="eyebrow">Phone &amp; WhatsApp</h3>
          <ul className="mt-2 space-y-1.5">
            {contact.whatsapp.map((number) => (
              <li key={`wa-${number}`}>
                <a href={wa(number)} target="_blank" rel="noopener noreferrer" className="flex items-center gap-2.5 text-ink hover:text-accent-strong">
                  <WhatsAppIcon size={17} className="text-accent-strong" /> {number}
                </a>
              </li>
            ))}
            {contact.phones.map((number) => (
              <li key={`tel-${number}`}>
                <a href={tel(number)} className="flex items-center gap-2.5 text-ink hover:text-accent-strong">
                  <PhoneIcon size={17} className="text-accent-strong" /> {number}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-label="Email">
          <h3 className="eyebrow">Email</h3>
          <div className="mt-2 flex items-center justify-between gap-3 rounded-[2px] border border-line bg-surface-muted py-1.5 pl-3 pr-1.5">
            <a href={`mailto:${contact.email}`} className="flex min-w-0 items-center gap-2.5 text-ink hover:text-accent-strong" data-testid="contact-email">
              <MailIcon size={17} className="flex-none text-accent-strong" />
              <span className="truncate">{contact.email}</span>
            </a>
            <button
              type="button"
              onClick={() => void copyToClipboard(contact.email)}
              className="inline-flex h-8 flex-none items-center gap-1.5 rounded-[2px] bg-surface px-2.5 text-[11px] font-medium uppercase tracking-[0.14em] text-ink shadow-sm ring-1 ring-line transition hover:text-accent-strong"
              aria-label={`Copy ${contact.email}`}
              data-testid="copy-email"
            >
              <CopyIcon size={14} /> Copy
            </button>
          </div>
        </section>

        <section aria-label="Offices">
          <h3 className="eyebrow">Our Offices</h3>
          <ul className="mt-2 space-y-3">
            {contact.offices.map((office) => (
              <li key={office.title} className="flex gap-2.5">
                <PinIcon size={17} className="mt-0.5 flex-none text-accent-strong" />
                <div>
                  <p className="font-medium text-ink">{office.title}</p>
                  <p className="text-[13px] leading-relaxed text-ink-muted">{office.address}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

'use client';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import type { SiteTheme } from '@/lib/site';
import { ChatIcon, CloseIcon } from '@/ui/icons';
import { ReloadOnceBoundary } from '@/ui/ReloadOnceBoundary';
import { CONTACT_PANEL_ID } from './ids';

const loadPanel = () => import('./ContactPanel');
const ContactPanel = dynamic(loadPanel, { ssr: false });

/** Fields where the buyer types: the button leaves the screen while one has the focus. */
function isTypingField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color', 'image'].includes(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/** Whether the page is scrolled to its end, where the footer keeps room for the full button. */
function atPageEnd(): boolean {
  const root = document.documentElement;
  return window.scrollY + window.innerHeight >= root.scrollHeight - 4;
}

/**
 * The floating 'Contact Us' button; its panel is loaded on first use. It never covers the page: in full only
 * at the page's end (the footer leaves room for it) or while its panel is open; elsewhere, from 1024 px, a 20 px
 * tab in the right gutter (a mouse over it, or the keyboard's focus, shows it in full), and on narrower screens,
 * whose gutters are too narrow, nothing until the end. It leaves the screen while the buyer types in a field.
 */
export function ContactLauncher({ contact, brand }: { contact: SiteTheme['contact']; brand: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [atEnd, setAtEnd] = useState(false);
  const [typing, setTyping] = useState(false);
  const [peek, setPeek] = useState(false);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setAtEnd(atPageEnd()));
    };
    const onFocus = () => setTyping(isTypingField(document.activeElement));
    measure();
    onFocus();
    const resized = new ResizeObserver(measure);
    resized.observe(document.body);
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    // After a focusout the next element is focused only afterwards.
    const onFocusOut = () => setTimeout(onFocus, 0);
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      cancelAnimationFrame(frame);
      resized.disconnect();
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  // A field can lose the focus without a focusout (removed with its dialog): while typing, look again now and then.
  useEffect(() => {
    if (!typing) return;
    const timer = setInterval(() => {
      if (!isTypingField(document.activeElement)) setTyping(false);
    }, 400);
    return () => clearInterval(timer);
  }, [typing]);

  // In the corner only where it covers nothing; a tab at the edge grows in place when pointed at, so it does not jump away.
  const corner = open || atEnd;
  const mode = open ? 'full' : typing ? 'away' : corner || peek ? 'full' : 'tucked';
  return (
    <div
      className={`fixed z-[900] flex flex-col items-end gap-3 transition-[right,opacity] duration-200 ${
        corner ? 'bottom-5 right-5 sm:bottom-7 sm:right-7' : 'bottom-24 right-0'
      } ${mode === 'away' ? 'pointer-events-none invisible opacity-0' : mode === 'tucked' ? 'opacity-100 max-lg:pointer-events-none max-lg:invisible max-lg:opacity-0' : 'opacity-100'}`}
      data-testid="contact-widget"
      data-mode={mode}
    >
      {used ? (
        <ReloadOnceBoundary>
          <ContactPanel open={open} onClose={() => setOpen(false)} contact={contact} brand={brand} />
        </ReloadOnceBoundary>
      ) : null}
      <button
        type="button"
        className={`inline-flex h-12 items-center bg-brand text-[12px] font-medium uppercase tracking-[0.16em] text-brand-ink shadow-[0_12px_30px_rgb(20_16_10/0.25)] ring-1 ring-white/15 transition hover:bg-accent-strong ${
          mode === 'tucked' ? 'w-5 justify-center overflow-hidden rounded-l-full pl-1' : `gap-2.5 pl-4 pr-5 ${corner ? 'rounded-full' : 'rounded-l-full'}`
        }`}
        aria-expanded={open}
        aria-controls={CONTACT_PANEL_ID}
        onPointerEnter={(event) => {
          void loadPanel();
          if (event.pointerType === 'mouse') setPeek(true);
        }}
        onPointerLeave={() => setPeek(false)}
        onFocus={() => {
          void loadPanel();
          setPeek(true);
        }}
        onBlur={() => setPeek(false)}
        onClick={() => {
          setUsed(true);
          setOpen((value) => !value);
        }}
        data-testid="contact-button"
      >
        {open ? <CloseIcon size={18} className="flex-none" /> : <ChatIcon size={mode === 'tucked' ? 14 : 18} className="flex-none" />}
        <span className={mode === 'tucked' ? 'sr-only' : undefined}>Contact Us</span>
      </button>
    </div>
  );
}

import Link from 'next/link';
import { NEW_ARRIVALS_HREF } from '@sw/protocol';
import { UI_MSG } from '@/lib/copy';
import type { SiteTheme } from '@/lib/site';
import { Logo } from '@/ui/Logo';
import { ArrowRight, ExternalIcon, MailIcon, PinIcon, WhatsAppIcon } from '@/ui/icons';
import { CurrentYear } from './CurrentYear';
import { PaymentIcons } from './PaymentIcons';
import { SocialGlyph, socialLinks } from '@/ui/SocialIcons';

const thisYear = () => new Date().getFullYear();

const linkClass = 'text-white/70 transition hover:text-white';

/** The shared footer (spec §2). */
export function Footer({ theme }: { theme: SiteTheme }) {
  return (
    <footer className="mt-20 bg-surface-deep text-[14px] text-white" data-testid="site-footer">
      <div className="border-b border-white/10">
        <div className="mx-auto flex max-w-[1320px] flex-col items-start justify-between gap-6 px-5 py-12 lg:flex-row lg:items-center lg:px-8">
          <div>
            <p className="eyebrow !text-accent-line">Private label &amp; custom design</p>
            <p className="mt-2 max-w-2xl font-display text-[30px] leading-tight text-white lg:text-[36px]">
              Your designs, your logo, made in our own factories.
            </p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link href="/OEM-ODM" className="btn btn-accent">
              Start an OEM / ODM Project
            </Link>
            <Link href={NEW_ARRIVALS_HREF} className="btn border-white/40 text-white hover:border-white hover:bg-white hover:text-ink">
              {UI_MSG.browseNewArrivals}
            </Link>
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-[1320px] gap-12 px-5 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:px-8">
        <div>
          <Link href="/" aria-label={`${theme.brand} home`} className="inline-block">
            <Logo theme={theme} tone="light" className="h-9 w-auto" />
          </Link>
          <p className="mt-5 max-w-xs text-[13px] leading-relaxed text-white/60">{theme.description}</p>
          <ul className="mt-6 flex items-center gap-2.5" aria-label="Follow us" data-testid="footer-social">
            {socialLinks(theme).map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                  title={link.label}
                  className="inline-flex h-9 w-9 items-center justify-center rounded-full border border-white/20 text-white/80 transition hover:border-accent hover:bg-accent hover:text-white"
                >
                  <SocialGlyph href={link.href} size={16} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="eyebrow !text-accent-line">
            Company
          </h2>
          <ul className="mt-5 space-y-3">
            <li><Link href="/about" className={linkClass}>About Us</Link></li>
            <li><Link href="/factories" className={linkClass}>Our Factories</Link></li>
            <li><Link href="/OEM-ODM" className={linkClass}>OEM/ODM/Custom</Link></li>
            <li>
              <Link href={NEW_ARRIVALS_HREF} className={`${linkClass} inline-flex items-center gap-1.5`} data-testid="footer-new-arrivals">
                New Arrivals <ArrowRight size={13} />
              </Link>
            </li>
            <li>
              <a href={theme.wholesaleUrl} target="_blank" rel="noopener noreferrer" className={`${linkClass} inline-flex items-center gap-1.5`}>
                Wholesale Site <ExternalIcon size={13} />
              </a>
            </li>
          </ul>
        </nav>

        <nav aria-labelledby="footer-service">
          <h2 id="footer-service" className="eyebrow !text-accent-line">
            Customer Service
          </h2>
          <ul className="mt-5 space-y-3">
            <li><Link href="/about/termsOfService" className={linkClass}>Terms of Service</Link></li>
            <li><Link href="/about/privacyPolicy" className={linkClass}>Privacy Policy</Link></li>
            <li><Link href="/about/cookiesPolicy" className={linkClass}>Cookies Policy</Link></li>
          </ul>
        </nav>

        <div>
          <h2 className="eyebrow !text-accent-line">Get in Touch</h2>
          <ul className="mt-5 space-y-3 text-white/70">
            <li>
              <a href={`mailto:${theme.contact.email}`} className="inline-flex items-center gap-2.5 hover:text-white">
                <MailIcon size={16} className="text-accent-line" /> {theme.contact.email}
              </a>
            </li>
            <li className="flex items-start gap-2.5">
              <WhatsAppIcon size={16} className="mt-0.5 flex-none text-accent-line" />
              <span>{theme.contact.whatsapp.join(' / ')}</span>
            </li>
            {theme.contact.offices.map((office) => (
              <li key={office.title} className="flex items-start gap-2.5">
                <PinIcon size={16} className="mt-0.5 flex-none text-accent-line" />
                <span className="text-[13px] leading-relaxed">
                  <span className="block text-white/85">{office.title}</span>
                  {office.address}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-[1320px] flex-col items-center justify-between gap-5 px-5 pb-24 pt-6 text-[12px] text-white/50 lg:flex-row lg:px-8 lg:pb-6 lg:pr-[13.5rem]">
          <p data-testid="copyright">
            © <CurrentYear initial={thisYear()} /> {theme.brand}. All rights reserved.
          </p>
          <PaymentIcons />
        </div>
      </div>
    </footer>
  );
}

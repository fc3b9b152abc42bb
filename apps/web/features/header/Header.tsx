import Link from 'next/link';
import type { ReactNode } from 'react';
import type { SiteTheme } from '@/lib/site';
import { SocialGlyph, socialLinks } from '@/ui/SocialIcons';
import { ExternalIcon, MailIcon, WhatsAppIcon } from '@/ui/icons';
import { CompactHeader } from './CompactHeader';
import { goodsListHref, MAIN_LINKS } from '@/lib/links';
import type { CatalogHeader } from './headerData';
import { Logo } from '@/ui/Logo';
import { CartLink, HeaderSync, UserMenu } from './MemberNav';
import { MobileNav } from './MobileNav';
import { NavLink } from './NavLink';
import { ProductsMenu } from './ProductsMenu';
import { ProductsPanel } from './ProductsPanel';

const waLink = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

const navLinkClass = 'nav-link link-underline';

/**
 * The shared header (spec §2). Everything here is the same for every visitor and is rendered on the
 * server with the page; the member part (cart count, user menu, new arrivals) are small client islands.
 */
export function Header({ theme, catalog, search }: {
  theme: SiteTheme;
  catalog: CatalogHeader;
  /** The search, given by the layout: an icon on small screens, a box on large ones. */
  search: { icon: ReactNode; box: ReactNode };
}) {
  return (
    <CompactHeader>
      <HeaderSync />
      <div className="contact-bar topbar hidden text-[12px] lg:grid" data-testid="contact-bar">
        <div>
          <div className="mx-auto flex h-9 max-w-[1320px] items-center justify-between px-8">
            <ul className="flex items-center gap-6">
              <li className="flex items-center gap-2">
                <WhatsAppIcon size={15} className="topbar-icon" />
                <span className="sr-only">WhatsApp:</span>
                {theme.contact.whatsapp.map((number, i) => (
                  <span key={number} className="flex items-center gap-2">
                    {i > 0 ? <span aria-hidden="true" className="opacity-40">/</span> : null}
                    <a href={waLink(number)} target="_blank" rel="noopener noreferrer">
                      {number}
                    </a>
                  </span>
                ))}
              </li>
              <li className="flex items-center gap-2">
                <MailIcon size={15} className="topbar-icon" />
                <a href={`mailto:${theme.contact.email}`}>
                  {theme.contact.email}
                </a>
              </li>
            </ul>
            <div className="flex items-center gap-5">
              <span className="text-[10.5px] uppercase tracking-[0.16em] opacity-75">{theme.tagline}</span>
              <ul className="flex items-center gap-3.5" aria-label="Social media">
                {socialLinks(theme).map((link) => (
                  <li key={link.href}>
                    <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label} title={link.label} className="block">
                      <SocialGlyph href={link.href} size={15} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>

      <div className="header-main mx-auto grid max-w-[1320px] grid-cols-[1fr_auto_1fr] items-center gap-4 px-4 lg:px-8">
        <div className="flex items-center gap-1">
          <div className="lg:hidden">
            <MobileNav brand={theme.brand} logo={<Logo theme={theme} className="h-7 w-auto" />}>
              <nav aria-label="Main" className="px-6 py-5">
                <ul className="divide-y divide-line">
                  <li>
                    <Link href={goodsListHref.all} className="block py-3.5 font-display text-[22px] text-ink">
                      Products
                    </Link>
                    <ul className="mb-3 grid grid-cols-2 gap-x-4 gap-y-1.5">
                      {catalog.categoryList.map((category) => (
                        <li key={category.cateId}>
                          <Link href={goodsListHref.category(category.cateName)} className="block py-1 text-[14px] text-ink-muted">
                            {category.cateName}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                  {MAIN_LINKS.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} className="block py-3.5 font-display text-[22px] text-ink">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <div className="mt-auto space-y-3 border-t border-line bg-surface-muted px-6 py-6 text-[13px] text-ink-muted">
                <a href={theme.wholesaleUrl} target="_blank" rel="noopener noreferrer" className="btn btn-outline w-full">
                  Wholesale Site <ExternalIcon size={15} />
                </a>
                <p className="flex items-center gap-2 pt-2">
                  <MailIcon size={15} /> {theme.contact.email}
                </p>
                <p className="flex items-center gap-2">
                  <WhatsAppIcon size={15} /> {theme.contact.whatsapp.join(' / ')}
                </p>
              </div>
            </MobileNav>
          </div>
          <div className="lg:hidden">
            {search.icon}
          </div>
          <div className="hidden w-full lg:block">
            {search.box}
          </div>
        </div>

        <Link href="/" className="flex items-center justify-center" aria-label={`${theme.brand} home`} data-testid="logo">
          <Logo theme={theme} className="brand-logo w-auto" />
        </Link>

        <div className="flex items-center justify-end gap-1 lg:gap-5">
          <CartLink
            compact
            className="inline-flex h-10 w-10 items-center justify-center text-ink lg:hidden"
          />
          <CartLink className="hidden items-center gap-2 text-[13px] text-ink transition hover:text-accent-strong lg:inline-flex" />
          <div className="hidden lg:block">
            <UserMenu className="inline-flex items-center gap-2 text-[13px] text-ink transition hover:text-accent-strong" />
          </div>
          <a
            href={theme.wholesaleUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-outline hidden min-h-9 px-4 text-[11px] xl:inline-flex"
            data-testid="wholesale-site"
          >
            Wholesale Site <ExternalIcon size={14} />
          </a>
        </div>
      </div>

      <nav aria-label="Main" className="hidden border-t border-line lg:block" data-testid="main-nav">
        <ul className="mx-auto flex h-12 max-w-[1320px] items-stretch justify-center gap-12 px-8">
          <li className="flex items-stretch">
            <ProductsMenu linkClassName={navLinkClass}>
              <ProductsPanel data={catalog} />
            </ProductsMenu>
          </li>
          {MAIN_LINKS.map((link) => (
            <li key={link.href} className="flex items-center">
              <NavLink href={link.href} className={navLinkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li className="flex items-center xl:hidden">
            <a href={theme.wholesaleUrl} target="_blank" rel="noopener noreferrer" className={`${navLinkClass} inline-flex items-center gap-1.5`}>
              Wholesale Site <ExternalIcon size={13} />
            </a>
          </li>
        </ul>
      </nav>
    </CompactHeader>
  );
}

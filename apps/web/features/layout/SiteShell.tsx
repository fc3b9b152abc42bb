import type { ReactNode } from 'react';
import type { SiteTheme } from '@/lib/site';
import { SignInHost } from '@/features/auth/SignInHost';
import { ContactLauncher } from '@/features/contact/ContactLauncher';
import { Footer } from '@/features/footer/Footer';
import { Header } from '@/features/header/Header';
import { loadCatalogHeader } from '@/features/header/api.server';
import { SearchTrigger } from '@/features/search/SearchTrigger';
import { PageTransition } from '@/ui/PageTransition';
import { BrowserHosts, PageProgress } from './BrowserHosts';
import { LazyActingBanner, LazySampleRequestHost } from './MemberParts';

/**
 * Header, page and footer shared by every layout of the storefront. Rendered without cookies or
 * headers, so the pages inside stay cacheable; what depends on the member loads in the browser.
 */
export async function SiteShell({ theme, children }: { theme: SiteTheme; children: ReactNode }) {
  const catalog = await loadCatalogHeader();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100002] focus:rounded-[2px] focus:bg-surface focus:px-4 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      <PageProgress />
      <LazyActingBanner />
      <Header
        theme={theme}
        catalog={catalog}
        search={{
          icon: <SearchTrigger popularSearch={catalog.popularSearch} variant="icon" />,
          box: <SearchTrigger popularSearch={catalog.popularSearch} />,
        }}
      />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <PageTransition>{children}</PageTransition>
      </main>
      <Footer theme={theme} />
      <ContactLauncher contact={theme.contact} brand={theme.brand} />
      <SignInHost />
      <LazySampleRequestHost />
      <BrowserHosts />
    </>
  );
}

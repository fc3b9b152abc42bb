import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getTheme, isThemeName, themeOrigin } from '@/lib/site';
import '../globals.css';

/** No page is rendered at build time (the database is not there yet): each renders on first request, then is cached. */
export function generateStaticParams() {
  return [];
}

/** The header's catalogue part is cached this long (seconds); pages may ask for less. */
export const revalidate = 300;

export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const theme = getTheme((await params).site);
  return {
    // Canonical links and Open Graph URLs below are written as paths and resolved against the theme's origin.
    metadataBase: new URL(themeOrigin(theme.name)),
    title: { default: `${theme.brand} | ${theme.tagline}`, template: `%s | ${theme.brand}` },
    description: theme.description,
    applicationName: theme.brand,
    openGraph: { siteName: theme.brand, type: 'website', description: theme.description },
    formatDetection: { telephone: false },
  };
}

const THEME_COLOR: Record<string, string> = { default: '#121110', sister: '#231c2e' };

export async function generateViewport({ params }: { params: Promise<{ site: string }> }): Promise<Viewport> {
  const theme = getTheme((await params).site);
  return { themeColor: THEME_COLOR[theme.name] ?? THEME_COLOR.default, width: 'device-width', initialScale: 1 };
}

/**
 * The root layout per theme: `data-theme` is on the first byte, so the brand never flashes.
 * It reads no cookies or headers, so every catalogue page below it can be cached. The storefront's header and
 * footer come from the `(shop)` group's layout; the staff console (`admin/`) has a frame of its own.
 */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ site: string }> }) {
  const { site } = await params;
  if (!isThemeName(site)) notFound();
  return (
    <html lang="en" data-theme={site}>
      <body>
        {children}
      </body>
    </html>
  );
}

import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getTheme, isThemeName } from '@/lib/site';
import { SiteShell } from '@/features/layout/SiteShell';
import '../globals.css';

/** No page is rendered at build time (the database is not there yet): each renders on first request, then is cached. */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
  const theme = getTheme((await params).site);
  return {
    title: { default: `${theme.brand} | ${theme.tagline}`, template: `%s | ${theme.brand}` },
    description: theme.description,
  };
}

/** The root layout per theme: `data-theme` is on the first byte, so the brand never flashes. */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Promise<{ site: string }> }) {
  const { site } = await params;
  if (!isThemeName(site)) notFound();
  const theme = getTheme(site);
  return (
    <html lang="en" data-theme={theme.name}>
      <body>
        <SiteShell theme={theme}>{children}</SiteShell>
      </body>
    </html>
  );
}

import type { ReactNode } from 'react';
import { type BannerProps, PageBanner } from './PageBanner';

/**
 * The default layout (spec §2): a banner, then the page in the site's content width.
 * `banner` takes the banner's props, or any element to use instead of it; omit it for no banner.
 */
export function DefaultLayout({ banner, children, className = '' }: { banner?: BannerProps | ReactNode; children: ReactNode; className?: string }) {
  const isProps = !!banner && typeof banner === 'object' && 'title' in (banner as object) && !('$$typeof' in (banner as object));
  return (
    <div data-layout="default">
      {isProps ? <PageBanner {...(banner as BannerProps)} /> : (banner as ReactNode)}
      <div className={`mx-auto w-full max-w-[1320px] px-5 py-12 lg:px-8 lg:py-16 ${className}`}>{children}</div>
    </div>
  );
}

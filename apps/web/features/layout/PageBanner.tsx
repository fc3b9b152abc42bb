import Link from 'next/link';
import type { ReactNode } from 'react';
import { rasterSources } from '@sw/protocol/mediaRaster';

export interface BannerProps {
  title: ReactNode;
  /** Small capitals above the title. */
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
  /** A background picture; the brand's gradient is used without one. */
  image?: string;
  /** Breadcrumb trail, the last entry being the current page (no href). */
  crumbs?: { label: string; href?: string }[];
  /** Buttons or links under the subtitle. */
  actions?: ReactNode;
  align?: 'left' | 'center';
}

/** The banner of the default layout: a wide band with the page title (spec §2 "a default layout with a banner"). */
export function PageBanner({ title, eyebrow, subtitle, image, crumbs, actions, align = 'center' }: BannerProps) {
  const centered = align === 'center';
  return (
    <section
      className="relative isolate overflow-hidden bg-surface-deep text-white"
      data-testid="page-banner"
    >
      {image ? (
        <img {...rasterSources(image, 1600, '100vw')} alt="" aria-hidden="true" fetchPriority="high" className="absolute inset-0 -z-10 h-full w-full object-cover opacity-45" />
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10"
        style={{
          background:
            'radial-gradient(80% 120% at 85% 0%, color-mix(in srgb, var(--accent) 38%, transparent), transparent 60%), radial-gradient(60% 90% at 0% 100%, color-mix(in srgb, var(--accent-line) 16%, transparent), transparent 70%)',
        }}
      />
      <div className={`mx-auto max-w-[1320px] px-5 py-16 lg:px-8 lg:py-24 ${centered ? 'text-center' : ''}`}>
        {crumbs?.length ? (
          <nav aria-label="Breadcrumb" className={`mb-6 text-[12px] tracking-[0.08em] text-white/60 ${centered ? 'flex justify-center' : ''}`}>
            <ol className="flex flex-wrap items-center gap-2">
              {crumbs.map((crumb, i) => (
                <li key={`${crumb.label}-${i}`} className="flex items-center gap-2">
                  {i > 0 ? <span aria-hidden="true">/</span> : null}
                  {crumb.href ? (
                    <Link href={crumb.href} className="hover:text-white">
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current="page" className="text-white/85">
                      {crumb.label}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {eyebrow ? <p className="eyebrow !text-accent-line">{eyebrow}</p> : null}
        <h1 className={`mt-3 font-display text-[40px] leading-[1.05] lg:text-[58px] ${centered ? 'mx-auto' : ''} max-w-4xl`}>{title}</h1>
        {subtitle ? (
          <p className={`mt-5 max-w-2xl text-[15px] leading-relaxed text-white/70 ${centered ? 'mx-auto' : ''}`}>{subtitle}</p>
        ) : null}
        {actions ? <div className={`mt-8 flex flex-wrap gap-3 ${centered ? 'justify-center' : ''}`}>{actions}</div> : null}
      </div>
    </section>
  );
}

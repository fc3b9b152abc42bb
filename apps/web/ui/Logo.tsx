import type { SiteTheme } from '@/lib/site';

/**
 * The two brands' wordmarks, drawn inline: Steelora is a spaced capital serif with a faceted gem,
 * Velmora a high-contrast Didone with a rose-gold monogram. textLength keeps the width the same
 * whichever serif the browser ends up using.
 */
export function Logo({ theme, className = '', tone = 'dark' }: { theme: SiteTheme; className?: string; tone?: 'dark' | 'light' }) {
  const ink = tone === 'dark' ? 'var(--ink)' : '#ffffff';
  if (theme.name === 'sister') {
    return (
      <svg viewBox="0 0 196 40" className={className} role="img" aria-label={theme.brand} data-logo="sister">
        <title>{theme.brand}</title>
        <circle cx="20" cy="20" r="18.25" fill="none" stroke="var(--accent)" strokeWidth="1.2" />
        <circle cx="20" cy="20" r="15.5" fill="none" stroke="var(--accent)" strokeWidth="0.5" opacity="0.7" />
        <text
          x="20"
          y="27.5"
          textAnchor="middle"
          fontSize="21"
          fontStyle="italic"
          fill="var(--accent)"
          style={{ fontFamily: 'var(--font-display)' }}
        >
          V
        </text>
        <text
          x="48"
          y="29"
          fontSize="27"
          fill={ink}
          textLength="146"
          lengthAdjust="spacingAndGlyphs"
          style={{ fontFamily: 'var(--font-display)', fontWeight: 500 }}
        >
          {theme.brand}
        </text>
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 214 40" className={className} role="img" aria-label={theme.brand} data-logo="default">
      <title>{theme.brand}</title>
      <g fill="none" stroke="var(--accent)" strokeWidth="1.2" strokeLinejoin="round">
        <path d="M4 14 L10 6 H24 L30 14 L17 34 Z" />
        <path d="M4 14 H30 M10 6 L13.5 14 L17 34 L20.5 14 L24 6 M13.5 14 L17 6 L20.5 14" strokeWidth="0.8" />
      </g>
      <text
        x="42"
        y="28.5"
        fontSize="25"
        fill={ink}
        textLength="170"
        lengthAdjust="spacing"
        style={{ fontFamily: 'var(--font-display)', fontWeight: 500, letterSpacing: '0.2em' }}
      >
        {theme.brand.toUpperCase()}
      </text>
    </svg>
  );
}

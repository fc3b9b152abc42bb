import type { SiteTheme } from '@/lib/site';

/** The footer's social links (spec §2): the short-video page, the two sister brands' pages, two photo-sharing pages. */
export function socialLinks(theme: SiteTheme): { label: string; href: string }[] {
  return [
    { label: `${theme.brand} videos`, href: theme.social.video },
    ...theme.social.sisterBrandPages,
    ...theme.social.photoPages,
  ];
}

/** Glyphs of the social networks the footer and contact bar link to, chosen by the link's host. */
type Network = 'youtube' | 'tiktok' | 'facebook' | 'instagram' | 'pinterest' | 'other';

export function networkOf(href: string): Network {
  let host = '';
  try {
    host = new URL(href).hostname;
  } catch {
    return 'other';
  }
  if (host.includes('youtube') || host.includes('youtu.be')) return 'youtube';
  if (host.includes('tiktok')) return 'tiktok';
  if (host.includes('facebook') || host.includes('fb.')) return 'facebook';
  if (host.includes('instagram')) return 'instagram';
  if (host.includes('pinterest')) return 'pinterest';
  return 'other';
}

export function SocialGlyph({ href, size = 18 }: { href: string; size?: number }) {
  const common = { width: size, height: size, viewBox: '0 0 24 24', 'aria-hidden': true as const, focusable: 'false' as const };
  switch (networkOf(href)) {
    case 'youtube':
      return (
        <svg {...common} fill="currentColor">
          <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z" />
        </svg>
      );
    case 'tiktok':
      return (
        <svg {...common} fill="currentColor">
          <path d="M16.6 3c.3 2.1 1.6 3.5 3.7 3.7v3a7 7 0 0 1-3.7-1.1v6.2A5.8 5.8 0 1 1 10.8 9v3.1a2.8 2.8 0 1 0 2.8 2.8V3h3Z" />
        </svg>
      );
    case 'facebook':
      return (
        <svg {...common} fill="currentColor">
          <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.5V21h3Z" />
        </svg>
      );
    case 'instagram':
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="1.6">
          <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
        </svg>
      );
    case 'pinterest':
      return (
        <svg {...common} fill="currentColor">
          <path d="M12 2.5a9.5 9.5 0 0 0-3.5 18.3c-.1-.8-.2-2 0-2.8l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.8-2.5.9 0 1.3.6 1.3 1.4 0 .9-.5 2.2-.8 3.4-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.5-1.8-4.3-4.4-4.3-3 0-4.8 2.3-4.8 4.6 0 .9.4 1.9.8 2.4l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.4-.6-2.2-2.6-2.2-4.2 0-3.4 2.5-6.6 7.2-6.6 3.8 0 6.7 2.7 6.7 6.3 0 3.7-2.3 6.8-5.6 6.8-1.1 0-2.1-.6-2.5-1.3l-.7 2.6c-.2 1-.9 2.2-1.4 2.9A9.5 9.5 0 1 0 12 2.5Z" />
        </svg>
      );
    default:
      return (
        <svg {...common} fill="none" stroke="currentColor" strokeWidth="1.6">
          <circle cx="12" cy="12" r="8.5" />
          <path d="M3.5 12h17M12 3.5c2.5 2.6 2.5 14.4 0 17M12 3.5c-2.5 2.6-2.5 14.4 0 17" />
        </svg>
      );
  }
}

/**
 * The two brands that share the code; the host name picks one (SITE_THEMES). Shared by the storefront
 * (lib/site.ts) and the back-end (its documents carry the brand's letterhead).
 */
export interface SiteTheme {
  name: 'default' | 'sister';
  brand: string;
  legalName: string;
  tagline: string;
  description: string;
  wholesaleUrl: string;
  contact: {
    whatsapp: string[];
    phones: string[];
    email: string;
    liveChatUrl: string;
    offices: { title: string; address: string }[];
  };
  social: {
    video: string;
    sisterBrandPages: { label: string; href: string }[];
    photoPages: { label: string; href: string }[];
  };
}

export const THEMES: Record<SiteTheme['name'], SiteTheme> = {
  default: {
    name: 'default',
    brand: 'Steelora',
    legalName: 'Steelora Jewelry Manufacturing Co., Ltd.',
    tagline: 'Stainless Steel Jewelry Manufacturer',
    description:
      'Wholesale stainless steel jewelry straight from our factories: rings, necklaces, bracelets and earrings, with OEM/ODM customization and low MOQs.',
    wholesaleUrl: 'https://wholesale.steelora.example',
    contact: {
      whatsapp: ['+86 138 2600 4512', '+86 139 2288 7031'],
      phones: ['+86 20 3892 1150', '+1 (646) 555-0182'],
      email: 'sales@steelora.example',
      liveChatUrl: 'https://wa.me/8613826004512',
      offices: [
        { title: 'Guangzhou Head Office', address: 'Floor 12, Huacheng Tower, 88 Tianhe Road, Tianhe District, Guangzhou, China' },
        { title: 'Yiwu Showroom', address: 'Room 3015, District 2, International Trade City, Yiwu, Zhejiang, China' },
      ],
    },
    social: {
      video: 'https://www.youtube.com/@steelora',
      sisterBrandPages: [
        { label: 'Steelora on Facebook', href: 'https://www.facebook.com/steelora' },
        { label: 'Velmora on Facebook', href: 'https://www.facebook.com/velmora' },
      ],
      photoPages: [
        { label: 'Steelora on Instagram', href: 'https://www.instagram.com/steelora' },
        { label: 'Steelora on Pinterest', href: 'https://www.pinterest.com/steelora' },
      ],
    },
  },
  sister: {
    name: 'sister',
    brand: 'Velmora',
    legalName: 'Velmora Fine Steel Jewelry Ltd.',
    tagline: 'Fine Steel Jewelry for Boutiques',
    description:
      'Velmora designs and manufactures fine stainless steel jewelry for boutiques and brands: gold-plated essentials, custom engraving and private label.',
    wholesaleUrl: 'https://wholesale.velmora.example',
    contact: {
      whatsapp: ['+86 137 1234 8890', '+86 135 6655 2201'],
      phones: ['+86 579 8512 3300', '+44 20 7946 0321'],
      email: 'hello@velmora.example',
      liveChatUrl: 'https://wa.me/8613712348890',
      offices: [
        { title: 'Yiwu Studio', address: '66 Chouzhou North Road, Yiwu, Zhejiang, China' },
        { title: 'London Sales Office', address: '25 Hatton Garden, London EC1N 8BQ, United Kingdom' },
      ],
    },
    social: {
      video: 'https://www.youtube.com/@velmora',
      sisterBrandPages: [
        { label: 'Velmora on Facebook', href: 'https://www.facebook.com/velmora' },
        { label: 'Steelora on Facebook', href: 'https://www.facebook.com/steelora' },
      ],
      photoPages: [
        { label: 'Velmora on Instagram', href: 'https://www.instagram.com/velmora' },
        { label: 'Velmora on Pinterest', href: 'https://www.pinterest.com/velmora' },
      ],
    },
  },
};

export const THEME_NAMES = Object.keys(THEMES) as SiteTheme['name'][];

export function isThemeName(value: string): value is SiteTheme['name'] {
  return (THEME_NAMES as string[]).includes(value);
}

export function getTheme(name: string): SiteTheme {
  return isThemeName(name) ? THEMES[name] : THEMES.default;
}

/** `SITE_THEMES=sister.example.test=sister,other.test=default`: host name (no port) to theme. */
export function parseSiteThemes(value: string | undefined): Map<string, SiteTheme['name']> {
  const map = new Map<string, SiteTheme['name']>();
  for (const pair of (value ?? '').split(',')) {
    const [host, theme] = pair.split('=').map((s) => s.trim().toLowerCase());
    if (host && theme && isThemeName(theme)) map.set(host, theme);
  }
  return map;
}

export function themeForHost(host: string | null, siteThemes: Map<string, SiteTheme['name']>): SiteTheme['name'] {
  const hostname = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return siteThemes.get(hostname) ?? 'default';
}


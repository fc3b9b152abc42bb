import { themeForHost, type SiteTheme } from '@sw/protocol';

/**
 * The brand of the site a request came through (SITE_THEMES maps host names to themes, the storefront's rule in
 * proxy.ts). The storefront in front names the host the buyer used in X-Forwarded-Host (the /api/post proxy and
 * its in-process calls); a client calling the back-end directly is read by its Host. A caller can only choose the
 * brand of its own mails and documents, so the header needs no trust.
 */
export function requestTheme(header: (name: string) => string | undefined, siteThemes: Map<string, SiteTheme['name']>): SiteTheme['name'] {
  return themeForHost(header('x-forwarded-host') ?? header('host') ?? null, siteThemes);
}

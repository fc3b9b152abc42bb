import { describe, expect, it } from 'vitest';
import { absoluteUrl, parseSiteOrigins, themeOrigin } from './site';

describe('per-theme origins (SITE_ORIGINS)', () => {
  it('maps each theme to the origin of its URL and skips what is not a theme or a URL', () => {
    const origins = parseSiteOrigins('default=https://steelora.example/shop, sister = https://velmora.example ,other=https://x.test,sister2=nope');
    expect([...origins]).toEqual([
      ['default', 'https://steelora.example'],
      ['sister', 'https://velmora.example'],
    ]);
    expect(parseSiteOrigins('default=not a url').size).toBe(0);
  });

  it('falls back to PUBLIC_URL, then to this server on localhost', () => {
    expect(themeOrigin('sister', { SITE_ORIGINS: 'default=https://a.test', PUBLIC_URL: 'https://b.test/x' })).toBe('https://b.test');
    expect(themeOrigin('default', { SITE_ORIGINS: 'default=https://a.test', PUBLIC_URL: 'https://b.test' })).toBe('https://a.test');
    expect(themeOrigin('default', { PORT: '4100' })).toBe('http://localhost:4100');
  });

  it('makes paths absolute and leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://a.test', '/goods/details/5')).toBe('https://a.test/goods/details/5');
    expect(absoluteUrl('https://a.test', 'https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
  });
});

import { describe, expect, it } from 'vitest';
import { safeReturnTo, signInHref, visitorRedirect } from './links';

describe('the return path after sign-in', () => {
  it('keeps only paths of this site', () => {
    expect(safeReturnTo('/inquiry/cart?time=1')).toBe('/inquiry/cart?time=1');
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'inquiry/cart', '/a\nb', '', null]) {
      expect(safeReturnTo(bad), String(bad)).toBeNull();
    }
  });

  it('a visitor opening the cart gets the dialog on /, the other member pages send to /', () => {
    expect(visitorRedirect('/inquiry/cart?time=5')).toBe(signInHref('/inquiry/cart?time=5'));
    expect(signInHref('/inquiry/cart')).toBe('/?signIn=%2Finquiry%2Fcart');
    expect(visitorRedirect('/myAccount')).toBe('/');
    expect(visitorRedirect('/inquiry/cartx')).toBe('/');
    expect(visitorRedirect(null)).toBe('/');
  });
});

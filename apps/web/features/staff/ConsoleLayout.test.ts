import { describe, expect, it } from 'vitest';
import { CONSOLE_SCREENS, firstScreen, mayOpenScreen, screenOf } from '@/lib/staffScreens';
import { CONSOLE_SECTIONS } from './ConsoleLayout';

describe('console screens by staff role', () => {
  it('every nav section has its roles', () => {
    expect(CONSOLE_SECTIONS.map((s) => s.href).sort()).toEqual(CONSOLE_SCREENS.map((s) => s.href).sort());
  });

  it('finance opens payments and rates but not the catalogue; catalogue the reverse', () => {
    expect(mayOpenScreen(['finance'], '/admin/payments')).toBe(true);
    expect(mayOpenScreen(['finance'], '/admin/rates?tab=duty')).toBe(true);
    expect(mayOpenScreen(['finance'], '/admin/catalog')).toBe(false);
    expect(mayOpenScreen(['finance'], '/admin/catalog/goods/12')).toBe(false);
    expect(mayOpenScreen(['catalogue'], '/admin/catalog/goods/new')).toBe(true);
    expect(mayOpenScreen(['catalogue'], '/admin/payments')).toBe(false);
    expect(mayOpenScreen(['catalogue'], '/admin/orders/7')).toBe(false);
  });

  it('the administrator opens every screen, a sales manager every sales screen; the console home is anyone\'s', () => {
    for (const { href } of CONSOLE_SCREENS) expect(mayOpenScreen(['administrator'], href)).toBe(true);
    expect(mayOpenScreen(['sales_manager'], '/admin/inquiries/3')).toBe(true);
    expect(mayOpenScreen(['sales_manager'], '/admin/audit')).toBe(false);
    expect(screenOf('/admin')).toBeNull();
    expect(mayOpenScreen(['production'], '/admin')).toBe(true);
  });

  it('/admin leads each role to its first screen', () => {
    expect(firstScreen(['sales'])).toBe('/admin/inquiries');
    expect(firstScreen(['finance'])).toBe('/admin/orders');
    expect(firstScreen(['catalogue'])).toBe('/admin/catalog');
    expect(firstScreen([])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { addressLines } from '@/lib/address';

describe('addressLines', () => {
  it('writes street, then city, region and postcode, then the country', () => {
    expect(addressLines({ street: '14 Quai Saint-Antoine', city: 'Lyon', region: 'Rhône', postcode: '69002', countryName: 'France' })).toEqual([
      '14 Quai Saint-Antoine', 'Lyon, Rhône 69002', 'France',
    ]);
  });
  it('leaves out what the address does not have', () => {
    expect(addressLines({ street: '1 Main St', city: 'Austin', region: null, postcode: '78701', countryName: 'United States' })[1]).toBe('Austin, 78701');
    expect(addressLines({ street: '1 Main St', city: 'Dubai', region: null, postcode: null, countryName: 'United Arab Emirates' })[1]).toBe('Dubai');
  });
});

import { describe, expect, it } from 'vitest';
import { lineCustomizationSchema } from './customization';
import { isValidFileKey } from '../fileKeys';

const message = (input: unknown) => {
  const result = lineCustomizationSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('a line customization', () => {
  it('takes logo files, technique, font, placement, colours and notes, and fills empty lists', () => {
    const parsed = lineCustomizationSchema.parse({
      logoFiles: [{ key: 'logo/k3J9x0.png', name: ' brand.png ' }],
      technique: 'laser-engraving',
      font: 'Didot',
      placement: { x: 0.25, y: 0.4, width: 0.5, height: 0.2 },
      colors: ['#C0A060', 'Pantone 871 C'],
      notes: 'Logo on the inside of the band.',
    });
    expect(parsed.logoFiles).toEqual([{ key: 'logo/k3J9x0.png', name: 'brand.png' }]);
    expect(lineCustomizationSchema.parse({})).toEqual({ logoFiles: [], colors: [] });
  });

  it('keeps the logo on the picture', () => {
    expect(message({ placement: { x: 0.6, y: 0, width: 0.5, height: 0.2 } })).toBe('The logo must stay on the picture.');
    expect(message({ placement: { x: -0.1, y: 0, width: 0.5, height: 0.2 } })).toBe('Must be a number from 0 to 1.');
    expect(message({ placement: { x: 0, y: 0, width: 0, height: 0.2 } })).toBe('The logo needs a size.');
    expect(message({ placement: { x: 0, y: 0, width: 1, height: 1 } })).toBeNull();
  });

  it('accepts only files from the logo and design folders, by a valid key', () => {
    expect(message({ logoFiles: [{ key: 'design/ab12.ai', name: 'x.ai' }] })).toBeNull();
    expect(message({ logoFiles: [{ key: 'message/ab12.png', name: 'x.png' }] })).toBe('Logo files belong in the logo or design folder.');
    expect(message({ logoFiles: [{ key: 'logo/../../etc/passwd', name: 'x' }] })).toBe('This file reference is not valid.');
  });

  it('bounds the lists and the notes', () => {
    expect(message({ colors: Array.from({ length: 9 }, (_, i) => `c${i}`) })).toBe('At most 8 colours.');
    expect(message({ notes: 'x'.repeat(2001) })).toBe('The notes are too long.');
  });
});

describe('file keys', () => {
  it('are a known folder and one random name with an extension', () => {
    expect(['logo/a1.png', 'design/Zz_9-x.pdf', 'quick/abc', 'message/m1.JPG'].every(isValidFileKey)).toBe(true);
    expect(['../a.png', 'logo/../a.png', 'logo/a/b.png', '/logo/a.png', 'other/a.png', 'logo/.a', 'logo/', 'logo/a.png.exe.'].some(isValidFileKey)).toBe(false);
  });
});

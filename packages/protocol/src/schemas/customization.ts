import { z } from '../z';
import { lineString } from './fields';
import { CUSTOMIZATION_LIMITS } from '../limits';
import { isValidFileKey } from '../fileKeys';

/**
 * A line's customization: what a buyer asks to be changed on a goods (logo, technique, font, colours,
 * notes) and where the logo sits on the product picture. Stored with cart lines and inquiry lines
 * (typed jsonb) and sent by the customization editor; the back-end parses it with this schema.
 */

/** An uploaded file: its storage key and the name the buyer knows it by. */
export const fileRefSchema = z.object({
  key: z.string().refine(isValidFileKey, { error: 'This file reference is not valid.' }),
  name: lineString().min(1, { error: 'A file needs a name.' }).max(200, { error: 'The file name is too long.' }),
});
export type FileRef = z.output<typeof fileRefSchema>;

const fraction = z.number({ error: 'Must be a number from 0 to 1.' }).min(0, { error: 'Must be a number from 0 to 1.' }).max(1, { error: 'Must be a number from 0 to 1.' });

/**
 * Where the logo sits over the goods picture, as fractions of the picture's width and height (so it holds
 * at any display size): x and y of its top-left corner, its width and height. It stays on the picture.
 */
export const logoPlacementSchema = z
  .object({
    x: fraction,
    y: fraction,
    width: fraction.refine((n) => n > 0, { error: 'The logo needs a size.' }),
    height: fraction.refine((n) => n > 0, { error: 'The logo needs a size.' }),
  })
  .refine((p) => p.x + p.width <= 1 + 1e-9 && p.y + p.height <= 1 + 1e-9, { error: 'The logo must stay on the picture.' });
export type LogoPlacement = z.output<typeof logoPlacementSchema>;

const shortText = (max: number, what: string) =>
  z.string().trim().min(1, { error: `Please choose a ${what}.` }).max(max, { error: `The ${what} is too long.` });

export const lineCustomizationSchema = z.object({
  /** Logo and design files (keys in the logo/ or design/ folders). */
  logoFiles: z
    .array(fileRefSchema.refine((file) => /^(logo|design)\//.test(file.key), { error: 'Logo files belong in the logo or design folder.' }))
    .max(CUSTOMIZATION_LIMITS.maxFiles, { error: `At most ${CUSTOMIZATION_LIMITS.maxFiles} files.` })
    .default([]),
  /** A technique code of getFontTechnic.do (engraving, printing, ...). */
  technique: shortText(60, 'technique').optional(),
  /** A font name of getFontTechnic.do. */
  font: shortText(80, 'font').optional(),
  placement: logoPlacementSchema.optional(),
  /** Colours as the buyer names them: '#C0A060', 'Pantone 871 C', 'black enamel'. */
  colors: z
    .array(z.string().trim().min(1, { error: 'A colour cannot be empty.' }).max(40, { error: 'A colour name is too long.' }))
    .max(CUSTOMIZATION_LIMITS.maxColors, { error: `At most ${CUSTOMIZATION_LIMITS.maxColors} colours.` })
    .default([]),
  notes: z.string().trim().max(CUSTOMIZATION_LIMITS.maxNotes, { error: 'The notes are too long.' }).optional(),
});
export type LineCustomization = z.output<typeof lineCustomizationSchema>;
export type LineCustomizationInput = z.input<typeof lineCustomizationSchema>;

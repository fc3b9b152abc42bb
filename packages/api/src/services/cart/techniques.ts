import type { FontOption, FontTechnic, LogoPlacement, LogoPosition, LogoTechnique } from '@sw/protocol';

/**
 * The fixed customization catalogue of the factories (stainless-steel jewellery): logo techniques, fonts for
 * engraved text, and where a logo can go on each kind of goods. All of it lives here, in one module.
 */

export const LOGO_TECHNIQUES = [
  { code: 'laser-engraving', name: 'Laser engraving', description: 'A fine, permanent mark burnt into the steel; sharp for logos and small text. The most common choice.' },
  { code: 'deep-engraving', name: 'Deep engraving', description: 'A deeper laser cut that you can feel with a finger; lasts through years of wear and polishing.' },
  { code: 'stamping', name: 'Stamping', description: 'The logo pressed into the metal with a steel die; crisp and classic, best for hallmarks and simple logos.' },
  { code: 'enamel-filling', name: 'Enamel filling', description: 'An engraved or stamped logo filled with coloured enamel; name the colours in your notes (Pantone if you have it).' },
  { code: 'uv-printing', name: 'UV printing', description: 'Full-colour printing cured with UV light; for photos and gradients on flat surfaces.' },
  { code: 'embossing', name: 'Embossing', description: 'A raised logo pressed from behind; a tactile, premium look on pendants and tags.' },
  { code: 'cut-out-plate', name: 'Cut-out logo plate', description: 'The logo cut out of a steel plate and soldered on as a charm or tag.' },
] as const satisfies readonly LogoTechnique[];

export type TechniqueCode = (typeof LOGO_TECHNIQUES)[number]['code'];

/**
 * Font names with their CSS stacks: an open-licence web font first (the storefront ships it with the customization
 * screens, @fontsource), then system faces of the same kind. With system faces alone, seven names showed three looks.
 */
export const FONTS: readonly FontOption[] = [
  { name: 'Serif', family: "'Libre Baskerville', Georgia, 'Times New Roman', serif" },
  { name: 'Sans', family: "Montserrat, 'Helvetica Neue', Helvetica, Arial, sans-serif" },
  { name: 'Script', family: "'Great Vibes', 'Brush Script MT', 'Segoe Script', cursive" },
  { name: 'Block', family: "Anton, Impact, 'Arial Black', sans-serif" },
  { name: 'Classic Roman', family: "Cinzel, 'Palatino Linotype', Palatino, serif" },
  { name: 'Modern', family: "'Josefin Sans', 'Trebuchet MS', 'Segoe UI', sans-serif" },
  { name: 'Typewriter', family: "'Courier Prime', 'Courier New', Courier, monospace" },
];

export function fontTechnic(): FontTechnic {
  return { fonts: FONTS.map((font) => ({ ...font })), techniques: LOGO_TECHNIQUES.map((technique) => ({ ...technique })) };
}

const place = (x: number, y: number, width: number, height: number): LogoPlacement => ({ x, y, width, height });

/** What a kind of goods allows: where the logo goes (first = default) and which techniques (first = default). */
interface LogoProfile {
  positions: LogoPosition[];
  techniques: TechniqueCode[];
}

const PROFILES = {
  ring: {
    positions: [
      { code: 'inside-band', name: 'Inside the band', placement: place(0.3, 0.44, 0.4, 0.12) },
      { code: 'outside-band', name: 'Outside the band', placement: place(0.3, 0.72, 0.4, 0.14) },
      { code: 'top-face', name: 'Top face (signet)', placement: place(0.38, 0.18, 0.24, 0.2) },
    ],
    techniques: ['laser-engraving', 'deep-engraving', 'stamping', 'enamel-filling'],
  },
  pendant: {
    positions: [
      { code: 'front', name: 'Front', placement: place(0.35, 0.4, 0.3, 0.24) },
      { code: 'back', name: 'Back', placement: place(0.38, 0.44, 0.24, 0.18) },
      { code: 'tag', name: 'Clasp tag', placement: place(0.44, 0.86, 0.12, 0.08) },
    ],
    techniques: ['laser-engraving', 'deep-engraving', 'stamping', 'enamel-filling', 'uv-printing', 'embossing', 'cut-out-plate'],
  },
  bracelet: {
    positions: [
      { code: 'clasp-plate', name: 'Clasp plate', placement: place(0.4, 0.7, 0.2, 0.12) },
      { code: 'outer-surface', name: 'Outer surface', placement: place(0.28, 0.42, 0.44, 0.16) },
      { code: 'inner-surface', name: 'Inner surface', placement: place(0.32, 0.5, 0.36, 0.1) },
    ],
    techniques: ['laser-engraving', 'deep-engraving', 'stamping', 'enamel-filling', 'uv-printing', 'cut-out-plate'],
  },
  earring: {
    positions: [
      { code: 'back', name: 'Back', placement: place(0.4, 0.45, 0.2, 0.12) },
      { code: 'backing-card', name: 'Backing card', placement: place(0.3, 0.1, 0.4, 0.14) },
    ],
    techniques: ['laser-engraving', 'stamping', 'uv-printing'],
  },
  body: {
    positions: [
      { code: 'surface', name: 'Visible surface', placement: place(0.4, 0.42, 0.2, 0.14) },
      { code: 'backing-card', name: 'Backing card', placement: place(0.3, 0.1, 0.4, 0.14) },
    ],
    techniques: ['laser-engraving', 'uv-printing'],
  },
} satisfies Record<string, LogoProfile>;

type ProfileKind = keyof typeof PROFILES;

/** The first rule whose pattern matches the goods' category names wins (body jewellery holds 'Nose Rings'). */
const PROFILE_RULES: [RegExp, ProfileKind][] = [
  [/body/i, 'body'],
  [/earring|ear cuff/i, 'earring'],
  [/ring/i, 'ring'],
  [/bracelet|bangle|cuff|anklet/i, 'bracelet'],
  [/pendant|locket|necklace|chain|choker/i, 'pendant'],
];

/** Logo options of a goods from its category path (top level first); pendants' options when nothing matches. */
export function logoProfile(categoryNames: string[]): { positions: LogoPosition[]; techniques: LogoTechnique[] } {
  const names = categoryNames.join(' / ');
  const kind = PROFILE_RULES.find(([pattern]) => pattern.test(names))?.[1] ?? 'pendant';
  const profile: LogoProfile = PROFILES[kind];
  return {
    positions: profile.positions.map((position) => ({ ...position, placement: { ...position.placement } })),
    techniques: profile.techniques.map((code) => ({ ...LOGO_TECHNIQUES.find((technique) => technique.code === code)! })),
  };
}

import type { Accent, Motif, Shape, Tone } from './art';

/**
 * Reference data of the demo catalogue: what a stainless-steel jewellery wholesaler sells.
 * The generator in catalogue.ts combines these into goods.
 */

/** Which specification lines a good of a category has (see SpecEntry in @sw/protocol). */
export type SpecKind = 'ring' | 'necklace' | 'bracelet' | 'bangle' | 'earring' | 'pendant' | 'anklet' | 'body';

export interface LeafCategory {
  name: string;
  /** Product names used in titles, e.g. 'Band Ring'. */
  nouns: readonly string[];
  shape: Shape;
  specKind: SpecKind;
  /** Unit price range in USD of the smallest tier, before extras. */
  price: readonly [number, number];
  /** A theme every good of this category has (a cross pendant is religious). */
  theme?: string;
  /** Chains read badly with a motif in the title ('Heart Cuban Link Chain'). */
  plainTitle?: boolean;
}

export interface TopCategory {
  name: string;
  /** First letters of goods codes, e.g. SR2403-0001 for a ring. */
  codePrefix: string;
  /** Share of the goods in this category. */
  weight: number;
  children: readonly LeafCategory[];
}

export const CATEGORY_TREE: readonly TopCategory[] = [
  {
    name: 'Rings',
    codePrefix: 'SR',
    weight: 20,
    children: [
      { name: 'Band Rings', nouns: ['Band Ring', 'Wedding Band', 'Spinner Ring'], shape: 'ring', specKind: 'ring', price: [0.9, 3.5] },
      { name: 'Signet Rings', nouns: ['Signet Ring', 'Seal Ring'], shape: 'signet', specKind: 'ring', price: [2, 6] },
      { name: 'Statement Rings', nouns: ['Statement Ring', 'Cocktail Ring'], shape: 'ring', specKind: 'ring', price: [1.8, 5.5] },
      { name: 'Stackable Rings', nouns: ['Stackable Ring', 'Midi Ring', 'Open Ring'], shape: 'ring', specKind: 'ring', price: [0.6, 2.2] },
    ],
  },
  {
    name: 'Necklaces',
    codePrefix: 'SN',
    weight: 18,
    children: [
      { name: 'Pendant Necklaces', nouns: ['Pendant Necklace', 'Charm Necklace'], shape: 'necklace', specKind: 'necklace', price: [1.6, 5] },
      { name: 'Chain Necklaces', nouns: ['Rope Chain Necklace', 'Paperclip Chain Necklace', 'Snake Chain Necklace', 'Box Chain Necklace'], shape: 'chain', specKind: 'necklace', price: [1.2, 4.5], plainTitle: true },
      { name: 'Choker Necklaces', nouns: ['Choker Necklace', 'Collar Necklace'], shape: 'necklace', specKind: 'necklace', price: [1, 3.8] },
      { name: 'Layered Necklaces', nouns: ['Layered Necklace', 'Y Necklace'], shape: 'necklace', specKind: 'necklace', price: [2.2, 6] },
    ],
  },
  {
    name: 'Bracelets',
    codePrefix: 'SB',
    weight: 15,
    children: [
      { name: 'Bangles', nouns: ['Bangle', 'Bangle Bracelet'], shape: 'bangle', specKind: 'bangle', price: [1.8, 5.5] },
      { name: 'Cuff Bracelets', nouns: ['Cuff Bracelet', 'Open Cuff'], shape: 'bangle', specKind: 'bangle', price: [1.6, 5] },
      { name: 'Chain Bracelets', nouns: ['Chain Bracelet', 'Tennis Bracelet', 'Link Bracelet'], shape: 'bracelet', specKind: 'bracelet', price: [1.2, 4.5] },
      { name: 'Charm Bracelets', nouns: ['Charm Bracelet', 'Bead Bracelet'], shape: 'bracelet', specKind: 'bracelet', price: [1.4, 4.8] },
    ],
  },
  {
    name: 'Earrings',
    codePrefix: 'SE',
    weight: 18,
    children: [
      { name: 'Stud Earrings', nouns: ['Stud Earrings'], shape: 'stud', specKind: 'earring', price: [0.5, 2] },
      { name: 'Hoop Earrings', nouns: ['Hoop Earrings'], shape: 'hoop', specKind: 'earring', price: [0.8, 3] },
      { name: 'Huggie Earrings', nouns: ['Huggie Earrings', 'Huggie Hoops'], shape: 'hoop', specKind: 'earring', price: [0.8, 2.8] },
      { name: 'Drop Earrings', nouns: ['Drop Earrings', 'Dangle Earrings'], shape: 'drop', specKind: 'earring', price: [1, 3.5] },
    ],
  },
  {
    name: 'Pendants',
    codePrefix: 'SP',
    weight: 12,
    children: [
      { name: 'Charm Pendants', nouns: ['Charm Pendant', 'Charm'], shape: 'pendant', specKind: 'pendant', price: [0.4, 1.8] },
      { name: 'Lockets', nouns: ['Locket Pendant', 'Photo Locket'], shape: 'pendant', specKind: 'pendant', price: [1.5, 4.5] },
      { name: 'Cross Pendants', nouns: ['Cross Pendant'], shape: 'pendant', specKind: 'pendant', price: [0.8, 3], theme: 'Religious' },
      { name: 'Initial Pendants', nouns: ['Initial Pendant', 'Letter Pendant'], shape: 'pendant', specKind: 'pendant', price: [0.6, 2.2], theme: 'Initial & Letter' },
    ],
  },
  {
    name: 'Anklets',
    codePrefix: 'SA',
    weight: 5,
    children: [
      { name: 'Chain Anklets', nouns: ['Chain Anklet', 'Layered Anklet'], shape: 'anklet', specKind: 'anklet', price: [0.9, 3] },
      { name: 'Charm Anklets', nouns: ['Charm Anklet'], shape: 'anklet', specKind: 'anklet', price: [1, 3.2] },
      { name: 'Beaded Anklets', nouns: ['Beaded Anklet', 'Satellite Bead Anklet'], shape: 'anklet', specKind: 'anklet', price: [0.9, 2.8] },
    ],
  },
  {
    name: 'Body Jewelry',
    codePrefix: 'SJ',
    weight: 5,
    children: [
      { name: 'Nose Rings', nouns: ['Nose Ring', 'Nose Stud', 'Septum Ring'], shape: 'barbell', specKind: 'body', price: [0.2, 0.9] },
      { name: 'Belly Rings', nouns: ['Belly Button Ring', 'Navel Ring'], shape: 'barbell', specKind: 'body', price: [0.4, 1.5] },
      { name: 'Ear Cuffs', nouns: ['Ear Cuff', 'Cartilage Earring', 'Helix Earring'], shape: 'hoop', specKind: 'body', price: [0.3, 1.2] },
      { name: 'Lip Rings', nouns: ['Lip Ring', 'Labret Stud'], shape: 'barbell', specKind: 'body', price: [0.2, 0.8] },
    ],
  },
  {
    name: "Men's Jewelry",
    codePrefix: 'SM',
    weight: 7,
    children: [
      { name: "Men's Rings", nouns: ["Men's Ring", "Men's Signet Ring"], shape: 'signet', specKind: 'ring', price: [2.5, 7] },
      { name: "Men's Chains", nouns: ['Cuban Link Chain', 'Franco Chain', 'Figaro Chain'], shape: 'chain', specKind: 'necklace', price: [3, 12], plainTitle: true },
      { name: "Men's Bracelets", nouns: ["Men's Bracelet", 'Cuban Link Bracelet', 'Bead Bracelet'], shape: 'bracelet', specKind: 'bracelet', price: [2.5, 9] },
      { name: "Men's Pendants", nouns: ['Dog Tag Pendant', "Men's Pendant"], shape: 'pendant', specKind: 'pendant', price: [1.2, 3.5] },
    ],
  },
];

export interface ThemeFacet {
  name: string;
  popular: boolean;
  /** Title words with the motif drawn for them. */
  motifs: readonly (readonly [word: string, motif: Motif])[];
}

export const THEMES: readonly ThemeFacet[] = [
  { name: 'Love', popular: true, motifs: [['Heart', 'heart'], ['Double Heart', 'heart'], ['Love Knot', 'infinity']] },
  { name: 'Religious', popular: true, motifs: [['Cross', 'cross'], ['Sideways Cross', 'cross'], ['Virgin Mary Medal', 'coin']] },
  { name: 'Zodiac', popular: true, motifs: [['Zodiac Sign', 'zodiac'], ['Constellation', 'zodiac'], ['Zodiac Coin', 'coin']] },
  { name: 'Celestial', popular: false, motifs: [['Moon and Star', 'moon'], ['Crescent Moon', 'moon'], ['North Star', 'star'], ['Sunburst', 'sun']] },
  { name: 'Nature', popular: false, motifs: [['Leaf', 'leaf'], ['Flower', 'flower'], ['Daisy', 'flower'], ['Olive Branch', 'leaf']] },
  { name: 'Animals', popular: true, motifs: [['Butterfly', 'butterfly'], ['Paw Print', 'paw'], ['Snake', 'snake']] },
  { name: 'Initial & Letter', popular: true, motifs: [['Initial', 'letter'], ['Letter', 'letter'], ['Alphabet', 'letter']] },
  { name: 'Skull & Gothic', popular: false, motifs: [['Skull', 'skull'], ['Gothic Skull', 'skull'], ['Biker Skull', 'skull']] },
  { name: 'Geometric', popular: false, motifs: [['Hexagon', 'hexagon'], ['Geometric', 'hexagon'], ['Coin', 'coin']] },
  { name: 'Evil Eye', popular: true, motifs: [['Evil Eye', 'eye'], ['Hamsa Evil Eye', 'eye']] },
  { name: 'Friendship & Infinity', popular: false, motifs: [['Infinity', 'infinity'], ['Friendship Knot', 'infinity']] },
  { name: 'Ocean & Beach', popular: false, motifs: [['Starfish', 'star'], ['Seashell', 'flower'], ['Sun', 'sun']] },
];

export const STYLES: readonly { name: string; popular: boolean }[] = [
  { name: 'Minimalist', popular: true },
  { name: 'Dainty', popular: true },
  { name: 'Classic', popular: false },
  { name: 'Vintage', popular: true },
  { name: 'Bohemian', popular: false },
  { name: 'Punk', popular: false },
  { name: 'Hip Hop', popular: true },
  { name: 'Chunky', popular: false },
  { name: 'Statement', popular: false },
];

export interface PlatingFacet {
  name: string;
  popular: boolean;
  tone: Tone;
  /** The Color spec value. */
  color: string;
  /** Price factor over plain polished steel. */
  priceFactor: number;
}

export const PLATINGS: readonly PlatingFacet[] = [
  { name: '18K Gold Plated', popular: true, tone: 'gold', color: 'Gold', priceFactor: 1.15 },
  { name: '14K Gold Plated', popular: false, tone: 'gold', color: 'Gold', priceFactor: 1.12 },
  { name: 'PVD Gold', popular: true, tone: 'gold', color: 'Gold', priceFactor: 1.25 },
  { name: 'Rose Gold Plated', popular: true, tone: 'rose', color: 'Rose Gold', priceFactor: 1.15 },
  { name: 'Silver Tone', popular: true, tone: 'silver', color: 'Silver', priceFactor: 1 },
  { name: 'Black IP', popular: false, tone: 'black', color: 'Black', priceFactor: 1.2 },
  { name: 'Two-Tone', popular: false, tone: 'gold', color: 'Gold & Silver', priceFactor: 1.2 },
];

export interface InsertFacet {
  name: string;
  popular: boolean;
  accent: Accent;
  /** Words used in titles: '... Ring with Cubic Zirconia'. */
  titleWords: string;
  priceFactor: number;
}

export const INSERTS: readonly InsertFacet[] = [
  { name: 'Cubic Zirconia', popular: true, accent: 'cz', titleWords: 'Cubic Zirconia', priceFactor: 1.2 },
  { name: 'Enamel', popular: true, accent: 'enamel', titleWords: 'Enamel', priceFactor: 1.1 },
  { name: 'Natural Stone', popular: false, accent: 'stone', titleWords: 'Natural Stone', priceFactor: 1.3 },
  { name: 'Pearl', popular: true, accent: 'pearl', titleWords: 'Freshwater Pearl', priceFactor: 1.35 },
  { name: 'Crystal', popular: false, accent: 'crystal', titleWords: 'Crystal', priceFactor: 1.15 },
  { name: 'Shell', popular: false, accent: 'shell', titleWords: 'Shell', priceFactor: 1.15 },
  { name: 'Resin', popular: false, accent: 'resin', titleWords: 'Resin', priceFactor: 1.05 },
];

export interface FactorySeed {
  name: string;
  city: string;
  foundedYear: number;
  areaSqm: number;
  employees: number;
  monthlyCapacity: number;
  summary: string;
  description: string;
  capabilities: string[];
  certifications: string[];
  /** Top-level categories this plant mostly makes. */
  specialities: string[];
}

export const FACTORIES: readonly FactorySeed[] = [
  {
    name: 'Dongguan Hengxin Steel Jewelry Factory',
    city: 'Dongguan, Guangdong',
    foundedYear: 2006,
    areaSqm: 12_000,
    employees: 320,
    monthlyCapacity: 600_000,
    summary: 'Our largest plant: rings and men\'s jewelry, from CNC-turned bands to hand-polished signets.',
    description:
      'The Dongguan plant opened in 2006 and grew from a ring workshop into a full production site. ' +
      'Forty CNC lathes turn 316L stainless steel bands and signets; a vacuum PVD line gives gold, rose gold and black finishes that pass 48-hour salt-spray tests. ' +
      'Every batch is hand-polished, sized on calibrated mandrels and checked by our own quality team before packing. ' +
      'Laser engraving and custom logo stamping are done in house, so OEM orders with your brand ship in three to four weeks.',
    capabilities: ['CNC turning', 'Laser engraving', 'Vacuum PVD plating', 'Hand polishing', 'Logo stamping', 'OEM/ODM design'],
    certifications: ['ISO 9001:2015', 'BSCI', 'SGS nickel-free test', 'REACH compliance'],
    specialities: ['Rings', "Men's Jewelry"],
  },
  {
    name: 'Guangzhou Panyu Lianhe Jewelry Works',
    city: 'Guangzhou, Guangdong',
    foundedYear: 2003,
    areaSqm: 15_000,
    employees: 410,
    monthlyCapacity: 800_000,
    summary: 'Chains, necklaces and bracelets, made on our own chain-making machines in the heart of Panyu.',
    description:
      'Panyu is China\'s jewellery district, and our Lianhe works has been part of it since 2003. ' +
      'Sixty automatic chain machines make cable, rope, Cuban, Figaro, paperclip and box chains in widths from 1 mm to 14 mm. ' +
      'Clasps are laser-welded, every chain is tension-tested, and lengths are cut to your order. ' +
      'A dedicated plating line runs 18K and 14K gold plating with a nickel-free under-layer.',
    capabilities: ['Automatic chain making', 'Laser welding', '18K gold plating', 'Tension testing', 'Custom lengths', 'Custom packaging'],
    certifications: ['ISO 9001:2015', 'Sedex SMETA', 'SGS nickel-free test', 'California Proposition 65 tested'],
    specialities: ['Necklaces', 'Bracelets', 'Anklets'],
  },
  {
    name: 'Yiwu Mingcai Accessories Co., Ltd.',
    city: 'Yiwu, Zhejiang',
    foundedYear: 2011,
    areaSqm: 8_500,
    employees: 230,
    monthlyCapacity: 450_000,
    summary: 'Earrings, pendants and charms with stone setting and enamel, close to the Yiwu wholesale market.',
    description:
      'Mingcai specialises in small pieces that need careful hands: stud and huggie earrings, charms and pendants. ' +
      'Our setters work with cubic zirconia, crystal, natural stone and freshwater pearls, and our enamel room fills colours by hand and bakes them for durability. ' +
      'Being next to the Yiwu market lets us source findings and packaging quickly, so mixed orders with many designs are our everyday work.',
    capabilities: ['Micro pave stone setting', 'Hand enamel filling', 'Pearl mounting', 'Die stamping', 'Mixed-design orders', 'Card and display packaging'],
    certifications: ['ISO 9001:2015', 'BSCI', 'REACH compliance'],
    specialities: ['Earrings', 'Pendants'],
  },
  {
    name: 'Xiamen Haoyue Craft Jewelry Co., Ltd.',
    city: 'Xiamen, Fujian',
    foundedYear: 2014,
    areaSqm: 6_000,
    employees: 150,
    monthlyCapacity: 250_000,
    summary: 'Body jewelry and precision small parts, machined from implant-grade steel in a clean workshop.',
    description:
      'Haoyue makes body jewelry, the pieces where precision matters most: threads, gauges and ball sizes are checked on every lot. ' +
      'We machine 316L surgical stainless steel, mirror-polish inside and out, and pack each piece sealed for hygiene. ' +
      'The workshop also makes small batches of anklets and custom parts for designers who start with low quantities.',
    capabilities: ['Precision machining', 'Thread cutting', 'Mirror polishing', 'Ultrasonic cleaning', 'Sealed packing', 'Low-MOQ sampling'],
    certifications: ['ISO 9001:2015', 'ISO 13485 workshop practices', 'SGS nickel-free test'],
    specialities: ['Body Jewelry', 'Anklets'],
  },
];

/** Shown in the search dialog; each one finds goods in the demo catalogue. */
export const POPULAR_SEARCHES = [
  'Cuban Link Chain',
  'Huggie Earrings',
  'Initial Pendant',
  'Cross Pendant',
  'Evil Eye',
  'Signet Ring',
  'Tennis Bracelet',
  'Pearl',
  'Butterfly',
  'Nose Ring',
] as const;

/**
 * The trade synonyms the sales team starts with (the console keeps them): pairs, lower case, applied both ways and
 * through their groups (PVD ↔ IP ↔ plated is two pairs; a third, PVD ↔ plated, would be a loop).
 */
export const STARTER_SYNONYMS: readonly (readonly [string, string])[] = [
  ['huggie', 'hoop'],
  ['316l', 'surgical steel'],
  ['pvd', 'ip'],
  ['ip', 'plated'],
  ['chain', 'necklace'],
  ['stud', 'earring'],
];

export const MATERIALS = ['316L Stainless Steel', '316L Stainless Steel', '316L Stainless Steel', '304 Stainless Steel'] as const;
export const BODY_MATERIAL = '316L Surgical Stainless Steel';

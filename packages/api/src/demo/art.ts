import { DRAWN_KINDS } from '@sw/protocol/mediaRaster';
import { createRandom, type Random } from './random';

/**
 * Pictures of the demo catalogue, drawn by code as SVG: no downloads and no binary assets.
 * Every picture is a pure function of (kind, name), so it can be cached forever.
 *
 * Goods image names read `<shape>-<tone>-<motif>-<accent>-<seed>` (e.g. `ring-gold-heart-cz-1a2b3c`);
 * missing or unknown parts are derived from the hash of the whole name, so any name draws something.
 */

export const ART_KINDS = DRAWN_KINDS;
export type ArtKind = (typeof ART_KINDS)[number];

export const SHAPES = [
  'ring', 'signet', 'necklace', 'chain', 'bracelet', 'bangle', 'hoop', 'stud', 'drop', 'pendant', 'anklet', 'barbell',
] as const;
export type Shape = (typeof SHAPES)[number];

export const TONES = ['gold', 'rose', 'silver', 'black'] as const;
export type Tone = (typeof TONES)[number];

export const MOTIFS = [
  'heart', 'cross', 'star', 'moon', 'leaf', 'flower', 'butterfly', 'paw', 'skull', 'hexagon', 'letter', 'eye',
  'infinity', 'zodiac', 'coin', 'gem', 'sun', 'snake',
] as const;
export type Motif = (typeof MOTIFS)[number];

export const ACCENTS = ['none', 'cz', 'enamel', 'stone', 'pearl', 'crystal', 'shell', 'resin'] as const;
export type Accent = (typeof ACCENTS)[number];

/** Name of a goods picture; the seed makes each picture of a good different. */
export function goodsImageName(parts: { shape: Shape; tone: Tone; motif: Motif; accent: Accent; seed: string }): string {
  return `${parts.shape}-${parts.tone}-${parts.motif}-${parts.accent}-${parts.seed}`;
}

const NAME_PATTERN = /^[a-z0-9][a-z0-9_-]{0,119}$/i;

export function isArtKind(kind: string): kind is ArtKind {
  return (ART_KINDS as readonly string[]).includes(kind);
}

/** Whether (kind, name) is a picture address: a known kind and a plain slug. */
export function canDraw(kind: string, name: string): kind is ArtKind {
  return isArtKind(kind) && NAME_PATTERN.test(name);
}

/** The SVG for a picture, or null when the kind is unknown or the name is not a plain slug. */
export function drawArt(kind: string, name: string): string | null {
  if (!canDraw(kind, name)) return null;
  switch (kind) {
    case 'goods':
      return drawGoods(name);
    case 'category':
      return drawCategory(name);
    case 'factory':
      return drawFactory(name);
    case 'facet':
      return drawFacet(name);
    case 'banner':
      return drawBanner(name);
  }
}

// ---------------------------------------------------------------------------------------------
// palette and helpers

const METAL: Record<Tone, [string, string, string, string]> = {
  // light, mid, dark, edge
  gold: ['#fff3c4', '#e8c15a', '#b08323', '#7a5a14'],
  rose: ['#ffe6dc', '#e6a993', '#b8735f', '#84493b'],
  silver: ['#ffffff', '#d5d9df', '#99a1ad', '#5f6670'],
  black: ['#8a8f98', '#3d4148', '#1d1f23', '#0a0b0c'],
};

const BACKDROPS = [
  ['#fbf7f2', '#efe6db'],
  ['#f6f4f8', '#e3dfea'],
  ['#f3f7f6', '#dbe7e3'],
  ['#fbf3f3', '#efdcdc'],
  ['#f4f6fa', '#dde3ee'],
  ['#f7f5ef', '#e6e1d2'],
] as const;

const ENAMEL = ['#c8102e', '#1d4e89', '#111111', '#f4f1ea', '#e56b9f', '#2a9d8f'];
const STONE = ['#40b5ad', '#1b1b1b', '#8e5bb5', '#c0392b', '#3a7d44', '#f0c987'];
const CRYSTAL = ['#9fd8ff', '#ff9fd1', '#c7a6ff', '#9ff0c4', '#fff1a6'];
const RESIN = ['#f2b5c4', '#9ad0ec', '#f6d186', '#b8e0d2'];

const r1 = (n: number) => Math.round(n * 10) / 10;

function partOf<T extends string>(value: string | undefined, allowed: readonly T[], rand: Random): T {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : rand.pick(allowed);
}

function svgDocument(width: number, height: number, defs: string, body: string, title: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(title)}</title><defs>${defs}</defs>${body}</svg>`
  );
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Gradients and filters every drawing may use; ids are local to one document. */
function commonDefs(tone: Tone, background: readonly [string, string]): string {
  const [light, mid, dark, edge] = METAL[tone];
  return (
    `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient>` +
    `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset=".35" stop-color="${mid}"/><stop offset=".7" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>` +
    `<linearGradient id="metalV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset=".45" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<linearGradient id="metalBack" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${edge}"/></linearGradient>` +
    `<radialGradient id="sphere" cx=".35" cy=".3" r=".75"><stop offset="0" stop-color="${light}"/><stop offset=".5" stop-color="${mid}"/><stop offset="1" stop-color="${edge}"/></radialGradient>` +
    `<radialGradient id="pearl" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#ffffff"/><stop offset=".6" stop-color="#f3ece2"/><stop offset="1" stop-color="#cbbfae"/></radialGradient>` +
    `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="glow" cx=".5" cy=".4" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`
  );
}

function backdrop(width: number, height: number): string {
  return `<rect width="${width}" height="${height}" fill="url(#bg)"/><ellipse cx="${width / 2}" cy="${height * 0.42}" rx="${width * 0.42}" ry="${height * 0.36}" fill="url(#glow)"/>`;
}

function groundShadow(cx: number, cy: number, rx: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${r1(rx * 0.16)}" fill="url(#shadow)"/>`;
}

/** Fill of an inset (stone, enamel, pearl) chosen by the accent. */
function accentFill(accent: Accent, rand: Random): string {
  switch (accent) {
    case 'enamel':
      return rand.pick(ENAMEL);
    case 'stone':
      return rand.pick(STONE);
    case 'crystal':
      return rand.pick(CRYSTAL);
    case 'resin':
      return rand.pick(RESIN);
    case 'shell':
      return '#f6efe6';
    case 'pearl':
      return 'url(#pearl)';
    default:
      // Cubic zirconia: a faint ice blue, so the facets read against a white stone.
      return '#dcebfb';
  }
}

/** A faceted round stone, the usual cubic zirconia look. */
function gem(cx: number, cy: number, r: number, color: string): string {
  const points = (radius: number, offset: number) =>
    Array.from({ length: 8 }, (_, i) => {
      const a = (Math.PI / 4) * i + offset;
      return `${r1(cx + radius * Math.cos(a))},${r1(cy + radius * Math.sin(a))}`;
    }).join(' ');
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r1(r + 4)}" fill="url(#metal)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>` +
    `<polygon points="${points(r, Math.PI / 8)}" fill="#fff" fill-opacity=".25" stroke="#7f93a8" stroke-opacity=".35" stroke-width="${r1(Math.max(0.6, r / 30))}"/>` +
    `<polygon points="${points(r * 0.55, 0)}" fill="#fff" fill-opacity=".45" stroke="#7f93a8" stroke-opacity=".35" stroke-width="${r1(Math.max(0.6, r / 30))}"/>` +
    `<circle cx="${r1(cx - r * 0.35)}" cy="${r1(cy - r * 0.35)}" r="${r1(r * 0.18)}" fill="#fff" fill-opacity=".9"/>`
  );
}

function sparkle(cx: number, cy: number, size: number): string {
  const s = size;
  return `<path d="M${cx} ${cy - s}L${r1(cx + s * 0.18)} ${r1(cy - s * 0.18)}L${cx + s} ${cy}L${r1(cx + s * 0.18)} ${r1(cy + s * 0.18)}L${cx} ${cy + s}L${r1(cx - s * 0.18)} ${r1(cy + s * 0.18)}L${cx - s} ${cy}L${r1(cx - s * 0.18)} ${r1(cy - s * 0.18)}Z" fill="#fff" fill-opacity=".9"/>`;
}

// ---------------------------------------------------------------------------------------------
// motifs, drawn in a 100 x 100 box centred on (50, 50)

function starPoints(cx: number, cy: number, outer: number, inner: number, spikes = 5): string {
  return Array.from({ length: spikes * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / spikes) * i - Math.PI / 2;
    return `${r1(cx + radius * Math.cos(a))},${r1(cy + radius * Math.sin(a))}`;
  }).join(' ');
}

function motifShape(motif: Motif, accent: Accent, rand: Random): string {
  const inset = accentFill(accent, rand);
  const hasInset = accent !== 'none';
  const metal = 'fill="url(#metal)" stroke="url(#metalBack)" stroke-width="1.5"';
  switch (motif) {
    case 'heart': {
      const d = 'M50 88C22 68 6 50 14 30C22 11 44 13 50 30C56 13 78 11 86 30C94 50 78 68 50 88Z';
      return `<path d="${d}" ${metal}/>` + (hasInset ? `<path d="${d}" fill="${inset}" transform="translate(50 50) scale(.68) translate(-50 -50)"/>` : '');
    }
    case 'cross':
      return (
        `<path d="M42 6H58V32H82V48H58V94H42V48H18V32H42Z" ${metal}/>` +
        (hasInset ? [20, 40, 60, 80].map((y) => gem(50, y, 4.5, inset)).join('') : '')
      );
    case 'star':
      return `<polygon points="${starPoints(50, 52, 46, 19)}" ${metal}/>` + (hasInset ? gem(50, 52, 11, inset) : '');
    case 'moon':
      return (
        `<path d="M62 6A44 44 0 1 0 62 94A50 50 0 0 1 62 6Z" ${metal}/>` +
        `<polygon points="${starPoints(74, 40, 12, 5)}" ${metal}/>` +
        (hasInset ? gem(30, 50, 6, inset) : '')
      );
    case 'leaf':
      return (
        `<path d="M50 6C82 28 84 70 50 94C16 70 18 28 50 6Z" ${metal}/>` +
        `<path d="M50 18V88M50 40L36 30M50 40L64 30M50 58L34 48M50 58L66 48" stroke="url(#metalBack)" stroke-width="2.5" fill="none"/>`
      );
    case 'flower':
      return (
        Array.from({ length: 5 }, (_, i) => {
          const a = (Math.PI * 2 * i) / 5 - Math.PI / 2;
          return `<circle cx="${r1(50 + 24 * Math.cos(a))}" cy="${r1(50 + 24 * Math.sin(a))}" r="20" ${metal}/>`;
        }).join('') + (hasInset ? gem(50, 50, 12, inset) : `<circle cx="50" cy="50" r="13" fill="url(#sphere)"/>`)
      );
    case 'butterfly':
      return (
        `<ellipse cx="30" cy="36" rx="24" ry="20" transform="rotate(-25 30 36)" ${metal}/>` +
        `<ellipse cx="70" cy="36" rx="24" ry="20" transform="rotate(25 70 36)" ${metal}/>` +
        `<ellipse cx="34" cy="68" rx="16" ry="14" transform="rotate(20 34 68)" ${metal}/>` +
        `<ellipse cx="66" cy="68" rx="16" ry="14" transform="rotate(-20 66 68)" ${metal}/>` +
        (hasInset ? `<circle cx="30" cy="36" r="9" fill="${inset}"/><circle cx="70" cy="36" r="9" fill="${inset}"/>` : '') +
        `<rect x="46" y="24" width="8" height="56" rx="4" fill="url(#metalBack)"/>`
      );
    case 'paw':
      return (
        `<ellipse cx="50" cy="66" rx="24" ry="20" ${metal}/>` +
        [[24, 40], [40, 24], [60, 24], [76, 40]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="10" ry="12" ${metal}/>`).join('')
      );
    case 'skull':
      return (
        `<path d="M50 8C26 8 14 26 16 46C17 58 24 64 30 68V84H70V68C76 64 83 58 84 46C86 26 74 8 50 8Z" ${metal}/>` +
        `<ellipse cx="36" cy="46" rx="10" ry="11" fill="${hasInset ? inset : '#1d1f23'}"/><ellipse cx="64" cy="46" rx="10" ry="11" fill="${hasInset ? inset : '#1d1f23'}"/>` +
        `<path d="M50 56L45 66H55Z" fill="#1d1f23"/><path d="M38 76V86M46 76V86M54 76V86M62 76V86" stroke="#1d1f23" stroke-width="3"/>`
      );
    case 'hexagon':
      return (
        `<polygon points="50,6 88,28 88,72 50,94 12,72 12,28" ${metal}/>` +
        `<polygon points="50,24 72,37 72,63 50,76 28,63 28,37" fill="${hasInset ? inset : 'url(#metalBack)'}" fill-opacity="${hasInset ? 1 : 0.35}"/>`
      );
    case 'letter': {
      const letter = String.fromCharCode(65 + rand.int(0, 25));
      return (
        `<circle cx="50" cy="50" r="44" ${metal}/>` +
        `<circle cx="50" cy="50" r="36" fill="none" stroke="url(#metalBack)" stroke-width="2"/>` +
        `<text x="50" y="66" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="46" font-weight="700" fill="${hasInset ? inset : '#5b4a2a'}" fill-opacity=".85">${letter}</text>`
      );
    }
    case 'eye':
      return (
        `<circle cx="50" cy="50" r="44" ${metal}/>` +
        `<circle cx="50" cy="50" r="36" fill="#1f4fa3"/><circle cx="50" cy="50" r="26" fill="#ffffff"/>` +
        `<circle cx="50" cy="50" r="17" fill="#6fb7e9"/><circle cx="50" cy="50" r="9" fill="#111"/><circle cx="46" cy="46" r="3" fill="#fff"/>`
      );
    case 'infinity':
      return (
        `<path d="M50 50C38 30 14 30 14 50C14 70 38 70 50 50C62 30 86 30 86 50C86 70 62 70 50 50Z" fill="none" stroke="url(#metal)" stroke-width="11" stroke-linejoin="round"/>` +
        (hasInset ? [22, 36, 64, 78].map((x) => gem(x, 36, 3.5, inset)).join('') : '')
      );
    case 'zodiac': {
      const pts = Array.from({ length: 6 }, () => [rand.int(22, 78), rand.int(22, 78)] as const);
      return (
        `<circle cx="50" cy="50" r="44" ${metal}/><circle cx="50" cy="50" r="37" fill="#1f2a44"/>` +
        `<polyline points="${pts.map((p) => p.join(',')).join(' ')}" fill="none" stroke="#e8c15a" stroke-width="1.5"/>` +
        pts.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3" fill="#fff"/>`).join('')
      );
    }
    case 'coin':
      return (
        `<circle cx="50" cy="50" r="44" ${metal}/><circle cx="50" cy="50" r="36" fill="none" stroke="url(#metalBack)" stroke-width="3" stroke-dasharray="2 3"/>` +
        (hasInset ? gem(50, 50, 14, inset) : `<polygon points="${starPoints(50, 50, 20, 9)}" fill="url(#metalBack)" fill-opacity=".5"/>`)
      );
    case 'gem':
      return gem(50, 50, 34, hasInset ? inset : '#e9f4ff');
    case 'sun':
      return (
        `<polygon points="${starPoints(50, 50, 46, 28, 12)}" ${metal}/>` +
        `<circle cx="50" cy="50" r="22" fill="${hasInset ? inset : 'url(#sphere)'}"/>`
      );
    case 'snake':
      return (
        `<path d="M20 86C20 62 80 70 80 48C80 28 22 40 24 22C26 10 46 10 52 14" fill="none" stroke="url(#metal)" stroke-width="12" stroke-linecap="round"/>` +
        `<ellipse cx="58" cy="15" rx="10" ry="7" fill="url(#metal)"/><circle cx="60" cy="13" r="2" fill="${hasInset ? inset : '#1d1f23'}"/>`
      );
  }
}

/** A motif centred on (cx, cy) with the given size in pixels. */
function motifAt(motif: Motif, accent: Accent, rand: Random, cx: number, cy: number, size: number, rotate = 0): string {
  const scale = size / 100;
  return `<g transform="translate(${r1(cx)} ${r1(cy)}) rotate(${r1(rotate)}) scale(${r1(scale * 100) / 100}) translate(-50 -50)">${motifShape(motif, accent, rand)}</g>`;
}

// ---------------------------------------------------------------------------------------------
// chains: links placed along a curve

type Point = readonly [number, number];

function bezierPoint(p0: Point, p1: Point, p2: Point, p3: Point, t: number): [number, number, number] {
  const u = 1 - t;
  const x = u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0];
  const y = u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1];
  const dx = 3 * u * u * (p1[0] - p0[0]) + 6 * u * t * (p2[0] - p1[0]) + 3 * t * t * (p3[0] - p2[0]);
  const dy = 3 * u * u * (p1[1] - p0[1]) + 6 * u * t * (p2[1] - p1[1]) + 3 * t * t * (p3[1] - p2[1]);
  return [x, y, (Math.atan2(dy, dx) * 180) / Math.PI];
}

function chainAlong(curve: [Point, Point, Point, Point], links: number, linkSize: number, style: 'cable' | 'curb' | 'bead'): string {
  let out = '';
  for (let i = 0; i <= links; i++) {
    const [x, y, angle] = bezierPoint(...curve, i / links);
    if (style === 'bead') {
      out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(linkSize * 0.55)}" fill="url(#sphere)"/>`;
      continue;
    }
    const flat = i % 2 === 0;
    const rx = linkSize;
    const ry = style === 'curb' ? linkSize * 0.62 : flat ? linkSize * 0.55 : linkSize * 0.2;
    out +=
      `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx)}" ry="${r1(ry)}" transform="rotate(${r1(angle + (style === 'curb' ? (flat ? 18 : -18) : 0))} ${r1(x)} ${r1(y)})" ` +
      `fill="none" stroke="url(#metal)" stroke-width="${r1(linkSize * (style === 'curb' ? 0.42 : 0.3))}"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// goods

interface GoodsParts {
  shape: Shape;
  tone: Tone;
  motif: Motif;
  accent: Accent;
  rand: Random;
}

function parseGoodsName(name: string): GoodsParts {
  const rand = createRandom(name);
  const [shape, tone, motif, accent] = name.toLowerCase().split('-');
  return {
    shape: partOf(shape, SHAPES, rand),
    tone: partOf(tone, TONES, rand),
    motif: partOf(motif, MOTIFS, rand),
    accent: partOf(accent, ACCENTS, rand),
    rand,
  };
}

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${r1(cx - rx)} ${r1(cy)}A${r1(rx)} ${r1(ry)} 0 1 0 ${r1(cx + rx)} ${r1(cy)}A${r1(rx)} ${r1(ry)} 0 1 0 ${r1(cx - rx)} ${r1(cy)}Z`;
}

/** A ring seen from above at an angle: the outer band, and the inner surface showing at the back. */
function drawRing(p: GoodsParts, signet: boolean): string {
  const cx = 400;
  const cy = 440;
  const tilt = p.rand.int(-12, 12);
  const band = signet ? 50 : p.rand.int(26, 46);
  const outer = { rx: 230, ry: 170 };
  const hole = { rx: outer.rx - band, ry: outer.ry - band * 1.25, cy: cy + band * 0.3 };
  const innerFace = ellipsePath(cx, hole.cy + band * 0.55, hole.rx - 3, hole.ry - band * 0.35);
  let top = '';
  if (signet) {
    top =
      `<ellipse cx="${cx}" cy="${cy - 168}" rx="120" ry="92" fill="url(#metalBack)"/>` +
      `<ellipse cx="${cx}" cy="${cy - 180}" rx="116" ry="86" fill="url(#metal)"/>` +
      motifAt(p.motif, p.accent, p.rand, cx, cy - 180, 110);
  } else if (p.accent !== 'none') {
    const color = accentFill(p.accent, p.rand);
    top = p.accent === 'pearl' ? `<circle cx="${cx}" cy="${cy - 180}" r="44" fill="url(#pearl)"/>` : gem(cx, cy - 176, 40, color);
    top += sparkle(cx + 52, cy - 226, 18);
  } else {
    top = motifAt(p.motif, p.accent, p.rand, cx, cy - 168, 96);
  }
  return (
    groundShadow(cx, 690, 260) +
    `<g transform="rotate(${tilt} ${cx} ${cy})">` +
    `<path d="${ellipsePath(cx, cy, outer.rx, outer.ry)}${ellipsePath(cx, hole.cy, hole.rx, hole.ry)}" fill="url(#metal)" fill-rule="evenodd"/>` +
    `<path d="${ellipsePath(cx, hole.cy, hole.rx, hole.ry)}${innerFace}" fill="url(#metalBack)" fill-rule="evenodd"/>` +
    `<path d="M${cx - outer.rx + 14} ${cy + 30}A${outer.rx - 10} ${outer.ry - 10} 0 0 0 ${cx + 110} ${cy + outer.ry - 18}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="6" stroke-linecap="round"/>` +
    top +
    `</g>`
  );
}

function drawNecklace(p: GoodsParts, heavy: boolean): string {
  const curve: [Point, Point, Point, Point] = [[150, 90], [160, 520], [640, 520], [650, 90]];
  const style = heavy ? 'curb' : p.accent === 'pearl' ? 'bead' : 'cable';
  const links = heavy ? 30 : 48;
  const chain = chainAlong(curve, links, heavy ? 22 : 10, style);
  const [bx, by] = bezierPoint(...curve, 0.5);
  const pendant = heavy
    ? ''
    : `<circle cx="${r1(bx)}" cy="${r1(by + 18)}" r="14" fill="none" stroke="url(#metal)" stroke-width="6"/>` +
      motifAt(p.motif, p.accent, p.rand, bx, by + 110, 170);
  return groundShadow(400, 720, 240) + chain + pendant;
}

function drawBracelet(p: GoodsParts): string {
  const cx = 400;
  const cy = 410;
  let links = '';
  const count = 26;
  for (let i = 0; i < count; i++) {
    const a = (Math.PI * 2 * i) / count;
    const x = cx + 230 * Math.cos(a);
    const y = cy + 150 * Math.sin(a);
    const angle = (a * 180) / Math.PI + 90;
    links += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="24" ry="${i % 2 ? 8 : 15}" transform="rotate(${r1(angle)} ${r1(x)} ${r1(y)})" fill="none" stroke="url(#metal)" stroke-width="8"/>`;
  }
  const charms = [0.35, 0.5, 0.65]
    .map((t) => {
      const a = Math.PI * t * 2 - Math.PI / 2 + Math.PI;
      return motifAt(p.motif, p.accent, p.rand, cx + 230 * Math.cos(a), cy + 150 * Math.sin(a) + 60, 80, p.rand.int(-15, 15));
    })
    .join('');
  return groundShadow(cx, 680, 270) + links + charms;
}

function drawBangle(p: GoodsParts): string {
  const cx = 400;
  const cy = 420;
  const open = p.rand.chance(0.5);
  const ring = open
    ? `<path d="M${cx + 120} ${cy - 170}A250 190 0 1 0 ${cx + 120} ${cy + 174}" fill="none" stroke="url(#metalV)" stroke-width="54" stroke-linecap="round"/>`
    : `<ellipse cx="${cx}" cy="${cy}" rx="250" ry="190" fill="none" stroke="url(#metalBack)" stroke-width="40"/>` +
      `<path d="M${cx - 250} ${cy}A250 190 0 0 0 ${cx + 250} ${cy}" fill="none" stroke="url(#metalV)" stroke-width="40"/>`;
  const inlay = p.accent !== 'none' ? [-60, -30, 0, 30, 60].map((dx) => gem(cx + dx * 2, cy + 186, 12, accentFill(p.accent, p.rand))).join('') : '';
  return groundShadow(cx, 690, 280) + ring + inlay + `<path d="M${cx - 230} ${cy + 40}A240 180 0 0 0 ${cx + 60} ${cy + 185}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="7" stroke-linecap="round"/>`;
}

function drawEarringPair(one: (cx: number) => string): string {
  return groundShadow(260, 700, 120) + groundShadow(540, 700, 120) + one(260) + one(540);
}

function drawHoops(p: GoodsParts): string {
  const radius = p.rand.int(85, 112);
  const weight = p.rand.int(14, 24);
  return drawEarringPair((cx) => {
    const cy = 380;
    const stones =
      p.accent !== 'none'
        ? Array.from({ length: 7 }, (_, i) => {
            const a = Math.PI * (0.15 + (0.7 * i) / 6);
            return gem(r1(cx + radius * Math.cos(a)), r1(cy + radius * Math.sin(a)), 7, accentFill(p.accent, p.rand));
          }).join('')
        : '';
    return (
      `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="url(#metal)" stroke-width="${weight}"/>` +
      `<path d="M${cx - radius * 0.7} ${cy + radius * 0.7}A${radius} ${radius} 0 0 0 ${cx + radius * 0.2} ${cy + radius * 0.98}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="4"/>` +
      stones +
      `<rect x="${cx - 4}" y="${cy - radius - 40}" width="8" height="36" rx="4" fill="url(#metalV)"/>`
    );
  });
}

function drawStuds(p: GoodsParts): string {
  return drawEarringPair((cx) => motifAt(p.motif, p.accent, p.rand, cx, 400, 200));
}

function drawDrops(p: GoodsParts): string {
  return drawEarringPair((cx) => {
    const hook = `<path d="M${cx} 230C${cx} 150 ${cx + 70} 150 ${cx + 70} 210C${cx + 70} 250 ${cx + 30} 260 ${cx + 30} 300" fill="none" stroke="url(#metal)" stroke-width="7" stroke-linecap="round"/>`;
    const chain = chainAlong([[cx, 230], [cx, 270], [cx, 310], [cx, 360]], 6, 8, 'cable');
    return hook + chain + motifAt(p.motif, p.accent, p.rand, cx, 460, 170);
  });
}

function drawPendant(p: GoodsParts): string {
  return (
    groundShadow(400, 720, 200) +
    chainAlong([[250, 40], [290, 160], [350, 190], [400, 200]], 12, 9, 'cable') +
    chainAlong([[550, 40], [510, 160], [450, 190], [400, 200]], 12, 9, 'cable') +
    `<ellipse cx="400" cy="222" rx="20" ry="28" fill="none" stroke="url(#metal)" stroke-width="10"/>` +
    motifAt(p.motif, p.accent, p.rand, 400, 440, 400)
  );
}

function drawAnklet(p: GoodsParts): string {
  const curve: [Point, Point, Point, Point] = [[90, 330], [260, 520], [540, 520], [710, 330]];
  let dangles = '';
  for (let i = 1; i < 8; i++) {
    const [x, y] = bezierPoint(...curve, i / 8);
    dangles += `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(x)}" y2="${r1(y + 34)}" stroke="url(#metal)" stroke-width="3"/>`;
    dangles += motifAt(i % 2 ? p.motif : 'star', p.accent, p.rand, x, y + 56, 48);
  }
  return groundShadow(400, 700, 300) + chainAlong(curve, 70, 7, p.accent === 'pearl' ? 'bead' : 'cable') + dangles;
}

function drawBarbell(p: GoodsParts): string {
  const end = p.accent === 'none' ? 'url(#sphere)' : accentFill(p.accent, p.rand);
  return (
    groundShadow(400, 690, 220) +
    `<path d="M210 300C200 520 600 520 590 300" fill="none" stroke="url(#metalV)" stroke-width="26" stroke-linecap="round"/>` +
    `<circle cx="210" cy="280" r="46" fill="url(#sphere)"/>` +
    (p.accent === 'none' ? `<circle cx="590" cy="280" r="46" fill="url(#sphere)"/>` : gem(590, 280, 42, end)) +
    motifAt(p.motif, p.accent, p.rand, 400, 560, 130)
  );
}

function goodsBody(p: GoodsParts): string {
  switch (p.shape) {
    case 'ring':
      return drawRing(p, false);
    case 'signet':
      return drawRing(p, true);
    case 'necklace':
      return drawNecklace(p, false);
    case 'chain':
      return drawNecklace(p, true);
    case 'bracelet':
      return drawBracelet(p);
    case 'bangle':
      return drawBangle(p);
    case 'hoop':
      return drawHoops(p);
    case 'stud':
      return drawStuds(p);
    case 'drop':
      return drawDrops(p);
    case 'pendant':
      return drawPendant(p);
    case 'anklet':
      return drawAnklet(p);
    case 'barbell':
      return drawBarbell(p);
  }
}

function drawGoods(name: string): string {
  const parts = parseGoodsName(name);
  const back = parts.rand.pick(BACKDROPS);
  const body = goodsBody(parts);
  return svgDocument(800, 800, commonDefs(parts.tone, back), backdrop(800, 800) + body, `${parts.tone} ${parts.shape}`);
}

// ---------------------------------------------------------------------------------------------
// categories, facets, factories, banners

/** The shape a category slug suggests, e.g. 'hoop-earrings' → hoop, 'rings' → ring. */
export function shapeForSlug(slug: string): Shape {
  const rules: [RegExp, Shape][] = [
    [/signet|men-s-rings/, 'signet'],
    [/hoop|huggie/, 'hoop'],
    [/stud/, 'stud'],
    [/drop|dangle|earring/, 'drop'],
    [/bangle|cuff/, 'bangle'],
    [/anklet/, 'anklet'],
    [/body|belly|nose|lip|tongue|barbell|piercing|ear-cuff/, 'barbell'],
    [/cuban|men-s-chain|chains|men/, 'chain'],
    [/bracelet/, 'bracelet'],
    [/pendant|locket|charm/, 'pendant'],
    [/necklace|choker/, 'necklace'],
    [/ring/, 'ring'],
  ];
  return rules.find(([pattern]) => pattern.test(slug))?.[1] ?? 'pendant';
}

function drawCategory(slug: string): string {
  const rand = createRandom(`category:${slug}`);
  const parts: GoodsParts = { shape: shapeForSlug(slug), tone: rand.pick(TONES.slice(0, 3)), motif: rand.pick(['heart', 'star', 'moon', 'flower', 'gem', 'coin'] as const), accent: rand.pick(['none', 'cz'] as const), rand };
  return svgDocument(800, 800, commonDefs(parts.tone, rand.pick(BACKDROPS)), backdrop(800, 800) + goodsBody(parts), slug);
}

const FACET_MOTIFS: [RegExp, Motif][] = [
  [/love|heart|valentine/, 'heart'],
  [/relig|faith|cross/, 'cross'],
  [/zodiac|astro/, 'zodiac'],
  [/celest|moon|star/, 'moon'],
  [/nature|leaf|tree/, 'leaf'],
  [/flower|floral|bohem/, 'flower'],
  [/animal|pet|paw/, 'paw'],
  [/butterfly/, 'butterfly'],
  [/initial|letter|name|personal/, 'letter'],
  [/skull|gothic|punk/, 'skull'],
  [/geometr|minimal/, 'hexagon'],
  [/evil|eye/, 'eye'],
  [/infinity|friend/, 'infinity'],
  [/sun|summer|beach|ocean/, 'sun'],
  [/snake|serpent/, 'snake'],
  [/hip|coin|vintage|classic/, 'coin'],
];

/** Facet pictures: a motif for a theme or style, a polished swatch for a plating, a stone for an insert. */
function drawFacet(name: string): string {
  const lower = name.toLowerCase();
  const rand = createRandom(`facet:${lower}`);
  const [kind = '', ...rest] = lower.split('-');
  const slug = rest.join('-');
  const tone: Tone = /rose/.test(slug) ? 'rose' : /black|gun/.test(slug) ? 'black' : /silver|steel|rhodium|white/.test(slug) ? 'silver' : /gold|pvd|18k|14k/.test(slug) ? 'gold' : rand.pick(TONES);
  const back = rand.pick(BACKDROPS);
  let body: string;
  if (kind === 'platingmaterial') {
    body =
      `<circle cx="400" cy="400" r="260" fill="url(#sphere)"/>` +
      `<circle cx="400" cy="400" r="260" fill="none" stroke="url(#metalBack)" stroke-width="10"/>` +
      `<ellipse cx="320" cy="300" rx="90" ry="50" fill="#fff" fill-opacity=".45" transform="rotate(-35 320 300)"/>`;
  } else if (kind === 'insertmaterial') {
    const accent: Accent = /pearl/.test(slug) ? 'pearl' : /enamel/.test(slug) ? 'enamel' : /stone|turquo|onyx/.test(slug) ? 'stone' : /crystal/.test(slug) ? 'crystal' : /shell/.test(slug) ? 'shell' : /resin/.test(slug) ? 'resin' : 'cz';
    const color = accentFill(accent, rand);
    body = accent === 'pearl' ? `<circle cx="400" cy="400" r="230" fill="url(#pearl)"/>` : gem(400, 400, 220, color);
    body += sparkle(560, 230, 40) + sparkle(250, 560, 26);
  } else {
    const motif = FACET_MOTIFS.find(([pattern]) => pattern.test(slug))?.[1] ?? rand.pick(MOTIFS);
    body = groundShadow(400, 700, 220) + motifAt(motif, rand.pick(['none', 'cz', 'enamel'] as const), rand, 400, 390, 470);
  }
  return svgDocument(800, 800, commonDefs(tone, back), backdrop(800, 800) + body, name);
}

function drawFactory(name: string): string {
  const rand = createRandom(`factory:${name}`);
  const interior = /-[2468]$/.test(name) || name.endsWith('-interior');
  const width = 1200;
  const height = 800;
  const skies = [['#cfe6f7', '#f7fbff'], ['#ffd9c2', '#fff4ea'], ['#d8d4f2', '#f6f4ff']] as const;
  const sky = rand.pick(skies);
  const wall = rand.pick(['#e9ecef', '#dfe5ea', '#eee7df', '#e4e9e4']);
  const accent = rand.pick(['#1f4e79', '#8b2e2e', '#2f5d50', '#4a4e69']);
  const defs =
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>` +
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a9c8e0"/><stop offset="1" stop-color="#5d7f99"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c8ccd2"/><stop offset="1" stop-color="#9aa0a8"/></linearGradient>`;
  let body: string;
  if (interior) {
    // A workshop: lamps over rows of benches.
    body = `<rect width="${width}" height="${height}" fill="${wall}"/><rect y="470" width="${width}" height="330" fill="url(#floor)"/>`;
    for (let col = 0; col < 5; col++) {
      const x = 110 + col * 230;
      body += `<line x1="${x + 60}" y1="0" x2="${x + 60}" y2="150" stroke="#555" stroke-width="3"/><path d="M${x + 20} 190L${x + 60} 150L${x + 100} 190Z" fill="${accent}"/><ellipse cx="${x + 60}" cy="196" rx="50" ry="10" fill="#fff6d5" fill-opacity=".8"/>`;
    }
    for (let row = 0; row < 3; row++) {
      const y = 430 + row * 110;
      const inset = row * 40;
      body += `<rect x="${80 - inset}" y="${y}" width="${1040 + inset * 2}" height="${26 + row * 6}" fill="#8c6a4a"/>`;
      for (let seat = 0; seat < 7; seat++) {
        const sx = 120 - inset + seat * ((960 + inset * 2) / 6);
        body += `<circle cx="${r1(sx)}" cy="${y - 26 - row * 4}" r="${16 + row * 3}" fill="#3c4a5c"/><rect x="${r1(sx - 18 - row * 3)}" y="${y - 14}" width="${36 + row * 6}" height="14" rx="6" fill="#3c4a5c"/>`;
      }
    }
  } else {
    // The plant: an office block with a sawtooth-roof workshop, a chimney and trees.
    const floors = rand.int(4, 7);
    const officeHeight = floors * 62 + 30;
    body = `<rect width="${width}" height="${height}" fill="url(#sky)"/><circle cx="${rand.int(880, 1080)}" cy="130" r="60" fill="#fff4c7" fill-opacity=".9"/>`;
    body += `<rect y="640" width="${width}" height="160" fill="#9bb58a"/><rect y="660" width="${width}" height="60" fill="#b7b9bd"/>`;
    body += `<rect x="870" y="${360 - rand.int(0, 80)}" width="44" height="300" fill="#a3a7ad"/><rect x="866" y="${350 - rand.int(0, 80)}" width="52" height="18" fill="${accent}"/>`;
    let teeth = '';
    for (let i = 0; i < 6; i++) teeth += `L${560 + i * 70} 420L${560 + i * 70 + 70} 470`;
    body += `<path d="M560 470${teeth}L980 640H560Z" fill="${wall}" stroke="#9aa0a8" stroke-width="2"/>`;
    for (let i = 0; i < 6; i++) body += `<rect x="${580 + i * 66}" y="540" width="40" height="60" fill="url(#glass)"/>`;
    body += `<rect x="140" y="${640 - officeHeight}" width="420" height="${officeHeight}" fill="${wall}" stroke="#9aa0a8" stroke-width="2"/>`;
    body += `<rect x="140" y="${640 - officeHeight}" width="420" height="16" fill="${accent}"/>`;
    for (let f = 0; f < floors; f++) {
      for (let w = 0; w < 6; w++) body += `<rect x="${166 + w * 64}" y="${640 - officeHeight + 40 + f * 62}" width="46" height="40" fill="url(#glass)"/>`;
    }
    body += `<rect x="300" y="580" width="100" height="60" fill="#4b5563"/><rect x="260" y="${640 - officeHeight - 46}" width="180" height="34" rx="4" fill="${accent}"/>`;
    for (let t = 0; t < 5; t++) {
      const x = 40 + t * 260 + rand.int(0, 40);
      body += `<rect x="${x - 5}" y="610" width="10" height="40" fill="#6b4f35"/><circle cx="${x}" cy="595" r="${rand.int(26, 36)}" fill="#5f8f4e"/>`;
    }
  }
  return svgDocument(width, height, defs, body, interior ? 'factory workshop' : 'factory');
}

function drawBanner(name: string): string {
  const rand = createRandom(`banner:${name}`);
  const tone = rand.pick(TONES.slice(0, 3));
  const palettes = [['#1d1b26', '#3b3350'], ['#f3e9dc', '#e2cdb5'], ['#0f2d2a', '#1f4d47'], ['#f6e6ea', '#e3c3cc']] as const;
  const palette = rand.pick(palettes);
  const defs =
    commonDefs(tone, palette) +
    `<linearGradient id="wide" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient>`;
  const item = (shape: Shape, x: number, y: number, scale: number) => {
    const parts: GoodsParts = { shape, tone, motif: rand.pick(['heart', 'star', 'moon', 'flower', 'coin'] as const), accent: rand.pick(['none', 'cz', 'pearl'] as const), rand };
    return `<g transform="translate(${x} ${y}) scale(${scale})">${goodsBody(parts)}</g>`;
  };
  const shapes = rand.sample(['ring', 'necklace', 'hoop', 'bracelet', 'pendant', 'bangle'] as const, 3);
  const body =
    `<rect width="1600" height="600" fill="url(#wide)"/><circle cx="1180" cy="300" r="360" fill="url(#glow)" fill-opacity=".35"/>` +
    item(shapes[0] ?? 'ring', 620, 60, 0.6) +
    item(shapes[1] ?? 'necklace', 880, 60, 0.6) +
    item(shapes[2] ?? 'hoop', 1140, 60, 0.6);
  return svgDocument(1600, 600, defs, body, 'banner');
}


import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * SVG logos are kept only in a sanitised form: parsed as XML (how a browser reads image/svg+xml), cleaned
 * by DOMPurify's SVG profile, and serialised again from the cleaned tree, so what is stored (and served, on
 * this site or straight from a bucket without our CSP) is exactly what was checked. On top of DOMPurify:
 * references may only point inside the file (`#id`; an <image> may also embed a raster `data:` picture),
 * and CSS may not load anything (no @import or other at-rules but @media/@keyframes, no url() but `url(#id)`,
 * no escapes that could hide either).
 */

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/**
 * Parsing and cleaning run on the request's thread and cost about a millisecond per element: a logo has a few
 * hundred, so a document of more elements than this is refused before it is parsed.
 */
export const MAX_SVG_ELEMENTS = 5000;
/** Whatever entities could expand to, a logo needs none: refused before parsing. */
const ENTITY_DECLARATION = /<!ENTITY/i;
/** CSS functions that fetch or embed something; only `url(#id)` is let through. */
const LOADING_FUNCTION = /(?:^|[^a-z0-9_-])(url|src|image|image-set|-webkit-image-set|cross-fade|-webkit-cross-fade|element|-moz-element|attr|expression)\s*\(\s*(['"]?)([^'")]*)/gi;
const AT_RULE = /@([a-z-]*)/gi;
const ALLOWED_AT_RULES = new Set(['media', 'keyframes']);
/** Pictures an <image> may embed: raster only (an embedded SVG would be another document to clean). */
const RASTER_DATA_URI = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/** A CSS value (a presentation or style attribute) that loads nothing from outside the file. */
export function isSafeCssValue(css: string): boolean {
  // Escapes can spell any name (`u\rl(`, `@\69mport`); a logo needs none.
  if (css.includes('\\')) return false;
  for (const match of css.replace(/\/\*[\s\S]*?\*\//g, ' ').matchAll(LOADING_FUNCTION)) {
    if (match[1]!.toLowerCase() !== 'url' || !match[3]!.trim().startsWith('#')) return false;
  }
  return true;
}

/** A style sheet (a <style> element): safe values, and no at-rule but @media and @keyframes (no @import, @font-face …). */
export function isSafeStyleSheet(css: string): boolean {
  if (!isSafeCssValue(css)) return false;
  for (const match of css.replace(/\/\*[\s\S]*?\*\//g, ' ').matchAll(AT_RULE)) {
    if (!ALLOWED_AT_RULES.has(match[1]!.toLowerCase())) return false;
  }
  return true;
}

/** A reference allowed in a logo: inside the file, or a raster picture embedded in an <image>. */
function isLocalReference(tag: string, value: string): boolean {
  return value.startsWith('#') || (tag === 'image' && RASTER_DATA_URI.test(value));
}

let purifier: { window: JSDOM['window']; purify: DOMPurify } | null = null;

/** One jsdom window and DOMPurify instance for the process: sanitising is synchronous, so calls never overlap. */
function instance() {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName;
    const value = data.attrValue;
    if (name === 'href' || name === 'xlink:href' || name.endsWith(':href')) {
      if (!isLocalReference(node.nodeName.toLowerCase(), value)) data.keepAttr = false;
    } else if (!isSafeCssValue(value)) {
      // Presentation attributes (fill, filter, mask, style …) are CSS: the same rule.
      data.keepAttr = false;
    }
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && !isSafeStyleSheet(node.textContent ?? '')) node.textContent = '';
  });
  purifier = { window, purify };
  return purifier;
}

/**
 * The sanitised form of an SVG document, or null when it is not one (not well-formed XML, no <svg> root in
 * the SVG namespace, entity declarations, more than MAX_SVG_ELEMENTS elements). Script, event handlers, foreignObject, animation of attributes
 * (<set>, <animate>), elements and attributes of other namespaces, comments, processing instructions and the
 * doctype are dropped; a disallowed element goes with its content.
 */
export function sanitizeSvg(text: string): string | null {
  const source = text.replace(/^\uFEFF/, '');
  if (ENTITY_DECLARATION.test(source)) return null;
  let elements = 0;
  for (const _ of source.matchAll(/<[A-Za-z]/g)) if (++elements > MAX_SVG_ELEMENTS) return null;
  const { window, purify } = instance();
  const document = new window.DOMParser().parseFromString(source, 'image/svg+xml');
  const root = document.documentElement;
  if (!root || root.namespaceURI !== SVG_NAMESPACE || root.localName !== 'svg' || document.getElementsByTagName('parsererror').length) return null;
  try {
    purify.sanitize(root, {
      IN_PLACE: true,
      USE_PROFILES: { svg: true, svgFilters: true },
      // <use> is safe once its reference can only point inside the file (the hook above).
      ADD_TAGS: ['use'],
      KEEP_CONTENT: false,
    });
  } catch {
    return null;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new window.XMLSerializer().serializeToString(root)}\n`;
}

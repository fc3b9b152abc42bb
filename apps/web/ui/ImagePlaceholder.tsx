/** The picture shown instead of an image the viewer may not see: a soft backdrop with a ring and a lock. */
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">' +
  '<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f1ec"/><stop offset="1" stop-color="#e4ded4"/></linearGradient></defs>' +
  '<rect width="400" height="400" fill="url(#b)"/>' +
  '<ellipse cx="200" cy="186" rx="84" ry="84" fill="none" stroke="#cfc6b8" stroke-width="18"/>' +
  '<path d="M176 104l24-28 24 28-24 14z" fill="#ddd5c8" stroke="#cfc6b8" stroke-width="4" stroke-linejoin="round"/>' +
  '<rect x="170" y="196" width="60" height="48" rx="8" fill="#b9afa0"/>' +
  '<path d="M182 196v-14a18 18 0 0 1 36 0v14" fill="none" stroke="#b9afa0" stroke-width="8"/>' +
  '<circle cx="200" cy="216" r="6" fill="#f4f1ec"/><rect x="197" y="218" width="6" height="14" rx="3" fill="#f4f1ec"/>' +
  '</svg>';

export const IMAGE_PLACEHOLDER_SRC = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(PLACEHOLDER_SVG)}`;

/**
 * The picture shown instead of an image the viewer may not see (or not yet): a pearl backdrop with a
 * soft halo and a faint solitaire ring, like a piece under a veil. Neutral enough for both themes;
 * the lock and the words are drawn over it by the Image component, so it also serves while checking.
 */
const PLACEHOLDER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">' +
  '<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8f6f2"/><stop offset="1" stop-color="#ebe6de"/></linearGradient>' +
  '<radialGradient id="h" cx=".5" cy=".4" r=".45"><stop offset="0" stop-color="#fff" stop-opacity=".9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>' +
  '<rect width="400" height="400" fill="url(#b)"/><rect width="400" height="400" fill="url(#h)"/>' +
  '<g fill="none" stroke-linejoin="round">' +
  '<circle cx="200" cy="168" r="54" stroke="#ddd5c9" stroke-width="6"/>' +
  '<circle cx="200" cy="168" r="45" stroke="#e9e3da" stroke-width="1.5"/>' +
  '<path d="M186 108l6-9h16l6 9-14 15z" fill="#f6f3ee" stroke="#d6cdbf" stroke-width="2"/>' +
  '<path d="M186 108h28M192 99l8 9 8-9M200 108v15" stroke="#e0d8cc" stroke-width="1.2"/>' +
  '</g></svg>';

export const IMAGE_PLACEHOLDER_SRC = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(PLACEHOLDER_SVG)}`;

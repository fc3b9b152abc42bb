import { downloadName } from '@sw/protocol/downloadName';

/** Images are fetched and saved from a blob; everything else downloads through a direct link (spec section 7). */
const BLOB_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'];

/** The object URL lives just long enough for the click to start the download. */
export const OBJECT_URL_LIFETIME_MS = 100;

function extensionOfUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The file name a Content-Disposition header gives (RFC 6266: filename* first), or null. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name ? name.replace(/\\(.)/g, '$1') : null;
}

export function clickLink(href: string, name: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Saves the file at `url`. An image (jpg, jpeg, png, gif) is fetched as a blob and saved under `filename`, or
 * the name in Content-Disposition, or 'download'; other files go through a direct link. A failed fetch throws
 * 'Network response was not ok' (logged as 'Download failed:').
 */
export async function downloadFile(url: string, filename?: string): Promise<void> {
  const extension = extensionOfUrl(url);
  // A stored file's key carries the extension its content was verified as: the saved name takes it.
  const named = (name: string) => (name && extension ? downloadName(name, extension) : name);
  if (!BLOB_EXTENSIONS.includes(extension)) {
    clickLink(url, named(filename ?? ''));
    return;
  }
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error('Network response was not ok');
    const name = named(filename || fileNameFromDisposition(response.headers.get('content-disposition')) || '') || 'download';
    const objectUrl = URL.createObjectURL(await response.blob());
    clickLink(objectUrl, name);
    setTimeout(() => URL.revokeObjectURL(objectUrl), OBJECT_URL_LIFETIME_MS);
  } catch (error) {
    console.error('Download failed:', error);
    throw error;
  }
}

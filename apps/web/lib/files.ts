import { isValidFileKey } from '@sw/protocol';

/**
 * Where uploaded files are read from: FILE_HOST (default `/files/`, served by the back-end to staff and to the
 * buyer of the record a file is attached to) plus the key. Fixed at build time, like the spec's file-CDN host.
 */
export const FILE_HOST = process.env.NEXT_PUBLIC_FILE_HOST || '/files/';

/** Where the browser posts uploads (multipart token, file, key): always this site. */
export const UPLOAD_ENDPOINT = '/files/upload';

export function fileUrl(key: string): string {
  if (!isValidFileKey(key)) return '';
  return `${FILE_HOST.endsWith('/') ? FILE_HOST : `${FILE_HOST}/`}${key}`;
}

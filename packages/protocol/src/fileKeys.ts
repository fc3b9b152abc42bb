/**
 * Keys of uploaded files: `<folder>/<name>`, where the folder says what the file is for and the name is
 * a random string with the file's extension (docs/protocol.md, uploads). One level, no dots at the
 * start, no slashes in the name: a key can never leave its folder.
 */
export const UPLOAD_FOLDERS = ['logo', 'design', 'quick', 'message'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

const FILE_KEY = new RegExp(`^(${UPLOAD_FOLDERS.join('|')})/[A-Za-z0-9][A-Za-z0-9_-]{0,127}(\\.[A-Za-z0-9]{1,10})?$`);

export function isValidFileKey(key: string): boolean {
  return FILE_KEY.test(key);
}

/** The folder of a valid key. */
export function fileKeyFolder(key: string): UploadFolder | null {
  return isValidFileKey(key) ? (key.slice(0, key.indexOf('/')) as UploadFolder) : null;
}

/**
 * Keys of uploaded files: `<folder>/<name>`, where the folder says what the file is for and the name is
 * a random string with the file's extension (docs/protocol.md, uploads). One level, no dots at the
 * start, no slashes in the name: a key can never leave its folder.
 */
export const UPLOAD_FOLDERS = ['logo', 'design', 'quick', 'message', 'catalog', 'slip', 'proof', 'production', 'compliance'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

const FILE_KEY = new RegExp(`^(${UPLOAD_FOLDERS.join('|')})/[A-Za-z0-9][A-Za-z0-9_-]{0,127}(\\.[A-Za-z0-9]{1,10})?$`);

export function isValidFileKey(key: string): boolean {
  return FILE_KEY.test(key);
}

/** The folder of a valid key. */
export function fileKeyFolder(key: string): UploadFolder | null {
  return isValidFileKey(key) ? (key.slice(0, key.indexOf('/')) as UploadFolder) : null;
}

/**
 * Catalogue pictures (goods, categories, facet values, factories, banners): only staff may upload into
 * this folder, only verified raster images, and its files are served to everyone with long caching
 * (a key is written once, so its content never changes). Their address is this path plus the key's name.
 */
export const CATALOG_FOLDER = 'catalog' satisfies UploadFolder;

/**
 * An order's files (docs/workflows.md, Orders): a buyer's transfer slip (`slip/`), the sales team's artwork proofs
 * (`proof/`) and production photos and videos (`production/`). Only staff may upload into the staff folders.
 */
export const SLIP_FOLDER = 'slip' satisfies UploadFolder;
export const PROOF_FOLDER = 'proof' satisfies UploadFolder;
export const PRODUCTION_FOLDER = 'production' satisfies UploadFolder;
/** Compliance documents' PDFs (test reports, declarations): the sales team's, read through the documents path. */
export const COMPLIANCE_FOLDER = 'compliance' satisfies UploadFolder;
export const STAFF_ONLY_FOLDERS: readonly UploadFolder[] = [CATALOG_FOLDER, PROOF_FOLDER, PRODUCTION_FOLDER, COMPLIANCE_FOLDER];
export const CATALOG_PICTURE_PREFIX = '/files/catalog/';

/** `/files/catalog/<name>` of a catalogue picture's key; '' for any other key. */
export function catalogPictureUrl(key: string): string {
  return fileKeyFolder(key) === CATALOG_FOLDER ? `/files/${key}` : '';
}

/** The key behind a catalogue picture's address, or null when the address is not one. */
export function catalogPictureKey(url: string): string | null {
  if (!url.startsWith(CATALOG_PICTURE_PREFIX)) return null;
  const key = url.slice('/files/'.length);
  return fileKeyFolder(key) === CATALOG_FOLDER ? key : null;
}

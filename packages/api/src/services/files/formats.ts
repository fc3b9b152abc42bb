import fs from 'node:fs';
import { fileTypeFromFile } from 'file-type';
import { FORBIDDEN_UPLOAD_EXTENSIONS, type UploadFolder } from '@sw/protocol';
import { sanitizeSvg } from './svg';

/** The lower-case extension of a key or file name, without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const base = name.slice(name.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Spec section 5's list, compared in lower case. */
export function isForbiddenExtension(name: string): boolean {
  const extension = extensionOf(name);
  return extension !== '' && (FORBIDDEN_UPLOAD_EXTENSIONS as readonly string[]).includes(`.${extension}`);
}

/** The first bytes of a file, what its signature is read from. */
interface Sniffed {
  /** What file-type recognised by content ('png', 'pdf', 'exe', …), or undefined for text and unknown formats. */
  detected: string | undefined;
  head: Buffer;
  size: number;
}

interface Format {
  contentType: string;
  /** Whether the content is what the extension says. */
  matches: (file: Sniffed, path: string) => boolean | Promise<boolean>;
  /** Rewrites the file in place into the form that is stored; false when it cannot be (the upload is refused). */
  rewrite?: (path: string) => Promise<boolean>;
}

const detectedAs = (...types: string[]) => (file: Sniffed) => file.detected !== undefined && types.includes(file.detected);
const startsWith = (text: string, offset = 0) => (file: Sniffed) => file.head.subarray(offset, offset + text.length).toString('latin1') === text;

/** Plain text: nothing file-type knows, no NUL byte and valid UTF-8 in the first bytes. */
function isText(file: Sniffed): boolean {
  if (file.detected !== undefined && file.detected !== 'xml') return false;
  if (file.head.includes(0)) return false;
  // A multi-byte character may be cut at the end of the head: look at whole characters only.
  return new TextDecoder('utf-8', { fatal: false }).decode(file.head.subarray(0, Math.max(0, file.head.length - 4))).indexOf('\uFFFD') === -1;
}

/** Looks like an SVG document; whether it is one, and what of it is kept, is for `sanitizeSvg` to say. */
function looksLikeSvg(file: Sniffed): boolean {
  return isText(file) && /<svg[\s>]/i.test(file.head.toString('utf8'));
}

/** Replaces the SVG at `path` by its sanitised form (services/files/svg.ts); false when it is not an SVG document. */
async function sanitizeSvgFile(path: string): Promise<boolean> {
  // Within the token's limit, so reading it whole is bounded.
  const clean = sanitizeSvg(await fs.promises.readFile(path, 'utf8'));
  if (clean === null) return false;
  await fs.promises.writeFile(path, clean);
  return true;
}

/** A binary STL: an 80-byte header, a triangle count, 50 bytes per triangle; the ASCII kind starts with 'solid'. */
function isStl(file: Sniffed): boolean {
  if (file.detected === 'stl') return true;
  if (file.detected !== undefined) return false;
  if (isText(file) && file.head.toString('latin1', 0, 5) === 'solid') return true;
  return file.head.length >= 84 && file.size === 84 + 50 * file.head.readUInt32LE(80);
}

/** Every extension the storage accepts somewhere, with its content check and the type it is served with. */
const FORMATS: Record<string, Format> = {
  png: { contentType: 'image/png', matches: detectedAs('png', 'apng') },
  jpg: { contentType: 'image/jpeg', matches: detectedAs('jpg') },
  jpeg: { contentType: 'image/jpeg', matches: detectedAs('jpg') },
  gif: { contentType: 'image/gif', matches: detectedAs('gif') },
  webp: { contentType: 'image/webp', matches: detectedAs('webp') },
  // Never stored as sent: only the sanitised document is kept, so it is safe wherever it is served from.
  svg: { contentType: 'image/svg+xml', matches: looksLikeSvg, rewrite: sanitizeSvgFile },
  pdf: { contentType: 'application/pdf', matches: detectedAs('pdf') },
  // Illustrator files are PDF inside (since CS) or PostScript (older).
  ai: { contentType: 'application/postscript', matches: detectedAs('pdf', 'ai', 'eps', 'ps') },
  eps: { contentType: 'application/postscript', matches: detectedAs('eps', 'ps') },
  psd: { contentType: 'image/vnd.adobe.photoshop', matches: detectedAs('psd') },
  cdr: { contentType: 'application/vnd.corel-draw', matches: (file) => startsWith('RIFF')(file) && startsWith('CDR', 8)(file) },
  dxf: { contentType: 'image/vnd.dxf', matches: (file) => isText(file) && file.head.toString('latin1').includes('SECTION') },
  dwg: { contentType: 'image/vnd.dwg', matches: detectedAs('dwg') },
  stl: { contentType: 'model/stl', matches: isStl },
  '3dm': { contentType: 'model/vnd.3dm', matches: startsWith('3D Geometry File Format ') },
  zip: { contentType: 'application/zip', matches: detectedAs('zip') },
  doc: { contentType: 'application/msword', matches: detectedAs('cfb') },
  xls: { contentType: 'application/vnd.ms-excel', matches: detectedAs('cfb') },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', matches: detectedAs('docx', 'zip') },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', matches: detectedAs('xlsx', 'zip') },
  csv: { contentType: 'text/csv; charset=utf-8', matches: isText },
  txt: { contentType: 'text/plain; charset=utf-8', matches: isText },
  // Short production videos (phones record MP4 or QuickTime; browsers play MP4 and WebM).
  mp4: { contentType: 'video/mp4', matches: detectedAs('mp4', 'm4v') },
  mov: { contentType: 'video/quicktime', matches: detectedAs('mov', 'mp4') },
  webm: { contentType: 'video/webm', matches: detectedAs('webm') },
};

const IMAGES = ['png', 'jpg', 'jpeg', 'gif', 'webp'];

/** Whether an upload's key names a raster picture a page can show as a thumbnail. */
export function isPictureKey(key: string): boolean {
  const dot = key.lastIndexOf('.');
  return dot > 0 && IMAGES.includes(key.slice(dot + 1).toLowerCase());
}
const ARTWORK = [...IMAGES, 'svg', 'pdf', 'ai', 'eps', 'psd', 'cdr'];
const DOCUMENTS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'txt', 'zip'];
const VIDEOS = ['mp4', 'mov', 'webm'];

/** Whether an upload's key names a video a page can play. */
export function isVideoKey(key: string): boolean {
  const dot = key.lastIndexOf('.');
  return dot > 0 && VIDEOS.includes(key.slice(dot + 1).toLowerCase());
}

/** What each folder is for decides what it takes: logos are artwork, designs add CAD and archives. */
export const FOLDER_EXTENSIONS: Record<UploadFolder, readonly string[]> = {
  logo: ARTWORK,
  design: [...ARTWORK, 'dxf', 'dwg', 'stl', '3dm', 'zip'],
  quick: [...IMAGES, ...DOCUMENTS],
  message: [...new Set([...ARTWORK, ...DOCUMENTS])],
  // Catalogue pictures are shown to everyone: raster images only (no SVG, no documents).
  catalog: ['png', 'jpg', 'jpeg', 'webp'],
  // A transfer slip is a photo, a scan or the bank's PDF.
  slip: [...IMAGES, 'pdf'],
  // A proof is drawn on a picture or sent as a PDF: the buyer pins comments on the pictures.
  proof: ['png', 'jpg', 'jpeg', 'webp', 'pdf'],
  production: [...IMAGES, ...VIDEOS],
  // A compliance document is the lab's PDF, nothing else.
  compliance: ['pdf'],
};

/** Served inline (shown in the page); everything else is a download. */
export const INLINE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];

export function isAllowedIn(folder: UploadFolder, extension: string): boolean {
  return FOLDER_EXTENSIONS[folder].includes(extension);
}

/**
 * The content type to store when the file at `path` really is a `extension` file; null when it is not.
 * A format kept only in a cleaned form (SVG) is rewritten in place first, so the caller stores the clean file.
 */
export async function verifiedContentType(path: string, extension: string, size: number): Promise<string | null> {
  const format = FORMATS[extension];
  if (!format) return null;
  const handle = await fs.promises.open(path, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(4100);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const detected = size > 0 ? (await fileTypeFromFile(path))?.ext : undefined;
  if (size === 0) return null;
  if (!(await format.matches({ detected, head, size }, path))) return null;
  if (format.rewrite && !(await format.rewrite(path))) return null;
  return format.contentType;
}

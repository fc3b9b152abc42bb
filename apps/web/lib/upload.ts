import {
  errorMessage, FORBIDDEN_UPLOAD_EXTENSIONS, LIMITS, MSG, RES, uploads, type Envelope, type UploadFolder, type UploadToken,
} from '@sw/protocol';
import { call } from './backend/call';
import { fileUrl, UPLOAD_ENDPOINT } from './files';

/** Spec section 4: pending, then an error (size or format), uploading with progress, completed with a url, or cancelled. */
export type UploadStatus = 'pending' | 'error' | 'uploading' | 'completed' | 'cancelled';

/** One file of a batch (spec section 3's upload item, with its key and status). */
export interface UploadItem {
  file: File;
  /** Lower case, without the dot; '' when the name has none. */
  fileExtension: string;
  /** Why it failed or stopped; '' while all is well. */
  error: string;
  /** 0 to 100. */
  progress: number;
  /** Bytes sent so far. */
  loaded: number;
  /** FILE_HOST + key once completed. */
  url: string;
  key: string;
  completed: boolean;
  name: string;
  status: UploadStatus;
}

export const UPLOAD_CANCELLED = 'Upload cancelled';

export interface UploadOptions {
  /** What the files are for (fileKeys.ts): logo/, design/, quick/ or message/. */
  folder: UploadFolder;
  /** The caller's maximum per file; default 10485760 bytes. */
  maxBytes?: number;
  /** Called with a fresh copy of the items after every change: `false` while going, `true` once all are completed. */
  onChange?: (items: UploadItem[], allDone: boolean) => void;
  /** Where the upload token comes from; default getQnTokenAuto.do. */
  getToken?: () => Promise<UploadToken>;
  /** Where files are posted; default /files/upload. */
  endpoint?: string;
}

export interface UploadBatch {
  /** The items as they were at the start (errors of the page's own checks already set). */
  items: UploadItem[];
  /** Aborts the current upload ('Upload cancelled') and starts no new ones. */
  cancel: () => void;
  /** The items once the batch has finished, been cancelled or failed. */
  done: Promise<UploadItem[]>;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Spec section 5's list, compared in lower case. */
export function isForbiddenExtension(extension: string): boolean {
  return extension !== '' && (FORBIDDEN_UPLOAD_EXTENSIONS as readonly string[]).includes(`.${extension.toLowerCase()}`);
}

/** The page's own checks, before any request: the message to show, or null when the file may go. */
export function checkFile(file: Pick<File, 'size'>, name: string, maxBytes: number = LIMITS.maxUploadBytes): string | null {
  if (file.size > maxBytes) return MSG.fileTooLarge;
  if (isForbiddenExtension(extensionOf(name))) return MSG.unsupportedFormat;
  return null;
}

/** A file without a name is named after the time, as a PNG (spec section 5). */
export function nameOf(file: Pick<File, 'name'>): string {
  return file.name?.trim() ? file.name.trim() : `${Date.now()}.png`;
}

/** `<folder>/<random>.<ext>`: the key the storage keeps the file under (fileKeys.ts's rule). */
export function newFileKey(folder: UploadFolder, extension: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const random = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return /^[a-z0-9]{1,10}$/.test(extension) ? `${folder}/${random}.${extension}` : `${folder}/${random}`;
}

function newItem(file: File, maxBytes: number): UploadItem {
  const name = nameOf(file);
  const error = checkFile(file, name, maxBytes);
  return {
    file, name, fileExtension: extensionOf(name), error: error ?? '', progress: 0, loaded: 0, url: '', key: '',
    completed: false, status: error ? 'error' : 'pending',
  };
}

function stop(item: UploadItem, error: string): void {
  Object.assign(item, { status: error === UPLOAD_CANCELLED ? 'cancelled' : 'error', error, completed: false });
}

async function defaultToken(): Promise<UploadToken> {
  const result = await call(uploads.getQnTokenAuto, {});
  if (!result.ok) throw new UploadFailure(messageOf('error' in result ? result.error : undefined));
  return result.data;
}

class UploadFailure extends Error {
  constructor(message: string, readonly status = 0) {
    super(message);
  }
}

/** What the buyer reads for a failed upload: the server's words where they say more than the spec's fallback. */
function messageOf(error: unknown): string {
  const meta = (error as Envelope | undefined)?.meta;
  if (meta?.res === RES.PAYLOAD_TOO_LARGE) return MSG.fileTooLarge;
  if (meta?.msg && meta.res !== RES.INTERNAL) return errorMessage({ error: error as Envelope });
  return MSG.unsupportedFormat;
}

/** Posts one file (multipart token, key, file) with XMLHttpRequest, for upload progress. */
function send(
  endpoint: string, form: FormData, onProgress: (loaded: number, total: number) => void, onXhr: (xhr: XMLHttpRequest) => void,
): Promise<{ key: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    onXhr(xhr);
    xhr.open('POST', endpoint);
    xhr.responseType = 'text';
    xhr.timeout = 10 * 60 * 1000;
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      let envelope: Envelope<{ key: string }> | undefined;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<{ key: string }>;
      } catch {
        envelope = undefined;
      }
      if (xhr.status === 200 && envelope?.meta?.res === RES.OK && envelope.data?.key) resolve(envelope.data);
      else reject(new UploadFailure(messageOf(envelope), xhr.status));
    });
    xhr.addEventListener('abort', () => reject(new UploadFailure(UPLOAD_CANCELLED)));
    xhr.addEventListener('error', () => reject(new UploadFailure(MSG.unsupportedFormat)));
    xhr.addEventListener('timeout', () => reject(new UploadFailure(MSG.unsupportedFormat)));
    xhr.send(form);
  });
}

/**
 * Uploads files one after another under `folder`: the page's checks first (size, forbidden extension), then
 * an upload token (getQnTokenAuto.do, once per batch, asked again if it expires mid-batch), then each file
 * with progress. Files that fail a check are reported and skipped; the others still go.
 */
export function startUpload(files: Iterable<File> | ArrayLike<File>, options: UploadOptions): UploadBatch {
  const maxBytes = options.maxBytes ?? LIMITS.maxUploadBytes;
  const endpoint = options.endpoint ?? UPLOAD_ENDPOINT;
  const getToken = options.getToken ?? defaultToken;
  const items = Array.from(files, (file) => newItem(file, maxBytes));
  let cancelled = false;
  let current: XMLHttpRequest | null = null;

  const allCompleted = () => items.length > 0 && items.every((item) => item.completed);
  let toldDone = false;
  const report = () => {
    const allDone = allCompleted();
    if (allDone && toldDone) return;
    toldDone = allDone;
    options.onChange?.(items.map((item) => ({ ...item })), allDone);
  };

  async function run(): Promise<UploadItem[]> {
    let token: UploadToken | null = null;
    const freshToken = async (force = false) => {
      if (force || !token || new Date(token.expiresAt).getTime() - Date.now() < 30_000) token = await getToken();
      return token;
    };
    for (const item of items) {
      if (cancelled) break;
      if (item.status !== 'pending') continue;
      const key = newFileKey(options.folder, item.fileExtension);
      Object.assign(item, { status: 'uploading', key, progress: 0, loaded: 0 });
      report();
      try {
        let result: { key: string } | null = null;
        for (let attempt = 0; !result; attempt++) {
          const { upToken } = await freshToken(attempt > 0);
          if (cancelled) throw new UploadFailure(UPLOAD_CANCELLED);
          const form = new FormData();
          form.append('token', upToken);
          form.append('key', key);
          form.append('file', item.file, item.name);
          try {
            result = await send(endpoint, form, (loaded, total) => {
              item.loaded = Math.min(loaded, item.file.size);
              // 100 only once the storage has answered with the key.
              item.progress = Math.min(99, Math.round((loaded / total) * 100));
              report();
            }, (xhr) => (current = xhr));
          } catch (error) {
            // An expired upload permission is asked for again, once.
            if (error instanceof UploadFailure && error.status === 401 && attempt === 0) continue;
            throw error;
          }
        }
        Object.assign(item, { status: 'completed', completed: true, key: result.key, url: fileUrl(result.key), progress: 100, loaded: item.file.size, error: '' });
      } catch (error) {
        stop(item, cancelled ? UPLOAD_CANCELLED : error instanceof UploadFailure ? error.message : MSG.unsupportedFormat);
      } finally {
        current = null;
      }
      report();
    }
    if (cancelled) {
      for (const item of items) if (item.status === 'pending' || item.status === 'uploading') stop(item, UPLOAD_CANCELLED);
    }
    report();
    return items.map((item) => ({ ...item }));
  }

  return {
    items: items.map((item) => ({ ...item })),
    cancel() {
      if (cancelled) return;
      cancelled = true;
      current?.abort();
    },
    // Started after the caller has the batch in hand, so its first report never arrives before it.
    done: Promise.resolve().then(run),
  };
}

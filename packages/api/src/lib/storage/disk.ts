import fs from 'node:fs';
import path from 'node:path';
import { spool } from './spool';
import { assertValidKey, keyTaken, safeContentType, type Storage, type StoredFileInfo } from './types';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

async function readMeta(file: string): Promise<StoredFileInfo | null> {
  try {
    return JSON.parse(await fs.promises.readFile(file, 'utf8')) as StoredFileInfo;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Files on local disk under `root`: the bytes in objects/<key>, the content type and size in meta/<key>.json.
 * A put streams into a temporary file, claims the key with a hard link (atomic, fails when the key exists)
 * and then publishes the metadata; a file counts as stored once its metadata is there.
 */
export function createDiskStorage(root: string): Storage {
  const objects = path.join(root, 'objects');
  const meta = path.join(root, 'meta');
  const tmp = path.join(root, 'tmp');

  /** The file paths of a key; the key rule already forbids leaving the folder, this checks it again. */
  function pathsOf(key: string) {
    assertValidKey(key);
    const object = path.resolve(objects, key);
    if (!object.startsWith(objects + path.sep)) throw new Error(`storage: key escapes its root: ${key}`);
    return { object, meta: path.resolve(meta, `${key}.json`) };
  }

  const storage: Storage = {
    kind: 'disk',

    async put(key, body, options) {
      const paths = pathsOf(key);
      if (await readMeta(paths.meta)) throw keyTaken();
      const spooled = await spool(body, tmp, options.maxBytes);
      const info: StoredFileInfo = { size: spooled.size, contentType: safeContentType(options.contentType) };
      try {
        await fs.promises.mkdir(path.dirname(paths.object), { recursive: true });
        await fs.promises.link(spooled.file, paths.object).catch((error: unknown) => {
          throw errorCode(error) === 'EEXIST' ? keyTaken() : error;
        });
        await fs.promises.mkdir(path.dirname(paths.meta), { recursive: true });
        const metaTmp = `${spooled.file}.json`;
        await fs.promises.writeFile(metaTmp, JSON.stringify(info));
        await fs.promises.rename(metaTmp, paths.meta);
      } finally {
        await fs.promises.rm(spooled.file, { force: true });
      }
      return info;
    },

    async head(key) {
      return readMeta(pathsOf(key).meta);
    },

    async exists(key) {
      return (await storage.head(key)) !== null;
    },

    async get(key) {
      const paths = pathsOf(key);
      const info = await readMeta(paths.meta);
      if (!info) return null;
      try {
        // Stored files live under DATA_DIR, never in the build: the hint keeps Next.js from tracing the whole project.
        const handle = await fs.promises.open(/* turbopackIgnore: true */ paths.object, 'r');
        return { ...info, body: handle.createReadStream() };
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      const paths = pathsOf(key);
      // Unpublish first, so a reader never sees metadata without its bytes.
      await fs.promises.rm(paths.meta, { force: true });
      await fs.promises.rm(paths.object, { force: true });
    },
  };
  return storage;
}

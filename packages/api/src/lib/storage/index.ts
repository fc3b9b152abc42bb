import path from 'node:path';
import type { ApiConfig } from '../../config';
import { createDiskStorage } from './disk';
import type { Storage } from './types';

export type { PutBody, PutOptions, Storage, StoredFile, StoredFileInfo } from './types';
export { createDiskStorage } from './disk';

/**
 * The bucket's storage, its SDK (about 30 MB of a process's memory) loaded on the first file call: a process on
 * disk storage never loads it, and one on S3 only once files are asked for.
 */
function lazyS3Storage(settings: NonNullable<ApiConfig['s3']>): Storage {
  let loaded: Promise<Storage> | null = null;
  const real = () => (loaded ??= import('./s3').then(({ createS3Storage }) => createS3Storage(settings)));
  return {
    kind: 's3',
    put: async (key, body, options) => (await real()).put(key, body, options),
    get: async (key) => (await real()).get(key),
    head: async (key) => (await real()).head(key),
    exists: async (key) => (await real()).exists(key),
    delete: async (key) => (await real()).delete(key),
  };
}

/** S3-compatible storage when S3_BUCKET is set, otherwise the disk under DATA_DIR/files. */
export function createStorage(config: Pick<ApiConfig, 'dataDir' | 's3'>): Storage {
  return config.s3 ? lazyS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, 'files'));
}

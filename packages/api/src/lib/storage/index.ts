import path from 'node:path';
import type { ApiConfig } from '../../config';
import { createDiskStorage } from './disk';
import { createS3Storage } from './s3';
import type { Storage } from './types';

export type { PutBody, PutOptions, Storage, StoredFile, StoredFileInfo } from './types';
export { createDiskStorage } from './disk';
export { createS3Storage, s3ClientConfig } from './s3';

/** S3-compatible storage when S3_BUCKET is set, otherwise the disk under DATA_DIR/files. */
export function createStorage(config: Pick<ApiConfig, 'dataDir' | 's3'>): Storage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, 'files'));
}

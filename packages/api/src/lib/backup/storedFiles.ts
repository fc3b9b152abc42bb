import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ApiConfig } from '../../config';
import { createStorage } from '../storage';

/** One stored file as the backup keeps it: its key, its content type and its size. */
export interface BackedUpFile {
  key: string;
  contentType: string;
  size: number;
}

type FilesConfig = Pick<ApiConfig, 'dataDir' | 's3'>;

/** The keys of the disk store: a file counts as stored once its metadata is written (storage/disk.ts). */
function diskKeys(root: string): string[] {
  const meta = path.join(root, 'meta');
  if (!fs.existsSync(meta)) return [];
  return (fs.readdirSync(meta, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.relative(meta, path.join(entry.parentPath, entry.name)).slice(0, -'.json'.length).split(path.sep).join('/'))
    .sort();
}

/** The keys of the bucket, every page of the listing. */
async function bucketKeys(settings: NonNullable<ApiConfig['s3']>): Promise<string[]> {
  const { ListObjectsV2Command, S3Client } = await import('@aws-sdk/client-s3');
  const { s3ClientConfig } = await import('../storage/s3');
  const client = new S3Client(s3ClientConfig(settings));
  const keys: string[] = [];
  try {
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
  return keys.sort();
}

/** Every key of the installation's file store (the bucket when S3_BUCKET is set, else DATA_DIR/files). */
export function listStoredKeys(config: FilesConfig): Promise<string[]> {
  return config.s3 ? bucketKeys(config.s3) : Promise.resolve(diskKeys(path.join(config.dataDir, 'files')));
}

/** Copies every stored file into `folder/<key>`; answers what was copied. */
export async function copyStoreToFolder(config: FilesConfig, folder: string): Promise<BackedUpFile[]> {
  const storage = createStorage(config);
  const copied: BackedUpFile[] = [];
  for (const key of await listStoredKeys(config)) {
    const file = await storage.get(key);
    // Gone between the listing and the read: only an upload that failed is ever deleted (services/files/upload.ts).
    if (!file) continue;
    const target = path.join(folder, key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await pipeline(file.body, fs.createWriteStream(target));
    copied.push({ key, contentType: file.contentType, size: file.size });
  }
  return copied;
}

/** Puts each file of `folder` back into the installation's store under its key. */
export async function copyFolderToStore(config: FilesConfig, folder: string, files: BackedUpFile[]): Promise<void> {
  const storage = createStorage(config);
  for (const file of files) {
    await storage.put(file.key, fs.createReadStream(path.join(folder, file.key)), { contentType: file.contentType });
  }
}

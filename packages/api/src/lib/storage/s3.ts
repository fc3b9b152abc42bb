import fs from 'node:fs';
import os from 'node:os';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { ApiConfig } from '../../config';
import { spool } from './spool';
import { assertValidKey, keyTaken, safeContentType, type Storage } from './types';

type S3Settings = NonNullable<ApiConfig['s3']>;

/**
 * The client settings. With a custom endpoint (MinIO, Ceph, R2, B2 and the like): path-style addressing, and
 * checksums only where an operation requires them. The SDK's default otherwise sends a streamed body
 * aws-chunked with a trailing checksum, which several S3-compatible stores refuse or, worse, keep as the
 * file's bytes (the framing included).
 */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    ...(settings.endpoint
      ? { endpoint: settings.endpoint, forcePathStyle: true, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  };
}

const status = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/** null for a missing object, the error otherwise. */
async function orNull<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (status(error) === 404) return null;
    throw error;
  }
}

/**
 * Files in an S3-compatible bucket. A put is spooled to a temporary file first (counting bytes against the
 * limit), so the object is sent with its exact length, and `If-None-Match: *` makes the store itself refuse
 * a key that exists. A key found taken is refused before the body is read, as on disk; that check also holds
 * on stores that ignore If-None-Match, where only two puts racing for one key remain unguarded.
 */
export function createS3Storage(settings: S3Settings, { spoolDir = os.tmpdir() }: { spoolDir?: string } = {}): Storage {
  const client = new S3Client(s3ClientConfig(settings));
  const Bucket = settings.bucket;
  const storage: Storage = {
    kind: 's3',

    async put(key, body, options) {
      assertValidKey(key);
      if (await storage.exists(key)) throw keyTaken();
      const spooled = await spool(body, spoolDir, options.maxBytes);
      const contentType = safeContentType(options.contentType);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: fs.createReadStream(spooled.file),
            ContentLength: spooled.size,
            ContentType: contentType,
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        // 412: the key exists; 409: a write of the same key was under way (AWS S3's ConditionalRequestConflict).
        const code = status(error);
        throw code === 412 || code === 409 ? keyTaken() : error;
      } finally {
        await fs.promises.rm(spooled.file, { force: true });
      }
      return { size: spooled.size, contentType };
    },

    async head(key) {
      assertValidKey(key);
      const head = await orNull(() => client.send(new HeadObjectCommand({ Bucket, Key: key })));
      return head ? { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' } : null;
    },

    async exists(key) {
      return (await storage.head(key)) !== null;
    },

    async get(key) {
      assertValidKey(key);
      const object = await orNull(() => client.send(new GetObjectCommand({ Bucket, Key: key })));
      if (!object?.Body) return null;
      return {
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? 'application/octet-stream',
      };
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
  return storage;
}

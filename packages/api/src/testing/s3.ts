import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { ApiConfig } from '../config';
import { s3ClientConfig } from '../lib/storage/s3';

type S3Settings = NonNullable<ApiConfig['s3']>;

/**
 * A real S3-compatible server for tests (s3rver), in the test's own process on a free port of 127.0.0.1,
 * keeping its buckets in a temporary folder removed on close. It checks request signatures with its one
 * key pair, so the product's client settings (path-style, signing, checksums) are what get tested.
 */
export interface TestS3 {
  /** `http://127.0.0.1:<port>`, for S3_ENDPOINT. */
  endpoint: string;
  /** Makes a new empty bucket and answers its S3_* variables, as an installation would set them. */
  bucketEnv: () => Promise<Record<string, string>>;
  /** The keys a bucket holds, sorted. */
  keys: (bucket: string) => Promise<string[]>;
  close: () => Promise<void>;
}

// s3rver accepts this one key pair and refuses requests signed with anything else.
const ACCESS_KEY = 'S3RVER';

export async function startTestS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (bucket: string): S3Settings => ({ bucket, region: 'us-east-1', endpoint, accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY });
  const client = new S3Client(s3ClientConfig(settings('any')));
  return {
    endpoint,
    async bucketEnv() {
      const bucket = `sw-test-${randomBytes(6).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return { S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: ACCESS_KEY, S3_SECRET_ACCESS_KEY: ACCESS_KEY };
    },
    async keys(bucket) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

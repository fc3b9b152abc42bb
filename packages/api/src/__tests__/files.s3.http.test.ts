import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RES, SESSION_COOKIE } from '@sw/protocol';
import { startTestApi, type TestApi } from '../testing/harness';
import { signedInMember } from '../testing/members';
import { startTestS3, type TestS3 } from '../testing/s3';
import { TINY_PNG, uploadFile } from '../testing/uploads';

// The upload and file routes with S3_BUCKET set, against a real S3-compatible server on loopback.
let s3: TestS3;
let api: TestApi;
let bucket: string;
beforeAll(async () => {
  s3 = await startTestS3();
  const env = await s3.bucketEnv();
  bucket = env.S3_BUCKET!;
  api = await startTestApi({ s3Env: env });
});
afterAll(async () => {
  await api?.close();
  await s3?.close();
});

const get = (key: string, sessionToken: string) => api.raw(`/files/${key}`, { headers: { cookie: `${SESSION_COOKIE}=${sessionToken}` } });

describe('files with S3_BUCKET set', () => {
  it('stores an upload in the bucket, serves it to its owner and answers 404 to another member', async () => {
    expect(api.deps.storage.kind).toBe('s3');
    const owner = await signedInMember(api, 's3-owner');
    const other = await signedInMember(api, 's3-other');
    const key = `logo/s3${Date.now().toString(36)}.png`;

    const uploaded = await uploadFile(api, owner.token, { key, file: TINY_PNG, filename: 'Mark.png' });
    expect(uploaded).toMatchObject({ status: 200, body: { meta: { res: RES.OK }, data: { key } } });
    expect(await s3.keys(bucket)).toEqual([key]);

    const served = await get(key, owner.token);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-length')).toBe(String(TINY_PNG.length));
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);

    const refused = await get(key, other.token);
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain('PNG');

    // The key is taken: a second upload under it is refused and the bucket keeps the first file.
    const again = await uploadFile(api, other.token, { key, file: Buffer.concat([TINY_PNG, Buffer.from('x')]), filename: 'Other.png' });
    expect(again).toMatchObject({ status: 409, body: { meta: { res: RES.CONFLICT } } });
    expect(Buffer.from(await (await get(key, owner.token)).arrayBuffer()).equals(TINY_PNG)).toBe(true);
  });
});

import { API, type Envelope, type UploadToken } from '@sw/protocol';
import type { TestApi } from './harness';

/** A 1×1 PNG, valid enough for the upload's content check. */
export const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5fdc6d20000000049454e44ae426082',
  'hex',
);

/** A file put through the real upload path as a browser does (an upload token, then multipart), answered as sent. */
export async function uploadFile(
  api: TestApi,
  sessionToken: string,
  upload: { key: string; file: Buffer; filename: string },
): Promise<{ status: number; body: Envelope<{ key: string }> }> {
  const token = (await api.call<UploadToken>(API.upload.token, {}, { token: sessionToken })).data!;
  const form = new FormData();
  form.append('token', token.upToken);
  form.append('key', upload.key);
  form.append('file', new Blob([new Uint8Array(upload.file)]), upload.filename);
  const response = await api.raw('/files/upload', { method: 'POST', body: form });
  return { status: response.status, body: (await response.json()) as Envelope<{ key: string }> };
}

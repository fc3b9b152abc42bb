import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { INTEGRATION_LIMITS, signedWebhookText, WEBHOOK_HEADERS } from '@sw/protocol';
import { checkEndpointUrl, pinnedLookup as pinnedLookupOf } from './address';

/** One signed POST to an endpoint (docs/integration.md, Signatures): its answer's status and first bytes, or why none came. */

export interface SendResult {
  statusCode: number | null;
  error: string | null;
  answerHead: string;
  durationMs: number;
}

/** `sha256=` and the hex HMAC-SHA256 of `${timestamp}.${body}` under the endpoint's secret. */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(signedWebhookText(timestamp, body)).digest('hex')}`;
}

export interface Outgoing {
  url: string;
  secret: string;
  deliveryId: string;
  type: string;
  body: string;
  /** Unix seconds: the app's clock, so a test clock signs with its own time. */
  timestamp: number;
  timeoutMs: number;
  allowLoopback: boolean;
}

export async function sendWebhook(out: Outgoing): Promise<SendResult> {
  const started = Date.now();
  const done = (result: Omit<SendResult, 'durationMs'>): SendResult => ({ ...result, durationMs: Date.now() - started });
  let checked: Awaited<ReturnType<typeof checkEndpointUrl>>;
  try {
    // Checked again at every try: the host's DNS answer may have changed since the endpoint was saved.
    checked = await checkEndpointUrl(out.url, out.allowLoopback);
  } catch (error) {
    return done({ statusCode: null, error: (error as Error).message, answerHead: '' });
  }
  const timestamp = String(out.timestamp);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'Steelora-Webhooks/1',
    [WEBHOOK_HEADERS.id]: out.deliveryId,
    [WEBHOOK_HEADERS.timestamp]: timestamp,
    [WEBHOOK_HEADERS.event]: out.type,
    [WEBHOOK_HEADERS.signature]: signWebhook(out.secret, timestamp, out.body),
    'content-length': String(Buffer.byteLength(out.body)),
  };
  const client = checked.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(result));
    };
    // The socket connects to the address checked above (pinnedLookup), never to a second DNS answer.
    const request = client.request(checked.url, { method: 'POST', headers, lookup: pinnedLookupOf(checked.target), agent: false }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        if (size < INTEGRATION_LIMITS.answerHead) chunks.push(chunk);
        size += chunk.length;
        // Only the first bytes are kept; a long answer is not read to its end.
        if (size >= INTEGRATION_LIMITS.answerHead) response.destroy();
      });
      const end = () => finish({
        statusCode: response.statusCode ?? null,
        error: null,
        answerHead: Buffer.concat(chunks).subarray(0, INTEGRATION_LIMITS.answerHead).toString('utf8'),
      });
      response.on('end', end);
      response.on('close', end);
      response.on('error', end);
    });
    const timer = setTimeout(() => {
      request.destroy(new Error(`no answer within ${out.timeoutMs} ms`));
    }, out.timeoutMs);
    request.on('error', (error) => finish({ statusCode: null, error: error.message, answerHead: '' }));
    request.end(out.body);
  });
}

import { isSessionCode, RES } from './codes';
import { type CallResult, type Envelope, isEnvelope } from './envelope';
import { LIMITS } from './constants';
import { MSG } from './messages';
import { APP_ID, signRequest } from './sign';

export interface Credentials {
  memId?: string;
  /** Only server-side callers hold the token; the browser's calls are re-signed by the proxy. */
  token?: string;
}

/** Path plus the ts, appId (and memId) query parameters, and the signature over them. */
export function signedCall(path: string, creds: Credentials = {}, now = Date.now()) {
  const query = new URLSearchParams({ ts: String(now), appId: APP_ID });
  if (creds.memId) query.set('memId', creds.memId);
  const sign = signRequest({ ts: now, appId: APP_ID, path, token: creds.token, memId: creds.memId });
  return { url: `${path}?${query.toString()}`, sign };
}

export const SIGN_HEADER = 'x-iap-sign';
export const TOKEN_HEADER = 'x-iap-token';

export interface CallOptions {
  /** resall=1: the whole response is returned as it is. */
  resall?: boolean;
}

export interface CallerConfig {
  /** Sends one call; returns the HTTP response. Throws on network failure or timeout. */
  send: (path: string, data: unknown, signal: AbortSignal) => Promise<Response>;
  /** A second route to the same path, used when `send` answers with a non-200 status. */
  fallback?: (path: string, data: unknown, signal: AbortSignal) => Promise<Response>;
  /** Session codes 10006, 21008, 25051501. */
  onSessionEnd?: (envelope: Envelope) => void;
  /** Non-200 from the first route ('Service exception'). */
  onServiceException?: (message: string) => void;
  timeoutMs?: number;
}

export type Caller = <T = unknown>(
  path: string,
  data?: Record<string, unknown>,
  options?: CallOptions,
) => Promise<CallResult<T>>;

async function readResponse(response: Response): Promise<Envelope> {
  if (response.status !== 200) throw new Error(`${MSG.serviceException} (HTTP ${response.status})`);
  const body: unknown = await response.json();
  if (!isEnvelope(body)) throw new Error(MSG.serviceException);
  return body;
}

/** The call client of spec section 7, independent of where it runs. */
export function createCaller(config: CallerConfig): Caller {
  const timeoutMs = config.timeoutMs ?? LIMITS.requestTimeoutMs;
  return async function call<T>(path: string, data: Record<string, unknown> = {}, options: CallOptions = {}) {
    const body = options.resall ? { ...data, resall: 1 } : data;
    const signal = AbortSignal.timeout(timeoutMs);
    let envelope: Envelope;
    try {
      let response = await config.send(path, body, signal);
      if (response.status !== 200 && config.fallback) {
        config.onServiceException?.(MSG.serviceException);
        response = await config.fallback(path, body, signal);
      }
      envelope = await readResponse(response);
    } catch (error) {
      return { ok: false, stop: true, serverError: true, error: asError(error) };
    }
    if (options.resall) return { ok: true, stop: false, data: envelope as T };
    if (envelope.meta.res === RES.OK) return { ok: true, stop: false, data: envelope.data as T };
    if (isSessionCode(envelope.meta.res)) config.onSessionEnd?.(envelope);
    return { ok: false, stop: true, serverError: true, error: envelope };
  };
}

function asError(error: unknown): Error {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return new Error('Request timed out');
    return error;
  }
  return new Error(String(error));
}

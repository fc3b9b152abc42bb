import { isSessionCode, RES } from './codes';
import type { AnswerOf, Contract, InputOf } from './contract';
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
  /**
   * A second route to the same path, used only when `send` fails: a network failure or a 5xx answer.
   * A well-formed refusal (an envelope, whatever the status) is the answer and is not asked again.
   */
  fallback?: (path: string, data: unknown, signal: AbortSignal) => Promise<Response>;
  /** Session codes 10006, 21008, 25051501. */
  onSessionEnd?: (envelope: Envelope) => void;
  /** The first route failed and the fallback is tried ('Service exception'). */
  onServiceException?: (message: string) => void;
  timeoutMs?: number;
}

/** The input argument: optional when the call takes no parameters. */
export type InputArgs<C extends Contract> = {} extends InputOf<C> ? [input?: InputOf<C>] : [input: InputOf<C>];

/** Calls one contract: typed input, typed answer. */
export interface Caller {
  <C extends Contract>(contract: C, input: InputOf<C>, options: CallOptions & { resall: true }): Promise<CallResult<Envelope<AnswerOf<C>>>>;
  <C extends Contract>(contract: C, ...input: InputArgs<C>): Promise<CallResult<AnswerOf<C>>>;
}

/** A failure of the route itself, not an answer of the back-end: worth the second route. */
class RouteFailure extends Error {}

async function readEnvelope(response: Response): Promise<Envelope> {
  const status = `${MSG.serviceException} (HTTP ${response.status})`;
  if (response.status >= 500) throw new RouteFailure(status);
  const body: unknown = await response.json().catch(() => undefined);
  if (!isEnvelope(body)) throw new Error(response.status === 200 ? MSG.serviceException : status);
  return body;
}

/** The call client of spec section 7, independent of where it runs. */
export function createCaller(config: CallerConfig): Caller {
  const timeoutMs = config.timeoutMs ?? LIMITS.requestTimeoutMs;

  async function viaRoute(route: CallerConfig['send'], path: string, body: unknown, signal: AbortSignal): Promise<Envelope> {
    let response: Response;
    try {
      response = await route(path, body, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new RouteFailure(asError(error).message);
    }
    return readEnvelope(response);
  }

  async function call(contract: Contract, data: Record<string, unknown> = {}, options: CallOptions = {}) {
    const body = options.resall ? { ...data, resall: 1 } : data;
    const signal = AbortSignal.timeout(timeoutMs);
    let envelope: Envelope;
    try {
      try {
        envelope = await viaRoute(config.send, contract.path, body, signal);
      } catch (error) {
        if (!(error instanceof RouteFailure) || !config.fallback) throw error;
        config.onServiceException?.(MSG.serviceException);
        envelope = await viaRoute(config.fallback, contract.path, body, signal);
      }
    } catch (error) {
      return { ok: false, stop: true, serverError: true, error: asError(error) } as const;
    }
    if (options.resall) return { ok: true, stop: false, data: envelope } as const;
    if (envelope.meta.res === RES.OK) return { ok: true, stop: false, data: envelope.data } as const;
    if (isSessionCode(envelope.meta.res)) config.onSessionEnd?.(envelope);
    return { ok: false, stop: true, serverError: true, error: envelope } as const;
  }
  // The contract's answer type is the back-end's promise (checked by its endpoint()); the data is passed on as sent.
  return call as Caller;
}

function asError(error: unknown): Error {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return new Error('Request timed out');
    return error;
  }
  return new Error(String(error));
}

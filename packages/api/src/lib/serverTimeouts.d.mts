/** Types of serverTimeouts.mjs. */
import type { Server } from 'node:http';

export interface ServerTimeouts {
  /** HEADERS_TIMEOUT_MS (15 s): the whole head of a request must arrive within it. */
  headersTimeout: number;
  /** 0: Node's whole-request limit is off; guardSlowRequests() applies REQUEST_TIMEOUT_MS to stalled bodies. */
  requestTimeout: number;
  /** How often Node looks for heads past their limit: a socket is closed at most this late. */
  connectionsCheckingInterval: number;
  /** KEEP_ALIVE_TIMEOUT_MS (65 s): how long an idle kept-alive socket waits for the next request. */
  keepAliveTimeout: number;
}
export function serverTimeouts(env?: NodeJS.ProcessEnv): ServerTimeouts;

export interface SlowRequestLimits {
  /** REQUEST_TIMEOUT_MS (20 s, at least the headers timeout): the window a body is judged over. */
  requestTimeoutMs: number;
  /** MIN_BODY_BYTES_PER_SECOND (16384): the slowest pace a body may keep once a window has passed. */
  minBytesPerSecond: number;
}
export function slowRequestLimits(env?: NodeJS.ProcessEnv): SlowRequestLimits;
export function guardSlowRequests<S extends Server>(server: S, env?: NodeJS.ProcessEnv): S;

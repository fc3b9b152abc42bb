/** Types of serverTimeouts.mjs. */
export interface ServerTimeouts {
  /** HEADERS_TIMEOUT_MS (15 s): the whole head of a request must arrive within it. */
  headersTimeout: number;
  /** REQUEST_TIMEOUT_MS (20 s): the whole request, body included (an upload too), must arrive within it. */
  requestTimeout: number;
  /** How often Node looks for requests past either limit: a socket is closed at most this late. */
  connectionsCheckingInterval: number;
}
export function serverTimeouts(env?: NodeJS.ProcessEnv): ServerTimeouts;

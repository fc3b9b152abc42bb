import { fail, ok, type Envelope } from '@sw/protocol';
import type { AppDeps } from '../context';
import { callEndpoint } from '../callEndpoint';
import { ApiError } from '../lib/errors';
import { allEndpoints } from '../routes';
import type { Call } from './harness';

const byPath = new Map(allEndpoints.map((endpoint) => [endpoint.contract.path, endpoint]));

/**
 * Calls at the use-case level, for the tests' builders (docs/decisions/0010): the same endpoint rules, schema and
 * handler as over HTTP (callEndpoint.ts), the same services and rows, without the request, its signature and
 * its JSON. The answer is the envelope HTTP would give, its data through JSON as the browser reads it.
 */
export function directCaller(deps: AppDeps): Call {
  return async <T>(path: string, data: unknown = {}, creds: { token?: string; memId?: string } = {}) => {
    const endpoint = byPath.get(path);
    if (!endpoint) throw new Error(`No endpoint at ${path}`);
    try {
      const result = await callEndpoint(deps, endpoint, {
        data: data as Record<string, unknown>, token: creds.token ?? null, claimedMemId: creds.memId, ip: '127.0.0.1', userAgent: 'test builder', theme: 'default',
      });
      return ok(JSON.parse(JSON.stringify(result ?? null))) as Envelope<T>;
    } catch (error) {
      if (error instanceof ApiError) return fail(error.res, error.message) as Envelope<T>;
      throw error;
    }
  };
}

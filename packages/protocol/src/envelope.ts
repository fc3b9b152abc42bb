import { RES } from './codes';

export interface Meta {
  res: string;
  msg: string;
}

export interface Envelope<T = unknown> {
  meta: Meta;
  data: T | null;
}

export function ok<T>(data: T): Envelope<T> {
  return { meta: { res: RES.OK, msg: 'success' }, data };
}

export function fail(res: string, msg: string): Envelope<null> {
  return { meta: { res, msg }, data: null };
}

export function isEnvelope(value: unknown): value is Envelope {
  if (!value || typeof value !== 'object') return false;
  const meta = (value as { meta?: unknown }).meta;
  return !!meta && typeof meta === 'object' && typeof (meta as Meta).res === 'string';
}

/** What a caller receives: data on success, or the stop flag with the server's error. */
export type CallResult<T> =
  | { ok: true; stop: false; data: T }
  | { ok: false; stop: true; serverError: true; error: Envelope<unknown> | Error };

export function errorMessage(result: { error: Envelope<unknown> | Error }): string {
  return result.error instanceof Error ? result.error.message : result.error.meta.msg;
}

export function errorCode(result: { error: Envelope<unknown> | Error }): string | undefined {
  return result.error instanceof Error ? undefined : result.error.meta.res;
}

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

/** 'rateLockedUntil: …', 'lines.0.tiers.1.unitPrice: …': a field's refusal starts with its input path (a sentence never does). */
const FIELD_REFUSAL = /^([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)*): ([\s\S]+)$/;

/** The field a refusal is about (its input path) and its sentence; null for a refusal of the whole call. */
export function errorField(result: { error: Envelope<unknown> | Error }): { path: string; message: string } | null {
  if (result.error instanceof Error) return null;
  const named = FIELD_REFUSAL.exec(result.error.meta.msg);
  return named ? { path: named[1]!, message: named[2]! } : null;
}

/** A refusal in words for a person: the path before a field's sentence is left out (a form marks the field instead). */
export function errorMessage(result: { error: Envelope<unknown> | Error }): string {
  if (result.error instanceof Error) return result.error.message;
  return errorField(result)?.message ?? result.error.meta.msg;
}

export function errorCode(result: { error: Envelope<unknown> | Error }): string | undefined {
  return result.error instanceof Error ? undefined : result.error.meta.res;
}

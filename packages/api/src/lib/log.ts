import pino from 'pino';
import { sha256Hex } from '@sw/protocol';

/** Query parameters and row values never reach the log: a failed query names its SQL only. */
function safeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown> | undefined;
  if (!serialized || typeof serialized !== 'object') return serialized;
  return scrub(serialized);
}

function scrub(value: Record<string, unknown>): Record<string, unknown> {
  const { params: _params, detail: _detail, parameters: _parameters, ...rest } = value;
  for (const key of ['message', 'stack'] as const) {
    if (typeof rest[key] === 'string') rest[key] = (rest[key] as string).replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [removed]');
  }
  if (rest.cause && typeof rest.cause === 'object') rest.cause = scrub(rest.cause as Record<string, unknown>);
  return rest;
}

export function createLogger(destination?: pino.DestinationStream) {
  return pino(
    {
      level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
      base: undefined,
      serializers: { err: safeError, error: safeError },
    },
    destination,
  );
}

export const log = createLogger();
export type Logger = pino.Logger;

/** A short, stable stand-in for an email address in logs: the address itself stays out of them. */
export const emailHash = (email: string) => sha256Hex(`log:${email.trim().toLowerCase()}`).slice(0, 16);

export type SecurityEventName =
  | 'signin' | 'signin.locked' | 'code.sent' | 'code.checked' | 'email.confirmed' | 'password.changed' | 'password.reset'
  | 'session.revoked' | 'access.refused' | 'limit.hit';

export interface SecurityEvent {
  event: SecurityEventName;
  result: 'ok' | 'refused';
  ip?: string;
  memberId?: string;
  /** Hashed with emailHash(); give the address, never log it. */
  email?: string;
  reason?: string;
}

/** One structured line per security event (ASVS logging): who, from where, what happened; never a secret. */
export function securityEvent(logger: Logger, { email, ...event }: SecurityEvent): void {
  const line = { security: true, ...event, ...(email ? { emailHash: emailHash(email) } : {}) };
  if (event.result === 'ok') logger.info(line, event.event);
  else logger.warn(line, event.event);
}

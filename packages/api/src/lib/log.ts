import pino from 'pino';
import { sha256Hex } from '@sw/protocol';

type ErrorLike = Error & Record<string, unknown>;

const stackFrames = (error: Error) => (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at ')).join('\n');

/** A database server's error names the failed value in its message; only its code and names are kept. */
const isDatabaseError = (error: ErrorLike) => typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;

function databaseFields(error: ErrorLike) {
  const { code, severity, routine, table, column, constraint } = error;
  return { code, severity, routine, table, column, constraint };
}

/**
 * Errors reach the log without the values of a query: a failed query (Drizzle) is logged with its SQL text
 * and its cause's SQLSTATE, never its parameters or the server's message, which can quote them.
 */
function safeError(value: unknown): unknown {
  if (!(value instanceof Error)) return value;
  const error = value as ErrorLike;
  if (typeof error.query === 'string') {
    const cause = error.cause instanceof Error ? (error.cause as ErrorLike) : null;
    return {
      type: error.constructor.name,
      message: `Failed query: ${error.query}`,
      cause: cause && isDatabaseError(cause) ? databaseFields(cause) : cause ? { type: cause.constructor.name } : undefined,
      stack: stackFrames(error),
    };
  }
  if (isDatabaseError(error)) return { type: error.constructor.name, ...databaseFields(error), stack: stackFrames(error) };
  return pino.stdSerializers.err(error);
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
  | 'session.revoked' | 'access.refused' | 'limit.hit' | 'account.disabled' | 'account.enabled';

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

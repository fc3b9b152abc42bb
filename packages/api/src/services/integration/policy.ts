import type { AppDeps } from '../../context';
import type { Jobs } from '../../lib/jobs/boss';

/** The delivery rules (decision 0016): retries for 24 hours, doubling from WEBHOOK_RETRY_BASE_MS up to an hour; 3 days of failures disable. */

const HOUR = 3600_000;
export const RETRY_WINDOW_MS = 24 * HOUR;
export const DISABLE_AFTER_MS = 3 * 24 * HOUR;
export const DEFAULT_RETRY_BASE_MS = 30_000;
export const MAX_RETRY_DELAY_MS = HOUR;
export const DEFAULT_TIMEOUT_MS = 10_000;

/** The wait before try `attempts + 1`, after `attempts` failed tries. */
export const retryDelayMs = (baseMs: number, attempts: number) => Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));

/** What the integration domain uses of the app: `jobs` is optional in the type, since a use case's deps may not name it. */
export type IntegrationDeps = Pick<AppDeps, 'database' | 'log' | 'now' | 'config' | 'mailer'> & { jobs?: Jobs };

export const webhookSettings = (deps: Pick<AppDeps, 'config'>) => ({
  allowLoopback: deps.config.webhooks?.allowLoopback ?? false,
  retryBaseMs: deps.config.webhooks?.retryBaseMs ?? DEFAULT_RETRY_BASE_MS,
  timeoutMs: deps.config.webhooks?.timeoutMs ?? DEFAULT_TIMEOUT_MS,
});

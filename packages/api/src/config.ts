import path from 'node:path';
import { parseSiteThemes, type SiteTheme } from '@sw/protocol';
import { trustedProxyHops } from './lib/clientAddress';

/** Process configuration, read once from the environment (DESIGN.md "Runtime contract"). */
export interface ApiConfig {
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** MAIL_MAX_ATTEMPTS, MAIL_RETRY_BASE_MS, MAIL_LEASE_MS: the outbox's retries (lib/mailer.ts, DEFAULT_DELIVERY when unset). */
  mailDelivery: { maxAttempts?: number; retryBaseMs?: number; leaseMs?: number };
  /**
   * Background jobs on pg-boss (lib/jobs/boss.ts). JOBS=0: this process works no jobs (it still sends them);
   * JOBS_POLL_MS: a worker's polling interval (at least 500); JOBS_CRON_SECONDS: the cron pass's (1 to 45).
   */
  jobs: { work: boolean; pollMs?: number; cronSeconds?: number };
  /**
   * Webhooks (services/integration): WEBHOOKS_ALLOW_LOOPBACK=1 lets endpoints be loopback addresses, http: too
   * (development and tests only); WEBHOOK_RETRY_BASE_MS the wait after a first failed try (doubling, up to an hour);
   * WEBHOOK_TIMEOUT_MS how long a receiver has to answer.
   */
  webhooks: { allowLoopback: boolean; retryBaseMs?: number; timeoutMs?: number };
  /** Public origin used in links inside emails. */
  publicUrl: string;
  /** Uploaded files go to this S3-compatible bucket when S3_BUCKET is set, else to DATA_DIR/files. */
  s3?: { bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string };
  production: boolean;
  /** TRUST_PROXY_HOPS: appending proxies in front of this process (the storefront counts as one in split mode). */
  trustProxyHops: number;
  /** SEED_DEMO=0: the first start makes no demo accounts. */
  seedDemoAccounts: boolean;
  /**
   * UPLOAD_TOKEN_SECRET: the key that signs upload tokens. Unset, one is made once and kept in
   * DATA_DIR/secrets/upload-token.key (services/files/secret.ts); processes that share no DATA_DIR must set it.
   */
  uploadTokenSecret?: string;
  /** SITE_THEMES: host names to brands, so a document asked for on a sister-brand host carries that brand. */
  siteThemes: Map<string, SiteTheme['name']>;
  /** METRICS_TOKEN: with it, GET /metrics also answers callers off this host that send it as a Bearer token. */
  metricsToken?: string;
}

function findRoot(): string {
  return process.env.SW_ROOT ?? process.cwd().replace(/[/\\](apps[/\\]web|packages[/\\]api)$/, '');
}

/** A positive whole number from the environment, or undefined for the default. */
function positive(value: string | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const root = findRoot();
  return {
    // Empty is unset (deploy/storefront.env), never the checkout's own folder.
    dataDir: path.resolve(root, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Steelora Jewelry <no-reply@steelora.example>',
    mailDelivery: { maxAttempts: positive(env.MAIL_MAX_ATTEMPTS), retryBaseMs: positive(env.MAIL_RETRY_BASE_MS), leaseMs: positive(env.MAIL_LEASE_MS) },
    jobs: { work: env.JOBS !== '0', pollMs: positive(env.JOBS_POLL_MS), cronSeconds: positive(env.JOBS_CRON_SECONDS) },
    webhooks: { allowLoopback: env.WEBHOOKS_ALLOW_LOOPBACK === '1', retryBaseMs: positive(env.WEBHOOK_RETRY_BASE_MS), timeoutMs: positive(env.WEBHOOK_TIMEOUT_MS) },
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          endpoint: env.S3_ENDPOINT || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    production: env.NODE_ENV === 'production',
    trustProxyHops: trustedProxyHops(env),
    seedDemoAccounts: env.SEED_DEMO !== '0',
    uploadTokenSecret: env.UPLOAD_TOKEN_SECRET || undefined,
    siteThemes: parseSiteThemes(env.SITE_THEMES),
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}

import { createApp, type ApiApp } from './app';
import { readConfig, type ApiConfig } from './config';
import type { AppDeps } from './context';
import { openDatabase } from './db/client';
import { log } from './lib/log';
import { createJobs } from './lib/jobs/boss';
import { createMailer } from './lib/mailer';
import { createStorage } from './lib/storage';

export interface Runtime {
  app: ApiApp;
  deps: AppDeps;
}

const definedOnly = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

export function createRuntime(config: ApiConfig = readConfig()): Runtime {
  const database = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const jobs = createJobs(database, { log, work: config.jobs.work, pollMs: config.jobs.pollMs, cronSeconds: config.jobs.cronSeconds });
  const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log, policy: definedOnly(config.mailDelivery), jobs });
  const deps: AppDeps = { database, config, mailer, jobs, storage: createStorage(config), log, now: () => new Date() };
  return { app: createApp(deps), deps };
}

const GLOBAL_KEY = Symbol.for('sw.api.runtime');

/** One runtime per process, shared by every module instance that imports this file. */
export function getRuntime(): Runtime {
  const holder = globalThis as unknown as Record<symbol, Runtime | undefined>;
  holder[GLOBAL_KEY] ??= createRuntime();
  return holder[GLOBAL_KEY]!;
}

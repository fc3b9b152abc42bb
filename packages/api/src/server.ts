import { readConfig } from './config';
import { migrate } from './db/migrate';
import { createRuntime } from './runtime';
import { seedOnFirstStart } from './seed/firstStart';
import { listen } from './serve';
import { onStop, stopOnSignals } from './lib/gracefulStop.mjs';
import { startJobs } from './services/jobs';
import { CONFIG_EXIT_STATUS, FileStoreConflict } from './lib/storage/claim';

/** The back-end on its own (`npm run start:api`); the storefront then sets API_BASE_URL to reach it. */
const config = readConfig();
const { app, deps } = createRuntime(config);
await migrate(deps.database);
await seedOnFirstStart(deps.database.db, config, deps.log, (text) => process.stdout.write(text));
// pg-boss before the first request (a use case's mail gets its delivery job); unless JOBS=0 its workers and schedules.
await startJobs(deps).catch((error: unknown) => {
  if (!(error instanceof FileStoreConflict)) throw error;
  // A configuration to fix, not a fault to retry: said once, with its own exit status (deploy/'s units do not restart it).
  deps.log.fatal(error.message);
  process.exit(CONFIG_EXIT_STATUS);
});
const port = Number(process.env.API_PORT ?? process.env.PORT ?? 4000);
// Loopback unless HOST says otherwise: the storefront in front of it is what the world should reach.
const hostname = process.env.HOST || '127.0.0.1';
const { server } = await listen(app.fetch, { port, hostname });
onStop(() => deps.jobs.stop());
stopOnSignals(server as import('node:http').Server);
deps.log.info(`back-end listening on http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}`);

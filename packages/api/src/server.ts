import { serve } from '@hono/node-server';
import { readConfig } from './config';
import { migrate } from './db/migrate';
import { createRuntime } from './runtime';
import { seedOnFirstStart } from './db/seed/firstStart';

/** The back-end on its own (`npm run start:api`); the storefront then sets API_BASE_URL to reach it. */
const config = readConfig();
const { app, deps } = createRuntime(config);
await migrate(deps.database);
await seedOnFirstStart(deps.database.db, config, deps.log, (text) => process.stdout.write(text));
const port = Number(process.env.API_PORT ?? process.env.PORT ?? 4000);
serve({ fetch: app.fetch, port, hostname: process.env.HOST ?? '0.0.0.0' }, () => {
  deps.log.info(`back-end listening on http://localhost:${port}`);
});

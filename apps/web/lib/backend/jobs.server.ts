import { CONFIG_EXIT_STATUS, FileStoreConflict, getRuntime, onStop, startJobs } from '@sw/api';

/**
 * The in-process back-end's pg-boss (mail delivery and retries, scheduled jobs: docs/workflows.md), started by
 * instrumentation.ts before this server takes requests: a use case's mail gets its delivery job in pg-boss. Not
 * during `next build` (its workers load the instrumentation too), and not when API_BASE_URL names a separate
 * back-end: that process runs its own (`npm run start:api`). Answers whether this process works jobs (JOBS=0: no).
 */
export async function startInProcessJobs(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (env.API_BASE_URL || env.NEXT_PHASE === 'phase-production-build') return false;
  // The server's SIGTERM (scripts/web-server.mjs) stops the workers cleanly once requests in flight are answered.
  onStop(() => getRuntime().deps.jobs.stop());
  return startJobs(getRuntime().deps).catch((error: unknown) => {
    if (!(error instanceof FileStoreConflict)) throw error;
    // Another live process keeps files elsewhere (issue 55): a configuration to fix, so the server does not start.
    console.error(error.message);
    process.exit(CONFIG_EXIT_STATUS);
  });
}

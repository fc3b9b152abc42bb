import { getRuntime, startJobs } from '@sw/api';

/**
 * The in-process back-end's job runner (mail delivery and retries, scheduled jobs: docs/workflows.md), started by
 * instrumentation.ts when this server starts. Not during `next build` (its workers load the instrumentation too),
 * and not when API_BASE_URL names a separate back-end: that process runs its own (`npm run start:api`).
 */
export function startInProcessJobs(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.API_BASE_URL || env.NEXT_PHASE === 'phase-production-build') return false;
  return startJobs(getRuntime().deps) !== null;
}

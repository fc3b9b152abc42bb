/**
 * Runs once when the server starts: offers the back-end lane to the storefront's server (lib/backend/backendLane.server.ts)
 * and starts the in-process back-end's pg-boss before the first request (lib/backend/jobs.server.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { offerLane } = await import('./lib/backend/backendLane.server');
  offerLane();
  const { startInProcessJobs } = await import('./lib/backend/jobs.server');
  await startInProcessJobs();
}

// How either HTTP server (scripts/web-server.mjs, the back-end's server.ts) ends on SIGTERM (issue 55): it stops
// accepting, so nginx sends the next request to another process (connection refused is retried there); it answers
// what it has in flight, closing each kept-alive socket once idle; it runs the stop hooks (pg-boss's workers) and
// exits. A request that outlives STOP_GRACE_MS is cut: systemd's own stop timeout is longer.
// Plain JavaScript (types in gracefulStop.d.mts): the storefront's server loads it with plain Node.

const HOOKS = Symbol.for('sw.stopHooks');

/** Something to finish before the process exits (the in-process pg-boss registers its stop here). */
export function onStop(hook) {
  const hooks = (globalThis[HOOKS] ??= []);
  hooks.push(hook);
}

/** Closes `server` gracefully, then runs the stop hooks; resolves when all is done or the grace has passed. */
export async function stopGracefully(server, { graceMs = 10_000 } = {}) {
  const closed = new Promise((resolve) => server.close(() => resolve()));
  // Idle kept-alive sockets would hold close() open; busy ones close after their answer (Connection: close).
  server.closeIdleConnections?.();
  const idler = setInterval(() => server.closeIdleConnections?.(), 100);
  idler.unref();
  const grace = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
  await Promise.race([closed, grace]);
  clearInterval(idler);
  server.closeAllConnections?.();
  const hooks = globalThis[HOOKS] ?? [];
  await Promise.race([Promise.allSettled(hooks.map((hook) => hook())), grace]);
}

/** On SIGTERM or SIGINT: stopGracefully(server), then exit 0. A second signal exits at once. */
export function stopOnSignals(server, { env = process.env, log = console.error } = {}) {
  const graceMs = Number.parseInt(env.STOP_GRACE_MS ?? '', 10) > 0 ? Number.parseInt(env.STOP_GRACE_MS, 10) : 10_000;
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      log(`${signal}: stopping (finishing requests in flight)`);
      void stopGracefully(server, { graceMs }).finally(() => process.exit(0));
    });
  }
}

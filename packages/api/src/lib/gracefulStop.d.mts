/** Types of gracefulStop.mjs. */
import type { Server } from 'node:http';

export function onStop(hook: () => Promise<unknown> | unknown): void;
export function stopGracefully(server: Server, options?: { graceMs?: number }): Promise<void>;
export function stopOnSignals(server: Server, options?: { env?: NodeJS.ProcessEnv; log?: (text: string) => void }): void;

import { readFileSync } from 'node:fs';
import { descendants } from './memory';

/** The idle row (issue 56): the server left alone this long first, then its processor time read over `IDLE_SECONDS`. */
export const IDLE_REST_SECONDS = Number(process.env.BENCH_IDLE_REST_SECONDS ?? 60);
export const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
/** Linux's clock ticks per second (`getconf CLK_TCK`), the unit of /proc/<pid>/stat's times. */
const TICKS_PER_SECOND = 100;

export interface IdleResult {
  /** Processor ticks (user + system) of the server's processes over the window. */
  ticks: number;
  seconds: number;
  /** Share of one core, in per cent. */
  percent: number;
}

/**
 * User plus system ticks of `launcherPid`'s descendants (`next start` and its children; the launcher is left out).
 * Each process's own ticks: other work on the machine does not count, whatever the load.
 */
export function serverTicks(launcherPid: number): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const pid of descendants(launcherPid)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // utime and stime are fields 14 and 15; after the ')' that ends the command name, the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks;
}

/** The server's processor time over `seconds` with no request, after `restSeconds` of rest. */
export async function measureIdle(launcherPid: number, restSeconds = IDLE_REST_SECONDS, seconds = IDLE_SECONDS): Promise<IdleResult> {
  await new Promise((resolve) => setTimeout(resolve, restSeconds * 1000));
  const before = serverTicks(launcherPid);
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const after = serverTicks(launcherPid);
  const elapsed = (Date.now() - started) / 1000;
  // A process started during the window counts from zero.
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return { ticks, seconds: Math.round(elapsed), percent: (ticks / TICKS_PER_SECOND / elapsed) * 100 };
}

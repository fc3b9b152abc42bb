import { readdirSync, readFileSync } from 'node:fs';

/** How long after a load the server's memory is read: past V8's memory reducer, which starts 8 s after it. */
export const AFTER_LOAD_SECONDS = 15;

/** Every descendant of `launcherPid` (Linux /proc), the launcher itself left out. */
export function descendants(launcherPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The parent id is the 2nd field after the command name, which may contain spaces: read after ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // the process ended meanwhile
    }
  }
  const found: number[] = [];
  const stack = [...(children.get(launcherPid) ?? [])];
  while (stack.length) {
    const pid = stack.pop()!;
    found.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return found;
}

/**
 * Resident memory in MB of a process's descendants: the launcher `npm start` runs is left out, `next start` and
 * whatever it starts are counted. 0 when they are gone.
 */
export function serverRss(launcherPid: number): number {
  let kb = 0;
  for (const pid of descendants(launcherPid)) {
    try {
      const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      kb += Number(match?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return kb / 1024;
}

import { execFileSync } from 'node:child_process';

/** Whether Info-ZIP's unzip is installed: the ZIP tests then also check archives with `unzip -t` and extract them. */
export const hasUnzip = (() => {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

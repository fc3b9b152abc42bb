import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { plan, redisAnswers } from './machine.mjs';

describe('what npm test does about a missing tool', () => {
  it('does nothing when the tool is there', () => {
    expect(plan({ present: true, pkg: 'chromium', what: 'Chromium', canInstall: false })).toEqual({ action: 'none' });
  });

  it("installs Debian's package when it may", () => {
    expect(plan({ present: false, pkg: 'redis-server', what: 'Redis', canInstall: true })).toEqual({ action: 'install', pkg: 'redis-server' });
  });

  it('otherwise stops with the one command to run', () => {
    const step = plan({ present: false, pkg: 'chromium', what: 'Chromium', canInstall: false });
    expect(step.action).toBe('stop');
    expect(step.message).toMatch(/Chromium is not installed\. Run: (sudo apt-get install -y chromium|install chromium with)/);
  });

  it('never replaces a browser the user pointed at: it says what is wrong with their path', () => {
    const step = plan({ present: false, pkg: 'chromium', what: 'CHROMIUM_PATH', canInstall: true, fixedBy: '/opt/none/chrome' });
    expect(step.action).toBe('stop');
    expect(step.message).toContain('CHROMIUM_PATH not found at /opt/none/chrome');
  });
});

describe('redisAnswers', () => {
  it('is false where nothing listens, and true only for a PONG', async () => {
    expect(await redisAnswers('redis://127.0.0.1:1')).toBe(false);
    const fake = net.createServer((socket) => socket.once('data', () => socket.end('+PONG\r\n')));
    const silent = net.createServer((socket) => socket.once('data', () => socket.end('-ERR no\r\n')));
    await Promise.all([fake, silent].map((server) => new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))));
    try {
      expect(await redisAnswers(`redis://127.0.0.1:${fake.address().port}`)).toBe(true);
      expect(await redisAnswers(`redis://127.0.0.1:${silent.address().port}`)).toBe(false);
    } finally {
      fake.close();
      silent.close();
    }
  });
});

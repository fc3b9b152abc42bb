import { test as base } from '@playwright/test';
import { SMTPServer } from 'smtp-server';

/** One message as the test SMTP server received it. */
export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone. */
  text: string;
}

export interface TestSmtp {
  messages: ReceivedMail[];
  /** How many messages `to` has received so far. */
  count: (to: string) => number;
  /** Waits for message number `after + 1` to `to` and reads the 6-digit code out of it. */
  codeFor: (to: string, after?: number, timeoutMs?: number) => Promise<string>;
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The port the e2e server's SMTP_URL points at (scripts/e2e-server.mjs). */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);

async function startSmtp(port: number): Promise<TestSmtp & { close: () => Promise<void> }> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, text: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const mine = (to: string) => messages.filter((m) => m.to.includes(to.toLowerCase()));
  return {
    messages,
    count: (to) => mine(to).length,
    async codeFor(to, after = 0, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const list = mine(to);
        if (list.length > after) {
          const match = /verification code is (\d{6})/.exec(list.at(-1)!.text);
          if (!match) throw new Error(`no code in the message to ${to}`);
          return match[1]!;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * `test` with a worker-scoped SMTP server on E2E_SMTP_PORT: it runs while the worker's tests
 * run and collects every message the storefront sends.
 */
export const test = base.extend<object, { smtp: TestSmtp }>({
  smtp: [
    // Playwright reads the fixtures a function needs from its first parameter's pattern: this one needs none.
    // oxlint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startSmtp(SMTP_PORT);
      await use(server);
      await server.close();
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect } from '@playwright/test';

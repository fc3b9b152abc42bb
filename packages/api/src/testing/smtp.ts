import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  raw: string;
}

/** Undoes quoted-printable soft breaks and escapes, enough to read a code out of a message. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP server in this process, on a free loopback port. */
export async function startSmtp() {
  const received: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The code of the latest message to `to` after `after` messages to it had arrived. */
    async codeFor(to: string, after = 0, timeoutMs = 5000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mine = received.filter((m) => m.to.includes(to));
        if (mine.length > after) {
          const match = /verification code is (\d{6})/.exec(decodeQuotedPrintable(mine.at(-1)!.raw));
          if (!match) throw new Error('no code in the message');
          return match[1]!;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    count: (to: string) => received.filter((m) => m.to.includes(to)).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;

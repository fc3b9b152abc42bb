import net, { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SMTPConnection } from 'smtp-server/lib/smtp-connection.js';

/**
 * smtp-server holds every new connection's greeting for 100 ms to catch clients that talk too soon (a spam trait;
 * there is no option for it). The tests' mailer never does, and the wait came to most of an order test's time
 * (docs/decisions/0010): the tests' server greets at once.
 */
SMTPConnection.prototype.init = function greetAtOnce(this: SMTPConnection) {
  // oxlint-disable-next-line no-underscore-dangle -- the library's own step before the greeting
  this._setListeners(() => this.connectionReady());
};

/**
 * A real SMTP server for tests, in the test's own process: the back-end integration tests and the
 * browser suites (apps/web/e2e/support/smtp.ts) both point the mailer's SMTP_URL at it and read
 * what it received.
 */

/** One message as the test SMTP server received it. */
export interface ReceivedMail {
  /** Recipients, lower-cased. */
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft breaks and escapes undone. */
  text: string;
}

export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** How many messages `to` has received so far. */
  count: (to: string) => number;
  /** Waits for message number `after + 1` to `to` and reads the 6-digit code out of the latest one. */
  codeFor: (to: string, after?: number, timeoutMs?: number) => Promise<string>;
  close: () => Promise<void>;
  /** Listens again on the same port after `close`, keeping what it received: a mail server that was down is back. */
  reopen: () => Promise<void>;
}

/** Undoes quoted-printable soft breaks and escapes, enough to read a code out of a message. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function listen(server: SMTPServer, port: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

/** Starts the server on `port` (0: any free port) of 127.0.0.1. */
export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const newServer = () => new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    // A client on loopback has no name worth looking up.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, text: decodeQuotedPrintable(raw) });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  let server = newServer();
  await listen(server, port);
  const actualPort = (server.server.address() as AddressInfo).port;
  const mine = (to: string) => messages.filter((m) => m.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    port: actualPort,
    messages,
    count: (to) => mine(to).length,
    async codeFor(to, after = 0, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const list = mine(to);
        if (list.length > after) {
          const match = /verification code is (\d{6})/.exec(list.at(-1)!.text);
          if (!match) throw new Error(`no code in the message to ${to}`);
          return match[1]!;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async reopen() {
      server = newServer();
      await listen(server, actualPort);
    },
  };
}

/** A loopback port nothing listens on (yet): an SMTP server that is down, until startTestSmtp(port) brings it up. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

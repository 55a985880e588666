import { once } from 'node:events';
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Config } from '../src/config.js';

/**
 * The outbox sender's settings for tests that read mails off the test's SMTP server: woken by each queued mail rather
 * than a poll, and quick to retry.
 */
export const quickMail: Config['mail'] = {
  pollIntervalMs: 60_000,
  retryBaseMs: 100,
  retryMaxMs: 1_000,
  maxAttempts: 5,
  sendTimeoutMs: 3_000,
  claimMs: 60_000,
};

/** A mail as the test's SMTP server received it. */
export type ReceivedMail = { from: string; to: string[]; raw: string; text: string };

/**
 * A real SMTP server on 127.0.0.1 for the mail tests: it keeps what it receives, and refuses every recipient while
 * `rejecting` is set, as a mail server that will not take a mail does (550).
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const state = { rejecting: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (state.rejecting) {
        const refusal = Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 });
        return callback(refusal);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    set rejecting(value: boolean) {
      state.rejecting = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 that nothing listens on. */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The mail's text as a person reads it: quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits until `check` answers something truthy, trying every 25 ms, for at most `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error('eventually: the condition was not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

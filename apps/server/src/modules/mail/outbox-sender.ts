import { and, asc, eq, inArray, isNull, lt, min, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailSettings } from '../../config.js';
import type { Database } from '../../db/client.js';
import { describeDatabaseFault, isDatabaseUnavailable } from '../../db/database-faults.js';
import { mailOutbox } from '../../db/schema/index.js';
import { calendarFile } from './calendar-file.js';

type Claimed = typeof mailOutbox.$inferSelect;

/** What became of one delivery, waiting to be written down. */
type Outcome = { id: number; attempts: number; error: string | null };

export type OutboxSenderOptions = {
  db: Database;
  log: FastifyBaseLogger;
  settings: MailSettings;
  /** SMTP_URL; without it mails stay queued and are only logged. */
  smtpUrl: string | undefined;
  from: string;
};

/** Mails claimed at once by one process. */
const batchSize = 10;
const dbNow = sql`now()`;
const fromNow = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * Sends the outbox, in the server process: woken soon after a mail is queued (by the change feed) and polling besides.
 * Each mail is claimed with a conditional update over `FOR UPDATE SKIP LOCKED` and a lease, so that several server
 * processes on one PostgreSQL never send the same mail twice at once. A failed delivery is tried again after a wait
 * that doubles each time, until `maxAttempts`, then marked failed with its last error. Database faults are logged
 * and outlived: the next round tries again.
 */
export class OutboxSender {
  private readonly transport: Transporter | null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private wanted = false;
  private stopped = true;
  /** Deliveries done but not yet recorded (the database was away): recorded first at the next round. */
  private readonly unrecorded: Outcome[] = [];
  private lastLoggedId = 0;
  private faultLogged = false;

  constructor(private readonly options: OutboxSenderOptions) {
    const { smtpUrl, settings } = options;
    this.transport = smtpUrl
      ? nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: settings.sendTimeoutMs,
          greetingTimeout: settings.sendTimeoutMs,
          socketTimeout: settings.sendTimeoutMs,
        } as Parameters<typeof nodemailer.createTransport>[0])
      : null;
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    if (!this.transport) this.options.log.warn('SMTP_URL is not set: mails stay queued in the outbox, unsent');
    this.wake();
  }

  /** Looks at the outbox soon: a mail was queued, or a wait ended. */
  wake() {
    if (this.stopped) return;
    this.wanted = true;
    if (!this.running) this.running = this.work().finally(() => (this.running = null));
  }

  /** Stops: no new round starts; resolves when the round under way has ended. */
  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    this.transport?.close();
  }

  private async work() {
    while (this.wanted && !this.stopped) {
      this.wanted = false;
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
      let nextInMs = this.options.settings.pollIntervalMs;
      try {
        nextInMs = Math.min(nextInMs, await this.round());
        if (this.faultLogged) this.options.log.info('the outbox is reachable again');
        this.faultLogged = false;
      } catch (error) {
        this.logFault(error);
      }
      if (!this.stopped && !this.wanted) {
        this.timer = setTimeout(() => this.wake(), Math.max(nextInMs, 50));
        this.timer.unref();
      }
    }
  }

  /** One round; answers how soon the next mail is due. */
  private async round(): Promise<number> {
    if (!this.transport) {
      await this.logQueued();
      return this.options.settings.pollIntervalMs;
    }
    await this.recordOutcomes();
    for (;;) {
      const claimed = await this.claim();
      for (const mail of claimed) {
        if (this.stopped) break;
        this.unrecorded.push(await this.deliver(mail));
        await this.recordOutcomes();
      }
      if (claimed.length < batchSize || this.stopped) break;
    }
    return this.msUntilNextDue();
  }

  /**
   * Claims the mails that are due and not claimed by a live lease. An empty outbox writes nothing: every write to it is
   * announced, and the announcement wakes the senders.
   */
  private claim(): Promise<Claimed[]> {
    const { db, settings } = this.options;
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.status, 'queued'),
            sql`${mailOutbox.next_attempt_at} <= now()`,
            or(isNull(mailOutbox.claimed_until), lt(mailOutbox.claimed_until, dbNow)),
          ),
        )
        .orderBy(asc(mailOutbox.next_attempt_at), asc(mailOutbox.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({ claimed_until: fromNow(settings.claimMs), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(
          inArray(
            mailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  private async deliver(mail: Claimed): Promise<Outcome> {
    try {
      await this.transport!.sendMail({
        from: this.options.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        attachments: mail.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.content_type,
          // A calendar entry's file is written now, not in the transaction that queued the mail (decision 0155).
          content: 'calendar_entry' in attachment ? calendarFile(attachment.calendar_entry) : attachment.content,
        })),
      });
      this.options.log.info({ mailId: mail.id, attempt: mail.attempts }, 'mail sent');
      return { id: mail.id, attempts: mail.attempts, error: null };
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000) || 'Unknown error';
      this.options.log.warn({ mailId: mail.id, attempt: mail.attempts, error: message }, 'mail not sent');
      return { id: mail.id, attempts: mail.attempts, error: message };
    }
  }

  /** Writes down what became of the deliveries; those it cannot write stay for the next round. */
  private async recordOutcomes() {
    const { db, settings } = this.options;
    while (this.unrecorded.length > 0) {
      const outcome = this.unrecorded[0]!;
      const mine = and(eq(mailOutbox.id, outcome.id), eq(mailOutbox.status, 'queued'));
      if (outcome.error === null) {
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sent_at: dbNow, claimed_until: null, last_error: null, updated_at: dbNow })
          .where(mine);
      } else if (outcome.attempts >= settings.maxAttempts) {
        await db
          .update(mailOutbox)
          .set({ status: 'failed', claimed_until: null, last_error: outcome.error, updated_at: dbNow })
          .where(mine);
      } else {
        const waitMs = Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** (outcome.attempts - 1));
        await db
          .update(mailOutbox)
          .set({
            next_attempt_at: fromNow(waitMs),
            claimed_until: null,
            last_error: outcome.error,
            updated_at: dbNow,
          })
          .where(mine);
      }
      this.unrecorded.shift();
    }
  }

  private async msUntilNextDue(): Promise<number> {
    const [next] = await this.options.db
      .select({ inMs: sql<number | null>`extract(epoch from ${min(mailOutbox.next_attempt_at)} - now()) * 1000` })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'queued'));
    const inMs = next?.inMs;
    return inMs === null || inMs === undefined ? this.options.settings.pollIntervalMs : Math.max(0, Number(inMs));
  }

  /** Without SMTP, each newly queued mail is logged once, so that a developer sees it was written. */
  private async logQueued() {
    const queued = await this.options.db
      .select({ id: mailOutbox.id, recipient: mailOutbox.recipient, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'queued'), sql`${mailOutbox.id} > ${this.lastLoggedId}`))
      .orderBy(asc(mailOutbox.id))
      .limit(100);
    for (const mail of queued) {
      this.options.log.info(
        { mailId: mail.id, recipient: mail.recipient, subject: mail.subject },
        'mail queued, not sent: SMTP_URL is not set (the super admin reads it at /mail-outbox)',
      );
      this.lastLoggedId = mail.id;
    }
  }

  private logFault(error: unknown) {
    if (isDatabaseUnavailable(error)) {
      if (!this.faultLogged) {
        this.options.log.warn({ fault: describeDatabaseFault(error) }, 'the outbox is out of reach; trying again');
      }
      this.faultLogged = true;
      return;
    }
    this.options.log.error({ err: error }, 'the outbox round failed; trying again at the next round');
  }
}

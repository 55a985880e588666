import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.js';
import { mailOutbox } from '../src/db/schema/index.js';
import { calendarFile, queueMail, renderMail } from '../src/modules/mail/index.js';
import { OutboxSender } from '../src/modules/mail/outbox-sender.js';
import { closedPort, eventually, startSmtpServer } from './smtp-server.js';
import { demoClubId, type TestApp, useTestApp } from './test-app.js';

const smtp = await startSmtpServer();
const unreachablePort = await closedPort();
afterAll(() => smtp.close());

const quickRetries: Config['mail'] = {
  // Long: a queued mail is found because its commit wakes the sender, not because a poll came round.
  pollIntervalMs: 60_000,
  retryBaseMs: 100,
  retryMaxMs: 1_000,
  maxAttempts: 8,
  sendTimeoutMs: 3_000,
  claimMs: 60_000,
};

const config = { publicUrl: 'https://fairway.example', port: 3000 };

/** Queues a mail as an area does: inside a transaction of its own. */
async function queue(t: TestApp, subject: string, recipient = 'jo@lakeside.example') {
  const content = renderMail(
    {
      subject,
      greeting: 'Hello Jo,',
      paragraphs: ['Your tee time is at 10:00.'],
      link: { label: 'See the draw', url: 'https://fairway.example/tournament' },
      club: { name: 'Fairway Demo Golf Club', logo: '/media/logo.png' },
    },
    config,
  );
  return t.db.transaction((tx) => queueMail(tx, { golfCourseId: demoClubId, recipient, ...content }));
}

const outboxRow = async (t: TestApp, id: number) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

/** A logger that keeps what it is told, so that a test waits for what a sender reports rather than for a while. */
function recordingLog() {
  const lines: { msg: string; mailId?: number }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

/** Starts the app (and with it the outbox's sender), as the first request does. */
const start = (t: TestApp) => t.app.ready();

describe('the outbox with a mail server that accepts', () => {
  const t = useTestApp({ smtpUrl: smtp.url, mail: quickRetries });

  it('sends a queued mail soon after its transaction commits, in plain text and HTML with the club and link', async () => {
    await start(t);
    const id = await queue(t, 'Your tee time');
    const mail = await eventually(() => smtp.received.find((received) => received.raw.includes('Your tee time')));
    expect(mail.to).toEqual(['jo@lakeside.example']);
    expect(mail.text).toContain('Content-Type: text/plain');
    expect(mail.text).toContain('Content-Type: text/html');
    expect(mail.text).toContain('Fairway Demo Golf Club');
    expect(mail.text).toContain('https://fairway.example/tournament');
    expect(mail.text).toContain('src="https://fairway.example/media/logo.png"');
    const row = await eventually(async () => {
      const current = await outboxRow(t, id);
      return current.status === 'sent' ? current : null;
    });
    expect(row.attempts).toBe(1);
    expect(row.sent_at).not.toBeNull();
    expect(row.last_error).toBeNull();
  });

  it("writes a calendar entry's file when it sends the mail: the entry as the member's calendar reads it", async () => {
    await start(t);
    const entry = {
      id: 'booking-7-golf-course-1@fairway',
      name: 'Fairway Demo Golf Club tee time',
      start: '2026-12-05T10:00:00.000Z',
      end: '2026-12-05T14:30:00.000Z',
      summary: 'Golf at Fairway Demo Golf Club, 10:00 from the 1st tee',
      description: 'Playing: Morgan Member.',
      location: 'Fairway Demo Golf Club',
      cancelled: false,
    };
    await t.db.transaction((tx) =>
      queueMail(tx, {
        golfCourseId: demoClubId,
        recipient: 'jo@lakeside.example',
        subject: 'Your tee time with its calendar file',
        text: 'Your tee time.',
        html: '<p>Your tee time.</p>',
        attachments: [
          { filename: 'tee-time.ics', content_type: 'text/calendar; charset=utf-8', calendar_entry: entry },
        ],
      }),
    );
    const mail = await eventually(() =>
      smtp.received.find((received) => received.raw.includes('Your tee time with its calendar file')),
    );
    // The file as the member's mail program reads it: the attachment's part, its body decoded.
    const part = mail.raw.slice(mail.raw.indexOf('filename=tee-time.ics'));
    const encoded = part.slice(part.indexOf('\r\n\r\n') + 4, part.indexOf('\r\n--'));
    const received = Buffer.from(encoded.replace(/\s/g, ''), 'base64').toString('utf8');
    expect(received).toContain('METHOD:PUBLISH');
    expect(received).toContain('UID:booking-7-golf-course-1@fairway');
    expect(received).toContain('DTSTART:20261205T100000Z');
    expect(received).toContain('SUMMARY:Golf at Fairway Demo Golf Club\\, 10:00 from the 1st tee');
    expect(received).toContain('STATUS:CONFIRMED');
    expect(calendarFile({ ...entry, cancelled: true })).toMatch(/METHOD:CANCEL[\s\S]*STATUS:CANCELLED/);
  });

  it('outlives a round the database fails, and sends what is queued afterwards', async () => {
    const { log, lines } = recordingLog();
    const sender = new OutboxSender({ db: t.db, log, settings: quickRetries, smtpUrl: smtp.url, from: 'a@b.example' });
    await t.db.execute(sql`alter table mail_outbox rename to mail_outbox_away`);
    // Its first round fails, as when the database is away.
    sender.start();
    try {
      const failed = await eventually(() => lines.find((line) => line.msg.startsWith('the outbox round failed')));
      expect(failed.msg).toBe('the outbox round failed; trying again at the next round');
      await t.db.execute(sql`alter table mail_outbox_away rename to mail_outbox`);
      const id = await queue(t, 'After the fault');
      // As the change feed does when the mail's transaction commits.
      sender.wake();
      await eventually(async () => (await outboxRow(t, id)).status === 'sent');
    } finally {
      await sender.stop();
    }
    expect(smtp.received.filter((received) => received.raw.includes('After the fault'))).toHaveLength(1);
  });

  it('keeps nothing of a transaction that rolls back', async () => {
    await start(t);
    await expect(
      t.db.transaction(async (tx) => {
        await queueMail(tx, { golfCourseId: null, recipient: 'x@example.com', subject: 'Never', text: 't', html: 'h' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Never'))).toEqual([]);
  });

  it('retries a mail the server refuses, with the refusal as the last error, and sends it once accepted', async () => {
    smtp.rejecting = true;
    try {
      await start(t);
      const id = await queue(t, 'Refused at first');
      const refused = await eventually(async () => {
        const current = await outboxRow(t, id);
        // The second refusal written down, not merely the second attempt claimed.
        return current.attempts >= 2 && current.claimed_until === null ? current : null;
      });
      expect(refused.status).toBe('queued');
      expect(refused.last_error).toMatch(/550/);
      expect(refused.next_attempt_at.getTime()).toBeGreaterThan(refused.updated_at.getTime() - 1);
    } finally {
      smtp.rejecting = false;
    }
    const sent = await eventually(async () => {
      const current = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Refused at first')))[0]!;
      return current.status === 'sent' ? current : null;
    });
    expect(sent.attempts).toBeGreaterThanOrEqual(3);
    expect(sent.last_error).toBeNull();
    expect(smtp.received.filter((mail) => mail.raw.includes('Refused at first'))).toHaveLength(1);
  });

  it('sends each mail once when several senders work the same outbox', async () => {
    const subjects = Array.from({ length: 24 }, (_, index) => `Shared outbox ${index}`);
    for (const subject of subjects) await queue(t, subject, 'many@example.com');
    const senders = [1, 2, 3].map(
      () => new OutboxSender({ db: t.db, log: t.log, settings: quickRetries, smtpUrl: smtp.url, from: 'a@b.example' }),
    );
    for (const sender of senders) sender.start();
    try {
      await eventually(async () => {
        const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'many@example.com'));
        return rows.every((row) => row.status === 'sent');
      });
    } finally {
      await Promise.all(senders.map((sender) => sender.stop()));
    }
    for (const subject of subjects) {
      expect(smtp.received.filter((mail) => mail.raw.includes(`Subject: ${subject}\r`))).toHaveLength(1);
    }
  });

  it('shows the outbox to the super admin only: the list, newest first, and one mail with its text', async () => {
    const id = await queue(t, 'For the super admin');
    const superAdmin = await t.as('super');
    const list = await superAdmin.call({ method: 'GET', url: '/api/mail_outbox/?search=super%20admin' });
    expect(list.statusCode).toBe(200);
    expect(list.json().results[0]).toMatchObject({
      id,
      recipient: 'jo@lakeside.example',
      subject: 'For the super admin',
      golf_course_name: 'Fairway Demo Golf Club',
    });
    const read = await superAdmin.call({ method: 'GET', url: `/api/mail_outbox/${id}/` });
    expect(read.statusCode).toBe(200);
    expect(read.json().text_body).toContain('Your tee time is at 10:00.');
    const byStatus = await superAdmin.call({ method: 'GET', url: '/api/mail_outbox/?status=failed' });
    expect(byStatus.json().count).toBe(0);
    expect((await superAdmin.call({ method: 'GET', url: '/api/mail_outbox/999999/' })).statusCode).toBe(404);

    for (const who of ['admin', 'secondAdmin', 'member', 'user', 'events'] as const) {
      const clubUser = await t.as(who);
      for (const url of ['/api/mail_outbox/', `/api/mail_outbox/${id}/`]) {
        const inClub = await clubUser.call({ method: 'GET', url });
        expect(inClub.statusCode, `${who} ${url} in their club`).toBe(403);
        const noClub = await clubUser.call({ method: 'GET', url, golfCourseId: null });
        expect(noClub.statusCode, `${who} ${url}`).toBe(403);
      }
    }
    for (const url of ['/api/mail_outbox/', `/api/mail_outbox/${id}/`]) {
      expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe('the outbox with a mail server that cannot be reached', () => {
  const t = useTestApp({ smtpUrl: `smtp://127.0.0.1:${unreachablePort}`, mail: { ...quickRetries, maxAttempts: 3 } });

  it('tries a bounded number of times, then marks the mail failed with the last error', async () => {
    await start(t);
    const id = await queue(t, 'Nobody home');
    const failed = await eventually(async () => {
      const current = await outboxRow(t, id);
      return current.status === 'failed' ? current : null;
    });
    expect(failed.attempts).toBe(3);
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    expect(failed.sent_at).toBeNull();
    const superAdmin = await t.as('super');
    // Found by its subject: the demo's own mails waiting to be sent meet the same closed port, and may have failed
    // by now too, listed before it.
    const listed = await superAdmin.call({ method: 'GET', url: '/api/mail_outbox/?status=failed&search=Nobody+home' });
    expect(listed.json().results).toMatchObject([{ id, status: 'failed', attempts: 3 }]);
  });
});

describe('the outbox without SMTP_URL', () => {
  const t = useTestApp({ mail: quickRetries });

  it('keeps mails queued, untried, and says so once for each', async () => {
    const { log, lines } = recordingLog();
    const sender = new OutboxSender({ db: t.db, log, settings: quickRetries, smtpUrl: undefined, from: 'a@b.example' });
    const id = await queue(t, 'Stays here');
    sender.start();
    try {
      const logged = await eventually(() => lines.find((line) => line.mailId === id));
      expect(logged.msg).toBe('mail queued, not sent: SMTP_URL is not set (the super admin reads it at /mail-outbox)');
      expect(await outboxRow(t, id)).toMatchObject({ status: 'queued', attempts: 0, last_error: null });
    } finally {
      await sender.stop();
    }
    expect(lines.map((line) => line.msg)).toContain('SMTP_URL is not set: mails stay queued in the outbox, unsent');
  });
});

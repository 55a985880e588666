import { sql } from 'drizzle-orm';
import { asksTogether } from '../core/asks-together.js';
import { type DatabaseHandle, type NotificationListener, withinDeadline } from './client.js';

/**
 * The channel the database's triggers announce committed changes on (migrations 0001 and 0002): `table:<name>` for
 * any change to a table, `user:<id>` for a change to who a user is or what they may do, `courses` for a club's status
 * or settings.
 */
export const changesChannel = 'fairway_changes';

/**
 * What this process hears of the changes committed to the database, by itself or by any other process, handed to
 * each memory that keeps something read from it (the principals, the list pages). While the channel is not heard (at
 * start, after a lost connection) those memories keep nothing, so nothing they keep can have missed a change.
 */
export class ChangeFeed {
  private readonly subscribers: NotificationListener[] = [];
  private listening = false;
  /** Markers this process sent, waiting to come back through the channel. */
  private readonly markers = new Map<string, () => void>();
  private markerNumber = 0;

  constructor(private readonly database: Pick<DatabaseHandle, 'db' | 'listen'>) {}

  subscribe(subscriber: NotificationListener) {
    this.subscribers.push(subscriber);
  }

  /** Listens until the returned function is called (retrying on its own while the database is away). */
  start(): Promise<() => Promise<void>> {
    return this.database.listen(changesChannel, {
      heard: (payload) => {
        if (payload.startsWith('marker:')) return this.markers.get(payload)?.();
        for (const subscriber of this.subscribers) subscriber.heard(payload);
      },
      lost: () => {
        this.listening = false;
        for (const subscriber of this.subscribers) subscriber.lost();
      },
      restored: () => {
        this.listening = true;
        for (const subscriber of this.subscribers) subscriber.restored();
      },
    });
  }

  /**
   * Waits until every change this process has committed so far has been heard, so that its next request sees them:
   * the channel delivers in commit order, so once a marker sent now comes back, the changes before it have too. The
   * writers who ask while a marker is on its way share the next one (sent after they asked), not one each.
   */
  async catchUp(timeoutMs: number): Promise<void> {
    if (!this.listening) return;
    await this.markerBack('marker', timeoutMs);
  }

  private readonly markerBack = asksTogether<string, number, void>(async (_key, timeouts) => {
    const marker = `marker:${process.pid}:${(this.markerNumber += 1)}`;
    const back = new Promise<void>((resolve) => this.markers.set(marker, resolve));
    try {
      await this.database.db.execute(sql`select pg_notify(${changesChannel}, ${marker})`);
      await withinDeadline(back, Math.max(...timeouts), undefined);
    } catch {
      // The database is away: the channel is lost too, and with it everything kept.
    } finally {
      this.markers.delete(marker);
    }
    return timeouts.map(() => ({ answer: undefined }));
  });
}

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { drawDueBallots } from './draw-due-ballots.js';
import { expireWaitingListOffers } from './expire-waiting-list-offers.js';

/**
 * The tee sheet's clock in the server process: every `teeSheetTickMs` it draws the ballots past their close and lapses
 * the waiting list's offers past their hold (each safe to run in several processes at once: decision 0111). A fault
 * is logged and the next tick tries again.
 */
export class TeeSheetTicker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {}

  start() {
    this.timer ??= setInterval(() => this.tick(), this.config.teeSheetTickMs);
    this.timer.unref();
  }

  /** One round now, unless one is under way. */
  tick(): Promise<void> {
    this.running ??= (async () => {
      try {
        const drawn = await drawDueBallots(this.db, this.config);
        const expired = await expireWaitingListOffers(this.db, this.config);
        if (drawn + expired > 0) this.log.info({ drawn, expired }, 'tee sheet: ballots drawn, offers lapsed');
      } catch (error) {
        this.log.warn({ error: error instanceof Error ? error.message : String(error) }, 'tee sheet tick failed');
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}

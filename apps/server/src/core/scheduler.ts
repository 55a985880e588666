/** Work an area runs every `everyMs` in each server process; each run is safe beside another process's. */
export type PeriodicJob = { name: string; everyMs: number; run(): Promise<unknown> };

type FaultLog = { error(detail: object, message: string): void };

/**
 * The server's one clock for the areas' periodic work (the tee sheet's ballots and offers, the entries' lapsed offers):
 * each job registered runs every `everyMs` once started, never twice at once in this process; a failure is logged and
 * the next round tries again. Stopping clears the timers and waits for the rounds under way.
 */
export class Scheduler {
  private readonly jobs: PeriodicJob[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly running = new Map<PeriodicJob, Promise<void>>();
  private stopped = false;

  constructor(private readonly log: FaultLog) {}

  every(job: PeriodicJob) {
    this.jobs.push(job);
  }

  start() {
    if (this.stopped || this.timers.length > 0) return;
    for (const job of this.jobs) {
      const timer = setInterval(() => this.runOnce(job), job.everyMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  private runOnce(job: PeriodicJob) {
    if (this.running.has(job)) return;
    const round = job
      .run()
      .then(
        () => {},
        (error: unknown) => this.log.error({ err: error, job: job.name }, 'periodic job failed'),
      )
      .finally(() => this.running.delete(job));
    this.running.set(job, round);
  }

  async stop() {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.length = 0;
    await Promise.all(this.running.values());
  }
}

/**
 * Turns at something only so many may do at once (a database's connections), given in the order they were asked for:
 * `take` waits while every turn is taken, `give` hands a turn back, to the longest waiting first. A turn free is
 * taken without a wait, so that its taker goes on in the same tick.
 */
export class Turns {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(count: number) {
    if (!Number.isInteger(count) || count < 1) throw new RangeError(`Turns need a whole count of at least 1: ${count}`);
    this.free = count;
  }

  /** Takes a turn: at once (nothing to wait for) when one is free, else the wait until one is given back. */
  take(): Promise<void> | undefined {
    if (this.free > 0) {
      this.free -= 1;
      return undefined;
    }
    return new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}

import type { EntryStatus } from '@fairway/golf';

const entryStatuses = new Set<string>(['no_return', 'disqualified', 'withdrawn']);

/** An entry's status as `@fairway/golf` ranks it: why it has no position, or undefined while it is in play. */
export function entryStatus(status: string): EntryStatus | undefined {
  return entryStatuses.has(status) ? (status as EntryStatus) : undefined;
}

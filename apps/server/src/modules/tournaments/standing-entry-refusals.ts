import { and, eq, sql } from 'drizzle-orm';
import { amongIds } from '../../db/array-column.js';
import type { Database } from '../../db/client.js';
import { competitionEntries, tournamentMembers } from '../../db/schema/index.js';

/** Said to a golfer entering again while they stand entered. */
export const alreadyEntered = 'You are already entered.';

/**
 * Why golfers may not enter a tournament again, in words for them, while they stand in it: on its waiting list,
 * offered a freed place, awaiting the organiser's approval, entered by themselves or by the organiser; by member id,
 * none for those who do not. Read set-wise, for the golfers of a batch of entries.
 */
export async function standingEntryRefusals(
  db: Database,
  tournamentId: number,
  memberIds: readonly number[],
): Promise<Map<number, string>> {
  const refusals = new Map<number, string>();
  if (memberIds.length === 0) return refusals;
  const [standing, inField] = await Promise.all([
    db
      .select({ memberId: competitionEntries.member_id, status: competitionEntries.status })
      .from(competitionEntries)
      .where(
        and(
          eq(competitionEntries.tournament_id, tournamentId),
          amongIds(competitionEntries.member_id, memberIds),
          sql`${competitionEntries.status} in ('entered', 'waiting', 'offered', 'awaiting')`,
        ),
      ),
    db
      .select({ memberId: tournamentMembers.member_id })
      .from(tournamentMembers)
      .where(and(eq(tournamentMembers.tournament_id, tournamentId), amongIds(tournamentMembers.member_id, memberIds))),
  ]);
  for (const { memberId } of inField) refusals.set(memberId, alreadyEntered);
  const words = {
    entered: alreadyEntered,
    waiting: 'You are already on the waiting list.',
    offered: 'A place is already offered to you: take it.',
    awaiting: 'Your entry already awaits the organiser’s approval.',
  } as const;
  for (const { memberId, status } of standing) {
    if (status in words) refusals.set(memberId, words[status as keyof typeof words]);
  }
  return refusals;
}

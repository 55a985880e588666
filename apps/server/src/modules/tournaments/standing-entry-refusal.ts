import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { competitionEntries, tournamentMembers } from '../../db/schema/index.js';

/** Said to a golfer entering again while they stand entered. */
export const alreadyEntered = 'You are already entered.';

/**
 * Why a golfer may not enter a tournament again, in words for them, while they stand in it: on its waiting list,
 * offered a freed place, awaiting the organiser's approval, entered by themselves or by the organiser; null when
 * they do not.
 */
export async function standingEntryRefusal(db: Database, tournamentId: number, memberId: number) {
  const [standing] = await db
    .select({ status: competitionEntries.status })
    .from(competitionEntries)
    .where(
      and(
        eq(competitionEntries.tournament_id, tournamentId),
        eq(competitionEntries.member_id, memberId),
        sql`${competitionEntries.status} in ('entered', 'waiting', 'offered', 'awaiting')`,
      ),
    );
  const [inField] = await db
    .select({ id: tournamentMembers.id })
    .from(tournamentMembers)
    .where(and(eq(tournamentMembers.tournament_id, tournamentId), eq(tournamentMembers.member_id, memberId)));
  if (standing?.status === 'waiting') return 'You are already on the waiting list.';
  if (standing?.status === 'offered') return 'A place is already offered to you: take it.';
  if (standing?.status === 'awaiting') return 'Your entry already awaits the organiser’s approval.';
  if (standing || inField) return alreadyEntered;
  return null;
}

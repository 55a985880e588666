import { and, asc, eq, inArray } from 'drizzle-orm';
import { clubNow } from '../../core/club-dates.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { members, tournamentMembers } from '../../db/schema/index.js';
import { roundsOnDay } from './rounds-on-day.js';
import type { ClubTerminal } from './terminal-of-token.js';

/** The terminal's start screen: the club's competition rounds of today (its clock) and their fields, names only. */
export async function listTerminalToday(db: Database, terminal: ClubTerminal) {
  const { today } = await clubNow(db, terminal.golfCourseId);
  const rounds = await roundsOnDay(db, terminal.golfCourseId, today);
  const entries = rounds.length
    ? await db
        .select({
          tournamentId: tournamentMembers.tournament_id,
          member_id: members.id,
          firstName: members.first_name,
          lastName: members.last_name,
        })
        .from(tournamentMembers)
        .innerJoin(members, eq(members.id, tournamentMembers.member_id))
        .where(
          and(
            inClub(tournamentMembers, terminal.golfCourseId),
            inArray(
              tournamentMembers.tournament_id,
              rounds.map((round) => round.tournamentId),
            ),
            eq(tournamentMembers.status, 'entered'),
          ),
        )
        .orderBy(asc(members.last_name), asc(members.first_name), asc(members.id))
    : [];
  return {
    golf_course_name: terminal.golfCourseName,
    terminal_name: terminal.name,
    today,
    competitions: rounds.map((round) => ({
      player_round_id: round.playerRoundId,
      tournament_name: round.name,
      field: entries
        .filter((entry) => entry.tournamentId === round.tournamentId)
        .map((entry) => ({ member_id: entry.member_id, name: `${entry.firstName} ${entry.lastName}` })),
    })),
  };
}

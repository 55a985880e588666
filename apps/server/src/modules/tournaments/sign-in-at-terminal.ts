import type { terminalSignInInput } from '@fairway/contract';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { clubNow } from '../../core/club-dates.js';
import { ConflictError, NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import {
  members,
  playerRoundGroupMembers,
  playerRoundGroups,
  playerRounds,
  terminalSignIns,
  tournamentMembers,
  tournaments,
} from '../../db/schema/index.js';
import { checkMembershipNumber } from './check-membership-number.js';
import type { ClubTerminal } from './terminal-of-token.js';

/**
 * A golfer signs in at the club's terminal for today's competition, proving it is them by their membership number:
 * the sign-in is recorded once, and they see their group's start and their playing handicap from the field.
 * Signing in again shows the same.
 */
export async function signInAtTerminal(
  db: Database,
  terminal: ClubTerminal,
  ip: string | null,
  input: z.infer<typeof terminalSignInInput>,
) {
  await checkMembershipNumber(db, terminal, input.member_id, input.membership_number);
  const actor: Actor = { userId: null, golfCourseId: terminal.golfCourseId, ip };
  const { today } = await clubNow(db, terminal.golfCourseId);
  return db.transaction(async (tx) => {
    const [round] = await tx
      .select({ tournamentId: tournaments.id, tournamentName: tournaments.name })
      .from(playerRounds)
      .innerJoin(tournaments, eq(tournaments.id, playerRounds.tournament_id))
      .where(
        and(
          eq(playerRounds.id, input.player_round_id),
          inClub(playerRounds, terminal.golfCourseId),
          isNotNull(playerRounds.tournament_id),
          eq(playerRounds.play_date, today),
          ne(playerRounds.status, 'cancelled'),
        ),
      );
    if (!round) throw new NotFoundError('No competition of today at this club plays this round.');
    const [entry] = await tx
      .select({
        firstName: members.first_name,
        lastName: members.last_name,
        playingHandicap: tournamentMembers.playing_handicap,
      })
      .from(tournamentMembers)
      .innerJoin(members, eq(members.id, tournamentMembers.member_id))
      .where(
        and(
          eq(tournamentMembers.tournament_id, round.tournamentId),
          eq(tournamentMembers.member_id, input.member_id),
          eq(tournamentMembers.status, 'entered'),
        ),
      );
    if (!entry) {
      throw new ConflictError(`You are not in the field of ${round.tournamentName}: ask the organiser.`);
    }
    const [group] = await tx
      .select({
        number: playerRoundGroups.number,
        teeTime: playerRoundGroups.tee_time,
        startingHole: playerRoundGroups.starting_hole,
      })
      .from(playerRoundGroupMembers)
      .innerJoin(playerRoundGroups, eq(playerRoundGroups.id, playerRoundGroupMembers.player_round_group_id))
      .where(
        and(
          eq(playerRoundGroupMembers.player_round_id, input.player_round_id),
          eq(playerRoundGroupMembers.member_id, input.member_id),
        ),
      );
    const [made] = await tx
      .insert(terminalSignIns)
      .values({
        golf_course_id: terminal.golfCourseId,
        club_terminal_id: terminal.id,
        player_round_id: input.player_round_id,
        member_id: input.member_id,
      })
      .onConflictDoNothing()
      .returning({ id: terminalSignIns.id });
    if (made) {
      await writeAudit(tx, actor, {
        action: 'create',
        entity: 'terminal_sign_ins',
        entityId: made.id,
        detail: { club_terminal_id: terminal.id, member_id: input.member_id },
      });
    }
    const [signIn] = await tx
      .select({ at: terminalSignIns.created_at })
      .from(terminalSignIns)
      .where(
        and(eq(terminalSignIns.player_round_id, input.player_round_id), eq(terminalSignIns.member_id, input.member_id)),
      );
    return {
      player_round_id: input.player_round_id,
      tournament_name: round.tournamentName,
      member_id: input.member_id,
      member_name: `${entry.firstName} ${entry.lastName}`,
      group_number: group?.number ?? null,
      tee_time: group?.teeTime ?? null,
      starting_hole: group?.startingHole ?? null,
      playing_handicap: entry.playingHandicap,
      signed_in_at: signIn!.at,
    };
  });
}

import { type drawInput, sideFormats } from '@fairway/contract';
import { createSeededRandom, drawGroups, drawGroupsInStartWindows, teeSheetStarts } from '@fairway/golf';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor.js';
import { writeAudit } from '../../core/audit.js';
import { ConflictError, InvalidInputError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import {
  competitionEntries,
  playerRoundGroupMembers,
  playerRoundGroups,
  playerRounds,
  tournamentMembers,
  tournamentTeams,
} from '../../db/schema/index.js';
import { getSectionHoles } from '../courses/index.js';
import { listRoundGroups } from './list-round-groups.js';
import { roundsOfOrganiser } from './rounds-of-organiser.js';
import { tournamentOf } from './tournament-of.js';

/**
 * Draws a scheduled round anew from its tournament's field (the entries still entered, in the order they entered):
 * groups by playing handicap, at random (repeatably, with a seed) or by team pairing, members who entered themselves
 * put in the early, middle or late start they asked for where the field allows (`@fairway/golf`'s
 * `drawGroupsInStartWindows`; a shotgun starts everyone at once, so it asks no one), then their starts: tee
 * times from the first time and the interval, or a shotgun's holes in playing order, two groups a hole as "A" and "B"
 * when there are more groups than holes (`teeSheetStarts`). A side or scramble format draws its sides whole
 * (`drawSides`). The round's earlier draw goes; answers the new groups.
 */
export async function drawRound(db: Database, actor: Actor, input: z.infer<typeof drawInput>) {
  await db.transaction(async (tx) => {
    const reach = roundsOfOrganiser(actor);
    const [round] = await tx
      .select()
      .from(playerRounds)
      .where(
        and(
          eq(playerRounds.id, input.player_round_id),
          inClub(playerRounds, actor.golfCourseId!),
          reach ? sql`${playerRounds.id} in ${reach}` : undefined,
        ),
      );
    const tournament = round?.tournament_id ? await tournamentOf(tx, actor, round.tournament_id) : undefined;
    if (!round || !tournament) {
      throw new InvalidInputError({
        player_round_id: [`Invalid pk "${input.player_round_id}" - object does not exist.`],
      });
    }
    if (round.status !== 'scheduled') {
      throw new ConflictError(`The round is ${round.status}: change its groups by moving players instead.`);
    }
    if (input.start_type === 'tee_times' && input.first_tee_time === undefined) {
      throw new InvalidInputError({ first_tee_time: ['Tee times start from a first time.'] });
    }
    const field = await tx
      .select({
        member_id: tournamentMembers.member_id,
        playing_handicap: tournamentMembers.playing_handicap,
        side: tournamentTeams.side,
        preferred_start: competitionEntries.preferred_start,
        team_id: tournamentMembers.team_id,
      })
      .from(tournamentMembers)
      .leftJoin(tournamentTeams, eq(tournamentTeams.id, tournamentMembers.team_id))
      .leftJoin(
        competitionEntries,
        and(
          eq(competitionEntries.tournament_member_id, tournamentMembers.id),
          eq(competitionEntries.status, 'entered'),
        ),
      )
      .where(and(eq(tournamentMembers.tournament_id, tournament.id), eq(tournamentMembers.status, 'entered')))
      .orderBy(asc(tournamentMembers.id));
    if (field.length === 0) throw new ConflictError('The field is empty: enter golfers before the draw.');
    const random = input.seed === undefined ? Math.random : createSeededRandom(input.seed);
    const groups = oneCardFormats.has(tournament.format)
      ? drawSides(field, input, random)
      : drawGroupsInStartWindows({
          players: field.map((entry) => ({
            id: entry.member_id,
            playingHandicap: entry.playing_handicap,
            side: entry.side as 'A' | 'B' | null,
            preferredStart: input.start_type === 'tee_times' ? entry.preferred_start : null,
          })),
          method: input.method,
          groupSize: input.group_size,
          random,
        });
    const holes = await holesInPlay(tx, actor.golfCourseId!, round.player_round_section_id, tournament);
    const starts = teeSheetStarts({
      startType: input.start_type,
      groupCount: groups.length,
      firstTeeTime: input.first_tee_time,
      intervalMinutes: input.interval_minutes ?? 10,
      holes,
    });
    await tx.delete(playerRoundGroups).where(eq(playerRoundGroups.player_round_id, round.id));
    const created = await tx
      .insert(playerRoundGroups)
      .values(
        starts.map((start, index) => ({
          golf_course_id: actor.golfCourseId!,
          player_round_id: round.id,
          number: index + 1,
          tee_time: start.teeTime,
          starting_hole: start.startingHole,
          starting_hole_suffix: start.suffix,
          created_by: actor.userId,
          updated_by: actor.userId,
        })),
      )
      .returning({ id: playerRoundGroups.id });
    await tx.insert(playerRoundGroupMembers).values(
      groups.flatMap((group, index) =>
        group.map((memberId, position) => ({
          golf_course_id: actor.golfCourseId!,
          player_round_id: round.id,
          player_round_group_id: created[index]!.id,
          member_id: memberId,
          position: position + 1,
          created_by: actor.userId,
          updated_by: actor.userId,
        })),
      ),
    );
    await tx
      .update(playerRounds)
      .set({ start_type: input.start_type, updated_at: new Date(), updated_by: actor.userId })
      .where(eq(playerRounds.id, round.id));
    await writeAudit(tx, actor, { action: 'update', entity: 'player_round_groups', entityId: round.id, detail: input });
  });
  return listRoundGroups(db, actor, input.player_round_id);
}

const oneCardFormats = new Set<string>([...sideFormats, 'scramble']);

type DrawnEntry = { member_id: number; playing_handicap: number | null; side: string | null; team_id: number | null };

/**
 * A side or scramble format's draw: each side (or a player in none) drawn as one, by the sum of its partners' playing
 * handicaps, as many sides a group as the group size holds, so a side plays in one group with its one card. Sides too
 * big for two a group are drawn in twos and split, each its own group in the draw's order.
 */
function drawSides(field: DrawnEntry[], input: z.infer<typeof drawInput>, random: () => number): number[][] {
  const byTeam = new Map<string, DrawnEntry[]>();
  for (const entry of field) {
    const key = entry.team_id === null ? `member ${entry.member_id}` : `team ${entry.team_id}`;
    byTeam.set(key, [...(byTeam.get(key) ?? []), entry]);
  }
  const sides = [...byTeam.values()];
  const largest = Math.max(...sides.map((partners) => partners.length));
  const sidesPerGroup = Math.floor(input.group_size / largest);
  const drawn = drawGroups({
    players: sides.map((partners, index) => ({
      id: index,
      playingHandicap: partners.some((partner) => partner.playing_handicap === null)
        ? null
        : partners.reduce((sum, partner) => sum + partner.playing_handicap!, 0),
      side: partners[0]!.side as 'A' | 'B' | null,
    })),
    method: input.method,
    groupSize: Math.max(2, sidesPerGroup),
    random,
  });
  const groupsOfSides = sidesPerGroup >= 2 ? drawn : drawn.flatMap((group) => group.map((side) => [side]));
  return groupsOfSides.map((group) => group.flatMap((side) => sides[side]!.map((partner) => partner.member_id)));
}

/** The holes a shotgun starts from, in playing order: the round's section, a 9-hole event's nine, or holes 1-18. */
async function holesInPlay(
  tx: Database,
  golfCourseId: number,
  sectionId: number | null,
  tournament: { holes: number; nine: string | null },
): Promise<number[]> {
  if (sectionId !== null) return (await getSectionHoles(tx, golfCourseId, sectionId)).map((hole) => hole.number);
  const first = tournament.holes === 9 && tournament.nine === 'back' ? 10 : 1;
  return Array.from({ length: tournament.holes === 9 ? 9 : 18 }, (_, index) => first + index);
}

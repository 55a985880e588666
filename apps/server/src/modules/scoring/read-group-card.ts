import { type GroupCard, Role } from '@fairway/contract';
import { strokesReceivedByHole } from '@fairway/golf';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../../core/actor.js';
import { NotFoundError } from '../../core/domain-errors.js';
import type { Database } from '../../db/client.js';
import { members, playerRoundGroups, playerRounds } from '../../db/schema/index.js';
import { boardBasis } from './board-basis.js';
import { buildSkinsStandings } from './build-skins-standings.js';
import { organisesTournament } from './organises-tournament.js';
import { playerHoles } from '../courses/index.js';
import { scrambleTeamDrives } from '../results/index.js';
import { readRoundSheet, type RoundSheet, type SheetPlayer } from './read-round-sheet.js';
import { roundOfClubOrOwn } from './round-of-club-or-own.js';
import { sheetCards } from './sheet-cards.js';
import { sideCardPlayers } from './side-card-players.js';

/** A scramble team's drives used on its card, its players named as the draw lists them. */
function teamDrives(
  sheet: RoundSheet,
  cardHolder: SheetPlayer,
  scores: readonly ({ drive_member_id: number | null } | null)[],
  minimumDrives: number,
) {
  const partners = sheet.players.filter((partner) => partner.teamId !== null && partner.teamId === cardHolder.teamId);
  return scrambleTeamDrives(
    partners.map((partner) => ({ memberId: partner.memberId, name: partner.name })),
    scores.map((score) => score?.drive_member_id ?? null),
    minimumDrives,
  );
}

/**
 * A group's card for the scoring page: the round's holes, the group's players with the strokes each receives per hole
 * (from `@fairway/golf`, on their own tee set's card) and their scores so far, and whether the caller may score. Its
 * players, its scorer and the round's organisers read it; anyone else finds no such group. It names the caller's own
 * player, whose card they attest, and whether they mark the others' cards. A side or scramble team is one card. A
 * skins game's card says who holds each hole over the whole field.
 */
export async function readGroupCard(db: Database, actor: Actor, groupId: number): Promise<GroupCard> {
  const [group] = await db
    .select({ roundId: playerRoundGroups.player_round_id, golfCourseId: playerRounds.golf_course_id })
    .from(playerRoundGroups)
    .innerJoin(playerRounds, eq(playerRounds.id, playerRoundGroups.player_round_id))
    .where(and(eq(playerRoundGroups.id, groupId), roundOfClubOrOwn(actor)));
  const sheet = group && (await readRoundSheet(db, group.golfCourseId, group.roundId));
  if (!sheet) throw new NotFoundError();
  const players = sheet.players.filter((player) => player.groupId === groupId);
  const [own] =
    actor.memberId !== undefined
      ? [{ id: actor.memberId }]
      : actor.userId === null
        ? []
        : await db.select({ id: members.id }).from(members).where(eq(members.user_id, actor.userId));
  const isOrganiser =
    (actor.roles ?? []).includes(Role.superAdmin) || (await organisesTournament(db, actor, sheet.round.tournament_id));
  const first = players[0];
  const plays = players.some((player) => player.memberId === own?.id);
  // A group with no scorer named is scored by its own players.
  const isScorer = first?.scorerUserId === null ? plays : first?.scorerUserId === actor.userId;
  if (!first) throw new NotFoundError();
  if (!(isOrganiser || isScorer || plays)) {
    throw new NotFoundError(
      'You are not in this group: its card opens for its players, its scorer and the round’s organisers.',
    );
  }
  const holeIndex = new Map(sheet.holes.map((hole, index) => [hole.number, index]));
  const scramble = sheet.tournament?.format === 'scramble' ? sheet.tournament : null;
  return {
    player_round_id: sheet.round.id,
    round_status: sheet.round.status,
    tournament_id: sheet.round.tournament_id,
    title: sheet.tournament?.name ?? first.name,
    club_date_format: sheet.clubDateFormat,
    club_time_zone: sheet.clubTimeZone,
    group_id: groupId,
    group_number: first.groupNumber,
    start: first.start,
    starting_hole: first.startingHole,
    scorer_user_id: first.scorerUserId,
    can_score: sheet.round.status === 'active' && (isOrganiser || isScorer || plays),
    is_organiser: isOrganiser,
    is_scorer: isScorer,
    own_member_id: plays && own ? own.id : null,
    // An individual round has no board: its golfer sees net, as their handicap counts it.
    basis: sheet.tournament ? boardBasis(sheet.tournament) : 'net',
    holes: sheet.holes.map((hole) => ({ hole_number: hole.number, par: hole.par, stroke_index: hole.strokeIndex })),
    players: sideCardPlayers(sheet, players).map((player) => {
      const card = sheet.cards.find((signed) => signed.member_id === player.memberId);
      const scores = sheet.holes.map(() => null as GroupCard['players'][number]['scores'][number]);
      for (const score of sheet.scores) {
        const index = holeIndex.get(score.hole_number);
        if (score.member_id !== player.memberId || index === undefined) continue;
        scores[index] = {
          player_round_id: score.player_round_id,
          member_id: score.member_id,
          hole_number: score.hole_number,
          strokes: score.strokes,
          drive_member_id: score.drive_member_id,
          version: score.version,
          entered_by_user_id: score.entered_by_user_id,
          entered_by_name: score.entered_by_name,
          entered_at: score.entered_at,
        };
      }
      return {
        member_id: player.memberId,
        name: player.name,
        playing_handicap: player.playingHandicap,
        strokes_received:
          sheet.holes.length === 0
            ? []
            : strokesReceivedByHole(
                playerHoles(sheet.holes, player.holeCategoryId, player.gender),
                player.playingHandicap ?? 0,
              ),
        scores,
        signature: {
          player_round_id: sheet.round.id,
          member_id: player.memberId,
          marker_user_id: card?.marker_user_id ?? null,
          marker_signed_at: card?.marker_signed_at ?? null,
          player_attested_at: card?.player_attested_at ?? null,
          attested_by_marker: card?.attested_by_marker ?? false,
          locked: Boolean(card?.marker_signed_at),
        },
        drives: scramble ? teamDrives(sheet, player, scores, scramble.minimum_drives) : null,
      };
    }),
    skins: buildSkinsStandings(sheet, sheetCards(sheet)),
  };
}

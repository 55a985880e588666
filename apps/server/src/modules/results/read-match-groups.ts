import type { MatchSide, ResultMatch, ResultTeam } from '@fairway/contract';
import type { NassauSpan } from '@fairway/golf';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inClub } from '../../db/club-scope.js';
import { matchPresses, playerRoundGroupMembers, playerRoundGroups, tournamentTeams } from '../../db/schema/index.js';
import type { EntryCard, TournamentCards } from './read-tournament-cards.js';

/** The formats whose results are matches or teams rather than a table of players. */
export const matchFormats = ['fourball', 'press_repress', 'ryder_cup', 'team'] as const;
export type MatchFormatName = (typeof matchFormats)[number];

/** What the match and team formats are calculated from. */
export type MatchFormatInput = {
  format: MatchFormatName;
  /**
   * Gross, or net on the entries' playing handicaps as entered (which carry the tournament's allowance); a Ryder
   * Cup's matches each at their own format's allowance instead.
   */
  basis: 'gross' | 'net';
  /** The tournament's maximum playing handicap, if it sets one. */
  maximumPlayingHandicap: number | null;
  /** A team event's N of "best N of M". */
  teamBestN: number | null;
  /** A press and re-press: a side this many down in the newest bet presses automatically. */
  pressWhenDown: number;
  rounds: TournamentCards['rounds'];
  entries: EntryCard[];
  teams: MatchTeam[];
  groups: MatchGroup[];
};

/** A format's matches and team lines, as the results snapshot stores them. */
export type MatchFormatOutcome = { matches: ResultMatch[]; teams: ResultTeam[] };

/** A team of the tournament: a Ryder Cup side (`side` A or B), a four-ball pair, a team of a team event. */
export type MatchTeam = { id: number; name: string; colour: string; side: string | null };

/** A press called by hand in a match: its span, the card hole after which, and the side that called it. */
export type MatchGroupPress = { span: NassauSpan; afterHole: number; side: MatchSide };

/** A playing group of a round: its number, its players' member ids in the order of the draw, its presses by hand. */
export type MatchGroup = {
  id: number;
  roundId: number;
  number: number;
  memberIds: number[];
  presses: MatchGroupPress[];
};

/**
 * The tournament's teams (by name) and the groups of the given rounds (by round, then number) with their players in
 * the order of the draw and the presses called by hand in them: what the match and team formats pair their players
 * by.
 */
export async function readMatchGroups(
  db: Database,
  tournament: { id: number; golf_course_id: number },
  roundIds: number[],
): Promise<{ teams: MatchTeam[]; groups: MatchGroup[] }> {
  const [teams, players, presses] = await Promise.all([
    db
      .select({
        id: tournamentTeams.id,
        name: tournamentTeams.name,
        colour: tournamentTeams.colour,
        side: tournamentTeams.side,
      })
      .from(tournamentTeams)
      .where(eq(tournamentTeams.tournament_id, tournament.id))
      .orderBy(asc(tournamentTeams.side), asc(tournamentTeams.name), asc(tournamentTeams.id)),
    roundIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: playerRoundGroups.id,
            roundId: playerRoundGroups.player_round_id,
            number: playerRoundGroups.number,
            memberId: playerRoundGroupMembers.member_id,
          })
          .from(playerRoundGroupMembers)
          .innerJoin(playerRoundGroups, eq(playerRoundGroups.id, playerRoundGroupMembers.player_round_group_id))
          .where(inArray(playerRoundGroups.player_round_id, roundIds))
          .orderBy(
            asc(playerRoundGroups.player_round_id),
            asc(playerRoundGroups.number),
            asc(playerRoundGroupMembers.position),
            asc(playerRoundGroupMembers.member_id),
          ),
    db
      .select({
        groupId: matchPresses.player_round_group_id,
        span: matchPresses.span,
        afterHole: matchPresses.after_hole,
        side: matchPresses.side,
      })
      .from(matchPresses)
      .where(and(eq(matchPresses.tournament_id, tournament.id), inClub(matchPresses, tournament.golf_course_id)))
      .orderBy(asc(matchPresses.after_hole), asc(matchPresses.id)),
  ]);
  const groups: MatchGroup[] = [];
  for (const player of players) {
    const last = groups.at(-1);
    if (last && last.id === player.id) last.memberIds.push(player.memberId);
    else {
      groups.push({
        id: player.id,
        roundId: player.roundId,
        number: player.number,
        memberIds: [player.memberId],
        presses: presses
          .filter((press) => press.groupId === player.id)
          .map((press) => ({
            span: press.span as NassauSpan,
            afterHole: press.afterHole,
            side: press.side as MatchSide,
          })),
      });
    }
  }
  return { teams, groups };
}

import type { Leaderboard, LeaderboardRow } from '@fairway/contract';
import { leaderboardStandings } from '@fairway/golf';
import { basesOfBoard } from './bases-of-board.js';
import { boardBasis } from './board-basis.js';
import { buildMatchStandings } from './build-match-standings.js';
import { buildSkinsStandings } from './build-skins-standings.js';
import { buildTeamStandings } from './build-team-standings.js';
import { entryStatus } from './entry-status.js';
import { playerHoles } from '../courses/index.js';
import type { BoardSheet, SheetPlayer, TournamentRow } from './read-round-sheet.js';
import { sheetCards } from './sheet-cards.js';
import { sideCardPlayers } from './side-card-players.js';
import { teamCountingScores } from './team-counting-scores.js';

/** What a board is asked for: a category only, and which basis ranks where the tournament is scored on both. */
export type LeaderboardOptions = { category?: string; basis?: 'gross' | 'net' };

/** The version of a tournament's board and when it last moved. */
export type BoardVersion = { version: number; updatedAt: Date | null };

/**
 * A tournament's board for one of its rounds: the drawn players (a side or scramble team once, as its card) ranked by
 * `@fairway/golf`'s live standings, each on their own tee set's card, with their strokes hole by hole and whether the
 * marker has signed their card; and, in a team event or a four-ball, the teams ranked by its live team standings from the same cards; in a Ryder Cup, its
 * matches and the sides' points; in a skins game, who holds each hole.
 */
export function buildLeaderboard(
  tournament: TournamentRow,
  sheet: BoardSheet | undefined,
  version: BoardVersion,
  options: LeaderboardOptions,
): Leaderboard {
  const basis = boardBasis(tournament, options.basis);
  const holes = sheet?.holes ?? [];
  const players = (sheet ? sideCardPlayers(sheet, sheet.players) : []).filter(
    (player) => options.category === undefined || player.category === options.category,
  );
  const cards = sheetCards(sheet);
  const teamCounting = teamCountingScores(tournament);
  const ryderCup = tournament.format === 'ryder_cup' ? buildMatchStandings(sheet, cards) : { matches: [], points: [] };
  const signed = new Set(
    (sheet?.cards ?? []).filter((card) => card.marker_signed_at !== null).map((card) => card.member_id),
  );
  const playerOf = new Map(players.map((player) => [String(player.memberId), player]));
  const cardOf = (player: SheetPlayer) => cards.get(player.memberId)!;
  const standings =
    holes.length === 0
      ? []
      : leaderboardStandings({
          holes: holes.map((hole) => ({ par: hole.par, strokeIndex: hole.strokeIndex })),
          basis,
          countbackFractions: tournament.countback_fractions === 'round_half_up' ? 'round_half_up' : 'exact',
          entries: players.map((player) => ({
            id: String(player.memberId),
            strokes: cardOf(player).strokes,
            played: cardOf(player).played,
            playingHandicap: player.playingHandicap ?? 0,
            holes: playerHoles(holes, player.holeCategoryId, player.gender),
            status: entryStatus(player.status),
          })),
        });
  const rows: LeaderboardRow[] = standings.map((standing, order) => {
    const player = playerOf.get(standing.id)!;
    return {
      order,
      position: standing.position,
      position_display: standing.position === null ? '' : `${standing.tied ? 'T' : ''}${standing.position}`,
      tied: standing.tied,
      member_id: player.memberId,
      team_id: player.teamId,
      name: player.name,
      category: player.category,
      group_number: player.groupNumber,
      playing_handicap: player.playingHandicap,
      thru: standing.thru,
      gross: standing.gross,
      net: standing.net,
      to_par: standing.toPar,
      points: standing.points,
      holes: cardOf(player).strokes,
      card_signed: signed.has(player.memberId),
      status: player.status,
    };
  });
  return {
    tournament_id: tournament.id,
    tournament_name: tournament.name,
    tournament_master_id: tournament.tournament_master_id,
    club_name: sheet?.clubName ?? '',
    club_date_format: sheet?.clubDateFormat ?? 'DD/MM/YYYY',
    club_time_zone: sheet?.clubTimeZone ?? 'UTC',
    format: tournament.format as Leaderboard['format'],
    basis,
    bases: basesOfBoard(tournament),
    teams: (sheet?.teams ?? []).map(({ id, name, colour }) => ({ id, name, colour })),
    visibility: tournament.leaderboard_visibility as Leaderboard['visibility'],
    player_round_id: sheet?.round.id ?? null,
    round_number: sheet?.round.round_number ?? null,
    round_status: sheet?.round.status ?? null,
    version: version.version,
    updated_at: version.updatedAt,
    holes: holes.map((hole) => ({ hole_number: hole.number, par: hole.par, stroke_index: hole.strokeIndex })),
    categories: (sheet?.categories ?? []).map((category) => category.name),
    rows,
    team_counting_scores: teamCounting,
    team_standings: buildTeamStandings(sheet, basis, teamCounting, cards),
    matches: ryderCup.matches,
    match_points: ryderCup.points,
    skins: buildSkinsStandings(sheet, cards),
  };
}

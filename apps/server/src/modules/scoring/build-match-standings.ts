import type { MatchStanding } from '@fairway/contract';
import { matchPlay, matchPlayHoleResults, ryderCupTotals, type HoleResult } from '@fairway/golf';
import { playerHoles, playingHandicapInMatch } from '../courses/index.js';
import type { BoardSheet, SheetPlayer } from './read-round-sheet.js';
import type { SheetCard } from './sheet-cards.js';

/** A Ryder Cup board's matches and the sides' points. */
export type MatchStandings = { matches: MatchStanding[]; points: { team_id: number; points: number }[] };

/**
 * A Ryder Cup's matches as they stand: each group's players of side A against side B (one a side: singles; two:
 * four-ball), each match at its format's allowance (`playingHandicapInMatch`), its hole results from `@fairway/golf`'s match play on their net scores, each player on their own tee set's
 * card (a ball picked up concedes the
 * hole), its state after the holes played or its result once decided, and each side's points from the matches decided.
 * A group that is not one or two a side plays no match.
 */
export function buildMatchStandings(
  sheet: BoardSheet | undefined,
  cards: ReadonlyMap<number, SheetCard>,
): MatchStandings {
  const sideA = sheet?.teams.find((team) => team.side === 'A');
  const sideB = sheet?.teams.find((team) => team.side === 'B');
  if (!sheet || !sideA || !sideB || sheet.holes.length === 0) return { matches: [], points: [] };
  const groups = new Map<number, SheetPlayer[]>();
  for (const player of sheet.players) {
    if (player.groupNumber === null) continue;
    groups.set(player.groupNumber, [...(groups.get(player.groupNumber) ?? []), player]);
  }
  const holes = sheet.holes.map((hole) => ({ par: hole.par, strokeIndex: hole.strokeIndex }));
  const decidedResults: { result: HoleResult | null }[] = [];
  const matches: MatchStanding[] = [];
  for (const [groupNumber, players] of groups) {
    const a = players.filter((player) => player.teamId === sideA.id);
    const b = players.filter((player) => player.teamId === sideB.id);
    if (a.length !== b.length || a.length < 1 || a.length > 2) continue;
    const format = a.length === 1 ? 'singles' : 'fourball';
    const cardOf = (player: SheetPlayer) => ({
      ...cards.get(player.memberId)!,
      playingHandicap: playingHandicapInMatch(player, {
        format,
        holeCount: holes.length,
        maximumPlayingHandicap: sheet.tournament?.max_handicap ?? null,
      }),
      holes: playerHoles(sheet.holes, player.holeCategoryId, player.gender),
    });
    const outcome = matchPlay({
      holeResults: matchPlayHoleResults({
        holes,
        format,
        sides: [a.map(cardOf), b.map(cardOf)],
      }),
      holeCount: holes.length,
    });
    const last = outcome.states.at(-1);
    const leader = outcome.result ? outcome.result.winner : (last?.leader ?? null);
    decidedResults.push({ result: outcome.result ? (outcome.result.winner ?? 'halved') : null });
    matches.push({
      group_number: groupNumber,
      format,
      sides: [
        { team_id: sideA.id, names: a.map((player) => player.name) },
        { team_id: sideB.id, names: b.map((player) => player.name) },
      ],
      thru: outcome.states.length,
      state: outcome.result?.text ?? last?.text ?? '',
      leader_team_id: leader === 'A' ? sideA.id : leader === 'B' ? sideB.id : null,
      decided: outcome.result !== null,
    });
  }
  const totals = ryderCupTotals({ matches: decidedResults });
  return {
    matches,
    points: [
      { team_id: sideA.id, points: totals.A },
      { team_id: sideB.id, points: totals.B },
    ],
  };
}

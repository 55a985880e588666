import { sideFormats } from '@fairway/contract';
import { sideCardHolder, sideName, sidePlayingHandicap } from '../results/index.js';
import type { RoundSheet, SheetPlayer } from './read-round-sheet.js';

const compare = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0);

const oneCardFormats = new Set<string>([...sideFormats, 'scramble']);

/**
 * A group's players as its card and the board show them: in a side or scramble format each side once, as its card
 * holder (`sideCardHolder`) named after the side and its partners (by last name, as the results list them), with the
 * side's playing handicap from `@fairway/golf`; its other partners are not cards of their own. In every other format,
 * the players as they are.
 */
export function sideCardPlayers(
  sheet: Pick<RoundSheet, 'tournament' | 'teams' | 'players'>,
  players: SheetPlayer[],
): SheetPlayer[] {
  const tournament = sheet.tournament;
  if (!tournament || !oneCardFormats.has(tournament.format)) return players;
  const terms = {
    format: tournament.format as (typeof sideFormats)[number] | 'scramble',
    allowancePercent: tournament.handicap_allowance,
    holes: tournament.holes === 9 ? (9 as const) : (18 as const),
  };
  return players.flatMap((player) => {
    const team = sheet.teams.find((candidate) => candidate.id === player.teamId);
    if (!team) return [player];
    const partners = sheet.players
      .filter((partner) => partner.teamId === team.id)
      .sort(
        (left, right) =>
          compare(left.lastName, right.lastName) || compare(left.name, right.name) || left.memberId - right.memberId,
      );
    if (sideCardHolder(partners, team.captainMemberId).memberId !== player.memberId) return [];
    return [{ ...player, name: sideName(team.name, partners), playingHandicap: sidePlayingHandicap(partners, terms) }];
  });
}

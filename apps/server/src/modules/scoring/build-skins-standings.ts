import type { LiveSkins } from '@fairway/contract';
import { type SkinsHolder, skinsHolders } from '@fairway/golf';
import { playerHoles } from '../courses/index.js';
import { skinsHoleWords } from '../results/index.js';
import type { BoardSheet } from './read-round-sheet.js';
import type { SheetCard } from './sheet-cards.js';

type LiveStatus = LiveSkins['holes'][number]['status'];

/** What became of a hole everyone has played: the skins it rode on are no longer carried. */
const settled = new Set<LiveStatus>(['won', 'carried', 'void', 'split', 'play_off']);

/** A hole as it stands, as `@fairway/golf`'s `skins` decides it once everyone has played it. */
function holeStatus(holder: SkinsHolder, ties: 'carry_over' | 'void', lastHoleTie: string, last: boolean): LiveStatus {
  if (holder.played === 0) return 'not_played';
  if (!holder.complete) return holder.holderId === null ? 'tied' : 'held';
  if (holder.holderId !== null) return 'won';
  if (ties === 'void') return 'void';
  if (!last) return 'carried';
  if (holder.tiedIds.length === 0) return 'void';
  return lastHoleTie === 'play_off' ? 'play_off' : 'split';
}

/** A hole in words: who holds it so far and how many have played it, or once decided as the results word it. */
function holeWords(
  status: LiveStatus,
  holder: SkinsHolder,
  playerCount: number,
  basis: 'gross' | 'net',
  nameOf: (id: string) => string,
): string {
  const playerIds = holder.holderId === null ? holder.tiedIds : [holder.holderId];
  const skinsWord = `${holder.skinsAtStake} skin${holder.skinsAtStake === 1 ? '' : 's'}`;
  const soFar = `${holder.played} of ${playerCount} played`;
  switch (status) {
    case 'not_played':
      return '';
    case 'held':
      return `${nameOf(holder.holderId!)} holds ${skinsWord} with ${basis} ${holder.score}, ${soFar}.`;
    case 'tied':
      return holder.score === null
        ? `No one has scored yet, ${soFar}.`
        : `${playerIds.map(nameOf).join(', ')} tied on ${basis} ${holder.score} so far, ${soFar}.`;
    default: {
      const decided = status === 'won' || status === 'split' || status === 'play_off';
      const skins = decided ? holder.skinsAtStake : 0;
      return skinsHoleWords(
        { hole: holder.hole, status, playerIds, score: holder.score, skins, valueMinor: 0 },
        nameOf,
        basis,
      );
    }
  }
}

/**
 * A skins game as it stands, from `@fairway/golf`'s `skinsHolders` on the players' cards so far, each on their own
 * tee set's card: who holds each hole, the skins riding on it, and once everyone has played it what became of it in
 * the results' words; each player's skins won. A player who made no return has played every hole (those without a
 * score count as picked up); one withdrawn or disqualified plays none. Null unless the round's tournament is a skins
 * game.
 */
export function buildSkinsStandings(
  sheet: BoardSheet | undefined,
  cards: ReadonlyMap<number, SheetCard>,
): LiveSkins | null {
  const tournament = sheet?.tournament;
  if (!sheet || tournament?.format !== 'skins' || sheet.holes.length === 0) return null;
  const basis = tournament.scoring_basis === 'gross' ? 'gross' : 'net';
  const ties = tournament.skins_ties === 'void' ? 'void' : 'carry_over';
  const players = sheet.players.filter((player) => player.status === 'entered' || player.status === 'no_return');
  const holders = skinsHolders({
    holes: sheet.holes.map((hole) => ({ par: hole.par, strokeIndex: hole.strokeIndex })),
    basis,
    ties,
    entries: players.map((player) => {
      const card = cards.get(player.memberId)!;
      return {
        id: String(player.memberId),
        strokes: card.strokes,
        played: player.status === 'no_return' ? card.played.map(() => true) : card.played,
        playingHandicap: basis === 'net' ? (player.playingHandicap ?? 0) : 0,
        holes: playerHoles(sheet.holes, player.holeCategoryId, player.gender),
      };
    }),
  });
  const names = new Map(players.map((player) => [String(player.memberId), player.name]));
  const nameOf = (id: string) => names.get(id)!;
  const lastHole = holders.length;
  const holes = holders.map((holder) => {
    const status = holeStatus(holder, ties, tournament.skins_last_hole_tie, holder.hole === lastHole);
    return {
      hole_number: sheet.holes[holder.hole - 1]!.number,
      status,
      holder_member_id: holder.holderId === null ? null : Number(holder.holderId),
      tied_member_ids: holder.tiedIds.map(Number),
      score: holder.score,
      played: holder.played,
      skins_at_stake: holder.skinsAtStake,
      explanation: holeWords(status, holder, players.length, basis, nameOf),
    };
  });
  const won = new Map<number, { skins: number; holes: number[] }>();
  for (const hole of holes) {
    if (hole.status !== 'won') continue;
    const line = won.get(hole.holder_member_id!) ?? { skins: 0, holes: [] };
    line.skins += hole.skins_at_stake;
    line.holes.push(hole.hole_number);
    won.set(hole.holder_member_id!, line);
  }
  return {
    basis,
    ties,
    holes,
    players: [...won]
      .map(([memberId, line]) => ({
        member_id: memberId,
        name: nameOf(String(memberId)),
        skins: line.skins,
        holes_won: line.holes,
      }))
      .sort((left, right) => right.skins - left.skins || left.holes_won[0]! - right.holes_won[0]!),
    skins_won: holes
      .filter((hole) => hole.status === 'won' || hole.status === 'split' || hole.status === 'play_off')
      .reduce((sum, hole) => sum + hole.skins_at_stake, 0),
    // A carried hole's skins ride on the next hole until it is decided; carried on again, they count there.
    skins_carried: holes
      .filter((hole, index) => hole.status === 'carried' && !settled.has(holes[index + 1]!.status))
      .reduce((sum, hole) => sum + hole.skins_at_stake, 0),
    pot_minor: tournament.skins_pot_minor,
    currency: sheet.clubCurrency,
  };
}

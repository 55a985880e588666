import type { ResultSkins } from '@fairway/contract';
import { skins } from '@fairway/golf';
import type { TournamentCards } from './read-tournament-cards.js';
import { skinsHoleWords } from './skins-hole-words.js';

/** The terms of a skins game, as the tournament sets them. */
type SkinsTerms = {
  basis: 'gross' | 'net';
  ties: 'carry_over' | 'void';
  lastHoleTie: 'play_off' | 'split';
  potMinor: number;
};

/**
 * A skins game from the entries' cards of its one round, every number from `@fairway/golf`'s `skins`: each hole's
 * skin (won, carried, void, split or to a play-off) with its value and what became of it in words, each player's skins
 * and money in minor units. Entries withdrawn or disqualified play no hole.
 */
export function skinsResults(cards: TournamentCards, terms: SkinsTerms): ResultSkins {
  const playing = cards.entries.filter((entry) => entry.status === 'entered' || entry.status === 'no_return');
  const round = cards.rounds[0]!;
  const outcome = skins({
    holes: cards.entries[0]!.rounds[0]!.holes,
    basis: terms.basis,
    entries: playing.map((entry) => ({
      id: String(entry.memberId),
      strokes: entry.rounds[0]!.strokes,
      playingHandicap: terms.basis === 'net' ? (entry.playingHandicap ?? 0) : 0,
      holes: entry.rounds[0]!.holes,
    })),
    ties: terms.ties,
    lastHoleTie: terms.lastHoleTie,
    potMinor: terms.potMinor,
  });
  const names = new Map(playing.map((entry) => [String(entry.memberId), entry.name]));
  const nameOf = (id: string) => names.get(id)!;
  return {
    holes: outcome.holes.map((hole, index) => ({
      hole_number: round.holes[index]!.number,
      status: hole.status,
      member_ids: hole.playerIds.map(Number),
      score: hole.score,
      skins: hole.skins,
      value_minor: hole.valueMinor,
      explanation: skinsHoleWords(hole, nameOf, terms.basis),
    })),
    players: outcome.players
      .filter((player) => player.skins > 0 || player.amountMinor > 0)
      .sort((left, right) => right.amountMinor - left.amountMinor || right.skins - left.skins)
      .map((player) => ({
        member_id: Number(player.id),
        name: nameOf(player.id),
        skins: player.skins,
        holes_won: player.holesWon.map((hole) => round.holes[hole - 1]!.number),
        amount_minor: player.amountMinor,
      })),
    skins_won: outcome.skinsWon,
    pot_minor: terms.potMinor,
    unawarded_minor: outcome.unawardedMinor,
  };
}

import type { TournamentFlights } from '@fairway/contract';
import { equalFlights, flightsByIndexBands } from '@fairway/golf';
import type { EntryCard } from './read-tournament-cards.js';

/**
 * The field split into its flights: each entry's category becomes its flight's name (`flightsByIndexBands`, or
 * `equalFlights`, named A, B, C ...), the flights in order; entries no band takes stay in a flight named "Unplaced".
 */
export function flightedEntries(
  entries: EntryCard[],
  flights: TournamentFlights,
): { entries: EntryCard[]; flightNames: string[] } {
  const players = entries.map((entry) => ({ id: String(entry.memberId), handicapIndex: entry.handicapIndex }));
  const flightOf = new Map<string, string>();
  let flightNames: string[];
  if (flights.method === 'index_bands') {
    const split = flightsByIndexBands({
      players,
      bands: flights.bands.map((band) => ({ name: band.name, fromIndex: band.from_index, toIndex: band.to_index })),
    });
    split.flights.forEach((flight) => flight.playerIds.forEach((id) => flightOf.set(id, flight.name)));
    flightNames = split.flights.map((flight) => flight.name);
    if (split.unplaced.length > 0) {
      split.unplaced.forEach((id) => flightOf.set(id, 'Unplaced'));
      flightNames.push('Unplaced');
    }
  } else {
    const split = equalFlights({ players, flightCount: Math.min(flights.count, Math.max(players.length, 1)) });
    flightNames = split.map((_flight, index) => String.fromCharCode(65 + index));
    split.forEach((ids, index) => ids.forEach((id) => flightOf.set(id, flightNames[index]!)));
  }
  return {
    entries: entries.map((entry) => ({ ...entry, category: flightOf.get(String(entry.memberId))! })),
    flightNames,
  };
}

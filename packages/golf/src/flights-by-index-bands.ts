import { byHandicapIndex, type FlightPlayer } from './flight-player.js';
import { GolfInputError } from './golf-input-error.js';
import { toTenths } from './rounding.js';
import { assertNumber } from './number-assertions.js';

/** A flight's Handicap Index band, both ends in: 0-12.0, then 12.1-24.0. */
export type FlightBand = { name: string; fromIndex: number; toIndex: number };

/** Input of `flightsByIndexBands`. */
export type FlightsByIndexBandsInput = { players: readonly FlightPlayer[]; bands: readonly FlightBand[] };

/** A flight and its players, the lowest index first. */
export type Flight = { name: string; playerIds: string[] };

/** Output of `flightsByIndexBands`: the flights in band order, and the players no band takes. */
export type FlightsByIndexBands = { flights: Flight[]; unplaced: string[] };

/**
 * A field split into flights by Handicap Index bands, golf-rules "Formats clubs play every week": each player in the
 * band holding their index (compared in tenths, so 12.0 and 12.1 fall either side of 0-12.0 / 12.1-24.0); the bands
 * must follow on from each other, each starting a tenth above the one before ends. Players without an index, or
 * outside every band, are unplaced.
 *
 * @throws GolfInputError for a band ending below its start, bands that overlap or leave a gap, or a player twice
 */
export function flightsByIndexBands(input: FlightsByIndexBandsInput): FlightsByIndexBands {
  const bands = input.bands.map((band, index) => {
    assertNumber(band.fromIndex, `bands[${index}].fromIndex`);
    assertNumber(band.toIndex, `bands[${index}].toIndex`);
    const from = toTenths(band.fromIndex);
    const to = toTenths(band.toIndex);
    if (to < from) {
      throw new GolfInputError(`bands[${index}].toIndex`, 'out_of_range', `the band ends below its start`);
    }
    return { name: band.name, from, to, index };
  });
  const ascending = [...bands].sort((left, right) => left.from - right.from);
  ascending.slice(1).forEach((band, order) => {
    const before = ascending[order]!;
    const field = `bands[${band.index}].fromIndex`;
    if (band.from <= before.to) {
      throw new GolfInputError(field, 'band_overlap', `${band.name} overlaps ${before.name}`);
    }
    if (band.from > before.to + 1) {
      throw new GolfInputError(field, 'band_gap', `${band.name} leaves a gap after ${before.name}`);
    }
  });
  const flights = ascending.map((band) => ({ name: band.name, playerIds: [] as string[] }));
  const unplaced: string[] = [];
  for (const player of byHandicapIndex(input.players)) {
    const tenths = player.tenths;
    const band = tenths === null ? -1 : ascending.findIndex(({ from, to }) => tenths >= from && tenths <= to);
    if (band === -1) unplaced.push(player.id);
    else flights[band]!.playerIds.push(player.id);
  }
  return { flights, unplaced };
}

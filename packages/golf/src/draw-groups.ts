import { GolfInputError } from './golf-input-error.js';
import { shuffled } from './shuffled.js';
import { assertInteger } from './number-assertions.js';

/** How a round's groups are made: by playing handicap (low with low, or a spread in every group), at random, or
 * Ryder Cup style, side A against side B in every group. */
export type DrawMethod = 'handicap_low_with_low' | 'handicap_mixed' | 'random' | 'team_pairing';

/** A player to draw. */
export type DrawPlayer = { id: number; playingHandicap: number | null; side?: 'A' | 'B' | null };

/** Input of `drawGroups`. */
export type DrawGroupsInput = {
  players: readonly DrawPlayer[];
  method: DrawMethod;
  /** Players per group: 2 to 4. */
  groupSize: number;
  /** A source of numbers in [0, 1); `createSeededRandom(seed)` makes a draw repeatable. */
  random?: () => number;
};

/** The sizes of `groupCount` groups sharing `players`: as even as can be, the larger first. */
function groupSizes(players: number, groupCount: number): number[] {
  const base = Math.floor(players / groupCount);
  return Array.from({ length: groupCount }, (_, group) => base + (group < players % groupCount ? 1 : 0));
}

/** Cuts an ordered list into groups of the given sizes. */
function cut<T>(ordered: readonly T[], sizes: readonly number[]): T[][] {
  let start = 0;
  return sizes.map((size) => {
    const group = ordered.slice(start, start + size);
    start += size;
    return group;
  });
}

/** Lowest playing handicap first; players without one last; equal handicaps keep their order. */
const byHandicap = (players: readonly DrawPlayer[]) =>
  [...players].sort(
    (a, b) => (a.playingHandicap ?? Number.POSITIVE_INFINITY) - (b.playingHandicap ?? Number.POSITIVE_INFINITY),
  );

/**
 * A round's draw: the players' ids in groups of at most `groupSize`, as few groups as that allows and their sizes as
 * even as can be (10 players in fours: 4, 3, 3). Low with low groups the field in order of playing handicap; mixed
 * gives each group one player of each band of the field (group i takes the i-th, (i + g)-th ... lowest); random
 * shuffles; team pairing puts as many of side A as of side B in each group (singles in twos, four-balls in fours),
 * each side in its order of playing handicap.
 *
 * @throws GolfInputError for a group size outside 2-4, a player twice, or team pairing with sides of unequal size or
 *   a player of no side
 */
export function drawGroups(input: DrawGroupsInput): number[][] {
  const { players, method, groupSize, random = Math.random } = input;
  assertInteger(groupSize, 'groupSize');
  if (groupSize < 2 || groupSize > 4)
    throw new GolfInputError('groupSize', 'out_of_range', `expected 2 to 4, got ${groupSize}`);
  const ids = new Set(players.map((player) => player.id));
  if (ids.size !== players.length) throw new GolfInputError('players', 'invalid_option', 'a player is named twice');
  if (players.length === 0) return [];
  if (method === 'team_pairing') {
    if (groupSize % 2 !== 0)
      throw new GolfInputError(
        'groupSize',
        'side_size',
        'team pairing needs groups of 2 or 4: one side against another',
      );
    const sideA = byHandicap(players.filter((player) => player.side === 'A'));
    const sideB = byHandicap(players.filter((player) => player.side === 'B'));
    if (sideA.length + sideB.length !== players.length)
      throw new GolfInputError('players', 'side_size', 'every player of a team pairing needs a side, A or B');
    if (sideA.length !== sideB.length)
      throw new GolfInputError('players', 'side_size', `side A has ${sideA.length} players and side B ${sideB.length}`);
    const perSide = groupSize / 2;
    const sizes = groupSizes(sideA.length, Math.ceil(sideA.length / perSide));
    const groupsA = cut(sideA, sizes);
    const groupsB = cut(sideB, sizes);
    return groupsA.map((group, index) => [...group, ...groupsB[index]!].map((player) => player.id));
  }
  const groupCount = Math.ceil(players.length / groupSize);
  const sizes = groupSizes(players.length, groupCount);
  if (method === 'random') return cut(shuffled(players, random), sizes).map((group) => group.map((p) => p.id));
  const ordered = byHandicap(players);
  if (method === 'handicap_low_with_low') return cut(ordered, sizes).map((group) => group.map((p) => p.id));
  if (method === 'handicap_mixed') {
    const groups: number[][] = sizes.map(() => []);
    let group = 0;
    for (const player of ordered) {
      while (groups[group]!.length >= sizes[group]!) group = (group + 1) % groupCount;
      groups[group]!.push(player.id);
      group = (group + 1) % groupCount;
    }
    return groups;
  }
  throw new GolfInputError('method', 'invalid_option', `unknown draw method ${String(method)}`);
}

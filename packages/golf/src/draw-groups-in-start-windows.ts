import { drawGroups, type DrawGroupsInput, type DrawPlayer } from './draw-groups.js';

/** The part of the day a golfer would like to start in. */
export type StartWindow = 'early' | 'middle' | 'late';

/** A player to draw with the start they would like, if any. */
export type StartWindowPlayer = DrawPlayer & { preferredStart?: StartWindow | null };

/** Input of `drawGroupsInStartWindows`: a draw's input whose players may say the start they would like. */
export type DrawGroupsInStartWindowsInput = Omit<DrawGroupsInput, 'players'> & {
  players: readonly StartWindowPlayer[];
};

const windows: readonly StartWindow[] = ['early', 'middle', 'late'];

/** The window of the group starting `index`-th of `groupCount`: the third of the day its start's centre falls in. */
const windowOfGroup = (index: number, groupCount: number): StartWindow =>
  windows[Math.floor((3 * (2 * index + 1)) / (2 * groupCount))]!;

/**
 * A round's draw by tee times that respects each player's preferred start where the field allows (members' entries,
 * issue 52): `drawGroups` makes the groups, in start order, by the method; each group's start is early, middle or late
 * by the third of the day its centre falls in. Then, in the players' order (the order they entered), a player drawn
 * outside the window they asked for changes places with a player of a group in that window who did not ask for it:
 * first one who asked for the player's own window, then one who asked for nothing, then any other, the nearest in
 * playing handicap first and, in team pairing, only one of their own side. Each change settles one more player and
 * unsettles none, so when no window is asked for by more players than its groups hold, everyone who asked is in their
 * window. The groups keep their number and sizes; without preferences the draw is `drawGroups`' own, and with a seeded
 * source it is as repeatable as that.
 *
 * @throws GolfInputError as `drawGroups` does
 */
export function drawGroupsInStartWindows(input: DrawGroupsInStartWindowsInput): number[][] {
  const groups = drawGroups(input);
  const playerOf = new Map(input.players.map((player) => [player.id, player]));
  const windowOf = new Map(
    groups.flatMap((group, index) => group.map((id) => [id, windowOfGroup(index, groups.length)] as const)),
  );
  const groupOf = new Map(groups.flatMap((group, index) => group.map((id) => [id, index] as const)));
  const settled = (id: number) => {
    const wanted = playerOf.get(id)!.preferredStart;
    return wanted != null && windowOf.get(id) === wanted;
  };
  for (const player of input.players) {
    const wanted = player.preferredStart;
    if (wanted == null || settled(player.id)) continue;
    const current = windowOf.get(player.id)!;
    const choice = (id: number) => {
      const preference = playerOf.get(id)!.preferredStart;
      return preference === current ? 0 : preference == null ? 1 : 2;
    };
    const handicapGap = (id: number) =>
      Math.abs((playerOf.get(id)!.playingHandicap ?? 0) - (player.playingHandicap ?? 0));
    const [other] = groups
      .flat()
      .filter(
        (id) =>
          windowOf.get(id) === wanted && !settled(id) && (playerOf.get(id)!.side ?? null) === (player.side ?? null),
      )
      .sort((a, b) => choice(a) - choice(b) || handicapGap(a) - handicapGap(b));
    if (other === undefined) continue;
    const playerGroup = groupOf.get(player.id)!;
    const otherGroup = groupOf.get(other)!;
    groups[playerGroup]![groups[playerGroup]!.indexOf(player.id)] = other;
    groups[otherGroup]![groups[otherGroup]!.indexOf(other)] = player.id;
    groupOf.set(player.id, otherGroup).set(other, playerGroup);
    windowOf.set(player.id, wanted).set(other, current);
  }
  return groups;
}

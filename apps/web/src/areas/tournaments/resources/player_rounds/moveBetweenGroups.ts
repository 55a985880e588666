import type { EndpointAnswer, tournamentEndpoints } from '@fairway/contract';

export type TeeSheetGroup = EndpointAnswer<typeof tournamentEndpoints.roundGroups>[number];

/** Where a dragged player lands: a group, before one of its players or at its end, or in a player's place. */
export interface DropTarget {
  groupId: number;
  /** The player the dragged one goes before; none: at the end of the group. */
  beforeMemberId?: number;
  /** The player of another group the dragged one swaps with: each takes the other's place. */
  swapWithMemberId?: number;
}

/** The groups a drop changes, as `update_members_in_group` takes them: each named with all its players, in order. */
export interface GroupsChange {
  groups: TeeSheetGroup[];
  changed: { group_id: number; member_ids: number[] }[];
}

/**
 * The tee sheet after a player is dropped: taken out of their group and put into the target at its place, or, dropped
 * on a player of another group to swap, each in the other's place (so that full groups still change). Nothing changes
 * (null) when the player is dropped where they were. The change names the group left and the group joined (one group
 * when the player only moved within it), so that the server checks both at once.
 */
export function moveBetweenGroups(
  groups: readonly TeeSheetGroup[],
  memberId: number,
  target: DropTarget,
): GroupsChange | null {
  const from = groups.find((group) => group.players.some((player) => player.member_id === memberId));
  const to = groups.find((group) => group.id === target.groupId);
  if (!from || !to || target.beforeMemberId === memberId) return null;
  const player = from.players.find((candidate) => candidate.member_id === memberId)!;
  const other = to.players.find((candidate) => candidate.member_id === target.swapWithMemberId);
  if (other && from.id !== to.id) return changeOf(groups, swapped(groups, player, other, from.id, to.id));
  const without = (group: TeeSheetGroup) => group.players.filter((candidate) => candidate.member_id !== memberId);
  const joined = without(to);
  const at =
    target.beforeMemberId === undefined ? -1 : joined.findIndex((other) => other.member_id === target.beforeMemberId);
  joined.splice(at === -1 ? joined.length : at, 0, player);
  const next = groups.map((group) => {
    if (group.id === to.id) return { ...group, players: reordered(joined) };
    if (group.id === from.id) return { ...group, players: reordered(without(group)) };
    return group;
  });
  return changeOf(groups, next);
}

type Player = TeeSheetGroup['players'][number];

const reordered = (players: Player[]) => players.map((each, index) => ({ ...each, position: index + 1 }));

/** Two players of two groups, each put in the other's place. */
function swapped(groups: readonly TeeSheetGroup[], player: Player, other: Player, fromId: number, toId: number) {
  const replace = (group: TeeSheetGroup, out: Player, into: Player) => ({
    ...group,
    players: reordered(group.players.map((each) => (each.member_id === out.member_id ? into : each))),
  });
  return groups.map((group) => {
    if (group.id === fromId) return replace(group, player, other);
    if (group.id === toId) return replace(group, other, player);
    return group;
  });
}

/** The change from one tee sheet to the next: the groups whose players differ, or null when none does. */
function changeOf(groups: readonly TeeSheetGroup[], next: TeeSheetGroup[]): GroupsChange | null {
  const idsOf = (group: TeeSheetGroup) => group.players.map((each) => each.member_id);
  const before = new Map(groups.map((group) => [group.id, idsOf(group).join()]));
  const changedGroups = next.filter((group) => before.get(group.id) !== idsOf(group).join());
  if (changedGroups.length === 0) return null;
  return { groups: next, changed: changedGroups.map((group) => ({ group_id: group.id, member_ids: idsOf(group) })) };
}

import { describe, expect, it } from 'vitest';
import { moveBetweenGroups, type TeeSheetGroup } from './moveBetweenGroups';

const player = (member_id: number, position: number) => ({
  member_id,
  name: `Golfer ${member_id}`,
  gender: 'M',
  hole_category_name: 'White',
  playing_handicap: member_id,
  team_id: null,
  position,
});
const group = (id: number, memberIds: number[]): TeeSheetGroup => ({
  id,
  golf_course_id: 1,
  player_round_id: 7,
  number: id,
  tee_time: null,
  starting_hole: id,
  starting_hole_suffix: '',
  start: String(id),
  scorer_user_id: null,
  players: memberIds.map((memberId, index) => player(memberId, index + 1)),
  created_at: '2026-11-01T09:00:00Z',
  updated_at: '2026-11-01T09:00:00Z',
  created_by: null,
  updated_by: null,
});
const sheet = [group(1, [11, 12, 13]), group(2, [21, 22]), group(3, [31])];

describe('a drop on the tee sheet', () => {
  it('names the group left and the group joined, each with all its players in their new order', () => {
    const change = moveBetweenGroups(sheet, 12, { groupId: 2, beforeMemberId: 22 })!;
    expect(change.changed).toEqual([
      { group_id: 1, member_ids: [11, 13] },
      { group_id: 2, member_ids: [21, 12, 22] },
    ]);
    expect(change.groups[1]!.players.map((each) => [each.member_id, each.position])).toEqual([
      [21, 1],
      [12, 2],
      [22, 3],
    ]);
    expect(change.groups[2]).toBe(sheet[2]);
  });

  it('puts a player dropped on a group at its end, and names one group for a move within it', () => {
    expect(moveBetweenGroups(sheet, 31, { groupId: 1 })!.changed).toEqual([
      { group_id: 1, member_ids: [11, 12, 13, 31] },
      { group_id: 3, member_ids: [] },
    ]);
    expect(moveBetweenGroups(sheet, 13, { groupId: 1, beforeMemberId: 11 })!.changed).toEqual([
      { group_id: 1, member_ids: [13, 11, 12] },
    ]);
  });

  it('changes nothing for a player dropped where they were', () => {
    expect(moveBetweenGroups(sheet, 12, { groupId: 1, beforeMemberId: 12 })).toBeNull();
    expect(moveBetweenGroups(sheet, 13, { groupId: 1 })).toBeNull();
    expect(moveBetweenGroups(sheet, 99, { groupId: 1 })).toBeNull();
  });

  it("swaps a player dropped on a player of another group, each taking the other's place, so full groups change", () => {
    const full = [group(1, [11, 12, 13, 14]), group(2, [21, 22, 23, 24])];
    const change = moveBetweenGroups(full, 12, { groupId: 2, swapWithMemberId: 23 })!;
    expect(change.changed).toEqual([
      { group_id: 1, member_ids: [11, 23, 13, 14] },
      { group_id: 2, member_ids: [21, 22, 12, 24] },
    ]);
    expect(change.groups[1]!.players.map((each) => [each.member_id, each.position])).toEqual([
      [21, 1],
      [22, 2],
      [12, 3],
      [24, 4],
    ]);
  });
});

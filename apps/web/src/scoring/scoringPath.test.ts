import { describe, expect, it } from 'vitest';
import { LOGIN_ROUTE } from '../providers/authProvider';
import { CHOOSE_COURSE_PAGE } from '../layout/routing/guard';
import { returnPathOf } from '../layout/routing/returnPath';
import { CHOOSE_CLUB_PATH, LOGIN_PATH, readScoringPath, returnedFrom, scoringPath } from './scoringPath';

describe('the scoring address', () => {
  it('reads the title and the group of a QR code on the draw sheet', () => {
    expect(readScoringPath('/player_round_group_scores/Autumn%20Stableford%20%26%20Friends/42')).toEqual({
      title: 'Autumn Stableford & Friends',
      groupId: 42,
    });
  });

  it('names no group when the group is missing or not a number', () => {
    expect(readScoringPath('/player_round_group_scores/')).toBeNull();
    expect(readScoringPath('/player_round_group_scores/Medal')).toBeNull();
    expect(readScoringPath('/player_round_group_scores/Medal/seven')).toBeNull();
    expect(readScoringPath('/player_round_group_scores/Medal/0')).toBeNull();
  });

  it('is written back the way it is read', () => {
    const path = scoringPath('Club Medal / Round 2', 7);
    expect(readScoringPath(path)).toEqual({ title: 'Club Medal / Round 2', groupId: 7 });
  });

  it("sends a phone without a session to the admin app's own login page", () => {
    expect(LOGIN_PATH).toBe(LOGIN_ROUTE);
    expect(CHOOSE_CLUB_PATH).toBe(CHOOSE_COURSE_PAGE);
  });

  it('asks the admin app to come back to the group, in the way the admin app reads it', () => {
    const group = scoringPath('Club Medal / Round 2', 7);
    const login = new URL(returnedFrom(LOGIN_PATH, group), window.location.origin);
    expect(login.pathname).toBe(LOGIN_PATH);
    expect(returnPathOf(login.search)).toBe(group);
  });
});

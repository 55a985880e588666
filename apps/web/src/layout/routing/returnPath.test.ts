import { describe, expect, it } from 'vitest';
import { returnPathOf, withReturnPath } from './returnPath';

const next = (value: string) => returnPathOf(`?${new URLSearchParams({ next: value }).toString()}`);

describe('the page to return to after signing in', () => {
  it("takes a path of this site, the scoring page's with its query", () => {
    expect(next('/player_round_group_scores/Autumn%20Medal/3')).toBe('/player_round_group_scores/Autumn%20Medal/3');
    expect(next('/leaderboard?category=Ladies#top')).toBe('/leaderboard?category=Ladies#top');
  });

  it('never takes an address elsewhere, nor anything that is not a path', () => {
    for (const elsewhere of [
      'https://evil.example/',
      '//evil.example/player_round_group_scores/x/1',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\tevil',
      'player_round_group_scores/x/1',
      '',
    ]) {
      expect(next(elsewhere), elsewhere).toBeNull();
    }
    expect(returnPathOf('')).toBeNull();
  });

  it('is carried on by the pages in between, and read back the same', () => {
    const page = withReturnPath('/select-golf-course', '/player_round_group_scores/Autumn%20Medal/3');
    expect(returnPathOf(new URL(page, window.location.origin).search)).toBe(
      '/player_round_group_scores/Autumn%20Medal/3',
    );
    expect(withReturnPath('/select-golf-course', null)).toBe('/select-golf-course');
  });
});

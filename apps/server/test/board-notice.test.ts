import { describe, expect, it } from 'vitest';
import { noticeScores, readBoardNotice } from '../src/modules/scoring/board-notice.js';

const score = (member_id: number, hole_number: number, strokes: number | null, version: number) => ({
  player_round_id: 7,
  member_id,
  hole_number,
  strokes,
  version,
});

describe('a board notice on the change channel', () => {
  it('carries the saved scores to the other processes as they were saved, "no score" too', () => {
    const scores = [score(12, 1, 4, 1), score(13, 1, null, 2)];
    const notice = readBoardNotice(`board:3:41:1764115200123:${noticeScores(scores)}`);
    expect(notice).toEqual({ tournamentId: 3, version: 41, updatedAt: new Date(1764115200123), scores });
  });

  it('leaves out scores that do not fit the channel, so that the boards read them', () => {
    const many = Array.from({ length: 400 }, (_, index) => score(10_000 + index, 1 + (index % 18), 10, 1_000));
    expect(noticeScores(many)).toBe('');
    expect(readBoardNotice('board:3:42:1764115200123:')?.scores).toBeNull();
  });

  it('reads no notice from a payload it does not understand', () => {
    expect(readBoardNotice('board:3')).toBeUndefined();
    expect(readBoardNotice('board:3:42:1764115200123:[[1,2')).toBeUndefined();
  });
});

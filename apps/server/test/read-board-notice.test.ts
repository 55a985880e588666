import { describe, expect, it } from 'vitest';
import { readBoardNotice } from '../src/modules/scoring/read-board-notice.js';

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
    const notice = readBoardNotice('board:3:41:1764115200123:[[7, 12, 1, 4, 1], [7, 13, 1, null, 2]]');
    expect(notice).toEqual({ tournamentId: 3, version: 41, updatedAt: new Date(1764115200123), scores });
  });

  it('says when it carries no scores, so that the boards read them', () => {
    expect(readBoardNotice('board:3:42:1764115200123:')?.scores).toBeNull();
  });

  it('reads no notice from a payload it does not understand', () => {
    expect(readBoardNotice('board:3')).toBeUndefined();
    expect(readBoardNotice('board:3:42:1764115200123:[[1,2')).toBeUndefined();
  });
});

import type { BoardScore } from './read-round-sheet.js';

/** The largest scores text a notice carries: the channel's payload is at most 8,000 bytes. */
export const noticeScoresLimit = 7_000;

/**
 * A board's change as the change channel carries it, at the commit of the scores or signature that made it:
 * `board:<tournament>:<version>:<updated at, ms>:<scores>`, the scores a JSON list of [round, member, hole, strokes,
 * version] when the change was only scores and they fit `noticeScoresLimit`, else empty: the board then reads its
 * scores again.
 */
export type BoardNotice = { tournamentId: number; version: number; updatedAt: Date; scores: BoardScore[] | null };

/** The notice of a `board:` payload; undefined when it is not one this process reads. */
export function readBoardNotice(payload: string): BoardNotice | undefined {
  try {
    return noticeOf(payload);
  } catch {
    return undefined;
  }
}

function noticeOf(payload: string): BoardNotice | undefined {
  const [, tournament, version, updatedAt, ...rest] = payload.split(':');
  const scores = rest.join(':');
  const notice = {
    tournamentId: Number(tournament),
    version: Number(version),
    updatedAt: new Date(Number(updatedAt)),
    scores:
      scores === ''
        ? null
        : (JSON.parse(scores) as [number, number, number, number | null, number][]).map(
            ([player_round_id, member_id, hole_number, strokes, version]) => ({
              player_round_id,
              member_id,
              hole_number,
              strokes,
              version,
            }),
          ),
  };
  return Number.isInteger(notice.tournamentId) && Number.isInteger(notice.version) ? notice : undefined;
}

import { GolfInputError } from './golf-input-error.js';
import { assertInteger } from './number-assertions.js';

/** A hole as the stroke index check sees it: its number on the course and its stroke index. */
export type NumberedHole = { number: number; strokeIndex: number };

/**
 * A run of holes whose stroke indexes are 1 to `size` once each: holes 1-18 and 19-36 are each an 18 with 1 to 18; a
 * nine on its own (a 9-hole course, or holes 19-27 of a 27-hole course) has 1 to 9, which is its rank order, so
 * strokes fall on it as WHS Appendix E allocates them on nine holes.
 */
export type StrokeIndexLoop = { firstHole: number; lastHole: number; size: 9 | 18 };

export type StrokeIndexProblems = {
  /** A hole whose stroke index a lower-numbered hole of the same loop already has (`sameAs`). */
  clashes: { number: number; strokeIndex: number; sameAs: number }[];
  /** A hole whose stroke index is not 1 to its loop's size. */
  outOfRange: { number: number; strokeIndex: number; maximum: number }[];
  /** The stroke indexes no hole of a loop has, per loop that lacks any. */
  missing: { loop: StrokeIndexLoop; strokeIndexes: number[] }[];
};

const holeCounts = [9, 18, 27, 36] as const;

/** The loops of a course of `holeCount` holes (9, 18, 27 or 36): its 18s in order, then a last nine if any. */
export function strokeIndexLoops(holeCount: number): StrokeIndexLoop[] {
  if (!holeCounts.includes(holeCount as 9)) {
    throw new GolfInputError('holeCount', 'hole_count', `expected 9, 18, 27 or 36 holes, got ${String(holeCount)}`);
  }
  const loops: StrokeIndexLoop[] = [];
  for (let firstHole = 1; firstHole <= holeCount; firstHole += 18) {
    const size = holeCount - firstHole + 1 >= 18 ? 18 : 9;
    loops.push({ firstHole, lastHole: firstHole + size - 1, size });
  }
  return loops;
}

/**
 * What stops a course's stroke indexes from being an allocation (WHS Rule 6.2 and Appendix E: within each 18 the
 * holes carry 1 to 18 once each; Fairway gives a lone nine 1 to 9): holes sharing an index, indexes out of range,
 * and the indexes no hole carries yet. Holes numbered outside 1 to `holeCount` belong to no loop and are not
 * checked. An empty answer (no clash, none out of range, none missing) is a complete allocation.
 */
export function strokeIndexProblems(holes: readonly NumberedHole[], holeCount: number): StrokeIndexProblems {
  const problems: StrokeIndexProblems = { clashes: [], outOfRange: [], missing: [] };
  holes.forEach((hole, index) => {
    assertInteger(hole.number, `holes[${index}].number`);
    assertInteger(hole.strokeIndex, `holes[${index}].strokeIndex`);
  });
  for (const loop of strokeIndexLoops(holeCount)) {
    const inLoop = holes
      .filter((hole) => hole.number >= loop.firstHole && hole.number <= loop.lastHole)
      .toSorted((left, right) => left.number - right.number);
    const holderOf = new Map<number, number>();
    for (const hole of inLoop) {
      if (hole.strokeIndex < 1 || hole.strokeIndex > loop.size) {
        problems.outOfRange.push({ number: hole.number, strokeIndex: hole.strokeIndex, maximum: loop.size });
        continue;
      }
      const holder = holderOf.get(hole.strokeIndex);
      if (holder === undefined) holderOf.set(hole.strokeIndex, hole.number);
      else problems.clashes.push({ number: hole.number, strokeIndex: hole.strokeIndex, sameAs: holder });
    }
    const missing = Array.from({ length: loop.size }, (_, index) => index + 1).filter(
      (strokeIndex) => !holderOf.has(strokeIndex),
    );
    if (missing.length > 0) problems.missing.push({ loop, strokeIndexes: missing });
  }
  return problems;
}

import {
  combinedNineHoleDifferential,
  countingDifferentials,
  exceptionalScoreReduction,
  handicapIndex,
  handicapIndexText,
  lowHandicapIndex,
  MOST_RECENT_DIFFERENTIALS,
  type ScoreDifferentialInput,
} from '@fairway/golf';

/** A score record as a revision reads it, in the order played (day, then id). */
export type RevisionRecord = {
  id: number;
  playedOn: string;
  holes: number;
  scoreDifferential: number;
  unroundedDifferential: number;
  /** The score's terms, to combine two nines exactly; null for an imported differential. */
  terms: ScoreDifferentialInput | null;
};

/** An entry of the golfer's index history a revision keeps: manual, federation, or calculated before the records. */
export type KeptIndexEntry = { effectiveOn: string; handicapIndex: number };

/** What a revision writes on a record. */
export type RecordRevision = {
  id: number;
  countedDifferential: number | null;
  pairedWithId: number | null;
  exceptionalReduction: 0 | 1 | 2;
  esrAdjustment: number;
  counting: boolean;
  handicapIndexAfter: number | null;
  capApplied: 'soft' | 'hard' | null;
};

/** A calculated entry of the index history, with what changed and why. */
export type CalculatedIndexEntry = { effectiveOn: string; handicapIndex: number; note: string };

export type HandicapRevisions = { records: RecordRevision[]; entries: CalculatedIndexEntry[] };

type Counted = { recordIds: number[]; differential: number; reduction: number };

const tenthsOf = (value: number) => Math.round(value * 10);

/**
 * A golfer's Handicap Index revisions from all their score records (decision 0075), each day's after its scores:
 * WHS Rule 5.2 (the latest 20 differentials, the fewer-than-20 table), 5.9 (an exceptional score takes 1 or 2 off the
 * latest 20, itself included, against the index in force when it was played), 5.7 and 5.8 (with 20 scores, the soft
 * and hard caps against the lowest index of the 365 days before the day), two nines paired into one 18-hole
 * differential. The index in force is the latest entry before the day, kept or calculated, so a revision from scratch
 * and one after each record are the same walk. A day already holding a kept entry, or whose index is the one in force,
 * gets no calculated entry.
 */
export function handicapRevisions(
  records: readonly RevisionRecord[],
  kept: readonly KeptIndexEntry[],
): HandicapRevisions {
  const history = [...kept].sort((first, second) => first.effectiveOn.localeCompare(second.effectiveOn));
  const keptDays = new Set(kept.map((entry) => entry.effectiveOn));
  const revisions = new Map<number, RecordRevision>();
  const counted: Counted[] = [];
  const entries: CalculatedIndexEntry[] = [];
  let waitingNine: RevisionRecord | null = null;

  const inForceBefore = (day: string) => history.findLast((entry) => entry.effectiveOn < day)?.handicapIndex ?? null;

  let dayStart = 0;
  while (dayStart < records.length) {
    const day = records[dayStart]!.playedOn;
    let dayEnd = dayStart;
    while (dayEnd < records.length && records[dayEnd]!.playedOn === day) dayEnd += 1;
    const inForce = inForceBefore(day);
    const reasons: string[] = [];
    for (const record of records.slice(dayStart, dayEnd)) {
      const revision: RecordRevision = {
        id: record.id,
        countedDifferential: null,
        pairedWithId: null,
        exceptionalReduction: 0,
        esrAdjustment: 0,
        counting: false,
        handicapIndexAfter: null,
        capApplied: null,
      };
      revisions.set(record.id, revision);
      let differential: number;
      let unrounded: number;
      const recordIds = [record.id];
      if (record.holes === 9) {
        if (!waitingNine) {
          waitingNine = record;
          continue;
        }
        const first = waitingNine;
        waitingNine = null;
        if (first.terms && record.terms) {
          const combined = combinedNineHoleDifferential(first.terms, record.terms);
          differential = combined.differential;
          unrounded = combined.unroundedDifferential;
        } else {
          differential = (tenthsOf(first.scoreDifferential) + tenthsOf(record.scoreDifferential)) / 10;
          unrounded = first.unroundedDifferential + record.unroundedDifferential;
        }
        revision.pairedWithId = first.id;
        revisions.get(first.id)!.pairedWithId = record.id;
        recordIds.unshift(first.id);
      } else {
        differential = record.scoreDifferential;
        unrounded = record.unroundedDifferential;
      }
      revision.countedDifferential = differential;
      counted.push({ recordIds, differential, reduction: 0 });
      if (inForce !== null) {
        const reduction = exceptionalScoreReduction({ differential: unrounded, handicapIndex: inForce });
        if (reduction > 0) {
          revision.exceptionalReduction = reduction;
          for (const score of counted.slice(-MOST_RECENT_DIFFERENTIALS)) score.reduction += reduction;
          reasons.push(
            `exceptional score (${unrounded.toFixed(1)} against ${handicapIndexText(inForce)}): -${reduction}.0 on the latest ${Math.min(counted.length, MOST_RECENT_DIFFERENTIALS)} differentials`,
          );
        }
      }
    }
    dayStart = dayEnd;
    if (counted.length === 0) continue;
    const differentials = counted.map((score) => (tenthsOf(score.differential) - score.reduction * 10) / 10);
    const low = counted.length >= MOST_RECENT_DIFFERENTIALS ? lowHandicapIndex({ history, day }) : null;
    const uncapped = handicapIndex({ differentials });
    const index = handicapIndex({ differentials, lowHandicapIndex: low });
    let cap: 'soft' | 'hard' | null = null;
    if (index !== null && uncapped !== null && low !== null && tenthsOf(index) < tenthsOf(uncapped)) {
      cap = tenthsOf(index) === tenthsOf(low) + 50 ? 'hard' : 'soft';
      reasons.push(
        `${cap} cap: ${handicapIndexText(uncapped)} held to ${handicapIndexText(index)} against the Low Handicap Index ${handicapIndexText(low)}`,
      );
    }
    for (const record of records.slice(
      records.findIndex((one) => one.playedOn === day),
      dayEnd,
    )) {
      const revision = revisions.get(record.id)!;
      revision.handicapIndexAfter = index;
      revision.capApplied = cap;
    }
    // An index as it was, or a day a kept entry holds, writes no entry.
    if (index === null || keptDays.has(day) || (inForce !== null && tenthsOf(index) === tenthsOf(inForce))) continue;
    const used = countingDifferentials(differentials).length;
    const latest = Math.min(counted.length, MOST_RECENT_DIFFERENTIALS);
    const change =
      inForce === null
        ? 'first index'
        : `${tenthsOf(index) < tenthsOf(inForce) ? 'down' : 'up'} from ${handicapIndexText(inForce)}`;
    const note = [
      `${handicapIndexText(index)}, ${change}: the lowest ${used} of the latest ${latest} score differentials`,
      ...reasons,
    ].join('; ');
    entries.push({ effectiveOn: day, handicapIndex: index, note: note.slice(0, 500) });
    history.push({ effectiveOn: day, handicapIndex: index });
  }

  const marked = countingDifferentials(
    counted.map((score) => (tenthsOf(score.differential) - score.reduction * 10) / 10),
  );
  for (const position of marked) {
    for (const id of counted[position]!.recordIds) revisions.get(id)!.counting = true;
  }
  for (const score of counted) {
    for (const id of score.recordIds) revisions.get(id)!.esrAdjustment = score.reduction;
  }
  return { records: records.map((record) => revisions.get(record.id)!), entries };
}

import { minutesOfDay, windowMinutes, type TimeWindow } from './club-clock.js';
import { createSeededRandom } from './create-seeded-random.js';
import { GolfInputError } from './golf-input-error.js';
import { assertWholeNumberBetween } from './validation.js';
import { assertInteger } from './number-assertions.js';

/** A member of a ballot entry, with the ballots they lost recently (the club says how recent). */
export type BallotMember = { id: string; recentLosses: number };

/** A group entered in the ballot: its members, the places it needs (its members and guests) and its window of times. */
export type BallotEntry = {
  id: string;
  members: readonly BallotMember[];
  places: number;
  /** The preferred times, both ends in. */
  window: TimeWindow;
};

/** A slot of the balloted day and its places free before the draw. */
export type BallotSlot = { time: string; tee: 1 | 10; placesFree: number };

/** Input of `ballotDraw`. */
export type BallotDrawInput = {
  entries: readonly BallotEntry[];
  slots: readonly BallotSlot[];
  /** The draw's seed, recorded so the draw can be made again (`createSeededRandom`). */
  seed: number;
};

/** Why an entry got its time or none. */
export type BallotEntryOutcome = {
  entryId: string;
  /** 1 for the entry drawn first. */
  drawOrder: number;
  weight: number;
  /** The slots in its window with places enough before the draw, by time then tee. */
  slotsItCouldTake: { time: string; tee: 1 | 10 }[];
  slot: { time: string; tee: 1 | 10 } | null;
  /** `'placed'`; `'no_slot_in_window'` (none it could take); `'slots_taken'` (all taken by entries drawn before it). */
  outcome: 'placed' | 'no_slot_in_window' | 'slots_taken';
};

/** The draw: each entry's outcome in entry order, the entries' ids in draw order, and the slots' places left. */
export type BallotDraw = {
  seed: number;
  entries: BallotEntryOutcome[];
  drawOrder: string[];
  slots: BallotSlot[];
};

/** An entry's weight in the draw: 1 plus its members' recent ballot losses on average. */
const weightOf = (members: readonly BallotMember[]) =>
  1 + members.reduce((sum, member) => sum + member.recentLosses, 0) / members.length;

/**
 * The ballot for a busy day, drawn at its close (issue 51, "Ballot for the busiest days"): the entries are drawn one
 * at a time from those left, each with a chance in proportion to its weight, 1 + the average of its members' recent
 * ballot losses (two members who lost 2 and 0 ballots weigh 2, against 1 for a group that lost none), from the
 * recorded `seed`. In draw order, each entry takes the earliest slot of its window (by time, then the 1st tee before
 * the 10th) with the places it needs still free; an entry none is left for loses (to the waiting list).
 *
 * @throws GolfInputError for an entry without members or of more than four, a member in two entries, places fewer
 *   than the members or more than four, a window ending before it starts, a slot twice or of places outside 0-4, or a
 *   seed that is not a whole number
 */
export function ballotDraw(input: BallotDrawInput): BallotDraw {
  assertInteger(input.seed, 'seed');
  const slots = input.slots.map((slot, index) => {
    const minutes = minutesOfDay(slot.time, `slots[${index}].time`);
    if (slot.tee !== 1 && slot.tee !== 10)
      throw new GolfInputError(
        `slots[${index}].tee`,
        'invalid_option',
        `expected tee 1 or 10, got ${String(slot.tee)}`,
      );
    assertWholeNumberBetween(slot.placesFree, `slots[${index}].placesFree`, 0, 4);
    return { ...slot, minutes };
  });
  slots.sort((left, right) => left.minutes - right.minutes || left.tee - right.tee);
  slots.forEach((slot, index) => {
    const previous = slots[index - 1];
    if (previous && previous.minutes === slot.minutes && previous.tee === slot.tee)
      throw new GolfInputError('slots', 'invalid_option', `the slot at ${slot.time} on tee ${slot.tee} is given twice`);
  });
  const entryIds = new Set<string>();
  const memberIds = new Set<string>();
  const entries = input.entries.map((entry, index) => {
    const field = `entries[${index}]`;
    if (entryIds.has(entry.id))
      throw new GolfInputError(`${field}.id`, 'invalid_option', `entry ${entry.id} is given twice`);
    entryIds.add(entry.id);
    if (!Array.isArray(entry.members) || entry.members.length < 1 || entry.members.length > 4)
      throw new GolfInputError(`${field}.members`, 'out_of_range', 'an entry is a group of one to four members');
    entry.members.forEach((member, memberIndex) => {
      if (memberIds.has(member.id))
        throw new GolfInputError(
          `${field}.members[${memberIndex}]`,
          'invalid_option',
          `member ${member.id} is in two entries`,
        );
      memberIds.add(member.id);
      assertWholeNumberBetween(member.recentLosses, `${field}.members[${memberIndex}].recentLosses`, 0);
    });
    assertWholeNumberBetween(entry.places, `${field}.places`, entry.members.length, 4);
    const window = windowMinutes(entry.window, `${field}.window`);
    const inWindow = slots.filter((slot) => window.from <= slot.minutes && slot.minutes <= window.to);
    return {
      entry,
      weight: weightOf(entry.members),
      inWindow,
      slotsItCouldTake: inWindow
        .filter((slot) => slot.placesFree >= entry.places)
        .map((slot) => ({ time: slot.time, tee: slot.tee })),
    };
  });

  const random = createSeededRandom(input.seed);
  const left = [...entries];
  const drawn: typeof entries = [];
  while (left.length > 0) {
    const total = left.reduce((sum, entry) => sum + entry.weight, 0);
    const target = random() * total;
    let index = 0;
    let reached = left[0]!.weight;
    while (index < left.length - 1 && target >= reached) {
      index += 1;
      reached += left[index]!.weight;
    }
    drawn.push(...left.splice(index, 1));
  }

  const placesFree = new Map(slots.map((slot) => [slot, slot.placesFree]));
  const outcomes = new Map<(typeof entries)[number], BallotEntryOutcome>();
  drawn.forEach((drawnEntry, order) => {
    const { entry, weight, inWindow, slotsItCouldTake } = drawnEntry;
    const slot = inWindow.find((candidate) => placesFree.get(candidate)! >= entry.places);
    if (slot) placesFree.set(slot, placesFree.get(slot)! - entry.places);
    outcomes.set(drawnEntry, {
      entryId: entry.id,
      drawOrder: order + 1,
      weight,
      slotsItCouldTake,
      slot: slot ? { time: slot.time, tee: slot.tee } : null,
      outcome: slot ? 'placed' : slotsItCouldTake.length === 0 ? 'no_slot_in_window' : 'slots_taken',
    });
  });
  return {
    seed: input.seed,
    entries: entries.map((entry) => outcomes.get(entry)!),
    drawOrder: drawn.map((entry) => entry.entry.id),
    slots: slots.map((slot) => ({ time: slot.time, tee: slot.tee, placesFree: placesFree.get(slot)! })),
  };
}

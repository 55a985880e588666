// Speed of the golf rules engine (issue 3): rankField on a 156-player field of 18-hole cards, net basis with
// countback, and handicapIndex over 20 differentials; the tee sheet's ballot (issue 51): 500 entries over 60 slots.
// Run: npm run golf -w @fairway/bench
import {
  ballotDraw,
  createSeededRandom,
  handicapIndex,
  rankField,
  type BallotEntry,
  type BallotSlot,
  type Hole,
} from '@fairway/golf';

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 4, 3, 5, 4];
const STROKE_INDEXES = [9, 1, 17, 5, 11, 3, 15, 7, 13, 10, 18, 2, 8, 4, 14, 16, 6, 12];
const HOLES: Hole[] = PARS.map((par, index) => ({ par, strokeIndex: STROKE_INDEXES[index] ?? 1 }));
const FIELD_SIZE = 156;

const random = createSeededRandom(156);
const entries = Array.from({ length: FIELD_SIZE }, (_, index) => {
  const playingHandicap = Math.floor(random() * 37);
  const strokes = PARS.map((par) => Math.max(1, par + Math.floor(random() * (2 + playingHandicap / 9)) - 1));
  return { id: `player-${index + 1}`, strokes, playingHandicap };
});
const differentials = Array.from({ length: 20 }, () => Math.round(random() * 300) / 10);

const BALLOT_ENTRIES = 500;
const BALLOT_SLOTS = 60;
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
// A Saturday from 07:00 every 8 minutes; each group asks for a window of up to an hour and a half.
const ballotSlots: BallotSlot[] = Array.from({ length: BALLOT_SLOTS }, (_, slot) => ({
  time: timeOf(7 * 60 + slot * 8),
  tee: 1,
  placesFree: 4,
}));
const ballotEntries: BallotEntry[] = Array.from({ length: BALLOT_ENTRIES }, (_, entry) => {
  const memberCount = 1 + Math.floor(random() * 4);
  const from = 7 * 60 + Math.floor(random() * BALLOT_SLOTS) * 8;
  return {
    id: `group-${entry + 1}`,
    members: Array.from({ length: memberCount }, (_, member) => ({
      id: `member-${entry + 1}-${member + 1}`,
      recentLosses: Math.floor(random() * 4),
    })),
    places: memberCount,
    window: { from: timeOf(from), to: timeOf(Math.min(from + Math.floor(random() * 90), 7 * 60 + 59 * 8)) },
  };
});

function median(samples: number[]): number {
  const sorted = [...samples].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function microsecondsPerCall(run: () => void, callsPerSample: number, samples: number): number {
  const timings: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const start = process.hrtime.bigint();
    for (let call = 0; call < callsPerSample; call += 1) run();
    timings.push(Number(process.hrtime.bigint() - start) / 1000 / callsPerSample);
  }
  return median(timings);
}

let sink = 0;
const rank = () => {
  sink += rankField({ holes: HOLES, basis: 'net', entries }).length;
};
const index = () => {
  sink += handicapIndex({ differentials }) ?? 0;
};
let ballotSeed = 0;
const ballot = () => {
  ballotSeed += 1;
  sink += ballotDraw({ entries: ballotEntries, slots: ballotSlots, seed: ballotSeed }).drawOrder.length;
};

microsecondsPerCall(rank, 1, 500);
microsecondsPerCall(index, 1000, 50);
microsecondsPerCall(ballot, 1, 20);
const rankMedian = microsecondsPerCall(rank, 1, 3000);
const indexMedian = microsecondsPerCall(index, 1000, 300);
const ballotMedian = microsecondsPerCall(ballot, 1, 200) / 1000;

console.log(
  `rankField, ${FIELD_SIZE} players, net with countback: median ${rankMedian.toFixed(1)} µs per ranking (limit 200)`,
);
console.log(`handicapIndex, 20 differentials: median ${indexMedian.toFixed(3)} µs per call (limit 2)`);
console.log(
  `ballotDraw, ${BALLOT_ENTRIES} entries over ${BALLOT_SLOTS} slots: median ${ballotMedian.toFixed(2)} ms per draw (limit 1000)`,
);
if (sink === 0) console.log('unreachable');
process.exitCode = rankMedian <= 200 && indexMedian <= 2 && ballotMedian <= 1000 ? 0 : 1;

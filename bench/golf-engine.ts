// Speed of the golf rules engine (issue 3): rankField on a 156-player field of 18-hole cards, net basis with
// countback, and handicapIndex over 20 differentials. Run: npm run golf -w @fairway/bench
import { createSeededRandom, handicapIndex, rankField, type Hole } from '@fairway/golf';

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

microsecondsPerCall(rank, 1, 500);
microsecondsPerCall(index, 1000, 50);
const rankMedian = microsecondsPerCall(rank, 1, 3000);
const indexMedian = microsecondsPerCall(index, 1000, 300);

console.log(
  `rankField, ${FIELD_SIZE} players, net with countback: median ${rankMedian.toFixed(1)} µs per ranking (limit 200)`,
);
console.log(`handicapIndex, 20 differentials: median ${indexMedian.toFixed(3)} µs per call (limit 2)`);
if (sink === 0) console.log('unreachable');
process.exitCode = rankMedian <= 200 && indexMedian <= 2 ? 0 : 1;

/**
 * Prints where a CI run's time went: each tier's wall time (from the tab-separated file `.ci/run` appends a line to
 * per step) and, per tier, the slowest test files (from the JSON reports Vitest wrote for it).
 *
 * Usage: node .ci/report.mjs TIMES_FILE REPORTS_FOLDER RUN_SECONDS
 */
import fs from 'node:fs';
import path from 'node:path';

const [timesFile, reportsFolder, runSeconds] = process.argv.slice(2);
const slowestShown = 8;

const minutes = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

function printTable(rows, headings) {
  const widths = headings.map((heading, column) => Math.max(heading.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(line(headings));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}

const steps = fs
  .readFileSync(timesFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => {
    const [seconds, status, name] = line.split('\t');
    return { seconds: Number(seconds), status, name };
  });
// Some steps run side by side, so the run took less than their sum.
const total = Number(runSeconds);
console.log('\nWhere the time went:\n');
printTable(
  [
    ...steps.map((step) => [step.name, minutes(step.seconds), step.status]),
    ['the whole run', minutes(total), steps.every((step) => step.status === 'passed') ? 'passed' : 'failed'],
  ],
  ['step', 'wall time', 'result'],
);

const reports = fs.existsSync(reportsFolder)
  ? fs
      .readdirSync(reportsFolder)
      .filter((file) => file.endsWith('.json'))
      .sort()
  : [];
const root = process.cwd();
for (const file of reports) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(path.join(reportsFolder, file), 'utf8'));
  } catch {
    continue;
  }
  const files = report.testResults
    .map((result) => ({
      name: path.relative(root, result.name),
      seconds: (result.endTime - result.startTime) / 1000,
      tests: result.assertionResults.length,
    }))
    .sort((a, b) => b.seconds - a.seconds);
  const summed = files.reduce((sum, entry) => sum + entry.seconds, 0);
  console.log(
    `\nSlowest test files of "${file.replace(/\.json$/, '')}" (${files.length} files, ${minutes(summed)} summed over workers):\n`,
  );
  printTable(
    files.slice(0, slowestShown).map((entry) => [entry.name, String(entry.tests), `${entry.seconds.toFixed(1)} s`]),
    ['file', 'tests', 'time'],
  );
}

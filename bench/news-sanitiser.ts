// Speed of the news article sanitiser (issue 36, decision 0056): what a save of a long article costs the server before
// it touches the database. Run: npm run news -w @fairway/bench
import { sanitiseArticleBody } from '../apps/server/src/modules/news/sanitise-article-body.js';
import { xssCorpus } from '../apps/server/test/xss-corpus.js';

/** A long results write-up as the editor writes it: headings, paragraphs with links, lists, tables and images. */
function writeUp(sections: number): string {
  const section = (index: number) =>
    `<h2>Round ${index}</h2><p>The field played in a <strong>stiff</strong> breeze; see the <a href="https://example.org/r${index}">full card</a>.</p>` +
    `<ul><li>Leader: Duncan Fraser</li><li>Second: Rohan Mehta</li></ul>` +
    `<table><tbody><tr><th>Player</th><th>Score</th></tr><tr><td>Duncan</td><td>71</td></tr><tr><td>Rohan</td><td>73</td></tr></tbody></table>` +
    `<p><img src="/api/attachments/${index}/file/" alt="Hole ${index}"></p>`;
  return Array.from({ length: sections }, (_, index) => section(index + 1)).join('');
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function millisecondsPerCall(body: string, samples: number): number {
  for (let warmUp = 0; warmUp < 20; warmUp += 1) sanitiseArticleBody(body);
  const timings: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const start = process.hrtime.bigint();
    sanitiseArticleBody(body);
    timings.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(timings);
}

const limitMs = 50;
const cases = [
  { name: 'a short article (2 KB)', body: writeUp(4) },
  { name: 'a long write-up (near 100,000 characters, the most a body may be)', body: writeUp(255) },
  { name: 'the OWASP corpus, all vectors in one body', body: xssCorpus.join('\n') },
];
let over = false;
for (const { name, body } of cases) {
  const ms = millisecondsPerCall(body, 200);
  over ||= ms > limitMs;
  console.log(
    `${name}: ${(body.length / 1024).toFixed(1)} KB, median ${ms.toFixed(3)} ms per sanitising (limit ${limitMs} ms)`,
  );
}
if (over) process.exitCode = 1;

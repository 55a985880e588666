/**
 * After `npm run build`, holds each page's JavaScript to its budget (decision 0099): the scripts a page loads, read from
 * the web build's manifest (`apps/web/dist/.vite/manifest.json`), each counted as the server sends it to a browser
 * (its `.br` copy, or the file itself where the build wrote none), so the sum is what crosses the wire. Exits non-zero
 * when a page passes its budget. `.ci/run` runs it after the production build.
 * Usage: node scripts/check-page-budgets.mjs [DIST_DIR]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The pages and what each opens: its HTML entry and the lazily loaded modules it draws, each with every chunk it
 * imports. The dashboard is counted for every role at once, with every card (a super admin sees them all): its cards
 * are the modules named `…Card.tsx` (layout/dashboardCard.ts), whose words are the app's own (`fairway.dashboard`,
 * in `providers/messages.ts`), not their areas'; the course choice is on the way to it.
 */
export const pages = [
  { name: 'login page', budgetKb: 100, opens: ['index.html'] },
  {
    name: 'dashboard after sign-in, every card',
    // Issue 50's 250 KB: the cards call their endpoints by route, without the contract's schemas (zod).
    budgetKb: 250,
    opens: [
      'index.html',
      'src/App.tsx',
      'src/areas/users/screens/select-golf-course/SelectGolfCourse.tsx',
      'src/routes/AdminApp.tsx',
      'src/areas/golf-courses/screens/dashboard/Dashboard.tsx',
      /Card\.tsx$/,
    ],
  },
  { name: 'scoring page', budgetKb: 120, opens: ['score.html'] },
];

/** The manifest's keys a page opens; a name the manifest lacks is an error, so that a rename cannot shrink a page. */
function openedKeys(manifest, page) {
  return page.opens.flatMap((module) => {
    if (module instanceof RegExp) return Object.keys(manifest).filter((key) => module.test(key));
    if (!manifest[module]) throw new Error(`${page.name}: the build's manifest has no ${module}`);
    return [module];
  });
}

/** The files of every script `page` loads: the chunks of what it opens and every chunk those import, once each. */
export function pageScripts(manifest, page) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    (chunk.imports ?? []).forEach(visit);
  };
  openedKeys(manifest, page).forEach(visit);
  return [...files].sort();
}

/** The bytes a browser that accepts brotli receives for `file`, as the server answers it. */
export function servedBytes(distDir, file) {
  const compressed = path.join(distDir, `${file}.br`);
  return fs.statSync(fs.existsSync(compressed) ? compressed : path.join(distDir, file)).size;
}

/** Each page's scripts, their bytes on the wire (KB of 1024 bytes) and whether they keep to the budget. */
export function measurePages(distDir, budgets = pages) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  return budgets.map((page) => {
    const scripts = pageScripts(manifest, page);
    const kilobytes = scripts.reduce((total, file) => total + servedBytes(distDir, file), 0) / 1024;
    return {
      name: page.name,
      scripts: scripts.length,
      kilobytes,
      budgetKb: page.budgetKb,
      met: kilobytes <= page.budgetKb,
    };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
  const results = measurePages(distDir);
  for (const { name, scripts, kilobytes, budgetKb, met } of results) {
    console.log(
      `${met ? 'ok  ' : 'OVER'} ${name}: ${scripts} scripts, ${kilobytes.toFixed(1)} KB on the wire (budget ${budgetKb} KB)`,
    );
  }
  if (results.some((result) => !result.met)) {
    console.error('A page passes its JavaScript budget (decision 0099).');
    process.exitCode = 1;
  }
}

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { measurePages, pages, pageScripts } from './check-page-budgets.mjs';

const script = fileURLToPath(new URL('./check-page-budgets.mjs', import.meta.url));

/** A build's manifest as Vite writes it: an HTML entry, a lazy screen, a card, and the chunks they share. */
const manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_react-b2.js'],
    dynamicImports: ['src/App.tsx'],
  },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  'src/App.tsx': { file: 'assets/App-c3.js', isDynamicEntry: true, imports: ['_react-b2.js', '_mui-d4.js'] },
  '_mui-d4.js': { file: 'assets/mui-d4.js', imports: ['_react-b2.js'], css: ['assets/mui-d4.css'] },
  'src/screens/Members.tsx': { file: 'assets/Members-e5.js', isDynamicEntry: true, imports: ['_forms-f6.js'] },
  '_forms-f6.js': { file: 'assets/forms-f6.js' },
  'src/screens/NewsCard.tsx': { file: 'assets/NewsCard-g7.js', isDynamicEntry: true, imports: ['_mui-d4.js'] },
};

/** Bytes of each file, and of its brotli copy where the build wrote one (none for a file under 1 KB). */
const sizes = {
  'assets/index-a1.js': [3000, 1000],
  'assets/react-b2.js': [60000, 20000],
  'assets/App-c3.js': [900],
  'assets/mui-d4.js': [30000, 10240],
  'assets/Members-e5.js': [8000, 3000],
  'assets/forms-f6.js': [90000, 30000],
  'assets/NewsCard-g7.js': [500],
};

const folders = [];
afterEach(() => folders.splice(0).forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

function builtApp() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-budgets-'));
  folders.push(dist);
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const [file, [bytes, brotliBytes]] of Object.entries(sizes)) {
    fs.writeFileSync(path.join(dist, file), Buffer.alloc(bytes));
    if (brotliBytes !== undefined) fs.writeFileSync(path.join(dist, `${file}.br`), Buffer.alloc(brotliBytes));
  }
  return dist;
}

const dashboard = { name: 'dashboard', budgetKb: 40, opens: ['index.html', 'src/App.tsx', /Card\.tsx$/] };

describe('pageScripts', () => {
  it('counts what a page opens and every chunk those import, once each, but not the lazy screens it does not open', () => {
    expect(pageScripts(manifest, dashboard)).toEqual([
      'assets/App-c3.js',
      'assets/NewsCard-g7.js',
      'assets/index-a1.js',
      'assets/mui-d4.js',
      'assets/react-b2.js',
    ]);
  });

  it('refuses a module the build does not have, so that a renamed screen cannot leave its page uncounted', () => {
    expect(() => pageScripts(manifest, { name: 'dashboard', budgetKb: 1, opens: ['src/Dashboard.tsx'] })).toThrow(
      "dashboard: the build's manifest has no src/Dashboard.tsx",
    );
  });
});

describe('measurePages', () => {
  it('sums the bytes each script takes on the wire: its brotli copy, or the file itself where it has none', () => {
    const [login, board] = measurePages(builtApp(), [
      { name: 'login', budgetKb: 20, opens: ['index.html'] },
      dashboard,
    ]);
    expect(login).toEqual({ name: 'login', scripts: 2, kilobytes: 21000 / 1024, budgetKb: 20, met: false });
    expect(board).toEqual({ name: 'dashboard', scripts: 5, kilobytes: 32640 / 1024, budgetKb: 40, met: true });
  });
});

/** A build with every module the real pages open, each in a chunk of its own of 1 KB on the wire. */
function builtWithThePages() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-budgets-'));
  folders.push(dist);
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.mkdirSync(path.join(dist, 'assets'));
  const modules = [...new Set(pages.flatMap((page) => page.opens.filter((module) => typeof module === 'string')))];
  const files = Object.fromEntries(
    [...modules, 'src/areas/news/screens/news/LatestNewsCard.tsx'].map((module, index) => [
      module,
      { file: `assets/m${index}.js` },
    ]),
  );
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(files));
  for (const { file } of Object.values(files)) {
    fs.writeFileSync(path.join(dist, file), Buffer.alloc(4096));
    fs.writeFileSync(path.join(dist, `${file}.br`), Buffer.alloc(1024));
  }
  return { dist, cardFile: files['src/areas/news/screens/news/LatestNewsCard.tsx'].file };
}

describe('the check as .ci/run runs it', () => {
  it('passes when every page keeps to its budget', () => {
    const { dist } = builtWithThePages();
    const run = spawnSync(process.execPath, [script, dist], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^ok {3}dashboard after sign-in, every card: \d+ scripts, [\d.]+ KB on the wire/m);
  });

  it("fails, naming the page, when a dashboard card takes it past the issue's 250 KB", () => {
    const { dist, cardFile } = builtWithThePages();
    fs.writeFileSync(path.join(dist, `${cardFile}.br`), Buffer.alloc(250 * 1024));
    const run = spawnSync(process.execPath, [script, dist], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^OVER dashboard after sign-in, every card: .*\(budget 250 KB\)$/m);
    expect(run.stdout).toMatch(/^ok {3}login page: /m);
    expect(run.stderr).toContain('A page passes its JavaScript budget');
  });
});

/**
 * What the browser loads, on the built app served by the real server (`npm run build` first), in Debian's Chromium:
 * the JavaScript of the login page, and of the dashboard after a demo admin signs in (gzip sizes, and the bytes that
 * crossed the wire); then Lighthouse's performance score (mobile preset) of both pages and of the scoring page of a
 * group of the demo's round in play (signed in), median of RUNS runs.
 * Exits non-zero when a figure misses its target.
 * Usage: npm run web -w @fairway/bench [-- RUNS]
 * With BENCH_ONLY=dashboard, Lighthouse's runs of the dashboard alone (no bytes, no other page); with BENCH_REPORTS=DIR,
 * each run's Lighthouse report (JSON) kept in DIR, for its long tasks and its largest paint's element and phases.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { spawnBuiltServer, waitFor } from './server-process.js';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.argv[2] ?? 3);
const dashboardOnly = process.env.BENCH_ONLY === 'dashboard';
const reportsDirectory = process.env.BENCH_REPORTS;
const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const admin = { email: 'admin@demo.fairway.golf', password: 'fairway-demo' };
/** The bytes targets are of JavaScript on the wire (issue 50): the bodies as the server sends them, brotli here. */
const targets = { loginKb: 100, dashboardKb: 250, loginScore: 90, dashboardScore: 90, scoringScore: 95 };

type Script = { url: string; gzipBytes: number; transferredBytes: number };

/** Every script the page fetches from now on, with its gzip size and the bytes its body took on the wire. */
function recordScripts(page: Page) {
  const pending: Promise<Script>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const script = (async () => {
      const response = await request.response();
      const [body, sizes] = await Promise.all([response!.body(), request.sizes()]);
      return {
        url: new URL(request.url()).pathname,
        gzipBytes: zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }).length,
        transferredBytes: sizes.responseBodySize,
      };
    })();
    // One that finishes as the browser closes (after the dashboard was measured) fails unheard rather than ending the run.
    script.catch(() => undefined);
    pending.push(script);
  });
  return { soFar: () => Promise.all(pending) };
}

/**
 * The demo club's admin signs in on the login page and waits for the dashboard (through the course choice, which
 * picks the one club). `atLoginPage` runs once the login page has loaded.
 */
async function signIn<T>(page: Page, url: string, atLoginPage?: () => Promise<T>) {
  // A shared machine's load can hold a step longer than Playwright's default 30 s.
  page.setDefaultTimeout(120_000);
  await page.goto(`${url}/auth/log-in`, { waitUntil: 'networkidle' });
  const loginPageFigures = await atLoginPage?.();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  // The dashboard's own heading: the course choice before it has a first-level heading too.
  await page.getByRole('heading', { level: 2, name: 'Your screens' }).waitFor();
  await page.waitForLoadState('networkidle');
  return loginPageFigures;
}

const kilobytes = (bytes: number) => bytes / 1024;
const sum = (scripts: Script[], key: 'gzipBytes' | 'transferredBytes') =>
  kilobytes(scripts.reduce((total, script) => total + script[key], 0));

async function measureScripts(url: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage({ baseURL: url });
    const scripts = recordScripts(page);
    const login = (await signIn(page, url, () => scripts.soFar()))!;
    return { login, dashboard: await scripts.soFar() };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lighthouse's performance score of `pagePath`, on a cold cache. Signed in first when asked: through the login page
 * in the same browser, as a person would, so that local storage holds the session the app itself wrote; then the
 * browser's cache is emptied, so that nothing of the app is cached.
 */
async function lighthouseScore(url: string, pagePath: string, signedIn = false) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  try {
    if (signedIn) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0]!.newPage();
      await signIn(page, url);
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Network.clearBrowserCache');
      await page.goto(`${url}/robots.txt`);
      await page.close();
      await browser.close();
    }
    const result = await lighthouse(`${url}${pagePath}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      // Keeps the session of the sign-in above; its cache was emptied there.
      disableStorageReset: signedIn,
    });
    const lhr = result!.lhr;
    if (reportsDirectory) {
      fs.mkdirSync(reportsDirectory, { recursive: true });
      const name = `${pagePath.split('/')[1]}-${new Date().toISOString().replaceAll(':', '')}.json`;
      fs.writeFileSync(path.join(reportsDirectory, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError)
      throw new Error(`Lighthouse on ${pagePath}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      firstContentfulPaint: numeric('first-contentful-paint'),
      largestContentfulPaint: numeric('largest-contentful-paint'),
      totalBlockingTime: numeric('total-blocking-time'),
    };
  } finally {
    chrome.kill();
  }
}

async function lighthouseMedian(url: string, pagePath: string, signedIn = false) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await lighthouseScore(url, pagePath, signedIn));
  return {
    scores: results.map((result) => result.score),
    score: median(results.map((result) => result.score)),
    firstContentfulPaint: median(results.map((result) => result.firstContentfulPaint)),
    largestContentfulPaint: median(results.map((result) => result.largestContentfulPaint)),
    totalBlockingTime: median(results.map((result) => result.totalBlockingTime)),
  };
}

/** The scoring page of the demo's round in play, its first group's, as the draw sheet's QR code opens it. */
async function demoScoringPath(url: string): Promise<string> {
  const login = await fetch(`${url}/auth/token/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const { auth_token: token } = (await login.json()) as { auth_token: string };
  const answer = await fetch(`${url}/api/player_rounds/active_rounds/`, {
    headers: { authorization: `Token ${token}`, 'x-golf-course': '1' },
  });
  const [round] = (await answer.json()) as { title: string; groups: { group_id: number }[] }[];
  if (!round?.groups[0]) throw new Error('The demo has no round in play');
  return `/player_round_group_scores/${encodeURIComponent(round.title)}/${round.groups[0].group_id}`;
}

/** The bytes of the login page and the dashboard, then Lighthouse's runs of the three pages, against their targets. */
async function everyPage() {
  const scripts = await measureScripts(url);
  const loginKb = sum(scripts.login, 'transferredBytes');
  const dashboardKb = sum(scripts.dashboard, 'transferredBytes');
  console.log('| page | scripts | JavaScript, gzip | on the wire | target (on the wire) |');
  console.log('| --- | --- | --- | --- | --- |');
  console.log(
    `| login page | ${scripts.login.length} | ${sum(scripts.login, 'gzipBytes').toFixed(1)} KB | ${loginKb.toFixed(1)} KB | ${targets.loginKb} KB |`,
  );
  console.log(
    `| dashboard after sign-in (login page's included) | ${scripts.dashboard.length} | ${sum(scripts.dashboard, 'gzipBytes').toFixed(1)} KB | ${dashboardKb.toFixed(1)} KB | ${targets.dashboardKb} KB |`,
  );
  if (process.env.BENCH_VERBOSE) {
    for (const script of scripts.dashboard) console.log(`  ${script.url} ${kilobytes(script.gzipBytes).toFixed(1)} KB`);
  }

  const loginPage = await lighthouseMedian(url, '/auth/log-in');
  const dashboard = await lighthouseMedian(url, '/dashboard', true);
  const scoring = await lighthouseMedian(url, await demoScoringPath(url), true);
  console.log(`\nLighthouse (mobile preset, performance), median of ${runs}:`);
  console.log(
    '| page | score | runs | first contentful paint | largest contentful paint | total blocking time | target |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, figures, target] of [
    ['login page', loginPage, targets.loginScore],
    ['dashboard', dashboard, targets.dashboardScore],
    ['scoring page (a group of the round in play)', scoring, targets.scoringScore],
  ] as const) {
    console.log(
      `| ${name} | ${figures.score} | ${figures.scores.join(', ')} | ${Math.round(figures.firstContentfulPaint)} ms | ${Math.round(figures.largestContentfulPaint)} ms | ${Math.round(figures.totalBlockingTime)} ms | ${target} |`,
    );
  }
  const met =
    loginKb <= targets.loginKb &&
    dashboardKb <= targets.dashboardKb &&
    loginPage.score >= targets.loginScore &&
    dashboard.score >= targets.dashboardScore &&
    scoring.score >= targets.scoringScore;
  process.exitCode = met ? 0 : 1;
}

/** Lighthouse's runs of the dashboard alone, to read a change to its first screen without the rest of the bench. */
async function dashboardAlone() {
  const dashboard = await lighthouseMedian(url, '/dashboard', true);
  console.log(
    `dashboard, Lighthouse mobile, median of ${runs}: ${dashboard.score} (${dashboard.scores.join(', ')}); first contentful paint ${Math.round(dashboard.firstContentfulPaint)} ms, largest ${Math.round(dashboard.largestContentfulPaint)} ms, total blocking ${Math.round(dashboard.totalBlockingTime)} ms; load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  process.exitCode = dashboard.score >= targets.dashboardScore ? 0 : 1;
}

const port = Number(process.env.BENCH_PORT ?? 3918);
const url = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-bench-'));
const server = spawnBuiltServer({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'auto' });

try {
  await waitFor(`${url}/readyz`, server);
  console.log(`machine: ${os.cpus().length} cores, ${os.cpus()[0]?.model}, Node ${process.version}; ${chromiumPath}`);

  await (dashboardOnly ? dashboardAlone() : everyPage());
} finally {
  server.kill('SIGTERM');
  await sleep(500);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

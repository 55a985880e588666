import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './precompress.ts';
import { scoringShell } from './scoring-shell.ts';

const api = 'http://127.0.0.1:3000';

/** The scoring page's own entry (decision 0061): light, installable, no react-admin or MUI. */
const scoringHtml = 'score.html';
const scoringPrefix = '/player_round_group_scores/';
/** The side contests' page at the hole: the same entry (decision 0074). */
const distancePrefix = '/active_member_distance/';
const shell = scoringShell(scoringHtml);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Warnings and errors only: the list of every chunk's size buried `npm start`'s few lines under two hundred.
  logLevel: 'warn',
  plugins: [
    react(),
    shell.plugin,
    VitePWA({
      // The manifest is a file of public/ linked by score.html alone, and score.html registers the worker itself:
      // the admin app's index.html is left as it is.
      manifest: false,
      injectRegister: false,
      filename: 'score-sw.js',
      scope: scoringPrefix,
      workbox: {
        globPatterns: ['**/*.{html,js,css,png,svg,ico,webmanifest}'],
        manifestTransforms: [
          (entries) => {
            const scoring = shell.files();
            const extras = new Set(['score.webmanifest', 'scoring-icon-192.png', 'favicon.svg', 'favicon.ico']);
            return { manifest: entries.filter((entry) => scoring.has(entry.url) || extras.has(entry.url)) };
          },
        ],
        navigateFallback: `/${scoringHtml}`,
        navigateFallbackAllowlist: [/^\/player_round_group_scores\//, /^\/active_member_distance\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
      },
    }),
    precompress(),
    {
      // The dev server answers the scoring page's addresses with its own HTML entry, as the built server does.
      name: 'fairway-scoring-dev-route',
      apply: 'serve',
      configureServer(server) {
        server.middlewares.use((request, _response, next) => {
          if (request.url?.startsWith(scoringPrefix) || request.url?.startsWith(distancePrefix)) {
            request.url = `/${scoringHtml}`;
          }
          next();
        });
      },
    },
  ],
  resolve: {
    alias: { 'object.entries': fileURLToPath(new URL('./src/shims/objectEntries.js', import.meta.url)) },
  },
  server: {
    // `/auth/log-in` is a page of the app: only the token endpoints under `/auth` go to the server.
    proxy: { '/api': api, '/auth/token': api, '/healthz': api, '/readyz': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No preload list per dynamic import (decision 0023): Rollup already makes each chunk import its whole graph
    // directly, and the lists of every lazy screen's chunks grew with each screen, in the first screen's download.
    modulePreload: false,
    // Gzipping every chunk again only to print its size costs seconds of every build.
    reportCompressedSize: false,
    // Each page's scripts, read by scripts/check-page-budgets.mjs to hold them to their budgets.
    manifest: true,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        score: fileURLToPath(new URL(`./${scoringHtml}`, import.meta.url)),
      },
    },
  },
});

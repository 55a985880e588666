import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './precompress.ts';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Warnings and errors only: the list of every chunk's size buried `npm start`'s few lines under two hundred.
  logLevel: 'warn',
  plugins: [react(), precompress()],
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
  },
});

import { afterEach, expect } from 'vitest';

// Polyglot warns of a label key it does not know (a screen whose area's labels did not load, a typo) and shows the
// key itself: every web test fails on one.
const missing: string[] = [];
type Warn = typeof console.warn & { consoleOwn?: typeof console.warn };
// This file runs again for every test file a worker runs (decision 0148): it wraps the console's own warn each time,
// not the wrapper the file before left.
const warn = (console.warn as Warn).consoleOwn ?? console.warn.bind(console);
const noting: Warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('Missing translation')) missing.push(args[0]);
  warn(...args);
};
noting.consoleOwn = warn;
console.warn = noting;

afterEach(() => {
  expect(missing.splice(0), 'labels the screen asked for and nobody gave').toEqual([]);
});

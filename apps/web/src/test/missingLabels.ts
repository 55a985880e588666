import { afterEach, expect } from 'vitest';

// Polyglot warns of a label key it does not know (a screen whose area's labels did not load, a typo) and shows the
// key itself: every web test fails on one.
const missing: string[] = [];
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('Missing translation')) missing.push(args[0]);
  warn(...args);
};

afterEach(() => {
  expect(missing.splice(0), 'labels the screen asked for and nobody gave').toEqual([]);
});

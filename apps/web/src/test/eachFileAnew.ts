import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

/** happy-dom's own handle on the window: its address and screen size, set as a new window's. */
interface HappyDomWindow {
  happyDOM: { setURL(url: string): void; setViewport(viewport: { width: number; height: number }): void };
}

/** The window as the worker's first file found it: this file runs again before every file the worker runs. */
const fresh = ((globalThis as { freshWindow?: { address: string; width: number; height: number } }).freshWindow ??= {
  address: window.location.href,
  width: window.innerWidth,
  height: window.innerHeight,
});

const happyDom = () => (window as unknown as HappyDomWindow).happyDOM;

// A download link followed leaves the window at a blob: address, against which no request can be made: every test
// starts at the first address, whatever the test before it followed.
afterEach(() => happyDom().setURL(fresh.address));

// A worker runs many web test files in one window with the app imported once (decision 0148), so each file leaves
// the window as a fresh one: nothing drawn or stored, no stub, spy or fake clock, and the first screen size.
afterAll(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  document.body.replaceChildren();
  happyDom().setViewport({ width: fresh.width, height: fresh.height });
});

import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { AppFrame, AppRoutes } from '../App';
import { startSession } from '../providers/session';

/** happy-dom's own handle on the window, for the screen size media queries read. */
interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number; height: number }): void };
}

export const desktopWidth = 1440;
export const phoneWidth = 390;

/** The whole app at one path, as a visitor opening that address on a desktop screen, or as wide as `width`. */
export function renderApp(path: string, { width = desktopWidth }: { width?: number } = {}) {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 900 });
  return render(
    <AppFrame>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppFrame>,
  );
}

/** For every test of the file: a signed-in visitor with nothing else stored, and the page and fake API gone after. */
export function signedInForEachTest() {
  beforeEach(() => {
    localStorage.clear();
    startSession('token');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

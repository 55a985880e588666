import { Role } from '@fairway/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../providers/session';
import { demoClub, demoUser, fakeApi, secondClub } from '../test/fakeApi';
import { phoneWidth, renderApp } from '../test/renderApp';

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
  fakeApi(demoUser({ name: 'Alex Admin', courses: [demoClub, secondClub], roles: () => [Role.admin] }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the app shell', () => {
  it('offers a skip link first, which moves the focus to the main content', async () => {
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: demoClub.name }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('keeps the drawer closed across a reload once it was closed', async () => {
    const user = userEvent.setup();
    const first = renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Main menu' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Toggle navigation menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    first.unmount();

    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: demoClub.name }, { timeout: 5000 });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Toggle navigation menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('names the active club in the top bar on a phone too', async () => {
    renderApp('/dashboard', { width: phoneWidth });
    const bar = await screen.findByRole('banner', {}, { timeout: 5000 });
    await within(bar).findByText(demoClub.name, {}, { timeout: 5000 });
  });
});

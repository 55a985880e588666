import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseGolfCourse, endSession, startSession } from '../providers/session';
import { AppLoading, FirstScreen } from './FirstScreen';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => {
  cleanup();
  endSession();
});

describe('the first screen while the app loads', () => {
  it("shows the chosen club's name in the top bar and as the dashboard's heading, with the spinner", () => {
    startSession('token');
    chooseGolfCourse({ id: 1, name: 'Fairway Demo Golf Club' });
    const { container } = render(<FirstScreen />);
    expect(container.querySelector('.fairway-first-screen__club')?.textContent).toBe('Fairway Demo Golf Club');
    expect(container.querySelector('.fairway-first-screen__heading')?.textContent).toBe('Fairway Demo Golf Club');
    screen.getByRole('progressbar', { name: 'Loading Fairway' });
  });

  it('shows no heading on another page, whose own heading is not known yet', () => {
    window.history.replaceState(null, '', '/settings/countries');
    startSession('token');
    chooseGolfCourse({ id: 1, name: 'Fairway Demo Golf Club' });
    const { container } = render(<FirstScreen />);
    expect(container.querySelector('.fairway-first-screen__heading')).toBeNull();
    expect(container.querySelector('.fairway-first-screen__club')?.textContent).toBe('Fairway Demo Golf Club');
  });

  it('keeps the docked drawer closed when it was closed', () => {
    localStorage.setItem('app_drawer', 'closed');
    startSession('token');
    const { container } = render(<FirstScreen />);
    expect(container.querySelector('.fairway-first-screen--docked')).toBeNull();
  });

  it('is the spinner alone for a signed-out visit', () => {
    const { container } = render(<AppLoading />);
    expect(container.querySelector('.fairway-first-screen')).toBeNull();
    screen.getByRole('progressbar', { name: 'Loading Fairway' });
  });

  it('forgets the club at the end of the session', () => {
    startSession('token');
    chooseGolfCourse({ id: 1, name: 'Fairway Demo Golf Club' });
    endSession();
    startSession('another token');
    const { container } = render(<FirstScreen />);
    expect(container.querySelector('.fairway-first-screen__club')).toBeNull();
  });
});

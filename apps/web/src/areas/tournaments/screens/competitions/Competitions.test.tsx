import { Role } from '@fairway/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

function memberOfClub(purse: { competition_purse: boolean; balance_minor: number }) {
  const user = demoUser({ name: 'Morgan', courses: [demoClub], roles: () => [Role.member] });
  return fakeApi((request: FakeRequest) => {
    if (request.path === '/api/competitions/' || request.path === '/api/competition_entries/mine/') {
      return { status: 200, body: [] };
    }
    if (request.path === '/api/competition_purse/mine/') {
      return { status: 200, body: { ...purse, currency: 'GBP' } };
    }
    return user(request);
  });
}

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('competitions', { timeout: 20_000 }, () => {
  it('shows the member what their competition purse holds where the club takes entry fees from it', async () => {
    memberOfClub({ competition_purse: true, balance_minor: 2400 });
    renderApp('/competitions');
    const purse = await screen.findByRole('alert', { name: 'Your competition purse' }, { timeout: 5000 });
    expect(purse.textContent).toBe(
      'Your competition purse holds £24.00. Entry fees are taken from it; top it up at the club.',
    );
  });

  it('says nothing of a purse where the club charges entry fees to the account', async () => {
    memberOfClub({ competition_purse: false, balance_minor: 0 });
    renderApp('/competitions');
    await screen.findByText('No competition is open for entry just now.', {}, { timeout: 5000 });
    expect(screen.queryByRole('alert', { name: 'Your competition purse' })).toBeNull();
  });
});

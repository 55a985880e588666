import { Role } from '@fairway/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

const admin = demoUser({ name: 'Alex Admin', courses: [demoClub], roles: () => [Role.admin] });

beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the tournament form', () => {
  it('asks how many down a side presses for a press and re-press only', async () => {
    fakeApi((request) => {
      if (request.method === 'GET' && /^\/api\/[a-z_]+\/$/.test(request.path) && request.path !== '/api/init/') {
        return { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
      }
      return admin(request);
    });
    renderApp('/tournament/create');
    const format = await screen.findByRole('combobox', { name: /^Format/ }, { timeout: 5000 });
    expect(screen.queryByLabelText(/^Press when down/)).toBeNull();
    fireEvent.mouseDown(format);
    fireEvent.click(await screen.findByRole('option', { name: 'Press and re-press (Nassau)' }));
    const pressWhenDown = await screen.findByLabelText(/^Press when down \(holes\)/);
    expect(pressWhenDown.getAttribute('min')).toBe('1');
    expect(pressWhenDown.getAttribute('max')).toBe('9');
    expect(
      within(document.body).getByText('A side this many holes down in the newest bet presses automatically.'),
    ).toBeTruthy();
    fireEvent.mouseDown(format);
    fireEvent.click(await screen.findByRole('option', { name: /^Stableford/ }));
    expect(screen.queryByLabelText(/^Press when down/)).toBeNull();
  });

  it("shows a Ryder Cup's allowance of each format of its matches under the event's one", async () => {
    fakeApi((request) => {
      if (request.method === 'GET' && /^\/api\/[a-z_]+\/$/.test(request.path) && request.path !== '/api/init/') {
        return { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
      }
      return admin(request);
    });
    renderApp('/tournament/create');
    const format = await screen.findByRole('combobox', { name: /^Format/ }, { timeout: 5000 });
    const perFormat =
      'The allowance the field shows. Each match is played at its own format’s: singles 100 %, four-ball 90 %.';
    expect(screen.queryByText(perFormat)).toBeNull();
    fireEvent.mouseDown(format);
    fireEvent.click(await screen.findByRole('option', { name: /^Ryder Cup/ }));
    expect(await screen.findByText(perFormat)).toBeTruthy();
  });

  it('says that a tournament without a series will not be listed in Tournament Result history', async () => {
    fakeApi((request) => {
      if (request.path === '/api/tournament_masters/') {
        const series = { id: 4, golf_course_id: 1, name: 'Monthly Medal', description: '' };
        return { status: 200, body: { count: 1, next: null, previous: null, results: [series] } };
      }
      if (request.method === 'GET' && /^\/api\/[a-z_]+\/$/.test(request.path) && request.path !== '/api/init/') {
        return { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
      }
      return admin(request);
    });
    renderApp('/tournament/create');
    const warning =
      'Without a series, the winners are not listed in Tournament Result history: it lists the editions of a series.';
    await screen.findByText(warning);
    const series = screen.getByRole('combobox', { name: /^Series/ });
    fireEvent.change(series, { target: { value: 'Monthly' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Monthly Medal' }));
    await waitFor(() => expect(screen.queryByText(warning)).toBeNull());
  });

  it("shows and takes when entries close in the club's date format, on its 24-hour clock", async () => {
    fakeApi((request) => {
      if (request.method === 'GET' && /^\/api\/[a-z_]+\/$/.test(request.path) && request.path !== '/api/init/') {
        return { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
      }
      return admin(request);
    });
    renderApp('/tournament/create');
    const field = await screen.findByRole('group', { name: /^Entries close/ }, { timeout: 5000 });
    expect(field.firstElementChild?.textContent).toBe('DD/MM/YYYY hh:mm');
    const box = field.closest('.MuiFormControl-root') as HTMLElement;
    within(box).getByText("The club's time (Europe/London).", { exact: false });
    const user = userEvent.setup();
    await user.click(within(field).getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('011220261730');
    expect(field.firstElementChild?.textContent).toBe('01/12/2026 17:30');
  });

  it('asks each weekly format for its own terms, with how it is played in words', async () => {
    fakeApi((request) => {
      if (request.method === 'GET' && /^\/api\/[a-z_]+\/$/.test(request.path) && request.path !== '/api/init/') {
        return { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
      }
      return admin(request);
    });
    renderApp('/tournament/create');
    const format = await screen.findByRole('combobox', { name: /^Format/ }, { timeout: 5000 });
    expect(screen.queryByRole('combobox', { name: /^Played as/ })).toBeNull();
    fireEvent.mouseDown(format);
    fireEvent.click(await screen.findByRole('option', { name: 'Greensomes' }));
    await screen.findByText(/A side plays off 60 % of the lower and 40 % of the higher course handicap\./);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Played as/ }));
    const sideWays = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(sideWays).toEqual(['Stroke play', 'Stableford', 'Match play']);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });

    fireEvent.mouseDown(format);
    fireEvent.click(await screen.findByRole('option', { name: 'Texas scramble' }));
    const teamSize = await screen.findByLabelText(/^Team size/);
    expect([teamSize.getAttribute('min'), teamSize.getAttribute('max')]).toEqual(['2', '4']);
    expect(screen.getByLabelText(/^Drives each player at least/)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Played as/ }));
    const scrambleWays = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(scrambleWays).toEqual(['Stroke play', 'Stableford']);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });

    fireEvent.mouseDown(format);
    fireEvent.click(await screen.findByRole('option', { name: 'Skins' }));
    await screen.findByText(/Each hole is a skin won by the single lowest score, gross or net\./);
    expect(screen.queryByRole('combobox', { name: /^Played as/ })).toBeNull();
    expect(screen.getByLabelText(/^Skins pot/)).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Tied holes/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Void' }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: /^A tied last hole/ })).toBeNull());

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Flights/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'By Handicap Index bands' }));
    const bandStarts = await screen.findAllByLabelText(/^Index from/);
    expect(bandStarts.map((input) => (input as HTMLInputElement).value)).toContain('18.1');
  });

  it('asks a knockout only whether its first round’s losers play a consolation bracket', async () => {
    fakeApi((request) => {
      if (request.method === 'GET' && /^\/api\/[a-z_]+\/$/.test(request.path) && request.path !== '/api/init/') {
        return { status: 200, body: { count: 0, next: null, previous: null, results: [] } };
      }
      return admin(request);
    });
    renderApp('/tournament/create');
    const format = await screen.findByRole('combobox', { name: /^Format/ }, { timeout: 5000 });
    expect(screen.queryByRole('switch', { name: 'Play a consolation bracket' })).toBeNull();
    fireEvent.mouseDown(format);
    fireEvent.click(await screen.findByRole('option', { name: 'Match-play knockout' }));
    const consolation = await screen.findByRole('switch', { name: 'Play a consolation bracket' });
    screen.getByText(
      "The first round's losers play a knockout of their own, drawn in the order of their matches; its winner is named in the results.",
    );
    expect((consolation as HTMLInputElement).checked).toBe(false);
    fireEvent.click(consolation);
    expect((consolation as HTMLInputElement).checked).toBe(true);
    fireEvent.mouseDown(format);
    fireEvent.click(await screen.findByRole('option', { name: /^Stableford/ }));
    await waitFor(() => expect(screen.queryByRole('switch', { name: 'Play a consolation bracket' })).toBeNull());
  });
});

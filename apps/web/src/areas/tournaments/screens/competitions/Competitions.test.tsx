import { Role } from '@fairway/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp } from '../../../../test/renderApp';

function memberOfClub(
  purse: { competition_purse: boolean; balance_minor: number },
  answer: (request: FakeRequest) => { status: number; body?: unknown } | undefined = () => undefined,
) {
  const user = demoUser({ name: 'Morgan', courses: [demoClub], roles: () => [Role.member] });
  return fakeApi((request: FakeRequest) => {
    const answered = answer(request);
    if (answered) return answered;
    if (
      request.path === '/api/competitions/' ||
      request.path === '/api/open_competitions/' ||
      request.path === '/api/competition_entries/mine/'
    ) {
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

  it('lists the open events of other clubs, says where and that the fee is paid there, and enters one, awaiting approval', async () => {
    const openEvent = {
      tournament_id: 8,
      name: 'Autumn Open',
      format: 'stroke_play',
      start_date: '2030-06-01',
      end_date: '2030-06-01',
      entries_open_at: '2030-05-01T09:00:00.000Z',
      entries_close_at: '2030-05-30T18:00:00.000Z',
      field_limit: 60,
      entered: 31,
      waiting: 0,
      fee_minor: 3000,
      may_enter: true,
      reason: null,
      side_size: null,
      guests_allowed: false,
      entry: null,
      club_name: 'Second Demo Golf Club',
      currency: 'EUR',
      approval_required: true,
    };
    const entry = {
      id: 41,
      created_at: '2030-05-02T09:00:00.000Z',
      tournament_id: 8,
      tournament_name: 'Autumn Open',
      start_date: '2030-06-01',
      club_name: 'Second Demo Golf Club',
      currency: 'EUR',
      member_id: 3,
      name: 'Morgan Member',
      home_club_name: 'Fairway Demo Golf Club',
      handicap_index: 14.2,
      preferred_start: null,
      status: 'awaiting',
      waiting_position: null,
      offered_until: null,
      fee_minor: 3000,
      fee_posted: false,
      fee_reversed: false,
      withdrawn_at: null,
      side_entry_id: null,
      side_entered_by: null,
      partners: [],
    };
    let entered = false;
    const entries: string[] = [];
    memberOfClub({ competition_purse: false, balance_minor: 0 }, (request) => {
      if (request.path === '/api/open_competitions/8/enter/' && request.method === 'POST') {
        entries.push(request.path);
        entered = true;
        return { status: 201, body: entry };
      }
      if (request.path === '/api/open_competitions/') {
        return { status: 200, body: [entered ? { ...openEvent, may_enter: false, entry } : openEvent] };
      }
      if (request.path === '/api/competition_entries/mine/') return { status: 200, body: entered ? [entry] : [] };
      return undefined;
    });
    renderApp('/competitions');
    const section = await screen.findByRole('region', { name: 'Open events at other clubs' }, { timeout: 5000 });
    const card = await within(section).findByRole('article', { name: 'Autumn Open' }, { timeout: 5000 });
    expect(card.textContent).toContain('At Second Demo Golf Club');
    // The fee is in the host club's currency, not the member's own club's.
    expect(card.textContent).toContain('Entry fee €30.00, paid at the club on the day');
    expect(card.textContent).toContain('The organiser approves entries from other clubs.');

    fireEvent.click(within(card).getByRole('button', { name: 'Enter' }));
    await within(section).findByText('Awaiting approval', {}, { timeout: 5000 });
    await screen.findByText('Entered: your entry awaits the organiser’s approval.', {}, { timeout: 5000 });
    expect(entries).toEqual(['/api/open_competitions/8/enter/']);
    const mine = await screen.findAllByText('At Second Demo Golf Club', {}, { timeout: 5000 });
    expect(mine).toHaveLength(2);
    expect(screen.getByText(/€30\.00 owed/)).toBeTruthy();
  });

  it('asks a member entering a greensomes for their partner, enters the side, and shows the partner in My Entries', async () => {
    const greensomes = {
      tournament_id: 5,
      name: 'Winter Greensomes',
      format: 'greensomes',
      start_date: '2030-06-01',
      end_date: '2030-06-01',
      entries_open_at: '2030-05-01T09:00:00.000Z',
      entries_close_at: '2030-05-30T18:00:00.000Z',
      field_limit: 32,
      entered: 4,
      waiting: 0,
      fee_minor: 1500,
      may_enter: true,
      reason: null,
      side_size: 2,
      guests_allowed: false,
      entry: null,
    };
    const entry = {
      id: 51,
      created_at: '2030-05-02T09:00:00.000Z',
      tournament_id: 5,
      tournament_name: 'Winter Greensomes',
      start_date: '2030-06-01',
      club_name: 'Fairway Demo Golf Club',
      currency: 'GBP',
      member_id: 3,
      name: 'Morgan Member',
      home_club_name: null,
      handicap_index: 14.2,
      preferred_start: null,
      status: 'entered',
      waiting_position: null,
      offered_until: null,
      fee_minor: 1500,
      fee_posted: true,
      fee_reversed: false,
      withdrawn_at: null,
      side_entry_id: 51,
      side_entered_by: 'Morgan Member',
      partners: [{ entry_id: 52, member_id: 9, name: 'Sam Swing', status: 'entered' }],
    };
    const bodies: unknown[] = [];
    const searches: unknown[] = [];
    memberOfClub({ competition_purse: false, balance_minor: 0 }, (request) => {
      if (request.path === '/api/bookings/partners/') {
        searches.push(Object.fromEntries(request.search));
        return { status: 200, body: { results: [{ member_id: 9, name: 'Sam Swing' }] } };
      }
      if (request.path === '/api/competitions/5/enter/' && request.method === 'POST') {
        bodies.push(request.body);
        return { status: 201, body: entry };
      }
      if (request.path === '/api/competitions/') {
        return { status: 200, body: [bodies.length > 0 ? { ...greensomes, may_enter: false, entry } : greensomes] };
      }
      if (request.path === '/api/competition_entries/mine/') {
        return { status: 200, body: bodies.length > 0 ? [entry] : [] };
      }
      return undefined;
    });
    renderApp('/competitions');
    const card = await screen.findByRole('article', { name: 'Winter Greensomes' }, { timeout: 5000 });
    const enter = within(card).getByRole('button', { name: 'Enter' });
    expect((enter as HTMLButtonElement).disabled).toBe(true);
    expect(card.textContent).toContain('Your partner enters with you and pays their own fee.');
    const picker = within(card).getByRole('combobox', { name: 'Partner' });
    picker.focus();
    fireEvent.change(picker, { target: { value: 'Sam' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Sam Swing' }, { timeout: 5000 }));
    // The event takes no guests, so the search leaves the club's guests out.
    expect(searches).toEqual([{ search: 'Sam', guests: 'false' }]);
    expect((enter as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(enter);
    await screen.findByText('Entered.', {}, { timeout: 5000 });
    expect(bodies).toEqual([{ preferred_start: null, partner_ids: [9] }]);
    const withPartner = await screen.findAllByText('With Sam Swing', {}, { timeout: 5000 });
    // On the event's card and in My Entries.
    expect(withPartner).toHaveLength(2);
  });
});

import { Role } from '@fairway/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeAnswer, type FakeRequest } from '../../../../../test/fakeApi';
import { renderApp } from '../../../../../test/renderApp';
import { demoCard } from './testCard';

let refuse: FakeAnswer | null = null;
let roles: number[] = [Role.admin];

function serve() {
  return fakeApi((request: FakeRequest) => {
    if (request.path === '/api/golf_course_holes/card/') {
      if (request.method === 'GET') return { status: 200, body: demoCard() };
      return refuse ?? { status: 200, body: demoCard() };
    }
    return demoUser({ name: 'Demo Admin', courses: [demoClub], roles: () => roles })(request);
  });
}

beforeEach(() => {
  localStorage.clear();
  refuse = null;
  roles = [Role.admin];
  startSession('token');
  chooseGolfCourse(demoClub);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cell = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

async function openCard() {
  renderApp('/golf_course_hole/card');
  await screen.findByRole('textbox', { name: 'Hole 1 par' }, { timeout: 5000 });
  return userEvent.setup();
}

/** The texts of a sum row's cells after its heading: Par, the two stroke indexes, White, Red. */
function sumRow(name: string) {
  const heading = screen.getByRole('rowheader', { name });
  return within(heading.closest('tr')!)
    .getAllByRole('cell')
    .map((each) => each.textContent);
}

describe('the scorecard grid', { timeout: 20_000 }, () => {
  it("shows the demo course's card with Out 36, In 36 and Total 72, and each tee set's yards", async () => {
    serve();
    await openCard();
    screen.getByRole('heading', { name: 'Course card' });
    screen.getByRole('columnheader', { name: 'White (yd)' });
    expect(sumRow('Out')).toEqual(['36', '', '', '3295', '']);
    expect(sumRow('In')).toEqual(['36', '', '', '3330', '']);
    expect(sumRow('Total')).toEqual(['72', '', '', '6625', '']);
    expect(cell('Hole 4 White distance').value).toBe('510');
  });

  it('moves like a spreadsheet: arrows, Enter down, Tab across; typing replaces the value and the sums follow', async () => {
    serve();
    const user = await openCard();
    await user.click(cell('Hole 1 par'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cell('Hole 2 par'));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(cell('Hole 3 par'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(cell('Hole 3 stroke index'));
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(document.activeElement).toBe(cell('Hole 2 par'));
    await user.tab();
    expect(document.activeElement).toBe(cell('Hole 2 stroke index'));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(cell('Hole 2 par'));
    await user.keyboard('5');
    expect(cell('Hole 2 par').value).toBe('5');
    expect(sumRow('Out')[0]).toBe('37');
    screen.getByText('Unsaved changes');
  });

  it('fills a column pasted from a spreadsheet downward from the focused cell', async () => {
    serve();
    const user = await openCard();
    await user.click(cell('Hole 1 Red distance'));
    fireEvent.paste(cell('Hole 1 Red distance'), {
      clipboardData: { getData: () => '340\r\n370\r\n140\r\n' },
    });
    expect(['Hole 1', 'Hole 2', 'Hole 3', 'Hole 4'].map((hole) => cell(`${hole} Red distance`).value)).toEqual([
      '340',
      '370',
      '140',
      '',
    ]);
    expect(sumRow('Out')[4]).toBe('850');
  });

  it('marks a duplicate stroke index on both holes, each naming the other', async () => {
    serve();
    const user = await openCard();
    await user.click(cell('Hole 7 stroke index'));
    await user.keyboard('3');
    for (const [hole, other] of [
      [7, 2],
      [2, 7],
    ]) {
      const input = cell(`Hole ${hole} stroke index`);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
        `Hole ${hole} stroke index: Stroke index 3 is also on hole ${other}.`,
      );
    }
    expect(cell('Hole 1 stroke index').getAttribute('aria-invalid')).toBe('false');
  });

  it('sends the whole card on Save and says it is saved', async () => {
    const requests = serve();
    const user = await openCard();
    await user.click(cell('Hole 18 Red distance'));
    await user.keyboard('333');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Course card saved', {}, { timeout: 5000 });
    const put = requests.find((request) => request.method === 'PUT')!;
    const body = put.body as { holes: Record<string, unknown>[] };
    expect(body.holes).toHaveLength(18);
    expect(body.holes[0]).toEqual({
      number: 1,
      name: 'Long Acre',
      par: 4,
      stroke_index: 7,
      stroke_index_ladies: null,
      distances: [
        { hole_category_id: 2, distance: 385 },
        { hole_category_id: 3, distance: null },
      ],
    });
    expect(body.holes[17]).toMatchObject({ number: 18, distances: [{ distance: 390 }, { distance: 333 }] });
  });

  it('does not send a card with problems, and Undo brings back the saved card', async () => {
    const requests = serve();
    const user = await openCard();
    await user.click(cell('Hole 1 par'));
    await user.keyboard('9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/correct the marked cells/);
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(cell('Hole 1 par').value).toBe('4');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it("puts the server's refusal on the cells it names and says it in the alert", async () => {
    serve();
    refuse = {
      status: 400,
      body: {
        'holes.0.distances.1.hole_category_id': ['Invalid pk "3" - object does not exist.'],
        'holes.5.par': ['Ensure this value is less than or equal to 6.'],
        holes: ['This course has 18 holes; the card has 17.'],
      },
    };
    const user = await openCard();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('The card was not saved: the marked cells need correcting.');
    expect(alert.textContent).toContain('This course has 18 holes; the card has 17.');
    expect(alert.textContent).toContain('Hole 1 Red distance: Invalid pk "3" - object does not exist.');
    expect(cell('Hole 1 Red distance').getAttribute('aria-invalid')).toBe('true');
    expect(cell('Hole 6 par').getAttribute('aria-invalid')).toBe('true');
    expect(cell('Hole 6 par').title).toBe('Ensure this value is less than or equal to 6.');
    // Changing the cell takes the refusal away.
    await user.click(cell('Hole 6 par'));
    await user.keyboard('5');
    expect(cell('Hole 6 par').getAttribute('aria-invalid')).toBe('false');
  });

  it('shows the card without inputs to a role that reads it', async () => {
    roles = [Role.member];
    serve();
    renderApp('/golf_course_hole/card');
    await screen.findByRole('heading', { name: 'Course card' }, { timeout: 5000 });
    await screen.findByText("Only the club's admins change the card.");
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Holes' })).toBeNull();
    expect(sumRow('Total')).toEqual(['72', '', '', '6625', '']);
  });

  it('is reached from the holes list', async () => {
    fakeApi((request) =>
      request.path === '/api/golf_course_holes/'
        ? { status: 200, body: { count: 0, next: null, previous: null, results: [] } }
        : demoUser({ name: 'Demo Admin', courses: [demoClub], roles: () => [Role.admin] })(request),
    );
    renderApp('/golf_course_hole');
    const link = await screen.findByRole('link', { name: 'Course card' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/golf_course_hole/card');
  });
});

import { Role } from '@fairway/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseGolfCourse } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeRequest } from '../../../../test/fakeApi';
import { renderApp, signedInForEachTest } from '../../../../test/renderApp';

signedInForEachTest();

const overlap = 'The range overlaps time range 1 of the template.';
const template = {
  id: 4,
  created_at: '2026-03-01T09:30:00Z',
  created_by: 1,
  updated_at: '2026-03-02T16:05:00Z',
  updated_by: 1,
  golf_course_id: 1,
  name: 'Summer weekends',
  weekdays: [6, 7],
  season_from: null,
  season_to: null,
  first_start: '06:30',
  last_start: '17:00',
  interval_minutes: 10,
  tees: 'one_tee',
  crossover: null,
  capacity: 4,
  kind: 'open',
  time_ranges: [
    { from: '06:30', to: '08:00', capacity: 2 },
    { from: '08:00', to: '10:00', kind: 'members_only' },
  ],
};

function anAdmin(answer: (request: FakeRequest) => { status: number; body?: unknown } | undefined) {
  chooseGolfCourse(demoClub);
  const requests: FakeRequest[] = [];
  const admin = demoUser({ name: 'Ada Admin', courses: [demoClub], roles: () => [Role.admin] });
  fakeApi((request) => {
    if (request.path.startsWith('/api/tee_sheet_templates/')) requests.push(request);
    return answer(request) ?? admin(request);
  });
  return requests;
}

const saved = (requests: FakeRequest[]) => requests.filter((request) => request.method !== 'GET').at(-1)?.body;

const ranges = () => document.querySelector<HTMLElement>('.ra-input-time_ranges')!;
const fromInputs = () => within(ranges()).getAllByLabelText(/^From \(HH:MM\)/);

describe("a template's time ranges", { timeout: 60_000 }, () => {
  it("are added with their players or kind, the rest left to the template; an overlap is refused in the server's words", async () => {
    let refuse = true;
    const requests = anAdmin((request) => {
      if (request.path !== '/api/tee_sheet_templates/' || request.method !== 'POST') return undefined;
      if (refuse) return { status: 400, body: { time_ranges: [overlap] } };
      return { status: 201, body: { ...template, ...(request.body as object) } };
    });
    renderApp('/tee-sheet-templates/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/, {}, { timeout: 15_000 }), 'Summer weekends');
    await user.type(screen.getByLabelText(/^First start/), '06:30');
    await user.type(screen.getByLabelText(/^Last start/), '17:00');
    await user.click(within(ranges()).getByRole('button', { name: 'Add' }));
    await user.type(fromInputs()[0]!, '06:30');
    await user.type(within(ranges()).getAllByLabelText(/^Up to \(HH:MM\)/)[0]!, '08:00');
    await user.type(within(ranges()).getAllByLabelText(/^Players a time/)[0]!, '2');
    await user.click(within(ranges()).getAllByRole('button', { name: 'Add' }).at(-1)!);
    await user.type(fromInputs()[1]!, '07:30');
    await user.type(within(ranges()).getAllByLabelText(/^Up to \(HH:MM\)/)[1]!, '10:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await within(ranges()).findByText(overlap, {}, { timeout: 10_000 });
    expect(saved(requests)).toMatchObject({
      time_ranges: [
        { from: '06:30', to: '08:00', capacity: 2 },
        { from: '07:30', to: '10:00' },
      ],
    });

    refuse = false;
    await user.clear(fromInputs()[1]!);
    await user.type(fromInputs()[1]!, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'POST')).toHaveLength(2));
    expect(saved(requests)).toMatchObject({
      time_ranges: [
        { from: '06:30', to: '08:00', capacity: 2 },
        { from: '08:00', to: '10:00' },
      ],
    });
  });

  it('are shown on the edit form and a range removed is saved without it', async () => {
    const requests = anAdmin((request) => {
      if (request.path !== '/api/tee_sheet_templates/4/') return undefined;
      return { status: 200, body: request.method === 'GET' ? template : { ...template, ...(request.body as object) } };
    });
    renderApp('/tee-sheet-templates/4');
    const user = userEvent.setup();
    await waitFor(
      () => expect(fromInputs().map((input) => (input as HTMLInputElement).value)).toEqual(['06:30', '08:00']),
      {
        timeout: 15_000,
      },
    );
    // The remove buttons show on hovering their line.
    fireEvent.click(ranges().querySelector('[aria-label="Remove"]')!);
    await waitFor(() => expect(fromInputs()).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved(requests)).toMatchObject({ time_ranges: [{ from: '08:00', to: '10:00', kind: 'members_only' }] }),
    );
  });
});

import { Role } from '@fairway/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseGolfCourse, startSession } from '../../../../providers/session';
import { demoClub, demoUser, fakeApi, type FakeAnswer, type FakeRequest } from '../../../../test/fakeApi';
import { phoneWidth, renderApp } from '../../../../test/renderApp';

const record = {
  id: 301,
  golf_course_id: 1,
  player_round_id: 44,
  source: 'tournament_round',
  played_on: '2026-11-21',
  course_name: 'Fairway Demo Golf Club',
  tee_name: 'White',
  holes: 18,
  course_rating: 71.2,
  slope_rating: 128,
  par: 72,
  course_handicap: 16,
  gross_score: 91,
  adjusted_gross_score: 88,
  holes_estimated: 0,
  pcc: 0,
  score_differential: 14.9,
  counted_differential: 14.9,
  paired_with_id: null,
  exceptional_reduction: 0,
  esr_adjustment: 0,
  counting: true,
  handicap_index_after: 14.6,
  cap_applied: 'soft',
  hole_pars: [4, 3, 5],
  hole_strokes: [5, 3, null],
};
const imported = {
  ...record,
  id: 300,
  player_round_id: null,
  source: 'imported',
  played_on: '2025-06-02',
  course_name: 'Old Course',
  tee_name: 'Yellow',
  gross_score: null,
  counted_differential: 18.2,
  score_differential: 18.2,
  counting: false,
  cap_applied: null,
  hole_pars: [],
  hole_strokes: [],
};
const performance = {
  member_id: 12,
  first_name: 'Jamie',
  last_name: 'Fairway',
  handicap_index: 14.6,
  low_handicap_index: 12.9,
  change_3_months: -0.6,
  change_12_months: 1.7,
  trend: 'improving',
  cap_band: { soft_cap_from: 15.9, hard_cap_at: 17.9 },
  records: [record, imported],
  index_history: [
    { effective_on: '2026-11-21', handicap_index: 14.6, source: 'calculated', note: '14.6, down from 15.2' },
    { effective_on: '2025-06-02', handicap_index: 15.2, source: 'calculated', note: '15.2' },
  ],
  averages: { gross: 91, net: 75, adjusted_gross: 88, differential: 16.55 },
  par_averages: { par_3: 3, par_4: 5, par_5: null },
  score_terms: [
    { term: 'hole_in_one', count: 0 },
    { term: 'condor', count: 0 },
    { term: 'albatross', count: 0 },
    { term: 'eagle', count: 0 },
    { term: 'birdie', count: 0 },
    { term: 'par', count: 1 },
    { term: 'bogey', count: 1 },
    { term: 'double_bogey', count: 0 },
    { term: 'triple_bogey', count: 0 },
    { term: 'worse', count: 0 },
  ],
  best_rounds: [record],
};
const row = (memberId: number, firstName: string, change12: number, flags: Record<string, boolean> = {}) => ({
  member_id: memberId,
  first_name: firstName,
  last_name: 'Fairway',
  membership_number: `FD-00${memberId}`,
  handicap_index: 14.6,
  low_handicap_index: 12.9,
  change_3_months: -0.6,
  change_12_months: change12,
  rounds_played: 18,
  last_played_on: '2026-11-21',
  no_scores_12_months: false,
  exceptional_scores: false,
  soft_cap_applied: false,
  hard_cap_applied: false,
  ...flags,
  index_points: [
    { effective_on: '2025-11-01', handicap_index: 12.9 },
    { effective_on: '2026-11-21', handicap_index: 14.6 },
  ],
});

let requests: FakeRequest[];
const roles = { current: [Role.member] as number[] };
/** What the server answers the import of a CSV: a summary, or the bad lines under `csv`. */
const importAnswer = {
  current: { status: 201, body: { member_id: 12, imported: 3, handicap_index: 14.1 } } as FakeAnswer,
};
beforeEach(() => {
  localStorage.clear();
  startSession('token');
  chooseGolfCourse(demoClub);
  importAnswer.current = { status: 201, body: { member_id: 12, imported: 3, handicap_index: 14.1 } };
  requests = fakeApi((request) => {
    if (request.path === '/api/member_handicap_performance/') return { status: 200, body: performance };
    if (request.path === '/api/all_members_handicap_performance/graph/') {
      const ascending = request.search.get('ordering') === 'change_12_months';
      const rows = [row(12, 'Jamie', 1.7, { soft_cap_applied: true }), row(13, 'Robin', -2.3)];
      return {
        status: 200,
        body: { count: 2, next: null, previous: null, results: ascending ? rows.reverse() : rows },
      };
    }
    if (request.path === '/api/score_records/import_csv/') return importAnswer.current;
    if (request.path === '/api/score_records/playing_conditions/') {
      const { played_on: playedOn, pcc } = request.body as { played_on: string; pcc: number };
      return { status: 200, body: { played_on: playedOn, pcc, records_revised: 36 } };
    }
    if (request.path === '/api/score_records/recompute/') {
      const one = (request.body as { member_id?: number }).member_id !== undefined;
      return { status: 200, body: { members_revised: one ? 1 : 150, calculated_entries: one ? 28 : 4210 } };
    }
    return demoUser({ name: 'Morgan Member', courses: [demoClub], roles: () => roles.current })(request);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('handicap analysis', () => {
  it("shows a member their index, its changes, the charts' figures in words, their averages and a round's card", async () => {
    roles.current = [Role.member];
    renderApp('/handicap-analysis', { width: phoneWidth });
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).textContent).toBe('Handicap Analysis');
    expect(screen.getByTestId('fact-handicap-index').textContent).toBe('Handicap Index14.6');
    expect(screen.getByTestId('fact-change-3-months').textContent).toBe('Change over 3 months−0.6');
    expect(screen.getByTestId('fact-change-12-months').textContent).toBe('Change over 12 months+1.7');
    screen.getByText('Improving');
    const index = await screen.findByTestId('index-chart', {}, { timeout: 5000 });
    within(index).getByText('Handicap Index from 15.2 to 14.6 over 2 changes. Soft cap from 15.9, hard cap at 17.9.');
    // The caps are named under the chart, never on the plot where the index's line runs.
    expect(within(screen.getByTestId('cap-lines')).getAllByText(/^(Soft|Hard) cap /).length).toBe(2);
    expect(index.querySelector('svg')?.textContent).not.toMatch(/cap/);
    within(screen.getByTestId('differentials-chart')).getByText(
      '2 differentials, the oldest first; the 1 highlighted are those the index averages.',
    );
    within(screen.getByTestId('score-terms-chart')).getByText(
      'Holes played on the cards of 1 rounds: Pars 1, Bogeys 1.',
    );
    const averages = within(screen.getByTestId('averages'));
    expect(averages.getByText('Net score').nextSibling?.textContent).toBe('75.0');
    expect(averages.getByText('Strokes on par 5s').nextSibling?.textContent).toBe('–');

    const rounds = within(screen.getByRole('table', { name: 'Score records' }));
    expect(rounds.getAllByRole('row')).toHaveLength(3);
    rounds.getByText('Soft cap');
    // Only a round's record has a card; an imported one has none.
    expect(rounds.getAllByRole('button', { name: /^Card of/ })).toHaveLength(1);
    fireEvent.click(rounds.getByRole('button', { name: 'Card of 21/11/2026' }));
    const card = within(await screen.findByRole('dialog', { name: 'Fairway Demo Golf Club, White: 21/11/2026' }));
    expect(card.getAllByRole('row').map((line) => line.textContent)).toEqual(['Hole123', 'Par435', 'Strokes53–']);
    expect(requests.find((request) => request.path === '/api/member_handicap_performance/')?.search.toString()).toBe(
      '',
    );
  });

  it('lets an admin sort the club table by the 12-month change, filter it by a flag, and open a golfer', async () => {
    roles.current = [Role.admin];
    renderApp('/members-handicap-performance');
    const table = within(await screen.findByRole('table', { name: 'Members Performance' }, { timeout: 5000 }));
    await table.findByText('Jamie Fairway');
    const names = () =>
      table
        .getAllByRole('row')
        .slice(1)
        .map((line) => within(line).getAllByRole('cell')[0]!.textContent);
    expect(names()).toEqual(['Jamie FairwayFD-0012', 'Robin FairwayFD-0013']);
    expect(table.getAllByTestId('change-12-months').map((cell) => cell.textContent)).toEqual(['+1.7', '−2.3']);
    within(table.getAllByRole('row')[1]!).getByText('Soft cap');
    expect(table.getAllByTestId('sparkline')[0]!.getAttribute('aria-label')).toBe(
      'Jamie Fairway: Handicap Index from 12.9 to 14.6 over the last 12 months',
    );

    fireEvent.click(table.getByRole('button', { name: 'Sort by 12 months' }));
    await waitFor(() => expect(names()).toEqual(['Robin FairwayFD-0013', 'Jamie FairwayFD-0012']));
    fireEvent.click(screen.getByRole('button', { name: 'Soft cap' }));
    await waitFor(() => {
      const last = requests
        .filter((request) => request.path === '/api/all_members_handicap_performance/graph/')
        .at(-1)!;
      expect(Object.fromEntries(last.search)).toEqual({
        page: '1',
        page_size: '25',
        ordering: 'change_12_months',
        soft_cap_applied: 'true',
      });
    });

    fireEvent.click(table.getByRole('row', { name: 'Open the analysis of Jamie Fairway' }));
    await screen.findByRole('heading', { level: 1, name: 'Handicap Analysis: Jamie Fairway' }, { timeout: 5000 });
    screen.getByRole('link', { name: '← Members Performance' });
    const asked = requests.filter((request) => request.path === '/api/member_handicap_performance/').at(-1)!;
    expect(asked.search.get('member_id')).toBe('12');
  });

  it("fits the club table on a phone: the flags under the golfer's name, the 12-month change beside the index", async () => {
    roles.current = [Role.admin];
    renderApp('/members-handicap-performance', { width: phoneWidth });
    const table = within(await screen.findByRole('table', { name: 'Members Performance' }, { timeout: 5000 }));
    await table.findByText('Jamie Fairway');
    const jamie = table.getByRole('row', { name: 'Open the analysis of Jamie Fairway' });
    const [golfer] = within(jamie).getAllByRole('cell');
    within(golfer!).getByText('Soft cap');
    expect(within(jamie).getAllByText('Soft cap')).toHaveLength(1);
    expect(table.getAllByTestId('change-12-months').map((cell) => cell.textContent)).toEqual(['+1.7', '−2.3']);
    expect(table.queryByRole('columnheader', { name: 'Flags' })).toBeNull();
  });
});

describe("the admins' actions on score records", () => {
  const posts = (path: string) => requests.filter((request) => request.method === 'POST' && request.path === path);
  const asked = (path: string) => requests.filter((request) => request.path === path).length;
  /** The message under an input: its helper line, which react-admin fills with a zero-width space when empty. */
  const messageUnder = (input: HTMLElement) =>
    document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent?.replace('\u200b', '') ?? '';

  it('shows an admin the three actions, an event manager only the PCC, and a member none', async () => {
    roles.current = [Role.admin];
    renderApp('/members-handicap-performance');
    await screen.findByRole('table', { name: 'Members Performance' }, { timeout: 5000 });
    screen.getByRole('button', { name: 'Set playing conditions' });
    screen.getByRole('button', { name: 'Recompute indexes' });
    cleanup();

    renderApp('/handicap-analysis/12');
    await screen.findByRole('heading', { level: 1, name: 'Handicap Analysis: Jamie Fairway' }, { timeout: 5000 });
    screen.getByRole('button', { name: 'Import score records' });
    screen.getByRole('button', { name: 'Recompute index' });
    cleanup();

    roles.current = [Role.eventManager];
    renderApp('/members-handicap-performance');
    await screen.findByRole('table', { name: 'Members Performance' }, { timeout: 5000 });
    screen.getByRole('button', { name: 'Set playing conditions' });
    expect(screen.queryByRole('button', { name: 'Recompute indexes' })).toBeNull();
    cleanup();

    roles.current = [Role.member];
    renderApp('/handicap-analysis');
    await screen.findByRole('heading', { level: 1, name: 'Handicap Analysis' }, { timeout: 5000 });
    await screen.findByTestId('fact-handicap-index');
    for (const name of ['Import score records', 'Recompute index', 'Recompute indexes', 'Set playing conditions']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it("posts a golfer's CSV, shows the server's bad lines under it, then imports and reads the analysis again", async () => {
    roles.current = [Role.admin];
    renderApp('/handicap-analysis/12');
    await screen.findByRole('heading', { level: 1, name: 'Handicap Analysis: Jamie Fairway' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Import score records' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Import score records: Jamie Fairway' }));
    const csv = dialog.getByLabelText(/^Score records \(CSV\)/);
    expect(messageUnder(csv)).toMatch(/^A header line, then one score a line\. Columns: date \(YYYY-MM-DD\), course/);
    const text = 'date,course_rating,slope_rating,adjusted_gross_score\n2025-06-02,71.2,200,88\n';
    fireEvent.change(csv, { target: { value: text } });

    importAnswer.current = {
      status: 400,
      body: { csv: ['Line 2: slope_rating 200 is outside 55 to 155.'] },
    };
    fireEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(messageUnder(csv)).toBe('Line 2: slope_rating 200 is outside 55 to 155.'));
    expect(posts('/api/score_records/import_csv/').map((request) => request.body)).toEqual([
      { member_id: 12, csv: text },
    ]);

    importAnswer.current = { status: 201, body: { member_id: 12, imported: 3, handicap_index: 14.1 } };
    const readBefore = asked('/api/member_handicap_performance/');
    fireEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await screen.findByText('3 score records imported', {}, { timeout: 5000 });
    expect(screen.queryByRole('dialog', { name: 'Import score records: Jamie Fairway' })).toBeNull();
    await waitFor(() => expect(asked('/api/member_handicap_performance/')).toBeGreaterThan(readBefore));
  });

  it("refuses a PCC of 4 before sending it, and sets a day's PCC of 1.5", async () => {
    roles.current = [Role.admin];
    renderApp('/members-handicap-performance');
    await screen.findByRole('table', { name: 'Members Performance' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Set playing conditions' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Set playing conditions' }));
    const pcc = dialog.getByLabelText(/^PCC/);
    fireEvent.change(pcc, { target: { value: '4' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Set PCC' }));
    await waitFor(() => expect(messageUnder(pcc)).toBe('Ensure this value is less than or equal to 3.'));
    expect(posts('/api/score_records/playing_conditions/')).toEqual([]);

    fireEvent.change(pcc, { target: { value: '1.5' } });
    const readBefore = asked('/api/all_members_handicap_performance/graph/');
    fireEvent.click(dialog.getByRole('button', { name: 'Set PCC' }));
    await screen.findByText(/^PCC \+1\.5 set for \d\d\/\d\d\/\d{4}: 36 score records revised$/, {}, { timeout: 5000 });
    const [sent] = posts('/api/score_records/playing_conditions/');
    expect(sent?.body).toEqual({ played_on: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) as unknown, pcc: 1.5 });
    await waitFor(() => expect(asked('/api/all_members_handicap_performance/graph/')).toBeGreaterThan(readBefore));
  });

  it("asks before recomputing every golfer's index, then recomputes them; one golfer's from their analysis", async () => {
    roles.current = [Role.admin];
    renderApp('/members-handicap-performance');
    await screen.findByRole('table', { name: 'Members Performance' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Recompute indexes' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Recompute indexes' }, { timeout: 5000 }));
    confirm.getByText(/^Every golfer’s Handicap Index history is worked out again/);
    expect(posts('/api/score_records/recompute/')).toEqual([]);
    fireEvent.click(confirm.getByRole('button', { name: 'Recompute indexes' }));
    await screen.findByText('150 golfers’ indexes recomputed (4210 revisions)', {}, { timeout: 5000 });
    expect(posts('/api/score_records/recompute/').map((request) => request.body)).toEqual([{}]);
    cleanup();

    renderApp('/handicap-analysis/12');
    await screen.findByRole('heading', { level: 1, name: 'Handicap Analysis: Jamie Fairway' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Recompute index' }));
    const one = within(await screen.findByRole('dialog', { name: 'Recompute index' }, { timeout: 5000 }));
    fireEvent.click(one.getByRole('button', { name: 'Recompute index' }));
    await screen.findByText('1 golfer’s index recomputed (28 revisions)', {}, { timeout: 5000 });
    expect(posts('/api/score_records/recompute/').at(-1)?.body).toEqual({ member_id: 12 });
  });
});

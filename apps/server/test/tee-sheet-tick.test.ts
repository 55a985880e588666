import { setTimeout } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ballots, golfCourses, waitingList } from '../src/db/schema/index.js';
import { callsAs, demoClubId, useTestApp } from './test-app.js';

// The tee sheet's tick as often as a test can wait for it.
const t = useTestApp({ teeSheetTickMs: 200 });
const call = callsAs(t);

it('the server draws a ballot by itself at its next tick once its close has passed', async () => {
  await t.db.update(golfCourses).set({ time_zone: 'UTC' }).where(eq(golfCourses.id, demoClubId));
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const closes = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 16);
  await call('POST', '/api/tee_sheet_templates/', 'admin', {
    name: 'Every day',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    first_start: '07:00',
    last_start: '17:50',
    interval_minutes: 10,
  });
  await call('POST', '/api/booking_rules/', 'admin', {
    days_ahead: 30,
    opens_at: '00:00',
    maximum_guests: 2,
    cancel_cut_off_hours: 24,
    no_shows: 3,
    no_show_within_days: 90,
    suspension_days: 14,
  });
  const ballot = await call('POST', '/api/ballots/', 'admin', {
    date: day,
    from_time: '08:00',
    to_time: '08:00',
    closes_at: closes,
  });
  const id = ballot.json<{ id: number }>().id;
  expect(
    (await call('POST', '/api/ballot_entries/', 'member', { ballot_id: id, from_time: '08:00', to_time: '08:00' }))
      .statusCode,
  ).toBe(201);
  await t.db.update(ballots).set({ closes_at: '2000-01-01T00:00' }).where(eq(ballots.id, id));
  const drawn = async () => (await call('GET', `/api/ballots/${id}/`, 'member')).json<{ status: string }>().status;
  for (let wait = 0; wait < 50 && (await drawn()) !== 'drawn'; wait += 1) await setTimeout(200);
  expect(await drawn()).toBe('drawn');
  const [entry] = (await call('GET', `/api/ballot_entries/?ballot=${id}`, 'member')).json<{
    results: { time: string }[];
  }>().results;
  expect(entry!.time).toBe('08:00');
  expect(await t.db.select().from(waitingList).where(eq(waitingList.date, day))).toEqual([]);
});

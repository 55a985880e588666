import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userRegistrations } from '../src/db/schema/index.js';
import { callsAs, demoClubId, useTestApp } from './test-app.js';

const t = useTestApp();

type Json = Record<string, unknown>;

const call = callsAs(t);

const today = new Date().toISOString().slice(0, 10);
const declaredIndex = 14.2;

/** The golfer of the demo club with this e-mail, as its admin finds them. */
async function clubGolferOf(email: string) {
  const found = await call('GET', `/api/members/?search=${encodeURIComponent(email)}`, 'admin');
  expect(found.statusCode).toBe(200);
  const results = found.json<{ results: (Json & { id: number })[] }>().results;
  expect(results).toHaveLength(1);
  return results[0]!;
}

/**
 * What the club's admin reads of a golfer: their record with this club's tie, their ties, their index history and
 * their current index; the ids, the days and the history's note (which says who took the declaration) left aside.
 */
async function recordsOf(memberId: number) {
  const member = (await call('GET', `/api/members/${memberId}/`, 'admin')).json<Json>();
  const ties = (await call('GET', `/api/golf_course_members/?member_id=${memberId}`, 'admin')).json<{
    results: Json[];
  }>().results;
  const history = (await call('GET', `/api/member_indexes/?member_id=${memberId}`, 'admin')).json<{
    results: Json[];
  }>().results;
  const current = (await call('GET', `/api/member_indexes/current_index/?member_id=${memberId}`, 'admin')).json<Json>();
  return {
    member: {
      handicap_index: member.handicap_index,
      low_handicap_index: member.low_handicap_index,
      membership_number: member.membership_number,
      is_guest: member.is_guest,
      joined_on: member.joined_on,
      status: member.status,
    },
    ties: ties.map((tie) => ({ golf_course_id: tie.golf_course_id, is_guest: tie.is_guest, status: tie.status })),
    history: history.map((entry) => ({
      effective_on: entry.effective_on,
      handicap_index: entry.handicap_index,
      source: entry.source,
    })),
    current: {
      handicap_index: current.handicap_index,
      low_handicap_index: current.low_handicap_index,
      effective_on: current.effective_on,
    },
  };
}

/** The records every new golfer with a declared index of 14.2 has, once a member of the demo club since today. */
const expectedRecords = {
  member: {
    handicap_index: declaredIndex,
    low_handicap_index: declaredIndex,
    membership_number: '',
    is_guest: false,
    joined_on: today,
    status: 'active',
  },
  ties: [{ golf_course_id: demoClubId, is_guest: false, status: 'active' }],
  history: [{ effective_on: today, handicap_index: declaredIndex, source: 'manual' }],
  current: { handicap_index: declaredIndex, low_handicap_index: declaredIndex, effective_on: today },
};

describe('a new golfer has the same records whichever way they were made', () => {
  it("approving a registration: the declared index starts the golfer's history and their Low Handicap Index", async () => {
    // The seed leaves Priya Patel's registration (declared index 14.2) waiting for the demo club's admin.
    const email = 'priya.patel@example.com';
    const [registration] = await t.db.select().from(userRegistrations).where(eq(userRegistrations.email, email));
    expect(registration!.declared_handicap_index).toBe(declaredIndex);
    const approved = await call('POST', '/api/user_registration/approve_user/', 'admin', {
      id: registration!.id,
      decision: 'approve',
    });
    expect(approved.statusCode).toBe(200);
    const golfer = await clubGolferOf(email);
    expect(await recordsOf(golfer.id)).toEqual(expectedRecords);
  });

  it("the club's screen: a new member with their index has the same records", async () => {
    const created = await call('POST', '/api/members/', 'admin', {
      first_name: 'Casey',
      last_name: 'Club',
      gender: 'F',
      email: 'casey.club@example.com',
      handicap_index: declaredIndex,
      joined_on: today,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ handicap_index: declaredIndex, low_handicap_index: declaredIndex });
    expect(await recordsOf(created.json<{ id: number }>().id)).toEqual(expectedRecords);
  });

  it("an organiser's golfer from elsewhere: no club yet, the same records once the club brings them in", async () => {
    const added = await call('POST', '/api/event_manager/add_remove_event_manager_member_association/', 'events', {
      action: 'add',
      new_golfer: {
        first_name: 'Ola',
        last_name: 'Outside',
        gender: 'M',
        email: 'ola.outside@example.com',
        handicap_index: declaredIndex,
      },
    });
    expect(added.statusCode).toBe(200);
    const player = added
      .json<{ member_id: number; member_name: string; handicap_index: number; is_club_member: boolean }[]>()
      .find((entry) => entry.member_name === 'Ola Outside')!;
    expect(player).toMatchObject({ handicap_index: declaredIndex, is_club_member: false });
    // A golfer of no club (decision 0037): the club's admin finds them among the golfers to bring in.
    const outside = await call('GET', '/api/members/non_golf_course_members/?search=Outside', 'admin');
    expect(outside.json<{ results: Json[] }>().results).toEqual([
      { id: player.member_id, first_name: 'Ola', last_name: 'Outside', handicap_index: declaredIndex, home_clubs: '' },
    ]);
    expect((await call('GET', `/api/members/${player.member_id}/`, 'admin')).statusCode).toBe(404);
    const broughtIn = await call('POST', '/api/golf_course_members/add_existing_member_to_golf_course/', 'admin', {
      member_id: player.member_id,
      joined_on: today,
    });
    expect(broughtIn.statusCode).toBe(201);
    expect(await recordsOf(player.member_id)).toEqual(expectedRecords);
  });
});

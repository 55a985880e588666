import { terminalTries } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  golfCourseMembers,
  members,
  playerRoundGroupMembers,
  playerRoundGroups,
  terminalSignIns,
  tournamentMembers,
  tournaments,
  users,
} from '../src/db/schema/index.js';
import { demoLiveTournamentName } from '../src/seed/demo-names.js';
import { callsAs, demo, demoClubId, secondClubId, useTestApp } from './test-app.js';

const t = useTestApp({ logLevel: 'error' });
const call = callsAs(t);

type Today = {
  golf_course_name: string;
  today: string;
  competitions: { player_round_id: number; tournament_name: string; field: { member_id: number; name: string }[] }[];
};

/** A terminal the demo club's admin opens: its token. */
const openTerminal = async (name = 'Club-house lobby') => {
  const opened = await call('POST', '/api/club_terminals/', 'admin', { name });
  expect(opened.statusCode).toBe(201);
  return opened.json<{ id: number; token: string }>();
};
const atTerminal = (token: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.call({ method, url, ...(payload ? { payload } : {}), headers: token ? { 'x-terminal-token': token } : {} });

/** The demo member: in today's medal, with their membership number at the demo club. */
const theDemoMember = async () => {
  const [golfer] = await t.db
    .select({ id: members.id, number: golfCourseMembers.membership_number })
    .from(members)
    .innerJoin(users, eq(users.id, members.user_id))
    .innerJoin(golfCourseMembers, eq(golfCourseMembers.member_id, members.id))
    .where(and(eq(users.email, demo.member), eq(golfCourseMembers.golf_course_id, demoClubId)));
  return golfer!;
};

const todaysMedal = async (token: string) => {
  const today = (await atTerminal(token, 'GET', '/api/terminal/today/')).json<Today>();
  return today.competitions.find((competition) => competition.tournament_name === demoLiveTournamentName)!;
};

describe('the club-house terminal', () => {
  it('is opened by a club admin, whose token is shown once, and only admins open or list them', async () => {
    const { id, token } = await openTerminal();
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const listed = await call('GET', '/api/club_terminals/', 'admin');
    expect(listed.json()).toEqual([expect.objectContaining({ id, name: 'Club-house lobby', revoked_at: null })]);
    expect(listed.json()[0]).not.toHaveProperty('token');
    for (const who of ['member', 'user', 'events'] as const) {
      expect((await call('POST', '/api/club_terminals/', who, { name: 'Mine' })).statusCode).toBe(403);
      expect((await call('GET', '/api/club_terminals/', who)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/club_terminals/', 'anonymous')).statusCode).toBe(401);
  });

  it("shows today's competitions and their fields by name, only with an open terminal's token", async () => {
    const { id, token } = await openTerminal();
    const medal = await todaysMedal(token);
    const member = await theDemoMember();
    expect(medal.field).toHaveLength(72);
    expect(medal.field).toContainEqual({ member_id: member.id, name: expect.any(String) });
    expect(Object.keys(medal.field[0]!)).toEqual(['member_id', 'name']);

    const missing = await atTerminal(null, 'GET', '/api/terminal/today/');
    expect(missing.statusCode).toBe(401);
    expect(missing.json().detail).toBe('This screen is not a terminal: a club admin opens it from the menu.');
    expect((await atTerminal('0'.repeat(64), 'GET', '/api/terminal/today/')).statusCode).toBe(401);

    expect((await call('POST', `/api/club_terminals/${id}/revoke/`, 'admin')).json().revoked_at).not.toBeNull();
    const revoked = await atTerminal(token, 'GET', '/api/terminal/today/');
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().detail).toBe('The terminal was revoked or its token is wrong: a club admin opens it again.');
  });

  it('signs a golfer in by their name and membership number, with their start and playing handicap, once', async () => {
    const { token } = await openTerminal();
    const medal = await todaysMedal(token);
    const member = await theDemoMember();
    const signIn = { player_round_id: medal.player_round_id, member_id: member.id, membership_number: member.number };

    const signed = await atTerminal(token, 'POST', '/api/terminal/sign_in/', signIn);
    expect(signed.statusCode).toBe(200);
    const [entry] = await t.db
      .select({ playingHandicap: tournamentMembers.playing_handicap })
      .from(tournamentMembers)
      .innerJoin(tournaments, eq(tournaments.id, tournamentMembers.tournament_id))
      .where(and(eq(tournaments.name, demoLiveTournamentName), eq(tournamentMembers.member_id, member.id)));
    const [group] = await t.db
      .select({ number: playerRoundGroups.number, teeTime: playerRoundGroups.tee_time })
      .from(playerRoundGroupMembers)
      .innerJoin(playerRoundGroups, eq(playerRoundGroups.id, playerRoundGroupMembers.player_round_group_id))
      .where(
        and(
          eq(playerRoundGroupMembers.player_round_id, medal.player_round_id),
          eq(playerRoundGroupMembers.member_id, member.id),
        ),
      );
    expect(signed.json()).toMatchObject({
      tournament_name: demoLiveTournamentName,
      member_id: member.id,
      group_number: group!.number,
      tee_time: group!.teeTime,
      starting_hole: 1,
      playing_handicap: entry!.playingHandicap,
    });
    expect(group!.teeTime).toMatch(/^\d\d:\d\d$/);

    // Typed in lower case, again: the same sign-in, recorded once.
    const again = await atTerminal(token, 'POST', '/api/terminal/sign_in/', {
      ...signIn,
      membership_number: member.number.toLowerCase(),
    });
    expect(again.json().signed_in_at).toBe(signed.json().signed_in_at);
    const recorded = await t.db.select().from(terminalSignIns).where(eq(terminalSignIns.member_id, member.id));
    expect(recorded).toHaveLength(1);
  });

  it('makes a golfer wait after a few wrong membership numbers, on every terminal, and records nothing', async () => {
    const { token } = await openTerminal();
    const { token: another } = await openTerminal('Pro shop');
    const medal = await todaysMedal(token);
    const member = await theDemoMember();
    const signIn = { player_round_id: medal.player_round_id, member_id: member.id, membership_number: 'FD-9999' };

    for (let tried = 1; tried < terminalTries.allowed; tried += 1) {
      const wrong = await atTerminal(tried % 2 ? token : another, 'POST', '/api/terminal/sign_in/', signIn);
      expect(wrong.statusCode).toBe(400);
      const left = terminalTries.allowed - tried;
      expect(wrong.json().membership_number).toEqual([
        `That is not your membership number: ${left} ${left === 1 ? 'try' : 'tries'} left before the terminal makes you wait.`,
      ]);
    }
    const last = await atTerminal(token, 'POST', '/api/terminal/sign_in/', signIn);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(terminalTries.windowMinutes * 60 - 10);
    expect(last.json().detail).toBe(
      `Too many wrong membership numbers: try again in ${terminalTries.windowMinutes} minutes, or ask the club office.`,
    );
    // Now even the right number waits, at the other terminal too.
    const right = await atTerminal(another, 'POST', '/api/terminal/sign_in/', {
      ...signIn,
      membership_number: member.number,
    });
    expect(right.statusCode).toBe(429);
    expect(await t.db.select().from(terminalSignIns)).toEqual([]);
  });

  it("refuses a golfer not in the field, one without a membership number, and another club's ids", async () => {
    const { id, token } = await openTerminal();
    const medal = await todaysMedal(token);
    const inField = new Set(medal.field.map((golfer) => golfer.member_id));
    const [outsider] = (
      await t.db
        .select({ id: golfCourseMembers.member_id, number: golfCourseMembers.membership_number })
        .from(golfCourseMembers)
        .where(and(eq(golfCourseMembers.golf_course_id, demoClubId), eq(golfCourseMembers.is_guest, false)))
    ).filter((golfer) => !inField.has(golfer.id) && golfer.number !== '');
    const notEntered = await atTerminal(token, 'POST', '/api/terminal/sign_in/', {
      player_round_id: medal.player_round_id,
      member_id: outsider!.id,
      membership_number: outsider!.number,
    });
    expect(notEntered.statusCode).toBe(409);
    expect(notEntered.json().detail).toBe(`You are not in the field of ${demoLiveTournamentName}: ask the organiser.`);

    const member = await theDemoMember();
    await t.db
      .update(golfCourseMembers)
      .set({ membership_number: '' })
      .where(and(eq(golfCourseMembers.member_id, member.id), eq(golfCourseMembers.golf_course_id, demoClubId)));
    const numberless = await atTerminal(token, 'POST', '/api/terminal/sign_in/', {
      player_round_id: medal.player_round_id,
      member_id: member.id,
      membership_number: member.number,
    });
    expect(numberless.statusCode).toBe(409);
    expect(numberless.json().detail).toBe(
      'The club has no membership number for you yet: ask the club office to add it.',
    );

    // The second club's terminal does not reach the demo club's round or golfers, nor its admin the demo's terminal.
    const second = await call('POST', '/api/club_terminals/', 'secondAdmin', { name: 'Lobby' }, secondClubId);
    const secondToken = second.json<{ token: string }>().token;
    const [secondGolfer] = await t.db
      .select({ id: golfCourseMembers.member_id, number: golfCourseMembers.membership_number })
      .from(golfCourseMembers)
      .where(and(eq(golfCourseMembers.golf_course_id, secondClubId), eq(golfCourseMembers.is_guest, false)))
      .limit(1);
    const demoGolfer = medal.field.find((golfer) => golfer.member_id !== member.id)!;
    const [demoNumber] = await t.db
      .select({ number: golfCourseMembers.membership_number })
      .from(golfCourseMembers)
      .where(
        and(eq(golfCourseMembers.member_id, demoGolfer.member_id), eq(golfCourseMembers.golf_course_id, demoClubId)),
      );
    const theirs = await atTerminal(secondToken, 'POST', '/api/terminal/sign_in/', {
      player_round_id: medal.player_round_id,
      member_id: demoGolfer.member_id,
      membership_number: demoNumber!.number,
    });
    expect(theirs.statusCode).toBe(404);
    const roundOfAnother = await atTerminal(secondToken, 'POST', '/api/terminal/sign_in/', {
      player_round_id: medal.player_round_id,
      member_id: secondGolfer!.id,
      membership_number: secondGolfer!.number,
    });
    expect(roundOfAnother.statusCode).toBe(404);
    expect(roundOfAnother.json().detail).toBe('No competition of today at this club plays this round.');
    expect((await atTerminal(secondToken, 'GET', '/api/terminal/today/')).json<Today>().golf_course_name).not.toBe(
      (await atTerminal(token, 'GET', '/api/terminal/today/')).json<Today>().golf_course_name,
    );
    expect(
      (await call('POST', `/api/club_terminals/${id}/revoke/`, 'secondAdmin', undefined, secondClubId)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/club_terminals/', 'secondAdmin', undefined, secondClubId)).json()).toHaveLength(1);
    expect((await atTerminal(token, 'GET', '/api/terminal/today/')).statusCode).toBe(200);
  });
  it("signs a golfer in by their membership number typed alone, found in the field of today's competition", async () => {
    const { id, token } = await openTerminal();
    const medal = await todaysMedal(token);
    const member = await theDemoMember();

    const signed = await atTerminal(token, 'POST', '/api/terminal/sign_in_by_number/', {
      membership_number: member.number.toLowerCase(),
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({
      player_round_id: medal.player_round_id,
      tournament_name: demoLiveTournamentName,
      member_id: member.id,
      starting_hole: 1,
    });
    const byName = await atTerminal(token, 'POST', '/api/terminal/sign_in/', {
      player_round_id: medal.player_round_id,
      member_id: member.id,
      membership_number: member.number,
    });
    expect(byName.json()).toEqual(signed.json());
    const recorded = await t.db.select().from(terminalSignIns).where(eq(terminalSignIns.member_id, member.id));
    expect(recorded).toEqual([expect.objectContaining({ club_terminal_id: id })]);
  });

  it("makes the terminal wait after a few numbers that match no one in today's fields, and only that terminal", async () => {
    const { token } = await openTerminal();
    const { token: another } = await openTerminal('Pro shop');
    const medal = await todaysMedal(token);
    const inField = new Set(medal.field.map((golfer) => golfer.member_id));
    const [outsider] = (
      await t.db
        .select({ id: golfCourseMembers.member_id, number: golfCourseMembers.membership_number })
        .from(golfCourseMembers)
        .where(and(eq(golfCourseMembers.golf_course_id, demoClubId), eq(golfCourseMembers.is_guest, false)))
    ).filter((golfer) => !inField.has(golfer.id) && golfer.number !== '');
    const member = await theDemoMember();

    // A member of the club who is not in today's field is told the same as a number no one has.
    const guesses = [outsider!.number, 'FD-9999', 'FD-9998', 'FD-9997'];
    for (const [tried, guess] of guesses.entries()) {
      const wrong = await atTerminal(token, 'POST', '/api/terminal/sign_in_by_number/', { membership_number: guess });
      expect(wrong.statusCode).toBe(400);
      const left = terminalTries.allowed - tried - 1;
      expect(wrong.json().membership_number).toEqual([
        `No one in today's competitions has that membership number: ${left} ${left === 1 ? 'try' : 'tries'} left before the terminal makes you wait.`,
      ]);
    }
    // A right number between the guesses does not clear the terminal's count.
    expect(
      (await atTerminal(token, 'POST', '/api/terminal/sign_in_by_number/', { membership_number: member.number }))
        .statusCode,
    ).toBe(200);
    const last = await atTerminal(token, 'POST', '/api/terminal/sign_in_by_number/', { membership_number: 'FD-9996' });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(terminalTries.windowMinutes * 60 - 10);
    expect(last.json().detail).toBe(
      `Too many wrong membership numbers: try again in ${terminalTries.windowMinutes} minutes, or ask the club office.`,
    );
    const right = await atTerminal(token, 'POST', '/api/terminal/sign_in_by_number/', {
      membership_number: member.number,
    });
    expect(right.statusCode).toBe(429);
    // Tapping a name still works at this terminal, and typing a number at another one.
    const tapped = await atTerminal(token, 'POST', '/api/terminal/sign_in/', {
      player_round_id: medal.player_round_id,
      member_id: member.id,
      membership_number: member.number,
    });
    expect(tapped.statusCode).toBe(200);
    const elsewhere = await atTerminal(another, 'POST', '/api/terminal/sign_in_by_number/', {
      membership_number: member.number,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("does not find a golfer of another club by their number, nor without an open terminal's token", async () => {
    const member = await theDemoMember();
    const second = await call('POST', '/api/club_terminals/', 'secondAdmin', { name: 'Lobby' }, secondClubId);
    const secondToken = second.json<{ token: string }>().token;
    const theirs = await atTerminal(secondToken, 'POST', '/api/terminal/sign_in_by_number/', {
      membership_number: member.number,
    });
    expect(theirs.statusCode).toBe(400);
    expect(await t.db.select().from(terminalSignIns)).toEqual([]);
    const missing = await atTerminal(null, 'POST', '/api/terminal/sign_in_by_number/', {
      membership_number: member.number,
    });
    expect(missing.statusCode).toBe(401);
    const blank = await atTerminal(secondToken, 'POST', '/api/terminal/sign_in_by_number/', { membership_number: ' ' });
    expect(blank.statusCode).toBe(400);
  });
});

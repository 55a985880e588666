import { Role } from '@fairway/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Actor } from '../core/actor.js';
import type { Database } from '../db/client.js';
import {
  accountsHeads,
  competitionEntries,
  golfCourseMembers,
  members,
  tournamentEntryRules,
  users,
} from '../db/schema/index.js';
import {
  changeTournamentStatus,
  createTournament,
  placeEntryInField,
  tournamentOf,
} from '../modules/tournaments/index.js';
import { demoTeeSets } from './demo-tee-sets.js';

const day = 86_400_000;
const startWindows = ['early', 'middle', 'late', null] as const;

/**
 * Two events open for members' own entries, entered as members enter them (the fee posted to each entrant's account
 * by the tournaments' own `placeEntryInField`): the Midweek Stableford with a few entered and places free, which the
 * demo member may enter; the Saturday Stableford full, four waiting in the order they came; the Winter Greensomes with
 * three sides entered by one of their golfers each, one team of the field each, which the demo member may enter with a
 * partner. After billing, whose entry fees head they post to; the demo member is left out of all three, to enter
 * themselves.
 */
export async function seedDemoCompetitionEntries(tx: Database, golfCourseId: number, now = new Date()) {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.fairway.golf'));
  const actor: Actor = { userId: admin!.id, golfCourseId, ip: null, roles: [Role.admin] };
  const [entryFees] = await tx
    .select({ id: accountsHeads.id })
    .from(accountsHeads)
    .where(and(eq(accountsHeads.golf_course_id, golfCourseId), eq(accountsHeads.code, 'ENTRY')));
  const tees = await demoTeeSets(tx, golfCourseId);
  const golfers = await tx
    .select({ id: members.id })
    .from(golfCourseMembers)
    .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
    .where(
      and(
        eq(golfCourseMembers.golf_course_id, golfCourseId),
        eq(golfCourseMembers.is_guest, false),
        isNull(members.user_id),
      ),
    )
    .orderBy(asc(members.id));
  const entrants = golfers.slice(-34).map((golfer) => golfer.id);

  const openForEntries = async (values: {
    name: string;
    daysAhead: number;
    fieldLimit: number;
    feeMinor: number;
    format?: 'greensomes';
  }) => {
    const dayAhead = (days: number) => new Date(now.getTime() + days * day).toISOString().slice(0, 10);
    const date = dayAhead(values.daysAhead);
    const tournament = (await tournamentOf(
      tx,
      actor,
      await createTournament({
        tx,
        input: {
          name: values.name,
          start_date: date,
          end_date: date,
          ...(values.format
            ? { format: values.format, played_as: 'stableford', team_size: 2 }
            : { format: 'stableford' }),
          scoring_basis: 'net',
          men_hole_category_id: tees.White,
          women_hole_category_id: tees.Red,
          entry_fee_minor: values.feeMinor,
          field_limit: values.fieldLimit,
          entries_close_at: new Date(`${dayAhead(values.daysAhead - 2)}T18:00:00Z`),
        },
        existing: null,
        actor,
      }),
    ))!;
    await changeTournamentStatus(tx, actor, tournament.id, 'open');
    const [rules] = await tx
      .insert(tournamentEntryRules)
      .values({
        golf_course_id: golfCourseId,
        tournament_id: tournament.id,
        entries_open_at: new Date(now.getTime() - 3 * day),
        accounts_head_id: entryFees!.id,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning();
    return { tournament: (await tournamentOf(tx, actor, tournament.id))!, rules: rules! };
  };

  const enter = async (
    competition: Awaited<ReturnType<typeof openForEntries>>,
    golferIds: number[],
    inField: boolean,
  ) => {
    for (const [position, memberId] of golferIds.entries()) {
      const [entry] = await tx
        .insert(competitionEntries)
        .values({
          golf_course_id: golfCourseId,
          tournament_id: competition.tournament.id,
          member_id: memberId,
          preferred_start: startWindows[position % startWindows.length],
          status: 'waiting',
          fee_minor: competition.tournament.entry_fee_minor,
          created_by: actor.userId,
          updated_by: actor.userId,
        })
        .returning({ id: competitionEntries.id });
      if (inField) {
        await placeEntryInField(tx, actor, competition.tournament, competition.rules, {
          id: entry!.id,
          memberId,
          feeMinor: competition.tournament.entry_fee_minor,
        });
      }
    }
  };

  /** Sides entered by one of their golfers each, as a member enters with a partner: all into the field, one team each. */
  const enterSides = async (competition: Awaited<ReturnType<typeof openForEntries>>, sides: number[][]) => {
    for (const side of sides) {
      const entries = await tx
        .insert(competitionEntries)
        .values(
          side.map((memberId) => ({
            golf_course_id: golfCourseId,
            tournament_id: competition.tournament.id,
            member_id: memberId,
            status: 'waiting' as const,
            fee_minor: competition.tournament.entry_fee_minor,
            created_by: actor.userId,
            updated_by: actor.userId,
          })),
        )
        .returning({ id: competitionEntries.id, memberId: competitionEntries.member_id });
      await tx
        .update(competitionEntries)
        .set({ side_entry_id: entries[0]!.id })
        .where(
          inArray(
            competitionEntries.id,
            entries.map((entry) => entry.id),
          ),
        );
      for (const entry of entries) {
        await placeEntryInField(tx, actor, competition.tournament, competition.rules, {
          id: entry.id,
          memberId: entry.memberId,
          feeMinor: competition.tournament.entry_fee_minor,
        });
      }
    }
  };

  const midweek = await openForEntries({ name: 'Midweek Stableford', daysAhead: 20, fieldLimit: 48, feeMinor: 1200 });
  await enter(midweek, entrants.slice(0, 14), true);

  const saturday = await openForEntries({ name: 'Saturday Stableford', daysAhead: 13, fieldLimit: 16, feeMinor: 800 });
  await enter(saturday, entrants.slice(14, 30), true);
  await enter(saturday, entrants.slice(30, 34), false);

  const greensomes = await openForEntries({
    name: 'Winter Greensomes',
    daysAhead: 27,
    fieldLimit: 24,
    feeMinor: 1000,
    format: 'greensomes',
  });
  const pairs = golfers.slice(-40, -34).map((golfer) => golfer.id);
  await enterSides(greensomes, [pairs.slice(0, 2), pairs.slice(2, 4), pairs.slice(4, 6)]);
}

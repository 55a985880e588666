import { Role } from '@fairway/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../core/actor.js';
import type { Database } from '../db/client.js';
import {
  accountsHeads,
  competitionEntries,
  golfCourseMembers,
  golfCourses,
  holeCategories,
  members,
  tournamentEntryRules,
  users,
} from '../db/schema/index.js';
import { postPayments } from '../modules/billing/index.js';
import {
  changeTournamentStatus,
  createTournament,
  placeEntryInField,
  tournamentOf,
} from '../modules/tournaments/index.js';

const day = 86_400_000;

/**
 * The second club takes entry fees from competition purses: its Entry Fees head, six of its members' purses topped up
 * at the club (₹1,000.00 each; the demo member, its guest, among them), and its Monthly Medal open for members'
 * entries at ₹500.00, two of them entered and paid from their purses.
 */
export async function seedDemoCompetitionPurses(tx: Database, golfCourseId: number, now = new Date()) {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@second.fairway.golf'));
  const actor: Actor = { userId: admin!.id, golfCourseId, ip: null, roles: [Role.admin] };
  const stamp = { golf_course_id: golfCourseId, created_by: actor.userId, updated_by: actor.userId };
  await tx.update(golfCourses).set({ competition_purse: true }).where(eq(golfCourses.id, golfCourseId));
  const [entryFees] = await tx
    .insert(accountsHeads)
    .values({ code: 'ENTRY', name: 'Entry Fees', kind: 'charge', ...stamp })
    .returning({ id: accountsHeads.id });
  const golfers = await tx
    .select({ id: members.id, email: members.email })
    .from(golfCourseMembers)
    .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
    .where(eq(golfCourseMembers.golf_course_id, golfCourseId))
    .orderBy(asc(members.id));
  const demoMember = golfers.find((golfer) => golfer.email === 'member@demo.fairway.golf')!;
  const ownGolfers = golfers.filter((golfer) => golfer.id !== demoMember.id).slice(-5);
  const topUpDay = new Date(now.getTime() - 7 * day).toISOString().slice(0, 10);
  await postPayments(
    tx,
    actor,
    [demoMember, ...ownGolfers].map((golfer) => ({
      member_id: golfer.id,
      date: topUpDay,
      amount: '1000.00',
      mode: 'cash' as const,
    })),
    { competitionPurse: true },
  );

  const [yellow] = await tx
    .select({ id: holeCategories.id })
    .from(holeCategories)
    .where(and(eq(holeCategories.golf_course_id, golfCourseId), eq(holeCategories.name, 'Yellow')));
  const [red] = await tx
    .select({ id: holeCategories.id })
    .from(holeCategories)
    .where(and(eq(holeCategories.golf_course_id, golfCourseId), eq(holeCategories.name, 'Red')));
  const dayAhead = (days: number) => new Date(now.getTime() + days * day).toISOString().slice(0, 10);
  const tournamentId = await createTournament({
    tx,
    input: {
      name: 'Monthly Medal',
      start_date: dayAhead(16),
      end_date: dayAhead(16),
      format: 'stroke_play',
      scoring_basis: 'net',
      men_hole_category_id: yellow!.id,
      women_hole_category_id: red!.id,
      entry_fee_minor: 50_000,
      field_limit: 40,
      entries_close_at: new Date(`${dayAhead(14)}T12:30:00Z`),
    },
    existing: null,
    actor,
  });
  await changeTournamentStatus(tx, actor, tournamentId, 'open');
  const [rules] = await tx
    .insert(tournamentEntryRules)
    .values({
      ...stamp,
      tournament_id: tournamentId,
      entries_open_at: new Date(now.getTime() - 2 * day),
      accounts_head_id: entryFees!.id,
    })
    .returning();
  const tournament = (await tournamentOf(tx, actor, tournamentId))!;
  for (const golfer of ownGolfers.slice(0, 2)) {
    const [entry] = await tx
      .insert(competitionEntries)
      .values({
        ...stamp,
        tournament_id: tournamentId,
        member_id: golfer.id,
        status: 'waiting',
        fee_minor: tournament.entry_fee_minor,
      })
      .returning({ id: competitionEntries.id });
    await placeEntryInField(tx, actor, tournament, rules!, {
      id: entry!.id,
      memberId: golfer.id,
      feeMinor: tournament.entry_fee_minor,
    });
  }
}

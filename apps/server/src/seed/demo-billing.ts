import { Role } from '@fairway/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../core/actor.js';
import type { Database } from '../db/client.js';
import {
  accountsHeads,
  golfCourseMembers,
  lockers,
  lockerTypeCharges,
  lockerTypes,
  memberLockers,
  memberTypeHeadMappings,
  memberTypeMappings,
  memberTypes,
  userRoles,
} from '../db/schema/index.js';
import { postExpense, postOpeningBalance, postPayments, runBill } from '../modules/billing/index.js';
import { insertInBatches } from './insert-in-batches.js';

const heads = [
  { code: 'SUBS', name: 'Subscription', kind: 'charge' },
  { code: 'LEVY', name: 'Course Levy', kind: 'charge' },
  { code: 'LOCKER', name: 'Locker Rent', kind: 'charge' },
  { code: 'GREEN', name: 'Green Fees', kind: 'charge' },
  { code: 'BAR', name: 'Bar', kind: 'charge' },
  { code: 'ENTRY', name: 'Entry Fees', kind: 'charge' },
  { code: 'RECEIPT', name: 'Receipts', kind: 'payment' },
] as const;

/** Each type's recurring charges (pounds in pence): monthly subscriptions, a yearly levy in January. */
const types = [
  { name: 'Permanent', description: 'Full playing members', charges: { SUBS: 9500, LEVY: 15000 } },
  { name: 'Life', description: 'Life members: the levy only', charges: { LEVY: 15000 } },
  { name: 'Corporate', description: 'Company memberships', charges: { SUBS: 18000, LEVY: 15000 } },
  { name: 'Junior', description: 'Under 21', charges: { SUBS: 2500 } },
  { name: 'Temporary', description: 'Seasonal members, pro-rated from the day they join', charges: { SUBS: 12000 } },
] as const;

/** Which type the n-th member of the club has: mostly Permanent. */
const typeOf = (number: number) =>
  [
    'Permanent',
    'Permanent',
    'Permanent',
    'Permanent',
    'Permanent',
    'Life',
    'Corporate',
    'Junior',
    'Junior',
    'Temporary',
  ][number % 10]!;

const firstOfMonth = (today: string, offset: number) => {
  const date = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + offset);
  return date.toISOString().slice(0, 10);
};
const dayOfMonth = (first: string, day: number) => `${first.slice(0, 8)}${String(day).padStart(2, '0')}`;
const pounds = (pence: number) => (pence / 100).toFixed(2);

/**
 * The demo club's accounts: ledger heads, five member types with monthly and yearly charges, 80 lockers of two
 * types (about half held), opening balances, the last twelve months billed through the bill run itself, and the
 * payments and expenses that give its statements and aged balances a story: most members pay each quarter, some
 * are overdue, a few in credit. This month is left for the admin to bill.
 */
export async function seedDemoBilling(tx: Database, golfCourseId: number, now = new Date()) {
  // The club's first admin runs the bills and takes the payments.
  const [admin] = await tx
    .select({ id: userRoles.user_id })
    .from(userRoles)
    .where(and(eq(userRoles.golf_course_id, golfCourseId), eq(userRoles.role, Role.admin)))
    .orderBy(asc(userRoles.user_id))
    .limit(1);
  const adminUserId = admin!.id;
  const today = now.toISOString().slice(0, 10);
  const actor: Actor = { userId: adminUserId, golfCourseId, ip: null };
  const stamp = { golf_course_id: golfCourseId, created_by: adminUserId, updated_by: adminUserId };
  const headIds = Object.fromEntries(
    (
      await tx
        .insert(accountsHeads)
        .values(heads.map((head) => ({ ...head, ...stamp })))
        .returning()
    ).map((head) => [head.code, head.id]),
  ) as Record<(typeof heads)[number]['code'], number>;
  const typeIds = Object.fromEntries(
    (
      await tx
        .insert(memberTypes)
        .values(types.map((type) => ({ name: type.name, description: type.description, ...stamp })))
        .returning()
    ).map((type) => [type.name, type.id]),
  ) as Record<(typeof types)[number]['name'], number>;
  await tx.insert(memberTypeHeadMappings).values(
    types.flatMap((type) =>
      Object.entries(type.charges).map(([code, amount]) => ({
        ...stamp,
        member_type_id: typeIds[type.name],
        accounts_head_id: headIds[code as keyof typeof headIds],
        amount_minor: amount,
        frequency: code === 'LEVY' ? ('yearly' as const) : ('monthly' as const),
        prorate_joins: type.name === 'Temporary' || type.name === 'Permanent',
      })),
    ),
  );

  const [full, half] = await tx
    .insert(lockerTypes)
    .values([
      { ...stamp, name: 'Full height', description: 'A bag and a change of clothes' },
      { ...stamp, name: 'Half height', description: 'Shoes and a few balls' },
    ])
    .returning();
  const lockerIds = await insertInBatches(
    tx,
    lockers,
    Array.from({ length: 80 }, (_, number) => ({
      ...stamp,
      locker_type_id: number < 40 ? full!.id : half!.id,
      number: `${number < 40 ? 'A' : 'B'}-${String((number % 40) + 1).padStart(2, '0')}`,
      location: number % 2 === 0 ? "Men's changing room" : "Ladies' changing room",
      status: number % 2 === 0 ? ('assigned' as const) : ('available' as const),
    })),
  );
  await tx.insert(lockerTypeCharges).values(
    types.flatMap((type) => [
      {
        ...stamp,
        locker_type_id: full!.id,
        member_type_id: typeIds[type.name],
        accounts_head_id: headIds.LOCKER,
        amount_minor: 600,
        frequency: 'monthly' as const,
      },
      {
        ...stamp,
        locker_type_id: half!.id,
        member_type_id: typeIds[type.name],
        accounts_head_id: headIds.LOCKER,
        amount_minor: 350,
        frequency: 'monthly' as const,
      },
    ]),
  );

  const clubMembers = await tx
    .select({ memberId: golfCourseMembers.member_id, number: golfCourseMembers.membership_number })
    .from(golfCourseMembers)
    .where(and(eq(golfCourseMembers.golf_course_id, golfCourseId), eq(golfCourseMembers.is_guest, false)))
    .orderBy(asc(golfCourseMembers.membership_number));
  const billedFrom = firstOfMonth(today, -12);
  await insertInBatches(
    tx,
    memberTypeMappings,
    clubMembers.map((member, number) => ({
      ...stamp,
      member_id: member.memberId,
      member_type_id: typeIds[typeOf(number) as keyof typeof typeIds],
      // The seasonal members joined part-way through a month five months ago: their first bill is pro-rated.
      from_date: typeOf(number) === 'Temporary' ? dayOfMonth(firstOfMonth(today, -5), 12) : '2015-01-01',
    })),
  );
  // Every other locker is held, by the first forty members.
  await insertInBatches(
    tx,
    memberLockers,
    lockerIds
      .filter((_, number) => number % 2 === 0)
      .map((lockerId, number) => ({
        ...stamp,
        locker_id: lockerId,
        member_id: clubMembers[number]!.memberId,
        from_date: '2020-04-01',
      })),
  );

  // What some members owed, or were owed, when the club moved its accounts here.
  const openingDay = new Date(Date.parse(`${billedFrom}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  for (const [number, member] of clubMembers.entries()) {
    if (number % 12 !== 0) continue;
    const pence = number % 24 === 0 ? -2500 - number * 10 : 4000 + number * 25;
    await postOpeningBalance(tx, actor, { member_id: member.memberId, as_of_date: openingDay, amount: pounds(pence) });
  }

  for (let offset = -12; offset <= -1; offset += 1) {
    const month = firstOfMonth(today, offset);
    await runBill(tx, actor, month, month);
  }

  // Most members settle each quarter; every seventh has not paid for the last four months; every eleventh paid a
  // year ahead and is in credit.
  const quarterly = [-12, -9, -6, -3].map((offset) => firstOfMonth(today, offset));
  const payments = clubMembers.flatMap((member, number) => {
    const monthly = (types.find((type) => type.name === typeOf(number))!.charges as Record<string, number>).SUBS ?? 0;
    const quarter = (monthly + (number < 40 ? 600 : 0)) * 3;
    const paidQuarters = number % 7 === 3 ? quarterly.slice(0, 2) : quarterly;
    return paidQuarters
      .map((month, index) => ({
        member_id: member.memberId,
        date: dayOfMonth(month, 20),
        amount: pounds(number % 11 === 5 && index === 0 ? quarter * 5 + 15000 : quarter),
        mode: (['bank_transfer', 'card', 'cash', 'cheque', 'upi'] as const)[(number + index) % 5]!,
        reference: `RCPT-${month.slice(0, 7)}-${String(number + 1).padStart(3, '0')}`,
      }))
      .filter((payment) => payment.amount !== '0.00');
  });
  await postPayments(tx, actor, payments);

  const expenses = [
    { head: 'GREEN', amount: 4500, description: 'Guest green fees' },
    { head: 'BAR', amount: 3260, description: "Captain's day dinner" },
    { head: 'ENTRY', amount: 2000, description: 'Club championship entry' },
    { head: 'BAR', amount: 1875, description: 'Bar account' },
    { head: 'GREEN', amount: 9000, description: 'Two guests, weekend' },
  ] as const;
  for (const [index, expense] of expenses.entries()) {
    const member = clubMembers[index * 9 + 1]!;
    await postExpense(tx, actor, {
      member_id: member.memberId,
      accounts_head_id: headIds[expense.head],
      date: dayOfMonth(firstOfMonth(today, -2 + (index % 2)), 14),
      amount: pounds(expense.amount),
      description: expense.description,
    });
  }
}

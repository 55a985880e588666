import { Role } from '@fairway/contract';
import type { TeeSheetSlot } from '@fairway/golf';
import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Actor } from '../core/actor.js';
import { clubNow } from '../core/club-dates.js';
import type { Database } from '../db/client.js';
import {
  accountsHeads,
  bookingPlayers,
  bookingRules,
  bookings,
  golfCourseMembers,
  greenFees,
  type GroupPlayer,
  memberTypeMappings,
  memberTypes,
  members,
  teeSheetBlocks,
  teeSheetTemplates,
  teeTimes,
  userRoles,
  visitorBookings,
  waitingList,
} from '../db/schema/index.js';
import {
  type BookingToCharge,
  chargeGreenFees,
  daySheet,
  type PlayerToCharge,
  visitorGreenFees,
} from '../modules/tee-sheet/index.js';
import { type DemoBallot, seedDemoBallot } from './demo-ballots.js';
import { insertInBatches } from './insert-in-batches.js';

/** Days of sheets booked either side of today. */
const daysEitherSide = 7;
const weekdays = [1, 2, 3, 4, 5];
const guestNames = ['Gill Guest', 'Gary Guest', 'Grace Guest', 'Glen Guest', 'Gemma Guest', 'Gordon Guest'];
const visitorGroups = [
  { name: 'Victor Visitor', email: 'victor.visitor@example.com', handicap_index: 14.2, players: 4 },
  { name: 'Vera Visitor', email: 'vera.visitor@example.com', handicap_index: 22.8, players: 3 },
];

/** A club's demo settings: its own figures (minor units of its currency) and how busy its days are. */
type ClubPlan = {
  bookingsPerDay: number;
  /** Member types (by name) charged a green fee of their own, with the fee on any day and at weekends. */
  memberFees: Record<string, { any: number; weekend: number }>;
  guest: { any: number; weekend: number; twilight: number };
  visitor: { any: number; weekend: number; twilight: number };
  twoTeeWeekends: boolean;
  /** Groups entered in each of its Saturday ballots. */
  ballotGroups: number;
};

const plans: Record<'demo' | 'second', ClubPlan> = {
  demo: {
    bookingsPerDay: 12,
    memberFees: { Temporary: { any: 0, weekend: 2000 } },
    guest: { any: 4000, weekend: 5500, twilight: 2500 },
    visitor: { any: 6500, weekend: 8000, twilight: 4000 },
    twoTeeWeekends: true,
    ballotGroups: 12,
  },
  second: {
    bookingsPerDay: 6,
    memberFees: {},
    guest: { any: 150_000, weekend: 200_000, twilight: 100_000 },
    visitor: { any: 250_000, weekend: 350_000, twilight: 180_000 },
    twoTeeWeekends: false,
    ballotGroups: 6,
  },
};

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekdayOf = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
/** The kinds of slot members book, and so ballot and wait for. */
const membersKinds = new Set(['open', 'members_only']);
/** The Saturday ballots' window of times, and the window of the most wanted times most groups enter for. */
const ballotWindow = { from_time: '08:00', to_time: '10:00' };
const mostWanted = { from_time: '08:00', to_time: '08:16' };
/** Tomorrow's first times, full with two-balls, with members waiting for a place freed in them. */
const fullWindow = { from_time: '07:00', to_time: '07:20' };
/** The recorded seed of last Saturday's draw: the same draw on every install. */
const lastSaturdaySeed = 51;

/**
 * A club's tee sheet for the demo (issue 51): its booking rules (7 days ahead from 19:00, 3 days for temporary
 * members, a 24-hour cut-off, up to three guests, three no-shows in 90 days suspend for 14), green fees by member type,
 * day and time, templates for weekdays (two-balls before 08:00, members' mornings, a ladies' hour, visitors'
 * afternoons) and weekends (two tees with a crossover at the demo club), a society's day, blocks (maintenance ahead, a
 * day closed behind), and a week of bookings either side of today: members with guests, visitors' groups, players
 * checked in and no-shows behind; guests' and charged members' green fees posted to the booking members' accounts
 * through billing's postings. Rows are inserted in batches; the day's sheet (with the club's tournament rounds over
 * it) says which times may be booked. Saturday mornings are balloted: the ballot for next Saturday (the first at least
 * two days on) is open with its groups entered, the one for last Saturday drawn at its close, its losers on the waiting
 * list; tomorrow's first times are full, with members waiting for a place there.
 */
export async function seedDemoTeeSheet(
  tx: Database,
  config: Pick<Config, 'publicUrl' | 'port'>,
  golfCourseId: number,
  club: 'demo' | 'second',
) {
  const plan = plans[club];
  const [admin] = await tx
    .select({ id: userRoles.user_id })
    .from(userRoles)
    .where(and(eq(userRoles.golf_course_id, golfCourseId), eq(userRoles.role, Role.admin)))
    .orderBy(asc(userRoles.user_id))
    .limit(1);
  const actor: Actor = { userId: admin!.id, golfCourseId, ip: null, roles: [Role.admin] };
  const stamp = { golf_course_id: golfCourseId, created_by: admin!.id, updated_by: admin!.id };
  const { today } = await clubNow(tx, golfCourseId);

  const greenHead = await greenFeeHead(tx, golfCourseId, stamp);
  const types = Object.fromEntries(
    (
      await tx
        .select({ id: memberTypes.id, name: memberTypes.name })
        .from(memberTypes)
        .where(eq(memberTypes.golf_course_id, golfCourseId))
    ).map((type) => [type.name, type.id]),
  );
  await tx.insert(bookingRules).values({
    ...stamp,
    days_ahead: 7,
    opens_at: '19:00',
    member_type_windows: types.Temporary ? [{ member_type_id: types.Temporary, days_ahead: 3, opens_at: '19:00' }] : [],
    maximum_bookings_held: 4,
    maximum_bookings_per_day: 1,
    maximum_guests: 3,
    cancel_cut_off_hours: 24,
    no_shows: 3,
    no_show_within_days: 90,
    suspension_days: 14,
    green_fee_accounts_head_id: greenHead,
  });
  await tx.insert(greenFees).values([
    ...Object.entries(plan.memberFees).flatMap(([type, fee]) =>
      types[type]
        ? [
            { ...stamp, player: 'member' as const, member_type_id: types[type], amount_minor: fee.any },
            {
              ...stamp,
              player: 'member' as const,
              member_type_id: types[type],
              weekdays: [6, 7],
              amount_minor: fee.weekend,
            },
          ]
        : [],
    ),
    ...(['guest', 'visitor'] as const).flatMap((player) => [
      { ...stamp, player, amount_minor: plan[player].any },
      { ...stamp, player, weekdays: [6, 7], amount_minor: plan[player].weekend },
      { ...stamp, player, weekdays, from_time: '15:00', amount_minor: plan[player].twilight },
    ]),
  ]);

  const weekdayRanges = [
    { from: '07:00', to: '08:00', capacity: 2 },
    { from: '08:00', to: '09:30', kind: 'members_only' },
    { from: '12:00', to: '13:00', kind: 'ladies' },
    { from: '14:00', to: '16:30', kind: 'visitors' },
  ];
  // The society's day: the first weekday from two days on, its morning theirs.
  const societyDay = [2, 3, 4, 5, 6].map((days) => addDays(today, days)).find((day) => weekdayOf(day) <= 5)!;
  await tx.insert(teeSheetTemplates).values([
    {
      ...stamp,
      name: 'Weekdays',
      weekdays,
      first_start: '07:00',
      last_start: '16:20',
      interval_minutes: 10,
      time_ranges: weekdayRanges,
    },
    {
      ...stamp,
      name: 'Weekends',
      weekdays: [6, 7],
      first_start: '07:00',
      last_start: '14:00',
      interval_minutes: 8,
      ...(plan.twoTeeWeekends ? { tees: 'two_tees' as const, crossover: '09:16' } : {}),
      time_ranges: [
        { from: '07:00', to: '08:00', capacity: 2, kind: 'members_only' },
        { from: '08:00', to: '11:00', kind: 'members_only' },
        { from: '12:00', to: '14:10', kind: 'visitors' },
      ],
    },
    {
      ...stamp,
      name: 'Society day: the Old Course Golf Society',
      weekdays: [weekdayOf(societyDay)],
      season_from: societyDay.slice(5),
      season_to: societyDay.slice(5),
      first_start: '07:00',
      last_start: '16:20',
      interval_minutes: 10,
      time_ranges: [
        { from: '07:00', to: '08:00', capacity: 2 },
        { from: '09:00', to: '11:30', kind: 'society' },
        { from: '14:00', to: '16:30', kind: 'visitors' },
      ],
    },
  ]);
  // A weekday a few days back, so that last Saturday is played and balloted.
  const closedDay = [-4, -3, -5].map((days) => addDays(today, days)).find((day) => weekdayOf(day) <= 5)!;
  const saturdayOf = (offsets: number[]) =>
    offsets.map((days) => addDays(today, days)).find((day) => weekdayOf(day) === 6)!;
  const nextSaturday = saturdayOf([2, 3, 4, 5, 6, 7, 8]);
  const lastSaturday = saturdayOf([-1, -2, -3, -4, -5, -6, -7]);
  // Each closes at noon the day before its Saturday: next Saturday's is still open on any day of the week.
  const saturdayBallots = new Map<string, DemoBallot>(
    [nextSaturday, lastSaturday].map((date) => [
      date,
      { date, ...ballotWindow, closes_at: `${addDays(date, -1)}T12:00`, groups: [] },
    ]),
  );
  await tx.insert(teeSheetBlocks).values([
    { ...stamp, date: closedDay, kind: 'course_closed', reason: 'Frost: the greens are closed' },
    {
      ...stamp,
      date: addDays(today, 2),
      from_time: '07:00',
      to_time: '08:30',
      tee: 1,
      kind: 'maintenance',
      reason: 'Hollow tining the 1st green',
    },
  ]);

  const clubMembers = await tx
    .select({ id: members.id, firstName: members.first_name, lastName: members.last_name })
    .from(golfCourseMembers)
    .innerJoin(members, eq(members.id, golfCourseMembers.member_id))
    .where(and(eq(golfCourseMembers.golf_course_id, golfCourseId), eq(golfCourseMembers.is_guest, false)))
    .orderBy(asc(golfCourseMembers.membership_number));
  const typeOfMember = new Map(
    (
      await tx
        .select({ memberId: memberTypeMappings.member_id, typeId: memberTypeMappings.member_type_id })
        .from(memberTypeMappings)
        .where(eq(memberTypeMappings.golf_course_id, golfCourseId))
    ).map((mapping) => [mapping.memberId, String(mapping.typeId)]),
  );
  const chargedTypes = new Set(
    Object.keys(plan.memberFees).flatMap((type) => (types[type] ? [String(types[type])] : [])),
  );

  type Booked = {
    date: string;
    time: string;
    tee: 1 | 10;
    capacity: number;
    memberId: number;
    others: ({ kind: 'member'; memberId: number } | { kind: 'guest'; name: string })[];
  };
  const booked: Booked[] = [];
  const waiting: (typeof waitingList.$inferInsert)[] = [];
  const visitorsBooked: ((typeof visitorGroups)[number] & {
    date: string;
    time: string;
    tee: 1 | 10;
    capacity: number;
  })[] = [];
  let nextMember = 0;
  let bookingNumber = 0;
  // A day past the week ahead too: next Saturday, from a Friday, is eight days on.
  for (let offset = -daysEitherSide; offset <= daysEitherSide + 1; offset += 1) {
    const date = addDays(today, offset);
    if (date === closedDay) continue;
    const { day } = await daySheet(tx, golfCourseId, date);
    if (!day) continue;
    const free = (slot: TeeSheetSlot) => slot.block === null && slot.tee === 1;
    const within = (slot: TeeSheetSlot, window: { from_time: string; to_time: string }) =>
      window.from_time <= slot.time && slot.time <= window.to_time;
    const ballot = saturdayBallots.get(date);
    const filled = offset === 1 ? fullWindow : null;
    const memberSlots = day.slots.filter(
      (slot) =>
        free(slot) &&
        membersKinds.has(slot.kind) &&
        !(ballot && within(slot, ballot)) &&
        !(filled && within(slot, filled)),
    );
    const playingToday = new Set<number>();
    const takeMember = () => {
      for (let tries = 0; tries < clubMembers.length; tries += 1) {
        const member = clubMembers[nextMember % clubMembers.length]!;
        nextMember += 1;
        if (!playingToday.has(member.id)) {
          playingToday.add(member.id);
          return member.id;
        }
      }
      return null;
    };
    // The ballot's groups first: most want the first few times, every third group any time up to 09:00.
    for (let group = 0; ballot && group < plan.ballotGroups; group += 1) {
      const memberId = takeMember();
      if (memberId === null) break;
      const others: GroupPlayer[] = [];
      for (let place = 1; place < 2 + (group % 3); place += 1) {
        const other = group % 4 === 3 && place === 1 ? null : takeMember();
        const name = guestNames[group % guestNames.length]!;
        others.push(
          other === null
            ? { kind: 'guest', name, email: `${name.toLowerCase().replace(' ', '.')}@example.com` }
            : { kind: 'member', member_id: other },
        );
      }
      ballot.groups.push({
        memberId,
        others,
        ...(group % 3 === 2 ? { from_time: '08:00', to_time: '09:00' } : mostWanted),
      });
    }
    if (offset > daysEitherSide) continue;
    // Tomorrow's first times taken by two-balls of members, and members waiting for a place freed in them.
    if (filled) {
      for (const slot of day.slots.filter(
        (candidate) => candidate.block === null && membersKinds.has(candidate.kind) && within(candidate, filled),
      )) {
        const players = Array.from({ length: slot.capacity }, () => takeMember());
        if (players.some((player) => player === null)) break;
        const [memberId, ...others] = players as number[];
        booked.push({
          date,
          time: slot.time,
          tee: slot.tee,
          capacity: slot.capacity,
          memberId: memberId!,
          others: others.map((other) => ({ kind: 'member', memberId: other })),
        });
      }
      for (const places of [1, 2, 1]) {
        const memberId = takeMember();
        if (memberId === null) break;
        waiting.push({
          ...stamp,
          member_id: memberId,
          date,
          ...filled,
          places,
          others: Array.from({ length: places - 1 }, () => ({ kind: 'tbc' as const })),
        });
      }
    }
    const step = Math.max(1, Math.floor(memberSlots.length / plan.bookingsPerDay));
    for (let index = 0; index < memberSlots.length && index / step < plan.bookingsPerDay; index += step) {
      const slot = memberSlots[index]!;
      const memberId = takeMember();
      if (memberId === null) break;
      bookingNumber += 1;
      const others: Booked['others'] = [];
      for (let place = 1; place < Math.min(slot.capacity, 1 + (bookingNumber % 4)); place += 1) {
        const other = bookingNumber % 5 === 0 && place === 1 ? null : takeMember();
        others.push(
          other === null
            ? { kind: 'guest', name: guestNames[bookingNumber % guestNames.length]! }
            : { kind: 'member', memberId: other },
        );
      }
      booked.push({ date, time: slot.time, tee: slot.tee, capacity: slot.capacity, memberId, others });
    }
    if (offset === -2 || offset === 1) {
      const slot = day.slots.find((candidate) => free(candidate) && candidate.kind === 'visitors');
      const group = visitorGroups[offset === 1 ? 0 : 1]!;
      if (slot) visitorsBooked.push({ ...group, date, time: slot.time, tee: slot.tee, capacity: slot.capacity });
    }
  }

  const slotKey = (slot: { date: string; time: string; tee: number }) => `${slot.date} ${slot.time} ${slot.tee}`;
  const placesOfSlot = new Map<string, { date: string; time: string; tee: 1 | 10; capacity: number; places: number }>();
  for (const slot of [
    ...booked.map((booking) => ({ ...booking, players: 1 + booking.others.length })),
    ...visitorsBooked,
  ]) {
    const key = slotKey(slot);
    const places = (placesOfSlot.get(key)?.places ?? 0) + slot.players;
    placesOfSlot.set(key, { date: slot.date, time: slot.time, tee: slot.tee, capacity: slot.capacity, places });
  }
  const slots = [...placesOfSlot.values()];
  const teeTimeIds = await insertInBatches(
    tx,
    teeTimes,
    slots.map((slot) => ({
      ...stamp,
      date: slot.date,
      time: slot.time,
      tee: slot.tee,
      capacity: slot.capacity,
      places_taken: slot.places,
    })),
  );
  const teeTimeOf = new Map(slots.map((slot, index) => [slotKey(slot), teeTimeIds[index]!]));
  const bookingIds = await insertInBatches(
    tx,
    bookings,
    booked.map((booking) => ({
      ...stamp,
      tee_time_id: teeTimeOf.get(slotKey(booking))!,
      date: booking.date,
      time: booking.time,
      tee: booking.tee,
      member_id: booking.memberId,
    })),
  );
  // Behind today every player checked in but two members, one of them twice: no-shows short of a suspension.
  const noShowBookings = new Set(
    booked.flatMap((booking, index) => (booking.date < today && index % 17 === 4 ? [index] : [])).slice(0, 3),
  );
  const playerRows = booked.flatMap((booking, index) =>
    [{ kind: 'member' as const, memberId: booking.memberId }, ...booking.others].map((player, position) => {
      const played = booking.date < today;
      const noShow = played && position === 0 && noShowBookings.has(index);
      const at = new Date(`${booking.date}T${booking.time}:00Z`);
      return {
        ...stamp,
        booking_id: bookingIds[index]!,
        date: booking.date,
        time: booking.time,
        position: position + 1,
        kind: player.kind,
        member_id: player.kind === 'member' ? player.memberId : null,
        guest_name: player.kind === 'guest' ? player.name : null,
        guest_email: player.kind === 'guest' ? `${player.name.toLowerCase().replace(' ', '.')}@example.com` : null,
        ...(played && !noShow ? { checked_in_at: at, checked_in_by: admin!.id } : {}),
        ...(noShow ? { no_show_at: at, no_show_by: admin!.id } : {}),
      };
    }),
  );
  const playerIds = await insertInBatches(tx, bookingPlayers, playerRows);
  const memberNames = new Map(clubMembers.map((member) => [member.id, `${member.firstName} ${member.lastName}`]));
  let playerIndex = 0;
  const toCharge: BookingToCharge[] = [];
  for (const [index, booking] of booked.entries()) {
    const players = [{ kind: 'member' as const, memberId: booking.memberId }, ...booking.others];
    const charged = players.flatMap((player, position): PlayerToCharge[] => {
      const bookingPlayerId = playerIds[playerIndex + position]!;
      if (player.kind === 'guest') return [{ bookingPlayerId, player: { kind: 'guest' }, name: player.name }];
      const memberType = typeOfMember.get(player.memberId);
      return memberType && chargedTypes.has(memberType)
        ? [{ bookingPlayerId, player: { kind: 'member', memberType }, name: memberNames.get(player.memberId)! }]
        : [];
    });
    playerIndex += players.length;
    if (charged.length === 0 || bookingIds[index] === undefined) continue;
    // Fees are posted on the day the booking was made: the tee time's day behind today, today ahead of it.
    toCharge.push({
      actor,
      memberId: booking.memberId,
      date: booking.date,
      time: booking.time,
      today: booking.date < today ? booking.date : today,
      players: charged,
    });
  }
  await chargeGreenFees(tx, golfCourseId, greenHead, toCharge);

  for (const group of visitorsBooked) {
    const feeAt = await visitorGreenFees(tx, golfCourseId, group.date);
    const bookedAt = new Date(`${addDays(group.date, -3)}T10:00:00Z`);
    await tx.insert(visitorBookings).values({
      ...stamp,
      tee_time_id: teeTimeOf.get(slotKey(group))!,
      date: group.date,
      time: group.time,
      tee: group.tee,
      name: group.name,
      email: group.email,
      handicap_index: group.handicap_index,
      players: group.players,
      status: 'confirmed',
      hold_expires_at: bookedAt,
      confirmed_at: bookedAt,
      green_fee_minor: feeAt(group.time) * group.players,
    });
  }

  if (waiting.length > 0) await tx.insert(waitingList).values(waiting);
  await seedDemoBallot(tx, config, actor, saturdayBallots.get(nextSaturday)!);
  await seedDemoBallot(tx, config, actor, saturdayBallots.get(lastSaturday)!, lastSaturdaySeed);
}

/** The club's ledger head green fees are posted to: the demo club's billing made one; the second club gets its own. */
async function greenFeeHead(
  tx: Database,
  golfCourseId: number,
  stamp: { golf_course_id: number; created_by: number; updated_by: number },
): Promise<number> {
  const [existing] = await tx
    .select({ id: accountsHeads.id })
    .from(accountsHeads)
    .where(and(eq(accountsHeads.golf_course_id, golfCourseId), eq(accountsHeads.code, 'GREEN')));
  if (existing) return existing.id;
  const [made] = await tx
    .insert(accountsHeads)
    .values({ ...stamp, code: 'GREEN', name: 'Green Fees', kind: 'charge' })
    .returning({ id: accountsHeads.id });
  return made!.id;
}

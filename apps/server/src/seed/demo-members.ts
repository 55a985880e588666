import { lowHandicapIndex } from '@fairway/golf';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  cities,
  contactTypes,
  golfCourseMembers,
  memberAddresses,
  memberContacts,
  memberIndexes,
  members,
  states,
} from '../db/schema/index.js';
import { insertInBatches } from './insert-in-batches.js';

/** A small seeded random generator (mulberry32): the same demo members on every install. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const between = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  /** Roughly normal: the mean of three uniform draws, stretched. */
  const normal = (mean: number, spread: number) => mean + ((next() + next() + next()) / 3 - 0.5) * spread * 3.4;
  return { next, pick, between, normal };
}

const men = [
  'James',
  'Robert',
  'David',
  'Andrew',
  'Callum',
  'Euan',
  'Hamish',
  'Fraser',
  'Ross',
  'Graeme',
  'Iain',
  'Alistair',
  'Duncan',
  'Neil',
  'Stuart',
  'Colin',
  'Ewan',
  'Gordon',
  'Angus',
  'Thomas',
  'Michael',
  'Peter',
  'Rory',
  'Liam',
  'Oliver',
  'Arjun',
  'Rahul',
  'Tom',
  'Sean',
  'Patrick',
] as const;
const women = [
  'Fiona',
  'Catriona',
  'Morag',
  'Isla',
  'Eilidh',
  'Kirsty',
  'Shona',
  'Ailsa',
  'Mhairi',
  'Heather',
  'Jennifer',
  'Claire',
  'Lorna',
  'Gillian',
  'Sarah',
  'Emma',
  'Rachel',
  'Louise',
  'Anna',
  'Grace',
  'Priya',
  'Niamh',
  'Sophie',
  'Hannah',
  'Megan',
] as const;
const surnames = [
  'Campbell',
  'MacDonald',
  'Stewart',
  'Robertson',
  'Thomson',
  'Anderson',
  'Scott',
  'Murray',
  'MacLeod',
  'Reid',
  'Ross',
  'Paterson',
  'Henderson',
  'Fraser',
  'Morrison',
  'Hamilton',
  'Graham',
  'Kerr',
  'Johnstone',
  'Duncan',
  'Hunter',
  'Simpson',
  'Wallace',
  'Gray',
  'Ferguson',
  'Kennedy',
  'Burns',
  'Hughes',
  'Watson',
  'Crawford',
  "O'Neill",
  'Sharma',
  'Kaur',
  'Bell',
  'Grant',
  'Mackay',
  'Sutherland',
  'Baird',
  'Drummond',
  'Lindsay',
] as const;
const streets = [
  'The Scores',
  'North Street',
  'Market Street',
  'South Street',
  'Hepburn Gardens',
  'Lamond Drive',
  'Pilmour Links',
  'Golf Place',
  'Links Crescent',
  'Windmill Road',
  'Kinnessburn Road',
  'Bridge Street',
  'Church Street',
  'Queens Terrace',
] as const;
const indianMen = ['Arjun', 'Rohan', 'Vikram', 'Aditya', 'Karan', 'Rahul', 'Sanjay', 'Anil'] as const;
const indianWomen = ['Priya', 'Ananya', 'Meera', 'Kavya', 'Neha', 'Aisha'] as const;
const indianSurnames = [
  'Sharma',
  'Verma',
  'Gupta',
  'Singh',
  'Mehta',
  'Kapoor',
  'Reddy',
  'Iyer',
  'Chopra',
  'Malhotra',
] as const;

type Random = ReturnType<typeof randomFrom>;
type Golfer = { first: string; last: string; gender: 'M' | 'F' };

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const tenths = (value: number) => Math.round(value * 10) / 10;
const clampIndex = (value: number) => Math.min(54, Math.max(-10, tenths(value)));

/** A club's spread of indexes: a few plus handicaps, most in the teens, a long tail of beginners up to 54. */
function startingIndex(random: Random): number {
  const draw = random.next();
  if (draw < 0.04) return -tenths(0.1 + random.next() * 3.4);
  if (draw < 0.9) return clampIndex(Math.abs(random.normal(16, 8)));
  return clampIndex(30 + random.next() * 24);
}

/** Several index changes over the last two years, oldest first; the last one is on or before today. */
function indexHistory(random: Random, today: Date): { effective_on: string; handicap_index: number }[] {
  const entries = random.between(3, 7);
  let index = startingIndex(random);
  const days = new Set<number>();
  while (days.size < entries) days.add(random.between(0, 720));
  return [...days]
    .sort((a, b) => b - a)
    .map((daysAgo) => {
      index = clampIndex(index + (random.next() - 0.55) * (Math.abs(index) < 5 ? 1.2 : 3));
      return { effective_on: dayOf(new Date(today.getTime() - daysAgo * 86_400_000)), handicap_index: index };
    });
}

/** The current index and the Low Handicap Index as of today, as keepCurrentIndex sets them. */
function currentOf(history: { effective_on: string; handicap_index: number }[], today: Date) {
  return {
    handicap_index: history.at(-1)!.handicap_index,
    low_handicap_index: lowHandicapIndex({
      history: history.map((entry) => ({ effectiveOn: entry.effective_on, handicapIndex: entry.handicap_index })),
      day: dayOf(today),
      throughDay: true,
    }),
  };
}

const emailOf = (golfer: Golfer, number: number) =>
  `${golfer.first}.${golfer.last}${number}`.toLowerCase().replaceAll("'", '') + '@example.com';

/** The demo member's own index history (their profile's chart): a mid-handicapper coming down over two years. */
const demoMemberHistory = [
  { daysAgo: 700, handicap_index: 16.1 },
  { daysAgo: 540, handicap_index: 15.4 },
  { daysAgo: 400, handicap_index: 14.2 },
  { daysAgo: 250, handicap_index: 14.9 },
  { daysAgo: 120, handicap_index: 13.6 },
  { daysAgo: 30, handicap_index: 14.2 },
];

/**
 * About 150 golfers of the demo club with addresses, contacts and index histories (a full field of 144 and more),
 * ten of them also guests of the second club, and twenty of the second club's own; and the demo member's own
 * address, contacts and history. A few dozen rows a statement (`insertInBatches`).
 */
export async function seedDemoMembers(tx: Database, clubIds: { demo: number; second: number }, demoMemberId: number) {
  const random = randomFrom(20_260_401);
  const today = new Date();
  const contactTypeIds = Object.fromEntries(
    (await tx.select({ id: contactTypes.id, name: contactTypes.name }).from(contactTypes)).map((row) => [
      row.name,
      row.id,
    ]),
  ) as Record<string, number>;
  const placesOf = async (cityNames: string[]) =>
    tx
      .select({ city_id: cities.id, state_id: cities.state_id, country_id: states.country_id })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.state_id))
      .where(inArray(cities.name, cityNames));
  const scottishPlaces = await placesOf(['St Andrews', 'Edinburgh', 'Glasgow', 'Troon']);
  const indianPlaces = await placesOf(['Gurugram', 'New Delhi']);

  const demoGolfers: Golfer[] = Array.from({ length: 150 }, () => {
    const gender = random.next() < 0.7 ? 'M' : 'F';
    return { first: random.pick(gender === 'M' ? men : women), last: random.pick(surnames), gender };
  });
  const secondGolfers: Golfer[] = Array.from({ length: 20 }, () => {
    const gender = random.next() < 0.75 ? 'M' : 'F';
    return {
      first: random.pick(gender === 'M' ? indianMen : indianWomen),
      last: random.pick(indianSurnames),
      gender,
    };
  });
  const golfers = [...demoGolfers, ...secondGolfers];
  const histories = golfers.map(() => indexHistory(random, today));
  const phones = golfers.map((_golfer, number) =>
    number < demoGolfers.length
      ? `+4474009${String(random.between(0, 99_999)).padStart(5, '0')}`
      : `+9198${String(random.between(10_000_000, 99_999_999))}`,
  );
  const ids = await insertInBatches(
    tx,
    members,
    golfers.map((golfer, number) => ({
      first_name: golfer.first,
      last_name: golfer.last,
      gender: golfer.gender,
      email: emailOf(golfer, number + 2),
      phone: phones[number]!,
      date_of_birth: `${random.between(1948, 2008)}-${String(random.between(1, 12)).padStart(2, '0')}-${String(random.between(1, 28)).padStart(2, '0')}`,
      ...currentOf(histories[number]!, today),
    })),
  );
  const demoIds = ids.slice(0, demoGolfers.length);
  const secondIds = ids.slice(demoGolfers.length);
  const demoMemberHistoryRows = demoMemberHistory.map((entry) => ({
    effective_on: dayOf(new Date(today.getTime() - entry.daysAgo * 86_400_000)),
    handicap_index: entry.handicap_index,
  }));
  await tx.update(members).set(currentOf(demoMemberHistoryRows, today)).where(eq(members.id, demoMemberId));

  await insertInBatches(tx, golfCourseMembers, [
    ...demoIds.map((memberId, number) => ({
      golf_course_id: clubIds.demo,
      member_id: memberId,
      membership_number: `FD-${String(number + 2).padStart(4, '0')}`,
      // A few of the demo club's golfers are guests from elsewhere, without a membership number of their own.
      is_guest: number % 25 === 24,
      joined_on: dayOf(new Date(Date.UTC(random.between(1995, 2025), random.between(0, 11), random.between(1, 28)))),
    })),
    // Ten of the demo club's members also play the second club as guests.
    ...demoIds
      .slice(0, 10)
      .map((memberId) => ({ golf_course_id: clubIds.second, member_id: memberId, is_guest: true })),
    ...secondIds.map((memberId, number) => ({
      golf_course_id: clubIds.second,
      member_id: memberId,
      membership_number: `SD-${String(number + 1).padStart(4, '0')}`,
      joined_on: dayOf(new Date(Date.UTC(random.between(2005, 2025), random.between(0, 11), random.between(1, 28)))),
    })),
  ]);

  await insertInBatches(tx, memberAddresses, [
    {
      member_id: demoMemberId,
      kind: 'home' as const,
      line1: '7 Links Road',
      postal_code: 'KY16 9JQ',
      is_primary: true,
      ...(await placesOf(['St Andrews']))[0]!,
    },
    ...ids.map((memberId, number) => {
      const inIndia = number >= demoGolfers.length;
      const place = random.pick(inIndia ? indianPlaces : scottishPlaces);
      return {
        member_id: memberId,
        kind: 'home' as const,
        line1: inIndia
          ? `${random.between(1, 400)}, Sector ${random.between(10, 60)}`
          : `${random.between(1, 120)} ${random.pick(streets)}`,
        postal_code: inIndia
          ? `1220${random.between(10, 99)}`
          : `KY16 ${random.between(1, 9)}${random.pick(['AB', 'DL', 'HT', 'QS', 'XW'])}`,
        is_primary: true,
        ...place,
      };
    }),
  ]);

  await insertInBatches(tx, memberContacts, [
    { member_id: demoMemberId, contact_type_id: contactTypeIds.Mobile!, value: '+447400900001', is_primary: true },
    {
      member_id: demoMemberId,
      contact_type_id: contactTypeIds.Emergency!,
      value: 'Alex Member, +44 7400 900002',
      is_primary: false,
    },
    ...ids.flatMap((memberId, number) => {
      const contacts = [
        { member_id: memberId, contact_type_id: contactTypeIds.Mobile!, value: phones[number]!, is_primary: true },
      ];
      if (random.next() < 0.5) {
        const golfer = golfers[number]!;
        contacts.push({
          member_id: memberId,
          contact_type_id: contactTypeIds.Emergency!,
          value: `${random.pick(golfer.gender === 'M' ? women : men)} ${golfer.last}, +44 7400 9${String(random.between(0, 99_999)).padStart(5, '0')}`,
          is_primary: false,
        });
      }
      return contacts;
    }),
  ]);

  await insertInBatches(
    tx,
    memberIndexes,
    [...ids, demoMemberId].flatMap((memberId, number) =>
      (histories[number] ?? demoMemberHistoryRows).map((entry, step) => ({
        member_id: memberId,
        ...entry,
        source: step === 0 ? ('federation' as const) : ('calculated' as const),
      })),
    ),
  );
}

/**
 * A federation on one database, added to the seeded demo with set-based SQL (`generate_series`), in seconds: 298 more
 * clubs (300 in all), 100,000 golfers with three index entries each, 30,000 of them with a login. Every golfer has a
 * home club: the first 20,000 the Federation club of 20,000 (`clubOf20000`), the others one of the 297 other new clubs;
 * every golfer is tied to Second Demo Golf Club as well (`clubOf100000`: 90 % members, 10 % guests), and one in five
 * is a guest of a third club. Beside them: 20,000 registrations (half of them Second Demo's) and 50,000 mails in the
 * outbox, already sent or failed, so that the outbox sender leaves them alone.
 * The statements run one at a time, on PostgreSQL and on PGlite alike.
 */

/** The ids the federation's rows start after, far above the demo's, so that its statements need no lookups. */
const base = { club: 1000, golfer: 1_000_000, user: 1_000_000 } as const;

export const federation = {
  clubs: 300,
  golfers: 100_000,
  /** The Federation club whose members are the first 20,000 golfers. */
  clubOf20000: base.club + 1,
  /** Second Demo Golf Club: every golfer of the federation is tied to it. */
  clubOf100000: 2,
  /** Fairway Demo Golf Club, of 150 golfers: its list stays its own size; "golfers of other clubs" are 100,000. */
  demoClub: 1,
} as const;

const firstNames = [
  'Alex',
  'Ana',
  'Ben',
  'Carla',
  'Chen',
  'Dana',
  'David',
  'Elena',
  'Emma',
  'Farid',
  'Grace',
  'Hana',
  'Ian',
  'Ines',
  'Jack',
  'Jana',
  'Jonas',
  'Julia',
  'Kai',
  'Laura',
  'Leo',
  'Lina',
  'Luca',
  'Maria',
  'Mark',
  'Mia',
  'Nina',
  'Noah',
  'Olga',
  'Omar',
  'Paula',
  'Peter',
  'Rosa',
  'Sam',
  'Sara',
  'Tom',
  'Vera',
  'Will',
  'Yara',
  'Zoe',
];
const lastNames = [
  'Adams',
  'Baker',
  'Berg',
  'Brown',
  'Campbell',
  'Carter',
  'Clarke',
  'Costa',
  'Cruz',
  'Davies',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Green',
  'Hall',
  'Hansen',
  'Hughes',
  'Jansen',
  'Jones',
  'Keller',
  'Kelly',
  'King',
  'Klein',
  'Larsen',
  'Lee',
  'Lewis',
  'Lopez',
  'Martin',
  'Meyer',
  'Moore',
  'Morris',
  'Murphy',
  'Nielsen',
  'Novak',
  'Olsen',
  'Parker',
  'Peters',
  'Reid',
  'Ricci',
  'Roberts',
  'Rossi',
  'Santos',
  'Schmidt',
  'Scott',
  'Silva',
  'Smith',
  'Stewart',
  'Taylor',
  'Thomas',
  'Turner',
  'Walker',
  'Weber',
  'White',
  'Wilson',
  'Wood',
  'Wright',
  'Young',
  'Zimmer',
  'Ziegler',
];

const textArray = (values: string[]) => `array[${values.map((value) => `'${value}'`).join(', ')}]`;
/** Golfer i's names: 40 first names and 60 surnames with a number, so that names repeat as a federation's do. */
const firstNameOf = (i: string) => `(${textArray(firstNames)})[1 + (${i} * 7) % ${firstNames.length}]`;
const lastNameOf = (i: string) =>
  `(${textArray(lastNames)})[1 + (${i} * 13 + ${i} / 40) % ${lastNames.length}] || case when ${i} % 3 = 0 then '-' || (${i} % 97) else '' end`;
/** A handicap index in tenths, 0.0 to 54.0, spread by golfer. */
const indexOf = (i: string, shift = 0) => `round(((${i} * 37 + ${shift}) % 541) / 10.0, 1)`;
/** The home club of golfer i (1-based): the club of 20,000 for the first 20,000, else one of the 297 others. */
const homeClubOf = (i: string) =>
  `case when ${i} <= 20000 then ${federation.clubOf20000} else ${base.club + 2} + (${i} % 297) end`;

export const federationSeed: string[] = [
  `insert into golf_courses (id, name, short_name, email, status, time_zone)
   select ${base.club} + c, 'Federation Club ' || lpad(c::text, 3, '0'), 'FC' || c, 'club' || c || '@federation.example',
     'approved', 'Europe/London'
   from generate_series(1, ${federation.clubs - 2}) c`,
  `insert into users (id, email, first_name, last_name, is_active, email_verified_at)
   select ${base.user} + i, 'golfer' || i || '@federation.example', ${firstNameOf('i')}, ${lastNameOf('i')}, true, now()
   from generate_series(1, 30000) i`,
  `insert into members (id, user_id, first_name, last_name, gender, email, federation_number, handicap_index,
     low_handicap_index, date_of_birth)
   select ${base.golfer} + i, case when i <= 30000 then ${base.user} + i end, ${firstNameOf('i')}, ${lastNameOf('i')},
     case when i % 2 = 0 then 'F' else 'M' end, 'golfer' || i || '@federation.example', 'FED' || lpad(i::text, 6, '0'),
     ${indexOf('i')}, greatest(${indexOf('i')} - 1.5, 0), date '1950-01-01' + (i % 20000)
   from generate_series(1, ${federation.golfers}) i`,
  `insert into golf_course_members (golf_course_id, member_id, membership_number, is_guest, joined_on, status)
   select ${homeClubOf('i')}, ${base.golfer} + i, 'H' || lpad(i::text, 6, '0'), false, date '2020-01-01' + (i % 1500),
     'active'
   from generate_series(1, ${federation.golfers}) i`,
  `insert into golf_course_members (golf_course_id, member_id, membership_number, is_guest, joined_on, status)
   select ${federation.clubOf100000}, ${base.golfer} + i, case when i % 10 = 0 then '' else 'S' || lpad(i::text, 6, '0') end,
     i % 10 = 0, date '2021-01-01' + (i % 1200), case when i % 50 = 0 then 'inactive' else 'active' end
   from generate_series(1, ${federation.golfers}) i`,
  `insert into golf_course_members (golf_course_id, member_id, is_guest, joined_on)
   select ${base.club + 2} + ((i + 150) % 297), ${base.golfer} + i, true, date '2023-01-01' + (i % 700)
   from generate_series(5, ${federation.golfers}, 5) i
   on conflict do nothing`,
  `insert into user_roles (user_id, golf_course_id, role)
   select ${base.user} + i, ${homeClubOf('i')}, 5 from generate_series(1, 30000) i`,
  `insert into member_indexes (member_id, effective_on, handicap_index, source, note)
   select ${base.golfer} + i, current_date - 1 - k * 120 - (i % 90), least(${indexOf('i', 0)} + case when k = 0 then 0 else 0.5 end, 54), 'federation',
     'Federation revision ' || k
   from generate_series(1, ${federation.golfers}) i, generate_series(0, 2) k`,
  `insert into user_registration (golf_course_id, kind, first_name, last_name, email, status, created_at)
   select case when r <= 10000 then ${federation.clubOf100000} else ${federation.clubOf20000} end, 'registration',
     ${firstNameOf('r')}, ${lastNameOf('r')}, 'applicant' || r || '@federation.example',
     (array['unverified', 'unapproved', 'approved', 'rejected'])[1 + r % 4], now() - (r || ' minutes')::interval
   from generate_series(1, 20000) r`,
  `insert into mail_outbox (golf_course_id, recipient, subject, text_body, html_body, status, attempts, sent_at,
     created_at)
   select case when m % 3 = 0 then ${federation.clubOf100000} else ${base.club + 1} + (m % 298) end,
     'golfer' || m || '@federation.example', 'Your handicap index was revised', 'Your index is now ' || (m % 54) || '.',
     '<p>Your index is now ' || (m % 54) || '.</p>', case when m % 100 = 0 then 'failed' else 'sent' end, 1,
     case when m % 100 = 0 then null else now() - (m || ' seconds')::interval end, now() - (m || ' seconds')::interval
   from generate_series(1, 50000) m`,
  `select setval(pg_get_serial_sequence('golf_courses', 'id'), (select max(id) from golf_courses))`,
  `select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`,
  `select setval(pg_get_serial_sequence('members', 'id'), (select max(id) from members))`,
  'vacuum analyze',
];

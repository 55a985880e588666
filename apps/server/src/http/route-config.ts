// What a route declares about itself, read by the plugins that enforce and document it.

/**
 * Who may call a route, declared on the route's `config.access`. Without it a route needs a signed-in caller and
 * no course: safe by default.
 * - `public`: anyone, signed in or not; with `identify`, one who sends a token is known by it (a wrong one is 401).
 * - `course`: `required` scopes the call to the course in `X-Golf-Course`, `optional` when it is sent.
 * - `roles`: the caller needs one of them in that course (or globally, for a route without a course); a super admin
 *   passes every role check.
 */
export type Access = {
  public?: boolean;
  /** With `public`: a caller who sends a token is signed in (and enters the course of X-Golf-Course if sent). */
  identify?: boolean;
  course?: 'none' | 'optional' | 'required';
  roles?: readonly number[];
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Whether a write's answer waits until this process has heard its changes on the change channel, so that the
     * caller's next request sees them in every memory (the default, `true`). `false` for a route that hands its
     * changes to the memories that keep them itself: saving scores hands them to the boards.
     */
    catchUp?: boolean;
  }
}

/** The areas of the API: every operation carries exactly one of these tags. */
export const apiTags = [
  { name: 'auth', description: 'Signing in and out.' },
  { name: 'users', description: 'The caller and the users of the clubs.' },
  {
    name: 'master-data',
    description: 'Countries, states, cities, user types, prize types and score terms, shared by every club.',
  },
  {
    name: 'courses',
    description:
      "A club's course: its tee sets and their ratings, its holes, each hole from each tee set, the holes' shapes, the sections a round plays and the whole card.",
  },
  { name: 'golf-courses', description: 'The golf clubs: their records, and the approved clubs players register with.' },
  { name: 'attachments', description: 'Uploaded images (club logos): checked by their content, served publicly.' },
  { name: 'mail', description: "The outbox of Fairway's mails, for the super admin." },
  {
    name: 'club-registration',
    description: 'Clubs asking to join Fairway and their approval.',
  },
  {
    name: 'user-registration',
    description:
      "People registering with a club (the mailed code, the club admin's approval), joining another club, and passwords set through mailed links.",
  },
  {
    name: 'members',
    description:
      'The golfers: their personal records, ties to clubs, addresses, contacts and Handicap Index history, and the kinds of contact.',
  },
  {
    name: 'event-managers',
    description: "A club's organisers (event managers) and their rosters: the players they bring to their events.",
  },
  {
    name: 'tournaments',
    description:
      "A club's series and tournaments: the field with its handicaps, teams, prizes, notes, rounds and the draw.",
  },
  {
    name: 'scoring',
    description:
      "Live scoring: scores saved from the groups' phones (idempotent, versioned), signed cards, the rounds in play with their progress, and the tournaments' leader boards with their live streams.",
  },
  {
    name: 'results',
    description:
      "Tournament results: calculated from the stored scores by the format's rules, kept with their history, published once; the Peoria family's hidden-hole draw.",
  },
  {
    name: 'contests',
    description:
      "Side contests on a tournament's round: longest drive, nearest the pin and nearest the centre line, measured at the hole and ranked with ties.",
  },
  {
    name: 'handicaps',
    description:
      "Handicaps: golfers' score records from completed rounds or imported, their Handicap Index revised after each by the WHS rules, the day's PCC, a golfer's performance and the club's table of its golfers'.",
  },
  {
    name: 'billing',
    description:
      "Membership billing: ledger heads, member types and their charges, lockers, expenses, payments, opening balances, the month's bill run and members' statements.",
  },
  {
    name: 'news',
    description:
      "A club's news: categories, tags, authors, articles, readers' comments and their moderation, club posts, the members' feed and the public RSS feed.",
  },
  {
    name: 'tee-sheet',
    description:
      "The tee sheet: the club's templates of its days, blocks, booking rules and green fees, a course's day, members' bookings with their players, check-in and no-shows.",
  },
  { name: 'health', description: 'Liveness and readiness, for load balancers and monitors.' },
] as const;

export type ApiTag = (typeof apiTags)[number]['name'];

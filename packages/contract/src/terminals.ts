import { z } from 'zod';
import { name, referenceId } from './fields.js';
import { instant } from './records.js';
import { cardSignatureInput, scoreEntry } from './scoring.js';

/**
 * The club-house terminal: a screen a club admin opens for their club. It holds no one's session: each golfer's
 * action names the golfer (a tap on their name) and carries their membership number at the club, which the terminal
 * checks (decision 0126).
 */

/** The header a terminal sends its token in. */
export const terminalTokenHeader = 'x-terminal-token';

/** Wrong membership numbers a golfer may type within the window before the terminal makes them wait. */
export const terminalTries = { allowed: 5, windowMinutes: 15 } as const;

/** What a club admin names a terminal they open. */
export const clubTerminalInput = z.object({
  name: name.describe('Where the screen stands, e.g. "Club-house lobby"'),
});

/** A terminal of the club, as its admins see it. */
export const clubTerminal = z
  .object({
    id: z.number().int(),
    name: z.string(),
    created_at: instant,
    revoked_at: instant.nullable(),
  })
  .meta({
    id: 'ClubTerminal',
    description: 'A club-house terminal the club admin opened; a revoked one no longer answers',
    examples: [{ id: 3, name: 'Club-house lobby', created_at: '2026-11-29T07:00:00Z', revoked_at: null }],
  });

/** A terminal just opened: its token, shown this once, which the screen keeps and sends with every call. */
export const openedClubTerminal = clubTerminal
  .extend({ token: z.string().describe(`Sent by the terminal in the ${terminalTokenHeader} header; shown once`) })
  .meta({
    id: 'OpenedClubTerminal',
    description: 'A terminal just opened, with its token shown this once',
    examples: [
      {
        id: 3,
        name: 'Club-house lobby',
        created_at: '2026-11-29T07:00:00Z',
        revoked_at: null,
        token: '5f0c3e0d9b7a4c1e8f2d6a9b3c7e1f4a5f0c3e0d9b7a4c1e8f2d6a9b3c7e1f4a',
      },
    ],
  });

/** Today's competitions at the terminal's club, each with its field by name only. */
export const terminalToday = z
  .object({
    golf_course_name: z.string(),
    terminal_name: z.string(),
    today: z.string().describe("The club's day, YYYY-MM-DD"),
    competitions: z.array(
      z.object({
        player_round_id: z.number().int(),
        tournament_name: z.string(),
        field: z.array(z.object({ member_id: z.number().int(), name: z.string() })),
      }),
    ),
  })
  .meta({
    id: 'TerminalToday',
    description: "Today's competitions at the terminal's club and their fields, names only",
    examples: [
      {
        golf_course_name: 'Fairway Demo Golf Club',
        terminal_name: 'Club-house lobby',
        today: '2026-11-29',
        competitions: [
          {
            player_round_id: 52,
            tournament_name: 'November Monthly Medal',
            field: [{ member_id: 12, name: 'Ann Baker' }],
          },
        ],
      },
    ],
  });

/** A golfer's sign-in at the terminal: who, for which round, and the membership number that proves it is them. */
export const terminalSignInInput = z.object({
  player_round_id: referenceId.describe("Today's competition round"),
  member_id: referenceId.describe('The golfer whose name was tapped'),
  membership_number: z.string().trim().min(1).max(40).describe("The golfer's membership number at the club"),
});

/** A golfer's sign-in by their membership number alone, found among the fields of today's competitions. */
export const terminalSignInByNumberInput = z.object({
  membership_number: terminalSignInInput.shape.membership_number,
});

/** A golfer signed in for the day's competition: where and when they start, and their playing handicap. */
export const terminalSignIn = z
  .object({
    player_round_id: z.number().int(),
    tournament_name: z.string(),
    member_id: z.number().int(),
    member_name: z.string(),
    group_number: z.number().int().nullable(),
    tee_time: z.string().nullable().describe("The group's start, HH:MM on the club's clock; none before the draw"),
    starting_hole: z.number().int().nullable(),
    playing_handicap: z.number().int().nullable(),
    signed_in_at: instant,
  })
  .meta({
    id: 'TerminalSignIn',
    description: "A golfer signed in at the terminal for today's competition, with their start and playing handicap",
    examples: [
      {
        player_round_id: 52,
        tournament_name: 'November Monthly Medal',
        member_id: 12,
        member_name: 'Ann Baker',
        group_number: 3,
        tee_time: '07:46',
        starting_hole: 1,
        playing_handicap: 14,
        signed_in_at: '2026-11-29T07:31:12Z',
      },
    ],
  });

/**
 * The golfer acting at the terminal on their card: the name they tapped, or none when they typed their membership
 * number alone, and that number, which every action carries (the terminal holds no one's session).
 */
export const terminalGolfer = z.object({
  member_id: referenceId.optional().describe('The golfer whose name was tapped; without it, found by the number'),
  membership_number: terminalSignInInput.shape.membership_number,
});

/** A golfer at the terminal asks for their card of a round in play. */
export const terminalCardInput = z.object({
  golfer: terminalGolfer,
  player_round_id: referenceId.describe('The round in play the golfer plays in'),
});

/** A golfer at the terminal saves scores of their group's card, as the scoring page does. */
export const terminalScoresInput = z.object({
  golfer: terminalGolfer,
  scores: z.array(scoreEntry).min(1).max(36).describe("The card's scores, each as the scoring page saves it"),
});

/** A golfer at the terminal attests their own card, or signs as marker the card of a player of their group. */
export const terminalCardSignatureInput = z.object({
  golfer: terminalGolfer,
  card: cardSignatureInput.omit({ reason: true }),
});

/** A golfer at the terminal asks for, or attests, the rounds for handicap they mark. */
export const terminalMarkerInput = z.object({ golfer: terminalGolfer });

/** A marker at the terminal attests a returned round for handicap they mark. */
export const terminalAttestInput = z.object({
  golfer: terminalGolfer,
  player_round_id: referenceId.describe('The round for handicap the golfer marks'),
});

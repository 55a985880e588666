import { z } from 'zod';
import { referenceId } from './fields.js';
import { instant, recordExample, recordFields } from './records.js';

/**
 * Side contests on a tournament's round (`contests`): longest drive, nearest the pin, nearest the centre line, and
 * their measurements, taken at the hole on a phone.
 */

export const contestKinds = ['longest_drive', 'nearest_to_pin', 'nearest_to_centre'] as const;
export type ContestKindName = (typeof contestKinds)[number];
/** The unit a contest is measured in: the club's, or feet and inches for the pin at a club of yards. */
export const contestUnits = ['metres', 'yards', 'feet_and_inches'] as const;

/**
 * The furthest a measurement may be, in millimetres (decision 0071): a drive past 500 m, a ball 100 m from the pin or
 * from the centre line is a mistyped figure, not a shot in contention.
 */
export const contestLimits = {
  category: 50,
  maxMillimetres: { longest_drive: 500_000, nearest_to_pin: 100_000, nearest_to_centre: 100_000 },
  maxFeet: 328,
  maxAccuracyMetres: 1_000,
} as const;

const clubRecordFields = { ...recordFields, golf_course_id: z.number().int() };

export const contestInput = z.object({
  player_round_id: referenceId,
  kind: z.enum(contestKinds),
  hole_number: z.number().int().min(1).max(36).describe('The hole as the card numbers it'),
  gender: z.enum(['M', 'F']).nullable().optional().describe('Only the men or only the women; null for the whole field'),
  category: z
    .string()
    .trim()
    .max(contestLimits.category)
    .optional()
    .describe("Only the players of one of the tournament's categories; blank for the whole field"),
  prize_type_id: referenceId.nullable().optional(),
  is_active: z.boolean().optional(),
});

const contestExample = {
  ...recordExample,
  golf_course_id: 1,
  player_round_id: 3,
  tournament_id: 2,
  tournament_name: 'Monthly Medal: November',
  round_number: 1,
  round_status: 'active',
  kind: 'nearest_to_pin',
  hole_number: 7,
  hole_id: 25,
  par: 3,
  gender: null,
  category: '',
  unit: 'feet_and_inches',
  prize_type_id: 4,
  prize_type_name: 'Nearest to Pin',
  is_active: true,
};
const distanceExample = { millimetres: 1_397, unit: 'feet_and_inches', feet: 4, inches: 7, text: '4 ft 7 in' };
const measurementExample = {
  id: 31,
  contest_id: 4,
  member_id: 12,
  member_name: 'Jamie Fairway',
  in_contention: true,
  distance: distanceExample,
  latitude: null,
  longitude: null,
  accuracy_metres: null,
  client_key: '3f1c2f8e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  measured_by_user_id: 3,
  measured_by_name: 'Una User',
  measured_at: '2026-11-26T10:42:00.000Z',
};

export const contestRecord = z
  .object({
    ...clubRecordFields,
    player_round_id: z.number().int(),
    tournament_id: z.number().int(),
    tournament_name: z.string(),
    round_number: z.number().int(),
    round_status: z.string(),
    kind: z.enum(contestKinds),
    hole_number: z.number().int(),
    hole_id: z
      .number()
      .int()
      .nullable()
      .describe("The course's hole (golf_course_holes) of that number: the phone page's address names it"),
    par: z.number().int().nullable().describe("The hole's par on the course's card"),
    gender: z.enum(['M', 'F']).nullable(),
    category: z.string(),
    unit: z.enum(contestUnits),
    prize_type_id: z.number().int().nullable(),
    prize_type_name: z.string().nullable(),
    is_active: z.boolean(),
  })
  .meta({
    id: 'Contest',
    description:
      "A side contest on a hole of a tournament's round, measured in the club's unit (feet and inches for the pin at a club of yards)",
    examples: [contestExample],
  });

/** A distance as it is read out in the contest's unit: `value` in metres or yards, or `feet` and `inches`. */
export const contestDistance = z
  .object({
    millimetres: z.number().int(),
    unit: z.enum(contestUnits),
    value: z.number().optional(),
    feet: z.number().int().optional(),
    inches: z.number().int().optional(),
    text: z.string(),
  })
  .meta({
    id: 'ContestDistance',
    description: "A stored distance (whole millimetres) in the contest's unit",
    examples: [distanceExample],
  });

export const contestMeasurement = z
  .object({
    id: z.number().int(),
    contest_id: z.number().int(),
    member_id: z.number().int(),
    member_name: z.string(),
    in_contention: z.boolean().describe('False when the ball missed the fairway or the green'),
    distance: contestDistance.nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    accuracy_metres: z.number().nullable().describe("The phone's reported accuracy of its position"),
    client_key: z.string(),
    measured_by_user_id: z.number().int().nullable(),
    measured_by_name: z.string(),
    measured_at: instant,
  })
  .meta({
    id: 'ContestMeasurement',
    description: 'A measurement of a player in a contest, with who took it and when',
    examples: [measurementExample],
  });

/**
 * A measurement as the phone at the hole sends it: a `distance` in metres or yards to one decimal, or `feet` and
 * `inches` for the pin measured in feet, or `not_in_contention`; for the centre line, the phone's position alone is
 * enough. Sent again with the same `client_key`, it is stored once.
 */
export const contestMeasurementInput = z
  .object({
    contest_id: referenceId,
    member_id: referenceId,
    client_key: z.uuid({ error: 'Must be a valid UUID.' }),
    distance: z
      .number()
      .positive()
      .max(1_000_000)
      .optional()
      .describe("Metres or yards, as the contest's unit says, to one decimal"),
    feet: z.number().int().min(0).max(contestLimits.maxFeet).optional(),
    inches: z.number().int().min(0).max(11).optional(),
    not_in_contention: z.boolean().optional().describe('The ball missed the fairway or the green'),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    accuracy_metres: z.number().min(0).max(contestLimits.maxAccuracyMetres).optional(),
  })
  .meta({
    id: 'ContestMeasurementEntry',
    examples: [
      { contest_id: 4, member_id: 12, client_key: '3f1c2f8e-4a5b-4c6d-8e9f-0a1b2c3d4e5f', feet: 4, inches: 7 },
    ],
  });

export const contestMeasurementSaved = z
  .object({
    measurement: contestMeasurement,
    repeated: z.boolean().describe('Its client_key was stored before: the stored measurement, nothing written'),
  })
  .meta({ id: 'ContestMeasurementSaved', examples: [{ measurement: measurementExample, repeated: false }] });

export const contestQuery = z.object({ contest_id: z.coerce.number().int().min(1).max(2_147_483_647) });

const contestPlayer = z.object({
  member_id: z.number().int(),
  name: z.string(),
  gender: z.string().nullable(),
  category: z.string(),
});

export const contestPlayers = z
  .object({
    contest: contestRecord,
    groups: z.array(
      z.object({
        group_id: z.number().int(),
        number: z.number().int(),
        tee_time: z.string().nullable(),
        players: z.array(contestPlayer),
      }),
    ),
  })
  .meta({
    id: 'ContestPlayers',
    description: "The round's players who can still be measured in a contest, by group (those measured are left out)",
    examples: [
      {
        contest: contestExample,
        groups: [
          {
            group_id: 9,
            number: 5,
            tee_time: '08:02',
            players: [{ member_id: 14, name: 'Robin Links', gender: 'F', category: 'Ladies' }],
          },
        ],
      },
    ],
  });

export const contestPlacing = z.object({
  position: z.number().int().nullable().describe('Equal distances share a position; none when not in contention'),
  measurement: contestMeasurement,
});

export const activeContest = z
  .object({
    contest: contestRecord,
    measured: z.number().int().describe('Players measured so far'),
    leaders: z.array(contestPlacing).describe('Everyone in first place: more than one on a tie'),
  })
  .meta({
    id: 'ActiveContest',
    examples: [{ contest: contestExample, measured: 9, leaders: [{ position: 1, measurement: measurementExample }] }],
  });

export const contestStandings = z.object({ contest: contestRecord, standings: z.array(contestPlacing) }).meta({
  id: 'ContestStandings',
  description: "A contest's standings, each player's latest measurement ranked",
  examples: [{ contest: contestExample, standings: [{ position: 1, measurement: measurementExample }] }],
});

import { z } from 'zod';
import { clubDay, fieldLimits, name, referenceId } from './fields.js';
import { distanceUnits } from './golf-courses.js';
import { recordExample, recordFields } from './records.js';

/**
 * The course's structure: its tee sets (`hole_categories`), their WHS ratings (`golf_course_indexes`), its holes, each
 * hole's figures per tee set (`hole_details`), its shape (`hole_intermediate_points`, the periphery), the sections a
 * round plays (`player_round_section`) and the whole card read and saved at once (`golf_course_holes/card`).
 */

/** The bounds of a course's figures, shared by the server's checks and the web's inputs. */
export const courseLimits = {
  /** The most holes a course has (golf_courses.holes_count: 9, 18, 27 or 36). */
  holeNumber: { min: 1, max: 36 },
  par: { min: 3, max: 6 },
  strokeIndex: { min: 1, max: 18 },
  /** WHS Rule 6.1: a slope rating is 55 to 155, 113 for a course of standard difficulty. */
  slopeRating: { min: 55, max: 155 },
  /** An 18-hole course rating; realistic courses are rated about 60 to 78. */
  courseRating: { min: 50, max: 90 },
  /** A 9-hole course rating (a nine of an 18, or a 9-hole course). */
  nineHoleCourseRating: { min: 25, max: 45 },
  /** The par of the rated holes: 9 holes of par 3 to 18 holes of par 6. */
  ratedPar: { min: 27, max: 108 },
  distance: { min: 1, max: 999 },
  sortOrder: { min: 0, max: 999 },
  labelLength: 100,
} as const;

/** Who a tee set is meant for: men, women, or anyone. */
export const teeSetGenders = ['M', 'F', 'any'] as const;
/** The gender a rating applies to: WHS rates each tee set for men and for women apart. */
export const ratingGenders = ['M', 'F'] as const;
export const holePointKinds = [
  'tee',
  'fairway_centre',
  'layup',
  'hazard',
  'green_front',
  'green_centre',
  'green_back',
] as const;

const clubRecordFields = { ...recordFields, golf_course_id: z.number().int() };
const clubRecordExample = { ...recordExample, golf_course_id: 1 };

const sortOrder = z.number().int().min(courseLimits.sortOrder.min).max(courseLimits.sortOrder.max);
const colour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Enter a colour as #rrggbb.', abort: true })
  .max(fieldLimits.colour);
const par = z.number().int().min(courseLimits.par.min).max(courseLimits.par.max);
const strokeIndex = z.number().int().min(courseLimits.strokeIndex.min).max(courseLimits.strokeIndex.max);
const slopeRating = z.number().int().min(courseLimits.slopeRating.min).max(courseLimits.slopeRating.max);
/** A rating to one decimal, as published (71.8). */
const tenths = (bounds: { min: number; max: number }) =>
  z
    .number()
    .min(bounds.min)
    .max(bounds.max)
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, {
      error: 'Enter the rating to one decimal, as published.',
    });
const distance = z.number().int().min(courseLimits.distance.min).max(courseLimits.distance.max);
const label = z.string().trim().max(courseLimits.labelLength);

// Tee sets -------------------------------------------------------------------------------------------------------

export const holeCategoryInput = z.object({
  name,
  colour: colour.optional(),
  gender: z.enum(teeSetGenders).optional().describe('Who the tee set is meant for: M, F or any (the default)'),
  sort_order: sortOrder.optional().describe('Tee sets are shown from the lowest sort order: the back tees first'),
});

export const holeCategoryRecord = z
  .object({
    ...clubRecordFields,
    name: z.string(),
    colour: z.string(),
    gender: z.enum(teeSetGenders),
    sort_order: z.number().int(),
  })
  .meta({
    id: 'HoleCategory',
    description: 'A tee set the club plays from',
    examples: [{ ...clubRecordExample, name: 'White', colour: '#ffffff', gender: 'M', sort_order: 2 }],
  });

// Ratings --------------------------------------------------------------------------------------------------------

export const golfCourseIndexInput = z.object({
  hole_category_id: referenceId.describe('The tee set rated'),
  gender: z.enum(ratingGenders),
  course_rating: tenths({ min: 20, max: courseLimits.courseRating.max }).describe(
    'Course rating to one decimal: 50 to 90 for 18 holes, 25 to 45 for a 9-hole course',
  ),
  slope_rating: slopeRating,
  par: z.number().int().min(courseLimits.ratedPar.min).max(courseLimits.ratedPar.max),
  front_course_rating: tenths(courseLimits.nineHoleCourseRating).nullable().optional(),
  front_slope_rating: slopeRating.nullable().optional(),
  back_course_rating: tenths(courseLimits.nineHoleCourseRating).nullable().optional(),
  back_slope_rating: slopeRating.nullable().optional(),
  effective_from: clubDay.describe('The first day the rating is in force (YYYY-MM-DD)'),
});

export const golfCourseIndexRecord = z
  .object({
    ...clubRecordFields,
    hole_category_id: z.number().int(),
    hole_category_name: z.string(),
    gender: z.enum(ratingGenders),
    course_rating: z.number(),
    slope_rating: z.number().int(),
    par: z.number().int(),
    front_course_rating: z.number().nullable(),
    front_slope_rating: z.number().int().nullable(),
    back_course_rating: z.number().nullable(),
    back_slope_rating: z.number().int().nullable(),
    effective_from: z.string(),
  })
  .meta({
    id: 'GolfCourseIndex',
    description: 'The WHS ratings of one tee set for one gender, from a date',
    examples: [
      {
        ...clubRecordExample,
        hole_category_id: 2,
        hole_category_name: 'White',
        gender: 'M',
        course_rating: 71.2,
        slope_rating: 128,
        par: 72,
        front_course_rating: 35.4,
        front_slope_rating: 126,
        back_course_rating: 35.8,
        back_slope_rating: 130,
        effective_from: '2026-01-01',
      },
    ],
  });

// Holes ----------------------------------------------------------------------------------------------------------

export const golfCourseHoleInput = z.object({
  number: z.number().int().min(courseLimits.holeNumber.min).max(courseLimits.holeNumber.max),
  name: label.optional(),
  par,
  stroke_index: strokeIndex.describe(
    'Stroke index, 1 the hardest: within each 18 holes 1 to 18 once each; on a 9-hole course 1 to 9',
  ),
  stroke_index_ladies: strokeIndex
    .nullable()
    .optional()
    .describe("The ladies' stroke index where it differs; null: the same as stroke_index"),
});

export const golfCourseHoleRecord = z
  .object({
    ...clubRecordFields,
    number: z.number().int(),
    name: z.string(),
    par: z.number().int(),
    stroke_index: z.number().int(),
    stroke_index_ladies: z.number().int().nullable(),
  })
  .meta({
    id: 'GolfCourseHole',
    examples: [
      { ...clubRecordExample, number: 1, name: 'Long Acre', par: 4, stroke_index: 7, stroke_index_ladies: null },
    ],
  });

// Hole details ---------------------------------------------------------------------------------------------------

export const holeDetailInput = z.object({
  hole_id: referenceId,
  hole_category_id: referenceId.describe('The tee set'),
  distance: distance.nullable().optional().describe('From this tee set to the centre of the green'),
  distance_unit: z.enum(distanceUnits),
  par: par.nullable().optional().describe("The par from this tee set where it differs from the hole's"),
  stroke_index: strokeIndex
    .nullable()
    .optional()
    .describe("The stroke index from this tee set where it differs from the hole's"),
});

export const holeDetailRecord = z
  .object({
    ...clubRecordFields,
    hole_id: z.number().int(),
    hole_number: z.number().int(),
    hole_category_id: z.number().int(),
    hole_category_name: z.string(),
    distance: z.number().int().nullable(),
    distance_unit: z.enum(distanceUnits),
    par: z.number().int().nullable(),
    stroke_index: z.number().int().nullable(),
  })
  .meta({
    id: 'HoleDetail',
    description: 'One hole from one tee set',
    examples: [
      {
        ...clubRecordExample,
        hole_id: 1,
        hole_number: 1,
        hole_category_id: 2,
        hole_category_name: 'White',
        distance: 385,
        distance_unit: 'yards',
        par: null,
        stroke_index: null,
      },
    ],
  });

// Periphery ------------------------------------------------------------------------------------------------------

export const holeIntermediatePointInput = z.object({
  hole_id: referenceId,
  kind: z.enum(holePointKinds),
  label: label.optional(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  sort_order: sortOrder.optional().describe('The order of the points along the hole, from the tee'),
});

export const holeIntermediatePointRecord = z
  .object({
    ...clubRecordFields,
    hole_id: z.number().int(),
    hole_number: z.number().int(),
    kind: z.enum(holePointKinds),
    label: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    sort_order: z.number().int(),
  })
  .meta({
    id: 'HoleIntermediatePoint',
    description: "A point of a hole's shape: its tee, the fairway's centre line, hazards, the green",
    examples: [
      {
        ...clubRecordExample,
        hole_id: 1,
        hole_number: 1,
        kind: 'fairway_centre',
        label: '',
        latitude: 56.3436,
        longitude: -2.8059,
        sort_order: 1,
      },
    ],
  });

// Sections -------------------------------------------------------------------------------------------------------

export const playerRoundSectionInput = z.object({
  name,
  hole_ids: z
    .array(referenceId)
    .min(1)
    .max(courseLimits.holeNumber.max)
    .describe('The holes of the section in playing order, each once'),
});

export const playerRoundSectionRecord = z
  .object({ ...clubRecordFields, name: z.string(), hole_ids: z.array(z.number().int()) })
  .meta({
    id: 'PlayerRoundSection',
    description: 'Which holes a round plays, in order: "Front 9", "Back 9", "Full 18"',
    examples: [{ ...clubRecordExample, name: 'Front 9', hole_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9] }],
  });

/** `GET /api/player_round_section/get_section_holes/?section_id=`: the section's holes in playing order. */
export const sectionHolesQuery = z.object({
  section_id: z.string().regex(/^[1-9][0-9]{0,9}$/, { error: 'A valid integer is required.' }),
});
export const sectionHoles = z.array(golfCourseHoleRecord);

/** `GET /api/hole_list_group_by_par/`: the active course's holes grouped by par, pars ascending, holes by number. */
export const holesByPar = z.array(z.object({ par: z.number().int(), holes: z.array(golfCourseHoleRecord) })).meta({
  id: 'HolesByPar',
  examples: [
    [
      {
        par: 3,
        holes: [{ ...clubRecordExample, number: 3, name: '', par: 3, stroke_index: 15, stroke_index_ladies: null }],
      },
    ],
  ],
});

// The whole card -------------------------------------------------------------------------------------------------

/**
 * `GET /api/golf_course_holes/card/` answers the card, `PUT /api/golf_course_holes/card/` saves one: every hole of
 * the course (golf_courses.holes_count of them, numbered 1 to that count, each once) with its par, stroke indexes and
 * each tee set's distance, all at once. The save is atomic: one bad hole and nothing is saved.
 *
 * A refused card answers 400 with flat field errors keyed by the path in the request, as every 400 of the API:
 * - `holes`: the card as a whole, e.g. `["This course has 18 holes; the card has 17."]`;
 * - `holes.<i>.<field>`: the hole at position i (0-based) of the request's `holes`, e.g.
 *   `{"holes.6.stroke_index": ["Stroke index 5 is also on hole 3."]}`; the message names the clashing hole's number,
 *   and both holes of a clash are marked (hole 3's cell says "... also on hole 7.");
 * - `holes.<i>.distances.<j>.<field>`: one tee set's distance of that hole, e.g.
 *   `{"holes.0.distances.2.hole_category_id": ["Invalid pk \"99\" - object does not exist."]}`;
 * - `stroke_index` / `stroke_index_ladies`: an 18 (or a nine) missing indexes, e.g.
 *   `["Holes 1 to 18 lack stroke index 4."]`.
 */
export const courseCardDistance = z.object({
  hole_category_id: referenceId.describe('The tee set'),
  distance: distance.nullable().describe("In the club's distance unit; null: none from this tee set"),
});

export const courseCardHoleInput = golfCourseHoleInput.extend({
  distances: z
    .array(courseCardDistance)
    .max(50)
    .optional()
    .describe('One entry per tee set; tee sets left out keep theirs'),
});

export const courseCardInput = z.object({
  holes: z.array(courseCardHoleInput).max(courseLimits.holeNumber.max),
});

export const courseCard = z
  .object({
    holes_count: z.number().int(),
    distance_unit: z.enum(distanceUnits),
    tee_sets: z.array(holeCategoryRecord).describe('In sort order, the order of the distance columns'),
    holes: z.array(
      golfCourseHoleRecord.extend({
        distances: z.array(
          z.object({
            hole_category_id: z.number().int(),
            distance: z.number().int().nullable(),
            distance_unit: z.enum(distanceUnits),
          }),
        ),
      }),
    ),
  })
  .meta({
    id: 'CourseCard',
    description: "The course's holes by number, each with its figures and each tee set's distance",
    examples: [
      {
        holes_count: 18,
        distance_unit: 'yards',
        tee_sets: [{ ...clubRecordExample, id: 2, name: 'White', colour: '#ffffff', gender: 'any', sort_order: 2 }],
        holes: [
          {
            ...clubRecordExample,
            number: 1,
            name: 'Long Acre',
            par: 4,
            stroke_index: 5,
            stroke_index_ladies: null,
            distances: [{ hole_category_id: 2, distance: 385, distance_unit: 'yards' }],
          },
        ],
      },
    ],
  });

export type CourseCard = z.infer<typeof courseCard>;
export type CourseCardInput = z.input<typeof courseCardInput>;

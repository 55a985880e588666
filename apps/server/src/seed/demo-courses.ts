import type { Database } from '../db/client.js';
import {
  golfCourseHoles,
  golfCourseIndexes,
  holeCategories,
  holeDetails,
  holeIntermediatePoints,
  playerRoundSections,
} from '../db/schema/index.js';

type TeeSetSeed = { name: string; colour: string; gender: 'M' | 'F' | 'any'; distances: number[] };
type RatingSeed = {
  teeSet: string;
  gender: 'M' | 'F';
  course: number;
  slope: number;
  front?: [number, number];
  back?: [number, number];
};
type CourseSeed = {
  unit: 'yards' | 'metres';
  holeNames: string[];
  pars: number[];
  strokeIndexes: number[];
  strokeIndexesLadies: number[];
  teeSets: TeeSetSeed[];
  ratings: RatingSeed[];
  /** Where the first tee is, and the bearing of each hole from its tee (degrees from north). */
  firstTee: { latitude: number; longitude: number };
  bearings: number[];
  sections: { name: string; holes: number[] }[];
};

const metresPerUnit = { yards: 0.9144, metres: 1 } as const;
const metresPerDegreeOfLatitude = 111_320;

/** A point `metres` from `from` on `bearing` (flat-earth: a golf hole is too short for the curve to matter). */
function pointFrom(from: { latitude: number; longitude: number }, bearing: number, metres: number) {
  const radians = (bearing * Math.PI) / 180;
  const latitude = from.latitude + (metres * Math.cos(radians)) / metresPerDegreeOfLatitude;
  const longitude =
    from.longitude +
    (metres * Math.sin(radians)) / (metresPerDegreeOfLatitude * Math.cos((from.latitude * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** A club's tee sets, ratings, holes, distances, hole shapes (laid along each hole's bearing) and sections. */
async function seedCourse(tx: Database, golfCourseId: number, seed: CourseSeed) {
  const audit = { golf_course_id: golfCourseId };
  const teeSets = await tx
    .insert(holeCategories)
    .values(
      seed.teeSets.map((teeSet, index) => ({
        ...audit,
        name: teeSet.name,
        colour: teeSet.colour,
        gender: teeSet.gender,
        sort_order: index + 1,
      })),
    )
    .returning({ id: holeCategories.id, name: holeCategories.name });
  const teeSetId = new Map(teeSets.map((teeSet) => [teeSet.name, teeSet.id]));
  const par = seed.pars.reduce((sum, each) => sum + each, 0);
  await tx.insert(golfCourseIndexes).values(
    seed.ratings.map((rating) => ({
      ...audit,
      hole_category_id: teeSetId.get(rating.teeSet)!,
      gender: rating.gender,
      course_rating: rating.course,
      slope_rating: rating.slope,
      par,
      front_course_rating: rating.front?.[0] ?? null,
      front_slope_rating: rating.front?.[1] ?? null,
      back_course_rating: rating.back?.[0] ?? null,
      back_slope_rating: rating.back?.[1] ?? null,
      effective_from: '2026-01-01',
    })),
  );
  const holes = await tx
    .insert(golfCourseHoles)
    .values(
      seed.pars.map((holePar, index) => ({
        ...audit,
        number: index + 1,
        name: seed.holeNames[index]!,
        par: holePar,
        stroke_index: seed.strokeIndexes[index]!,
        stroke_index_ladies: seed.strokeIndexesLadies[index]!,
      })),
    )
    .returning({ id: golfCourseHoles.id, number: golfCourseHoles.number });
  const holeId = new Map(holes.map((hole) => [hole.number, hole.id]));
  await tx.insert(holeDetails).values(
    seed.teeSets.flatMap((teeSet) =>
      teeSet.distances.map((distance, index) => ({
        ...audit,
        hole_id: holeId.get(index + 1)!,
        hole_category_id: teeSetId.get(teeSet.name)!,
        distance,
        distance_unit: seed.unit,
      })),
    ),
  );
  // Each hole from the first tee set's tee to the green's centre at its distance; the next tee a short walk on.
  const points = [];
  let tee = seed.firstTee;
  for (const [index, bearing] of seed.bearings.entries()) {
    const length = seed.teeSets[0]!.distances[index]! * metresPerUnit[seed.unit];
    const hole_id = holeId.get(index + 1)!;
    const along = (metres: number) => pointFrom(tee, bearing, metres);
    const shape = [
      { kind: 'tee', ...tee },
      { kind: 'fairway_centre', ...along(length * 0.55) },
      { kind: 'green_front', ...along(length - 14) },
      { kind: 'green_centre', ...along(length) },
      { kind: 'green_back', ...along(length + 14) },
    ] as const;
    points.push(...shape.map((point, order) => ({ ...audit, hole_id, ...point, sort_order: order + 1 })));
    tee = pointFrom(along(length), bearing + 90, 45);
  }
  await tx.insert(holeIntermediatePoints).values(points);
  await tx.insert(playerRoundSections).values(
    seed.sections.map((section) => ({
      ...audit,
      name: section.name,
      hole_ids: section.holes.map((number) => holeId.get(number)!),
    })),
  );
}

/** White's yards, from which Blue (further back) and Red (further forward) follow as on a real card. */
const whiteYards = [385, 420, 165, 510, 360, 400, 185, 375, 495, 395, 175, 525, 430, 350, 410, 155, 500, 390];
const demoPars = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 4, 3, 5, 4];

/**
 * The demo club's parkland 18, par 72 (36 out, 36 in), odd stroke indexes out and even ones in, from Blue, White and
 * Red; the ladies' allocation keeps that split but ranks the long holes harder, as clubs rank them from the forward
 * tees. The second club's 9 holes in metres, with their ladies' allocation too.
 */
export async function seedDemoCourses(tx: Database, clubIds: { demo: number; second: number }) {
  await seedCourse(tx, clubIds.demo, {
    unit: 'yards',
    holeNames: [
      'Burnside',
      'Long Dyke',
      'The Knowe',
      'Whinny Brae',
      'Heathery',
      'Cottage',
      'Gorse Hollow',
      'Corner of the Wood',
      'Far End',
      'Larch Brae',
      'Punchbowl',
      'Lang Road',
      'Hawthorn',
      'Quarry',
      'Broomfield',
      'Wee Dunt',
      'Mill Lade',
      'Hame',
    ],
    pars: demoPars,
    strokeIndexes: [5, 1, 15, 9, 3, 11, 17, 7, 13, 6, 16, 12, 2, 10, 4, 18, 14, 8],
    strokeIndexesLadies: [9, 1, 17, 3, 13, 7, 15, 11, 5, 10, 16, 2, 4, 14, 8, 18, 6, 12],
    teeSets: [
      {
        name: 'Blue',
        colour: '#1e4fd8',
        gender: 'M',
        distances: whiteYards.map((yards, index) => yards + (demoPars[index] === 3 ? 15 : 25)),
      },
      { name: 'White', colour: '#ffffff', gender: 'any', distances: whiteYards },
      { name: 'Red', colour: '#d32f2f', gender: 'F', distances: whiteYards.map((yards) => Math.round(yards * 0.85)) },
    ],
    ratings: [
      { teeSet: 'Blue', gender: 'M', course: 72.8, slope: 133, front: [36.2, 131], back: [36.6, 135] },
      { teeSet: 'White', gender: 'M', course: 71.2, slope: 128, front: [35.4, 126], back: [35.8, 130] },
      { teeSet: 'White', gender: 'F', course: 76.9, slope: 137, front: [38.3, 135], back: [38.6, 139] },
      { teeSet: 'Red', gender: 'M', course: 67.9, slope: 118, front: [33.8, 116], back: [34.1, 120] },
      { teeSet: 'Red', gender: 'F', course: 72.4, slope: 127, front: [36.0, 125], back: [36.4, 129] },
    ],
    firstTee: { latitude: 56.3442, longitude: -2.8395 },
    bearings: [70, 40, 110, 80, 20, 150, 200, 240, 260, 80, 130, 60, 350, 170, 210, 280, 250, 300],
    sections: [
      { name: 'Front 9', holes: range(1, 9) },
      { name: 'Back 9', holes: range(10, 18) },
      { name: 'Full 18', holes: range(1, 18) },
    ],
  });
  const secondMetres = [340, 150, 365, 455, 320, 165, 350, 380, 470];
  await seedCourse(tx, clubIds.second, {
    unit: 'metres',
    holeNames: [
      'Banyan',
      'Peacock',
      'Neem Avenue',
      'Aravalli',
      'Babool',
      'Lotus Pond',
      'Gulmohar',
      'Mango Grove',
      'Homeward',
    ],
    pars: [4, 3, 4, 5, 4, 3, 4, 4, 5],
    strokeIndexes: [3, 9, 1, 5, 4, 8, 2, 7, 6],
    strokeIndexesLadies: [6, 9, 3, 1, 7, 8, 5, 4, 2],
    teeSets: [
      { name: 'Yellow', colour: '#fbc02d', gender: 'M', distances: secondMetres },
      { name: 'Red', colour: '#d32f2f', gender: 'F', distances: secondMetres.map((metres) => metres - 40) },
    ],
    ratings: [
      { teeSet: 'Yellow', gender: 'M', course: 35.6, slope: 126 },
      { teeSet: 'Red', gender: 'F', course: 36.1, slope: 124 },
    ],
    firstTee: { latitude: 28.4595, longitude: 77.0921 },
    bearings: [0, 60, 120, 180, 240, 300, 30, 150, 270],
    sections: [{ name: 'Nine holes', holes: range(1, 9) }],
  });
}

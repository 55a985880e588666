import type { CourseCard } from '../../../providers/courseCard';

const stamps = {
  golf_course_id: 1,
  created_at: '2026-01-02T09:00:00Z',
  created_by: 1,
  updated_at: '2026-01-02T09:00:00Z',
  updated_by: 1,
};
const pars = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 4, 3, 5, 4];
const strokeIndexes = [7, 3, 15, 1, 11, 17, 5, 13, 9, 8, 14, 2, 16, 6, 12, 18, 4, 10];
const whiteYards = [385, 420, 165, 510, 360, 400, 185, 375, 495, 395, 175, 525, 430, 350, 410, 155, 500, 390];

/** For the card's tests: the demo club's 18 (par 36 out, 36 in) from White and Red, Red with no distances. */
export function demoCard(): CourseCard {
  return {
    holes_count: 18,
    distance_unit: 'yards',
    tee_sets: [
      { ...stamps, id: 2, name: 'White', colour: '#ffffff', gender: 'any', sort_order: 2 },
      { ...stamps, id: 3, name: 'Red', colour: '#d32f2f', gender: 'F', sort_order: 3 },
    ],
    holes: pars.map((par, index) => ({
      ...stamps,
      id: 100 + index,
      number: index + 1,
      name: index === 0 ? 'Long Acre' : '',
      par,
      stroke_index: strokeIndexes[index]!,
      stroke_index_ladies: null,
      distances: [
        { hole_category_id: 2, distance: whiteYards[index]!, distance_unit: 'yards' },
        { hole_category_id: 3, distance: null, distance_unit: 'yards' },
      ],
    })),
  };
}

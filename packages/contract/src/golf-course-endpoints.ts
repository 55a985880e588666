import { z } from 'zod';
import { endpoint } from './endpoints.js';
import { registeredGolfCourse } from './golf-courses.js';

/** The golf clubs' actions beside their records. */
export const golfCourseEndpoints = {
  /** The approved clubs anyone may register with (public). */
  registered: endpoint({ method: 'GET', path: '/api/golf_courses/registered/', answer: z.array(registeredGolfCourse) }),
};

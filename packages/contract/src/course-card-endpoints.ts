import { courseCard, courseCardInput } from './courses.js';
import { endpoint } from './endpoints.js';

/** The active course's whole card, read and saved at once (decision 0031). */
export const courseCardEndpoints = {
  read: endpoint({ method: 'GET', path: '/api/golf_course_holes/card/', answer: courseCard }),
  save: endpoint({ method: 'PUT', path: '/api/golf_course_holes/card/', body: courseCardInput, answer: courseCard }),
};
